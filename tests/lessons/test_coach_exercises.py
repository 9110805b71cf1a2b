"""A lesson can use the coach's decision drills as exercises: a seeded one, or a fixed
position with an answer the course checker accepts when it is as good as the coach's
best (within the margin) and refuses when it is a clear mistake."""

from __future__ import annotations

import pytest

from lessons.checks import exercise_problems
from lessons.content import Exercise
from tutor.drills import generate
from tutor.drills.coach_kinds import COACH_KINDS


def fixed(kind: str, params: dict[str, str], answer: str, field: str) -> Exercise:
    items = tuple(params.items())
    return Exercise(kind, items, ((field, answer),), "", None, None, items)


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_a_seeded_exercise_builds(kind: str) -> None:
    exercise = Exercise(kind, (), None, "", 4, 2, (("seed", "4"), ("level", "2")))
    assert exercise_problems(exercise) == []


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_a_fixed_position_takes_any_answer_within_the_margin(kind: str) -> None:
    q = generate(kind, 6, 2)
    field = q.fields[0].name
    grading = q.grading[field]
    for answer in grading.accepted:
        assert exercise_problems(fixed(kind, dict(q.params), answer, field)) == [], answer
    worst = min(grading.options, key=lambda a: grading.options[a].value)
    if grading.cost(worst) > grading.margin:
        problems = exercise_problems(fixed(kind, dict(q.params), worst, field))
        assert problems and "wrong" in problems[0]


@pytest.mark.parametrize("partie", ["80", "80:1000", "x:y"])
def test_a_bad_partie_is_a_problem_the_checker_names(partie: str) -> None:
    q = generate("play", 6, 2)
    problems = exercise_problems(fixed("play", {**q.params, "partie": partie}, "AS", "card"))
    assert problems and any("partie" in p for p in problems), problems
