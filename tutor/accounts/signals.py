"""allauth's account events that hand a managed pupil's account over (see roles.py).

Module-level receivers: Django holds receivers weakly, so a nested function would be
collected as soon as ``ready()`` returns.
"""

from __future__ import annotations

from allauth.account.signals import email_confirmed, password_changed, password_reset, password_set
from django.dispatch import receiver

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
