"""Who is learning: a signed-in user, or an anonymous visitor known by their session.

Progress of every kind (lesson steps, practice statistics, review items) is stored in
models that derive from :class:`LearnerOwned`: each row belongs either to ``user`` or to
``anon_id``. The anonymous id lives *inside* the session data, not as the session key:
Django gives the session a new key when a visitor signs in but keeps its data, so the id
survives the sign-in and each app can move the visitor's rows into the account (each app
connects its own handler to ``user_logged_in``).
"""

from __future__ import annotations

import uuid
from typing import Any, Literal, overload

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.http import HttpRequest

SESSION_FIELD = "anon_learner_id"


def anonymous_id(request: HttpRequest, *, create: bool = True) -> str | None:
    """The visitor's anonymous learner id, made on first use when ``create``."""
    anon = request.session.get(SESSION_FIELD)
    if anon is None and create:
        anon = uuid.uuid4().hex
        request.session[SESSION_FIELD] = anon
    return anon


@overload
def owner(request: HttpRequest, *, create: Literal[True] = ...) -> dict[str, Any]: ...
@overload
def owner(request: HttpRequest, *, create: bool) -> dict[str, Any] | None: ...
def owner(request: HttpRequest, *, create: bool = True) -> dict[str, Any] | None:
    """Filter keyword arguments selecting this learner's rows: ``user=`` or ``anon_id=``.

    None for a visitor who has no anonymous id yet when ``create`` is false (they have
    no rows).
    """
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return {"user": user}
    anon = anonymous_id(request, create=create)
    return {"anon_id": anon} if anon else None


class LearnerOwned(models.Model):
    """A row that belongs to a signed-in user or to an anonymous learner, never both."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE
    )
    # NULL, not "", for signed-in learners: the unique constraints skip NULLs.
    anon_id = models.CharField(max_length=32, null=True, blank=True, db_index=True)  # noqa: DJ001

    class Meta:
        abstract = True


def owner_constraints(name: str, *fields: str) -> list[models.BaseConstraint]:
    """Exactly one owner per row, and ``fields`` unique per owner."""
    return [
        models.CheckConstraint(
            condition=Q(user__isnull=False, anon_id__isnull=True)
            | Q(user__isnull=True, anon_id__isnull=False),
            name=f"{name}_one_owner",
        ),
        models.UniqueConstraint(
            fields=["user", *fields], condition=Q(user__isnull=False), name=f"{name}_unique_user"
        ),
        models.UniqueConstraint(
            fields=["anon_id", *fields],
            condition=Q(anon_id__isnull=False),
            name=f"{name}_unique_anon",
        ),
    ]
