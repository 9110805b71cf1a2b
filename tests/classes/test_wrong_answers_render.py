"""Every kind of wrong answer can be shown to the teacher: the results page, the pupil
page, the review of the attempt and both CSV exports render a wrong answer to every
answer field of every drill kind (a choice value such as "quatorze K" holds a space and
is one value, not two)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tutor import drills, labels
from tutor.classes import drillsapi, taking
from tutor.classes.models import Quiz, QuizItem

from .conftest import World, make_assignment


def _right(question) -> dict:
    return {f.name: question.expected[f.name] for f in question.fields}


def _wrong_value(field, expected: str) -> str | None:
    """A value for ``field`` that differs from ``expected``, or None."""
    if field.type == "int":
        number = int(expected) + 1
        if field.max is not None and number > field.max:
            number = int(expected) - 1
        return str(number)
    if field.multiple:
        chosen = expected.split()
        if chosen:
            return " ".join(chosen[1:])
        return field.options[0] if field.options else None
    others = [o for o in field.options if o != expected]
    return others[-1] if others else None


def _wrong_cases() -> list[tuple[str, int, int, str, str]]:
    """(kind, seed, level, field name, wrong value) with the wrong field really wrong."""
    cases = []
    for kind in drills.KINDS:
        names = {f.name for level in drills.LEVELS for f in drills.generate(kind, 1, level).fields}
        for name in sorted(names):
            found = None
            for level in drills.LEVELS:
                for seed in range(1, 40):
                    question = drills.generate(kind, seed, level)
                    fields = {f.name: f for f in question.fields}
                    if name not in fields:
                        continue
                    value = _wrong_value(fields[name], question.expected[name])
                    if value is None:
                        continue
                    answer = {**_right(question), name: value}
                    if not drills.check(question, answer).fields[name]:
                        found = (kind, seed, level, name, value)
                        break
                if found:
                    break
            assert found, f"no wrong answer found for {kind}.{name}"
            cases.append(found)
    return cases


@pytest.fixture
def wrong_everywhere(world: World):
    """A quiz of one question per (kind, answer field), each answered wrong in that field."""
    quiz = Quiz.objects.create(owner=world.teacher, title="Alles falsch")
    cases = _wrong_cases()
    for position, (kind, seed, level, _name, _value) in enumerate(cases, start=1):
        QuizItem.objects.create(quiz=quiz, position=position, kind=kind, seed=seed, level=level)
    assignment = make_assignment(quiz, world.classroom)
    attempt = taking.start_attempt(assignment, world.pupil)
    for item, (_kind, _seed, _level, name, value) in zip(quiz.items.all(), cases, strict=True):
        question = drillsapi.question_for(item, attempt)
        saved = taking.save_answer(attempt, item, {**_right(question), name: value})
        assert not saved.answer.correct
    taking.submit(attempt)
    return world, assignment, attempt, cases


def test_it_renders_a_wrong_answer_of_every_field_of_every_kind(
    client: Client, wrong_everywhere
) -> None:
    world, assignment, attempt, cases = wrong_everywhere
    client.force_login(world.teacher)
    urls = [
        reverse("classes:assignment_results", args=[assignment.public_id]),
        reverse("classes:assignment_csv", args=[assignment.public_id, "pupils"]),
        reverse("classes:assignment_csv", args=[assignment.public_id, "questions"]),
        reverse("classes:attempt_review", args=[attempt.public_id]),
        reverse(
            "classes:pupil_results", args=[world.classroom.public_id, world.membership.public_id]
        ),
    ]
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
    questions = client.get(urls[2]).content.decode("utf-8-sig")
    for _kind, _seed, _level, name, _value in cases:
        assert str(labels.field_label(name)) in questions, name


def test_it_shows_a_choice_with_a_space_as_one_value(world: World) -> None:
    """The best set of ``announce`` ("quatorze K") is one option, labelled as a whole."""
    question = next(
        q
        for seed in range(1, 200)
        if " " in (q := drills.generate("announce", seed, 1)).expected.get("sets", "")
    )
    field = next(f for f in question.fields if f.name == "sets")
    value = question.expected["sets"]
    text = drillsapi.answer_text(field, value, "announce")
    assert text.endswith(str(labels.option_label("sets", value, "announce")))
    assert "," not in text
