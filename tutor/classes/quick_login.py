"""Quick login for managed pupils: a short code to type or a QR code to scan, instead of
a username and password.

A code is 8 characters of the join-code alphabet (31⁸ ≈ 8.5 × 10¹¹), printed as
``K7M2-PX4T``; the QR code holds a link with a long random token. Both expire after
:data:`VALID_FOR` and are renewed by the class's teacher. Only managed pupils (accounts
the teacher created) get one. Failed tries are counted per address and refused beyond
:data:`MAX_FAILURES` in :data:`FAILURE_WINDOW` seconds.
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone

from . import codes
from .models import Classroom, Membership, QuickLogin

VALID_FOR = timedelta(days=7)
CODE_LENGTH = 8
MAX_FAILURES = 20
FAILURE_WINDOW = 15 * 60


def new_code() -> str:
    return "".join(secrets.choice(codes.ALPHABET) for _ in range(CODE_LENGTH))


def issue(membership: Membership, now=None) -> QuickLogin:
    """A fresh code and token for ``membership`` (replacing any earlier one)."""
    now = now or timezone.now()
    for _try in range(5):
        try:
            with transaction.atomic():
                login, _new = QuickLogin.objects.update_or_create(
                    membership=membership,
                    defaults={
                        "code": new_code(),
                        "token": secrets.token_urlsafe(32),
                        "expires_at": now + VALID_FOR,
                        "created_at": now,
                    },
                )
                return login
        except IntegrityError:  # the same code drawn twice: draw again
            continue
    raise RuntimeError("could not draw a unique quick-login code")


def issue_for_class(classroom: Classroom, *, renew: bool) -> int:
    """Codes for every managed pupil of the class who has no valid one (``renew``: for
    every managed pupil). Returns how many were issued."""
    now = timezone.now()
    issued = 0
    for membership in classroom.memberships.filter(managed=True):
        current = QuickLogin.objects.filter(membership=membership).first()
        if renew or current is None or not current.is_valid(now):
            issue(membership, now)
            issued += 1
    return issued


def _address(request: HttpRequest) -> str:
    return request.META.get("REMOTE_ADDR", "unknown")


def too_many_failures(request: HttpRequest) -> bool:
    return cache.get(f"quick-login:{_address(request)}", 0) >= MAX_FAILURES


def record_failure(request: HttpRequest) -> None:
    key = f"quick-login:{_address(request)}"
    if cache.add(key, 1, FAILURE_WINDOW):
        return
    try:
        cache.incr(key)
    except ValueError:
        cache.set(key, 1, FAILURE_WINDOW)


def find(*, code: str | None = None, token: str | None = None) -> QuickLogin | None:
    """The valid quick login with this code or token, for a managed pupil still in the
    class; None otherwise."""
    query = QuickLogin.objects.select_related("membership__pupil", "membership__classroom")
    if code is not None:
        login = query.filter(code=codes.clean_join_code(code)).first()
    elif token is not None:
        login = query.filter(token=token).first()
    else:
        return None
    if login is None or not login.is_valid() or not login.membership.managed:
        return None
    if not login.membership.pupil.is_active or login.membership.classroom.archived:
        return None
    return login
