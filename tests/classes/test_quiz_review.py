"""A quiz's hands: never in the page as a seed that practice could show with its answer,
and shown with the verdicts once the answers may be seen."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor.classes.models import QuizItem, ShowAnswers

from .conftest import POINT_RIGHT, RUBICON_WRONG, World


def test_it_keeps_a_quiz_questions_seed_out_of_the_page(client: Client, world: World) -> None:
    """Audit B6: the hidden seed let a pupil open the hand in practice, answers included."""
    item = QuizItem.objects.create(
        quiz=world.quiz, position=3, kind="point", level=1, seed=499622885
    )
    client.force_login(world.pupil)
    url = reverse("classes:attempt_question", args=[world.attempt.public_id, item.position])
    html = client.get(url).content.decode()
    assert 'name="length"' in html
    assert "499622885" not in html
    assert 'name="seed"' not in html


def test_it_shows_the_cards_in_the_review_after_submitting(client: Client, world: World) -> None:
    """Audit B10: the review listed only tables and text."""
    world.assignment.show_answers = ShowAnswers.AFTER_SUBMIT
    world.assignment.save()
    client.force_login(world.pupil)
    client.post(reverse("classes:attempt_question", args=[world.attempt.public_id, 1]), POINT_RIGHT)
    client.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    detail = reverse("classes:attempt_detail", args=[world.attempt.public_id])
    html = client.get(detail).content.decode()
    assert 'data-card="AS"' in html and 'data-card="7C"' in html
    client.force_login(world.teacher)
    review = reverse("classes:attempt_review", args=[world.attempt.public_id])
    assert 'data-card="AS"' in client.get(review).content.decode()


def test_it_shows_the_pupil_their_partial_credit(client: Client, world: World) -> None:
    """Issue 15.6: the teacher saw partial credit; the pupil saw only right or wrong."""
    world.assignment.show_answers = ShowAnswers.AFTER_SUBMIT
    world.assignment.save()
    client.force_login(world.pupil)
    for position, answer in ((1, POINT_RIGHT), (2, RUBICON_WRONG)):  # rubicon: 2 of 3 right
        client.post(
            reverse("classes:attempt_question", args=[world.attempt.public_id, position]), answer
        )
    client.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    detail = reverse("classes:attempt_detail", args=[world.attempt.public_id])
    html = client.get(detail).content.decode()
    assert "1 of 2 correct" in html
    assert "1.67 of 2 points with partial credit" in html
    assert "partly right: 2 of 3 parts" in html


def test_it_keeps_partial_credit_hidden_until_answers_may_be_seen(
    client: Client, world: World
) -> None:
    world.assignment.show_answers = ShowAnswers.AFTER_DUE
    world.assignment.save()
    client.force_login(world.pupil)
    client.post(
        reverse("classes:attempt_question", args=[world.attempt.public_id, 2]), RUBICON_WRONG
    )
    client.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    html = client.get(reverse("classes:attempt_detail", args=[world.attempt.public_id]))
    assert "partial credit" not in html.content.decode()
    assert "partly right" not in html.content.decode()
