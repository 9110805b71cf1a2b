"""A results page builds each question once (tutor/classes/drillsapi.Questions), by what the
question is made from: pupils who see the same hand share it, and an attempt with hands of
its own (every attempt after the first, unless the teacher asked for the same hands) is
never checked against another pupil's hand."""

from __future__ import annotations

import json

import pytest

from tests.classes.conftest import World
from tutor.classes import drillsapi
from tutor.classes.models import Attempt, QuizItem


def _seeded_item(world: World) -> QuizItem:
    return QuizItem.objects.create(quiz=world.quiz, position=3, kind="point", level=1, seed=4242)


def test_it_shares_a_question_between_attempts_that_see_the_same_hand(world: World) -> None:
    item = _seeded_item(world)
    other = Attempt.objects.create(assignment=world.assignment, pupil=world.other_pupil, number=1)
    questions = drillsapi.Questions()
    first = questions.get(item, world.attempt)
    assert first is not None
    assert questions.get(item, other) is first
    assert first == drillsapi.question_for(item, world.attempt)


def test_it_gives_a_second_attempt_its_own_hand(world: World) -> None:
    item = _seeded_item(world)
    second = Attempt.objects.create(assignment=world.assignment, pupil=world.pupil, number=2)
    questions = drillsapi.Questions()
    one = questions.get(item, world.attempt)
    two = questions.get(item, second)
    assert two == drillsapi.question_for(item, second)
    assert one is not None and two is not None and one.seed != two.seed


def test_it_checks_each_answer_against_the_attempts_own_hand(world: World) -> None:
    item = _seeded_item(world)
    second = Attempt.objects.create(assignment=world.assignment, pupil=world.pupil, number=2)
    own = drillsapi.question_for(item, second)
    right = {f.name: own.expected[f.name] for f in own.fields}
    questions = drillsapi.Questions()
    questions.verdict(item, world.attempt, right)  # the first attempt's hand, checked first
    checked = questions.verdict(item, second, right)
    assert checked is not None and checked[1].correct


def test_it_checks_an_answer_as_stored_as_it_checks_the_answer(world: World) -> None:
    """The results pass each answer as the JSON text it is stored as: the verdict and the
    wrong fields' words are those of the decoded answer, whatever order the text has."""
    item = _seeded_item(world)
    question = drillsapi.question_for(item, world.attempt)
    wrong = {f.name: question.expected[f.name] for f in question.fields}
    wrong["value"] = str(int(wrong["value"]) + 1)
    stored = [json.dumps(wrong), json.dumps(dict(reversed(list(wrong.items()))))]
    direct = drillsapi.Questions().verdict(item, world.attempt, wrong)
    assert direct is not None and not direct[1].correct
    questions = drillsapi.Questions()
    for text in stored:
        checked = questions.verdict(item, world.attempt, text)
        assert checked is not None
        assert checked[1] == direct[1]
        verdict, words = questions.wrong_fields(item, world.attempt, text)
        assert verdict == direct[1]
        assert words == drillsapi.answer_text(
            {f.name: f for f in question.fields}["value"], wrong["value"], question.kind
        )
    # The right answer as stored is right: the texts of two answers are never mixed up.
    right = {f.name: question.expected[f.name] for f in question.fields}
    checked = questions.verdict(item, world.attempt, json.dumps(right))
    assert checked is not None and checked[1].correct


def test_it_refuses_the_words_for_an_item_that_makes_no_question(world: World) -> None:
    item = QuizItem.objects.create(quiz=world.quiz, position=4, kind="point", level=1)
    questions = drillsapi.Questions()
    assert questions.verdict(item, world.attempt, "{}") is None
    with pytest.raises(drillsapi.DrillError):
        questions.wrong_fields(item, world.attempt, "{}")
