"""Every kind and level: 1,000 seeds generate, check, reject a wrong answer, round-trip."""

from __future__ import annotations

import pytest

from tutor.drills import KINDS, LEVELS, Question, check, check_step, generate, make
from tutor.drills.coach_kinds import COACH_KINDS
from tutor.drills.model import Field

SEEDS = range(1000)
#: The coach's kinds rate every option of a real position (a fraction of a second each):
#: they generate 1,000 seeds per level in tests/drills/test_coach_kinds.py with
#: COACH_SEEDS=1000; here a few seeds keep them in every generic check.


def seeds(kind: str, n: int = 1000) -> range:
    return range(min(n, 6)) if kind in COACH_KINDS else range(n)


def wrong_value(field: Field, right: str) -> str:
    """A well-formed answer for ``field`` that differs from ``right``."""
    if field.type == "int":
        return str(int(right) + 1 if int(right) < (field.max or 0) else int(right) - 1)
    if field.multiple:
        chosen = right.split()
        if chosen:
            return " ".join(chosen[1:])
        return field.options[0]
    return next(o for o in field.options if o != right)


def wrong_answer(question: Question) -> dict[str, str]:
    answer = dict(question.expected)
    first = question.fields[0]
    grading = question.grading.get(first.name)
    if grading is not None:  # a decision: the worst option, a clear mistake
        answer[first.name] = min(grading.options, key=lambda a: grading.options[a].value)
        return answer
    answer[first.name] = wrong_value(first, answer[first.name])
    return answer


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", KINDS)
def test_it_generates_checks_and_rebuilds_every_seed(kind: str, level: int) -> None:
    for seed in seeds(kind):
        q = generate(kind, seed, level)
        assert (q.kind, q.level, q.seed) == (kind, level, seed)
        assert generate(kind, seed, level) == q, seed
        right = check(q, dict(q.expected))
        assert right.correct and right.reasons, (seed, right)
        assert not right.concepts_missed
        wrong = check(q, wrong_answer(q))
        assert not wrong.correct, (seed, q.params)
        assert wrong.reasons and wrong.concepts_missed, seed
        again = make(kind, q.params)
        assert (again.show, again.steps, again.expected) == (q.show, q.steps, q.expected), seed


@pytest.mark.parametrize("kind", KINDS)
def test_it_checks_each_step_on_its_own(kind: str) -> None:
    for seed in seeds(kind, 100):
        q = generate(kind, seed, 3)
        for i, step in enumerate(q.steps):
            answer = {f.name: q.expected[f.name] for f in step.fields}
            verdict = check_step(q, i, answer)
            assert verdict.correct and set(verdict.fields) == {f.name for f in step.fields}


def test_it_lists_every_kind_of_the_lesson_format_in_its_order() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "lesson-format.md").read_text()
    table = [
        line.split("|")[1].strip().strip("`") for line in doc.splitlines() if line.startswith("| `")
    ]
    assert tuple(table) == KINDS


def test_it_gives_different_questions_for_different_seeds() -> None:
    for kind in KINDS:
        params = {tuple(sorted(generate(kind, s, 1).params.items())) for s in seeds(kind, 30)}
        assert len(params) >= 3, kind
