"""How much one account may create: enough for any school, bounded for everyone else
(audit L13). The limits per hour live in the views (see limits.py)."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from . import limits

MAX_CLASSES = 100  # classes one teacher owns
MAX_QUIZZES = 500  # quizzes one teacher owns
PER_HOUR = 60  # classes, or quizzes, one teacher creates in an hour


def refusal_for_class(user) -> str | Promise | None:
    """Why ``user`` may not create another class now, or None."""
    if user.classes_taught.count() >= MAX_CLASSES:
        return _("You have %(count)s classes, the most one account can have. Delete old ones.") % {
            "count": MAX_CLASSES
        }
    if not limits.allow(f"classes:{user.pk}", limit=PER_HOUR, seconds=3600):
        return _("You have created many classes this hour. Please try again later.")
    return None


def refusal_for_quiz(user) -> str | Promise | None:
    """Why ``user`` may not create another quiz now, or None."""
    if user.quizzes.count() >= MAX_QUIZZES:
        return _("You have %(count)s quizzes, the most one account can have.") % {
            "count": MAX_QUIZZES
        }
    if not limits.allow(f"quizzes:{user.pk}", limit=PER_HOUR, seconds=3600):
        return _("You have created many quizzes this hour. Please try again later.")
    return None
