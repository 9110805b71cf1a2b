"""The daily goal and the streak.

A day's goal is met with one lesson step finished or ``GOAL_ANSWERS`` practice answers.
The streak counts the days in a row on which the goal was met. It is gentle: today never
breaks it (the day is not over), and a single missed day is forgiven (a one-day freeze);
only two missed days in a row start it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections

from tutor import learners
from tutor.activity.models import LessonDay, PracticeDay
from tutor.activity.record import today as local_today

#: Practice answers that meet the day's goal (one lesson step meets it too).
GOAL_ANSWERS = 5
ONE_DAY = timedelta(days=1)
#: The days a streak is first read from (:func:`status`): longer than most streaks.
FIRST_DAYS = 16


def goal_met(steps: int, answers: int) -> bool:
    return steps >= 1 or answers >= GOAL_ANSWERS


def streak_length(met: set[date], today: date) -> tuple[int, bool]:
    """The streak on ``today`` from the days the goal was met, and whether yesterday was a
    missed day the freeze covers (so today's goal keeps the streak going)."""
    count, frozen, _ = _walk(met, today)
    return count, frozen


def _walk(met: set[date], today: date) -> tuple[int, bool, date]:
    """:func:`streak_length`, and the earliest day the walk back looked at."""
    count = 1 if today in met else 0  # an open day never breaks the streak
    frozen_yesterday = False
    day = today - ONE_DAY
    while True:
        if day in met:
            count += 1
        elif day - ONE_DAY in met:  # one missed day between two good ones: forgiven
            frozen_yesterday = frozen_yesterday or day == today - ONE_DAY
        else:
            break
        day -= ONE_DAY
    return count, frozen_yesterday, day - ONE_DAY


@dataclass(frozen=True)
class Status:
    """What the goal box shows."""

    steps_today: int
    answers_today: int
    streak: int
    #: Yesterday was missed and forgiven: today's goal keeps the streak.
    freeze_used: bool
    goal_answers: int = GOAL_ANSWERS

    @property
    def done_today(self) -> bool:
        return goal_met(self.steps_today, self.answers_today)

    @property
    def shown(self) -> tuple[int, ...]:
        """All the goal box shows (the key of its rendering, activity/goal.html): today's
        answers count only while the goal is open."""
        done = self.done_today
        return (done, 0 if done else self.answers_today, self.streak, self.freeze_used)


def status(
    owner: dict[str, object] | None,
    today: date | None = None,
    first: list[tuple[Any, ...]] | None = None,
) -> Status:
    """The learner's day so far and their streak (an empty one for a visitor with no id).

    The last ``FIRST_DAYS`` days are read first; a streak that goes back further reads
    twice as far back, and so on. A learner's days grow by a row for each kind
    practised each day: a year of them, all read, made the home page ten times slower.
    ``first``: the rows of :func:`first_read` for ``today``, when the page read them
    already (with its other reads, ``learners.fetch_each``)."""
    today = today or local_today()
    if owner is None:
        return Status(steps_today=0, answers_today=0, streak=0, freeze_used=False)
    span = FIRST_DAYS
    while True:
        since = today - timedelta(days=span)
        if first is not None and span == FIRST_DAYS:
            totals = _totals(first)
        else:
            totals = _totals(learners.fetch_all(_read(owner, since)))
        met = {day for day, (steps, answers) in totals.items() if goal_met(steps, answers)}
        streak, frozen, looked_back_to = _walk(met, today)
        if looked_back_to >= since:
            break
        span *= 2
    steps_today, answers_today = totals.get(today, (0, 0))
    return Status(
        steps_today=steps_today,
        answers_today=answers_today,
        streak=streak,
        freeze_used=frozen,
    )


def first_read(owner: dict[str, object], today: date) -> tuple[learners.Statement, int]:
    """The statement :func:`status` reads first, and its number of columns."""
    return _read(owner, today - timedelta(days=FIRST_DAYS)), 3


def _read(owner: dict[str, object], since: date) -> learners.Statement:
    """Lesson steps and practice answers of each day from ``since`` on: one plain
    statement over both tables, a row per day (the day, its steps and its answers)."""
    column, who = learners.owner_column(LessonDay, owner)
    db = connections[DEFAULT_DB_ALIAS]
    day = db.ops.adapt_datefield_value(since)
    return _totals_sql(db.alias, column), [who, day, who, day]


def _totals(rows: list[tuple[Any, ...]]) -> dict[date, tuple[int, int]]:
    return {day: (int(steps), int(answers)) for day, steps, answers in rows}


@cache
def _totals_sql(alias: str, owner: str) -> str:
    """The statement of :func:`_read` for learners held in the column ``owner``."""
    quote = connections[alias].ops.quote_name
    selects = []
    for model, steps, answers in ((LessonDay, "steps", "0"), (PracticeDay, "0", "answered")):
        fields = {f.name: quote(f.column) for f in model._meta.concrete_fields}
        selects.append(
            f"SELECT {fields['day']} AS day, {fields.get(steps, steps)} AS steps,"
            f" {fields.get(answers, answers)} AS answers FROM {quote(model._meta.db_table)}"
            f" WHERE {quote(owner)} = %s AND {fields['day']} >= %s"
        )
    return (
        f"SELECT day, SUM(steps), SUM(answers) FROM ({' UNION ALL '.join(selects)}) AS days"
        " GROUP BY day"
    )
