"""Counting the day's activity: called where a lesson step is finished and where a
practice answer is counted. Each call adds one to today's row of the learner."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from tutor.activity.models import LessonDay, PracticeDay
from tutor.learners import Statement, add_to_row, execute_together

if TYPE_CHECKING:
    from tutor.accounts.models import User


def today() -> date:
    """The learner's day, in the site's time zone (settings.TIME_ZONE)."""
    return timezone.localdate()


def lesson_step_done(owner: dict[str, object], day: date | None = None) -> None:
    """The learner finished a lesson step."""
    execute_together(add_to_row(LessonDay, owner, {"day": day or today()}, {"steps": 1}))


def practice_answered(
    owner: dict[str, object], kind: str, correct: bool, day: date, unless: Statement | None = None
) -> Statement:
    """The statement that counts a practice question of ``kind`` the learner answered
    (counted once per question); the answer's own statements run it with theirs, and
    their condition (``unless``, see ``add_to_row``)."""
    key = {"day": day, "kind": kind}
    return add_to_row(PracticeDay, owner, key, {"answered": 1, "correct": int(correct)}, unless)


@transaction.atomic
def move_to_user(anon_id: str, user: User) -> None:
    """Merge an anonymous learner's days into their account (adding up a day both have)."""
    for row in LessonDay.objects.select_for_update().filter(anon_id=anon_id):
        mine = LessonDay.objects.filter(user=user, day=row.day).first()
        if mine is None:
            row.user, row.anon_id = user, None
            row.save(update_fields=["user", "anon_id"])
            continue
        mine.steps += row.steps
        mine.save(update_fields=["steps"])
        row.delete()
    for day in PracticeDay.objects.select_for_update().filter(anon_id=anon_id):
        own = PracticeDay.objects.filter(user=user, day=day.day, kind=day.kind).first()
        if own is None:
            day.user, day.anon_id = user, None
            day.save(update_fields=["user", "anon_id"])
            continue
        own.answered += day.answered
        own.correct += day.correct
        own.save(update_fields=["answered", "correct"])
        day.delete()
