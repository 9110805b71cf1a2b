"""What an account may do, and how a managed pupil takes their account over.

A teacher makes accounts for pupils without e-mail (``User.managed``). Such an account
cannot create classes or pupils, and the teachers of its class may give it a new
password. Once the pupil has chosen a password of their own *and* verified an e-mail
address, the account is theirs: it is no longer managed, and no teacher can reset its
password or sign in as them any more.
"""

from __future__ import annotations

import logging

from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.db.models import Count

log = logging.getLogger(__name__)


def can_teach(user) -> bool:
    """May ``user`` create classes and pupils (everyone signed in but managed pupils)."""
    return user.is_authenticated and not user.managed


def teachers_may_reset(user) -> bool:
    """May the teachers of a class give ``user`` a new password?"""
    return user.managed


def note_own_password(user) -> None:
    """The person chose a password themselves (not a teacher's card)."""
    if not user.chose_password:
        user.chose_password = True
        user.save(update_fields=["chose_password"])
    hand_over_if_owned(user)


def hand_over_if_owned(user) -> bool:
    """Release a managed account once its pupil owns it (own password, verified
    address); True when it was released now."""
    if not user.managed or not user.chose_password:
        return False
    if not EmailAddress.objects.filter(user=user, verified=True).exists():
        return False
    from tutor.classes.models import Membership

    user.managed = False
    user.save(update_fields=["managed"])
    Membership.objects.filter(pupil=user, managed=True).update(managed=False)
    log.info("managed account %s taken over by its pupil", user.pk)
    return True


def orphaned_managed(pupil_ids):
    """Managed accounts among ``pupil_ids`` that belong to no class any more (nobody
    could reset them or see their results: they are deleted with their last class)."""
    return (
        get_user_model()
        .objects.filter(pk__in=list(pupil_ids), managed=True)
        .annotate(classes=Count("memberships"))
        .filter(classes=0)
    )
