"""Account events: allauth's, which hand a managed pupil's account over (see roles.py), and
sign-up and sign-in, which decide what becomes of a visitor's progress (tutor/learners.py).

Module-level receivers: Django holds receivers weakly, so a nested function would be
collected as soon as ``ready()`` returns.
"""

from __future__ import annotations

from allauth.account.signals import (
    email_confirmed,
    password_changed,
    password_reset,
    password_set,
    user_signed_up,
)
from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from tutor import learners

from . import roles


@receiver(password_changed, dispatch_uid="accounts_password_changed")
@receiver(password_set, dispatch_uid="accounts_password_set")
@receiver(password_reset, dispatch_uid="accounts_password_reset")
def on_own_password(sender, request=None, user=None, **kwargs) -> None:
    if user is not None:
        roles.note_own_password(user)


@receiver(email_confirmed, dispatch_uid="accounts_email_confirmed")
def on_email_confirmed(sender, request=None, email_address=None, **kwargs) -> None:
    if email_address is not None:
        roles.hand_over_if_owned(email_address.user)


@receiver(user_signed_up, dispatch_uid="accounts_progress_at_sign_up")
def on_sign_up(sender, request=None, user=None, **kwargs) -> None:
    if request is not None and hasattr(request, "session") and user is not None:
        learners.signed_up(request, user)


@receiver(user_logged_in, dispatch_uid="accounts_progress_at_sign_in")
def on_sign_in(sender, request=None, user=None, **kwargs) -> None:
    if request is not None and hasattr(request, "session"):
        learners.signed_in(request)
