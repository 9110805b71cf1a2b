"""The streak as read from the database (``streaks.status``), which reads only as many of
the learner's last days as the streak needs, agrees with the streak rule applied to every
day the learner has: for streaks of every length around the days read first and each
widening, a forgiven day on those edges, and many random histories whose goals are met by
lesson steps or by practice answers spread over several kinds."""

import random
import uuid
from datetime import date, timedelta

import pytest

from tutor.activity.models import LessonDay, PracticeDay
from tutor.activity.streaks import (
    FIRST_DAYS,
    GOAL_ANSWERS,
    first_read,
    goal_met,
    status,
    streak_length,
)
from tutor.drills import KINDS
from tutor.learners import fetch_each, select_owned

pytestmark = pytest.mark.django_db

TODAY = date(2026, 12, 1)
HISTORY = 300  # days


def store(history: dict[int, tuple[int, list[int]]]) -> dict[str, object]:
    """A new learner whose day ``n`` days ago had (lesson steps, answers of each kind)."""
    owner = {"anon_id": uuid.uuid4().hex}
    LessonDay.objects.bulk_create(
        LessonDay(**owner, day=TODAY - timedelta(days=n), steps=steps)
        for n, (steps, _) in history.items()
        if steps
    )
    kinds = list(KINDS)
    PracticeDay.objects.bulk_create(
        PracticeDay(**owner, day=TODAY - timedelta(days=n), kind=kinds[k], answered=a, correct=0)
        for n, (_, answers) in history.items()
        for k, a in enumerate(answers)
        if a
    )
    return owner


def expected(history: dict[int, tuple[int, list[int]]]) -> tuple[int, bool, int, int]:
    met = {
        TODAY - timedelta(days=n)
        for n, (steps, answers) in history.items()
        if goal_met(steps, sum(answers))
    }
    steps, answers = history.get(0, (0, []))
    return (*streak_length(met, TODAY), steps, sum(answers))


def read(owner: dict[str, object]) -> tuple[int, bool, int, int]:
    s = status(owner, TODAY)
    # As a page reads it: the first days with the learner's other rows, in one statement.
    first, _ = fetch_each(first_read(owner, TODAY), (select_owned(PracticeDay, owner, ["kind"]), 1))
    assert status(owner, TODAY, first=first) == s
    return s.streak, s.freeze_used, s.steps_today, s.answers_today


def met_by_answers(rng: random.Random) -> tuple[int, list[int]]:
    """The goal met by answers of one to three kinds, none of which alone meets it."""
    parts = rng.randint(2, 3)
    return 0, [GOAL_ANSWERS // parts + 1] * parts


def streak(length: int, gaps: tuple[int, ...] = (), start: int = 0) -> dict:
    """Every day from ``start`` days ago met, for ``length`` days, but ``gaps``; the day
    before the streak missed, and older days met again (which must not count)."""
    rng = random.Random(length)
    history = {}
    for n in range(start, start + length):
        if n not in gaps:
            history[n] = (1, []) if n % 2 else met_by_answers(rng)
    for n in range(start + length + 2, HISTORY):
        history[n] = (1, [])
    return history


EDGES = sorted({FIRST_DAYS * 2**k + d for k in range(4) for d in (-2, -1, 0, 1, 2)})


@pytest.mark.parametrize("length", [1, 2, *EDGES, HISTORY - 2])
def test_a_streak_of_any_length_is_read_whole(length: int) -> None:
    history = streak(length)
    assert read(store(history)) == expected(history)
    assert read(store(history))[0] == length


@pytest.mark.parametrize("gap", EDGES)
def test_a_forgiven_day_on_an_edge_of_what_is_read_first_keeps_the_streak(gap: int) -> None:
    history = streak(HISTORY - 10, gaps=(gap,))
    assert read(store(history)) == expected(history)
    assert read(store(history))[0] == HISTORY - 11


@pytest.mark.parametrize("gap", EDGES)
def test_two_missed_days_on_an_edge_end_the_streak_there(gap: int) -> None:
    history = streak(HISTORY - 10, gaps=(gap, gap + 1))
    assert read(store(history)) == expected(history) == (gap, False, 0, 6)


@pytest.mark.parametrize("seed", range(30))
def test_a_random_history_reads_as_every_day_would(seed: int) -> None:
    rng = random.Random(seed)
    density = rng.choice([0.5, 0.8, 0.95, 0.99])
    history: dict[int, tuple[int, list[int]]] = {}
    for n in range(HISTORY):
        roll = rng.random()
        if roll < density:
            history[n] = (rng.randint(1, 3), []) if rng.random() < 0.4 else met_by_answers(rng)
        elif roll < (1 + density) / 2:  # some answers, short of the goal in all
            history[n] = (0, [1] * rng.randint(1, GOAL_ANSWERS - 1))
    assert read(store(history)) == expected(history)
