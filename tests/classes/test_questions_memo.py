"""A results page builds each question once (tutor/classes/drillsapi.Questions), by what the
question is made from: pupils who see the same hand share it, and an attempt with hands of
its own (every attempt after the first, unless the teacher asked for the same hands) is
never checked against another pupil's hand."""

from __future__ import annotations

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
