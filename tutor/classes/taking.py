"""Taking an assignment: starting an attempt, saving answers, submitting.

These functions are where the server enforces the rules of an assignment, whatever
the browser sends: not before it opens, not after it closes (answers after the due
date are refused, or taken and marked late, as the teacher chose), no more attempts
than allowed, one answer per question and attempt — stored once even when the same
answer is posted twice at the same moment (the database's unique constraint decides).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from . import drillsapi
from .models import Answer, Assignment, Attempt, QuizItem


class Refused(Exception):
    """The server will not do this; ``message`` says why, in the learner's language."""

    def __init__(self, message: str | Promise) -> None:  # a lazy translation too
        super().__init__(message)
        self.message = message


def _ensure_open(assignment: Assignment, now: datetime, pupil=None) -> None:
    if assignment.classroom.archived:
        raise Refused(_("This class has been archived; its assignments are closed."))
    if now < assignment.opens_at:
        raise Refused(_("This assignment is not open yet."))
    if now > assignment.due_for(pupil) and not assignment.allow_late:
        raise Refused(_("This assignment is closed: the due date has passed."))


def open_attempt(assignment: Assignment, pupil) -> Attempt | None:
    """The pupil's attempt in progress, if any."""
    return (
        Attempt.objects.filter(assignment=assignment, pupil=pupil, submitted_at__isnull=True)
        .order_by("-number")
        .first()
    )


def attempts_left(assignment: Assignment, pupil) -> int:
    used = Attempt.objects.filter(assignment=assignment, pupil=pupil).count()
    return max(0, assignment.attempts_for(pupil) - used)


def start_attempt(assignment: Assignment, pupil, now: datetime | None = None) -> Attempt:
    """The attempt in progress, or a new one if the pupil has attempts left."""
    now = now or timezone.now()
    _ensure_open(assignment, now, pupil)
    current = open_attempt(assignment, pupil)
    if current is not None:
        return current
    used = Attempt.objects.filter(assignment=assignment, pupil=pupil).count()
    if used >= assignment.attempts_for(pupil):
        # A second click may have started the last attempt just now: continue it.
        current = open_attempt(assignment, pupil)
        if current is not None:
            return current
        raise Refused(_("You have used all the attempts this assignment allows."))
    try:
        with transaction.atomic():
            return Attempt.objects.create(
                assignment=assignment, pupil=pupil, number=used + 1, started_at=now
            )
    except IntegrityError:
        # The same attempt was started a moment ago (a double click): continue it.
        current = open_attempt(assignment, pupil)
        if current is None:
            raise Refused(_("You have used all the attempts this assignment allows.")) from None
        return current


@dataclass(frozen=True)
class Saved:
    """A stored answer; ``created`` is false when it had been given before."""

    answer: Answer
    created: bool


def save_answer(
    attempt: Attempt, item: QuizItem, raw: Mapping, now: datetime | None = None
) -> Saved:
    """Check ``raw`` (field name → value, as from a form) and store it as the answer
    to ``item``. An answer once given stays: a second post for the same question
    returns the first. Raises :class:`Refused`, or ``DrillError`` for a malformed
    answer."""
    now = now or timezone.now()
    if attempt.submitted:
        raise Refused(_("This attempt has been submitted; its answers cannot change."))
    if item.quiz_id != attempt.assignment.quiz_id:
        raise Refused(_("This question is not part of this quiz."))
    existing = Answer.objects.filter(attempt=attempt, item=item).first()
    if existing is not None:
        return Saved(existing, False)
    _ensure_open(attempt.assignment, now, attempt.pupil)
    if attempt.time_is_up(now):
        raise Refused(_("The time for this attempt is up; submit it to hand it in."))
    verdict = drillsapi.check(drillsapi.question_for(item, attempt), raw)
    with transaction.atomic():
        answer, created = Answer.objects.get_or_create(
            attempt=attempt,
            item=item,
            defaults={
                "given": dict(verdict.given),
                "correct": verdict.correct,
                "answered_at": now,
            },
        )
        if created and attempt.assignment.is_late(now, attempt.pupil) and not attempt.late:
            Attempt.objects.filter(pk=attempt.pk).update(late=True)
            attempt.late = True
    return Saved(answer, created)


def submit(attempt: Attempt, now: datetime | None = None) -> Attempt:
    """Hand the attempt in (once; submitting again changes nothing)."""
    now = now or timezone.now()
    if attempt.submitted:
        return attempt
    if not attempt.time_is_up(now):  # an attempt whose time is up may always be handed in
        _ensure_open(attempt.assignment, now, attempt.pupil)
    late = attempt.late or attempt.assignment.is_late(now, attempt.pupil)
    Attempt.objects.filter(pk=attempt.pk, submitted_at__isnull=True).update(
        submitted_at=now, late=late
    )
    attempt.refresh_from_db()
    return attempt
