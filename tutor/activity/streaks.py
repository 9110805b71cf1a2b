"""The daily goal and the streak.

A day's goal is met with one lesson step finished or ``GOAL_ANSWERS`` practice answers.
The streak counts the days in a row on which the goal was met. It is gentle: today never
breaks it (the day is not over), and a single missed day is forgiven (a one-day freeze);
only two missed days in a row start it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from tutor import learners
from tutor.activity.models import LessonDay, PracticeDay
from tutor.activity.record import today as local_today

#: Practice answers that meet the day's goal (one lesson step meets it too).
GOAL_ANSWERS = 5
ONE_DAY = timedelta(days=1)


def goal_met(steps: int, answers: int) -> bool:
    return steps >= 1 or answers >= GOAL_ANSWERS


def streak_length(met: set[date], today: date) -> tuple[int, bool]:
    """The streak on ``today`` from the days the goal was met, and whether yesterday was a
    missed day the freeze covers (so today's goal keeps the streak going)."""
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
    return count, frozen_yesterday


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


def status(owner: dict[str, object] | None, today: date | None = None) -> Status:
    """The learner's day so far and their streak (an empty one for a visitor with no id)."""
    today = today or local_today()
    if owner is None:
        return Status(steps_today=0, answers_today=0, streak=0, freeze_used=False)
    # Both tables in one plain statement: (day, lesson steps, practice answers) rows.
    lesson_sql, lesson_params = learners.select_owned(LessonDay, owner, ["day", "steps", 0])
    practice_sql, practice_params = learners.select_owned(
        PracticeDay, owner, ["day", 0, "answered"]
    )
    rows = learners.fetch_all(
        (f"{lesson_sql} UNION ALL {practice_sql}", [*lesson_params, *practice_params])
    )
    steps: dict[date, int] = {}
    answers: dict[date, int] = {}
    for day, step_count, answered in rows:
        steps[day] = steps.get(day, 0) + step_count
        answers[day] = answers.get(day, 0) + answered
    met = {
        day for day in set(steps) | set(answers) if goal_met(steps.get(day, 0), answers.get(day, 0))
    }
    streak, frozen = streak_length(met, today)
    return Status(
        steps_today=steps.get(today, 0),
        answers_today=answers.get(today, 0),
        streak=streak,
        freeze_used=frozen,
    )
