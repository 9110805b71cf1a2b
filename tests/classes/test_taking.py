"""Taking an assignment through the pages: answers saved one by one, attempts limited,
closed assignments refused and late answers marked, all by the server."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.classes.models import Answer, Attempt, ShowAnswers

from .conftest import POINT_RIGHT, POINT_WRONG, RUBICON_WRONG, World


def _question_url(attempt, position: int) -> str:
    return reverse("classes:attempt_question", args=[attempt.public_id, position])


def _start(client: Client, world: World):
    return client.post(reverse("classes:attempt_start", args=[world.assignment.public_id]))


@pytest.fixture
def pupil(client: Client, world: World) -> Client:
    client.force_login(world.pupil)
    return client


def test_it_stores_each_answer_as_it_is_given_with_its_verdict(pupil: Client, world: World) -> None:
    response = pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    assert response.status_code == 302
    answer = Answer.objects.get(attempt=world.attempt, item=world.point_item)
    assert answer.correct is True
    assert answer.given == POINT_RIGHT
    pupil.post(_question_url(world.attempt, 2), RUBICON_WRONG)
    assert Answer.objects.get(attempt=world.attempt, item=world.rubicon_item).correct is False


def test_it_keeps_the_first_answer_when_a_question_is_posted_again(
    pupil: Client, world: World
) -> None:
    pupil.post(_question_url(world.attempt, 1), POINT_WRONG)
    pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    answers = Answer.objects.filter(attempt=world.attempt, item=world.point_item)
    assert [a.correct for a in answers] == [False]


def test_it_goes_on_to_the_next_unanswered_question(pupil: Client, world: World) -> None:
    response = pupil.post(_question_url(world.attempt, 1), POINT_WRONG)
    assert response["Location"] == _question_url(world.attempt, 2)


def test_it_shows_the_verdict_at_once_when_the_teacher_chose_so(
    pupil: Client, world: World
) -> None:
    world.assignment.show_answers = ShowAnswers.IMMEDIATELY
    world.assignment.save()
    response = pupil.post(_question_url(world.attempt, 1), POINT_WRONG, follow=True)
    html = response.content.decode()
    assert 'class="verdict verdict--wrong"' in html
    assert "47" in html  # the right value, 11 + 10 + 10 + 9 + 7


def test_it_hides_the_verdict_until_submitting_by_default(pupil: Client, world: World) -> None:
    pupil.post(_question_url(world.attempt, 1), POINT_WRONG)
    html = pupil.get(_question_url(world.attempt, 1)).content.decode()
    assert 'class="verdict ' not in html
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    html = pupil.get(
        reverse("classes:attempt_detail", args=[world.attempt.public_id])
    ).content.decode()
    assert 'class="verdict verdict--wrong"' in html
    assert "0 of 2 correct" in html


def test_it_answers_a_malformed_answer_with_400_and_a_message(pupil: Client, world: World) -> None:
    response = pupil.post(
        _question_url(world.attempt, 2), {"winner": "c", "rubiconed": "yes", "score": "1"}
    )
    assert response.status_code == 400
    assert 'role="alert"' in response.content.decode()
    response = pupil.post(_question_url(world.attempt, 1), {"length": "five", "value": "47"})
    assert response.status_code == 400
    assert not Answer.objects.filter(attempt=world.attempt).exists()


def test_it_answers_a_question_that_does_not_exist_with_404(pupil: Client, world: World) -> None:
    assert pupil.get(_question_url(world.attempt, 3)).status_code == 404


def test_it_refuses_more_attempts_than_allowed(pupil: Client, world: World) -> None:
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    response = _start(pupil, world)
    assert response.status_code == 400
    assert "all the attempts" in response.content.decode()
    assert Attempt.objects.filter(assignment=world.assignment, pupil=world.pupil).count() == 1


def test_it_allows_a_second_attempt_when_two_are_allowed(pupil: Client, world: World) -> None:
    world.assignment.max_attempts = 2
    world.assignment.save()
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    assert _start(pupil, world).status_code == 302
    assert _start(pupil, world).status_code == 302  # continues the open one
    numbers = Attempt.objects.filter(assignment=world.assignment, pupil=world.pupil).values_list(
        "number", flat=True
    )
    assert sorted(numbers) == [1, 2]
    pupil.post(
        reverse(
            "classes:attempt_submit",
            args=[Attempt.objects.get(number=2, pupil=world.pupil).public_id],
        )
    )
    assert _start(pupil, world).status_code == 400


def test_it_continues_the_attempt_in_progress(pupil: Client, world: World) -> None:
    pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    response = _start(pupil, world)
    assert response["Location"] == _question_url(world.attempt, 2)


def test_it_refuses_answers_to_a_closed_assignment(pupil: Client, world: World) -> None:
    world.assignment.allow_late = False
    world.assignment.opens_at = timezone.now() - timedelta(days=3)
    world.assignment.due_at = timezone.now() - timedelta(minutes=1)
    world.assignment.save()
    response = pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    assert response.status_code == 400
    assert "closed" in response.content.decode()
    assert not Answer.objects.filter(attempt=world.attempt).exists()
    assert (
        pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id])).status_code
        == 400
    )


def test_it_refuses_answers_before_the_assignment_opens(pupil: Client, world: World) -> None:
    world.assignment.opens_at = timezone.now() + timedelta(hours=1)
    world.assignment.due_at = timezone.now() + timedelta(days=1)
    world.assignment.save()
    assert pupil.post(_question_url(world.attempt, 1), POINT_RIGHT).status_code == 400
    assert _start(pupil, world).status_code == 400


def test_it_refuses_answers_in_an_archived_class(pupil: Client, world: World) -> None:
    world.classroom.archived = True
    world.classroom.save()
    assert pupil.post(_question_url(world.attempt, 1), POINT_RIGHT).status_code == 400


def test_it_takes_late_answers_and_marks_the_attempt_late(pupil: Client, world: World) -> None:
    world.assignment.opens_at = timezone.now() - timedelta(days=3)
    world.assignment.due_at = timezone.now() - timedelta(minutes=1)
    world.assignment.save()
    assert pupil.post(_question_url(world.attempt, 1), POINT_RIGHT).status_code == 302
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    world.attempt.refresh_from_db()
    assert world.attempt.late and world.attempt.submitted


def test_it_does_not_mark_an_answer_in_time_late(pupil: Client, world: World) -> None:
    pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    world.attempt.refresh_from_db()
    assert world.attempt.submitted and not world.attempt.late


def test_it_refuses_to_change_answers_after_submitting(pupil: Client, world: World) -> None:
    pupil.post(reverse("classes:attempt_submit", args=[world.attempt.public_id]))
    pupil.post(_question_url(world.attempt, 1), POINT_RIGHT)
    assert not Answer.objects.filter(attempt=world.attempt).exists()


def test_it_lists_open_assignments_on_the_pupils_dashboard(pupil: Client, world: World) -> None:
    html = pupil.get(reverse("classes:dashboard")).content.decode()
    assert reverse("classes:assignment_home", args=[world.assignment.public_id]) in html
    assert "Other quiz" not in html


def test_it_takes_a_reply_question_step_by_step(pupil: Client, world: World) -> None:
    """Elder's point is spades A K Q J 9, younger's hearts A K Q J 9: five cards each, so
    the first reply is "equal" and elder's value is asked for next. The steps come one
    at a time; the answer is stored only after the last."""
    from tutor.classes.models import QuizItem

    item = QuizItem.objects.create(
        quiz=world.quiz,
        position=3,
        kind="reply",
        params={
            "elder": "AS KS QS JS 9S AD KD 8D AC KC 8C 7H",
            "younger": "AH KH QH JH 9H QD JD TD QC JC TC 7S",
        },
    )
    url = _question_url(world.attempt, 3)
    page = pupil.get(url).content.decode()
    assert 'name="drill_step" value="0"' in page
    response = pupil.post(url, {"drill_step": "0", "point": "equal"})
    assert response.status_code == 200
    assert 'name="drill_step" value="1"' in response.content.decode()
    assert not Answer.objects.filter(attempt=world.attempt, item=item).exists()


def test_it_answers_htmx_with_a_client_redirect_or_the_question_region(
    pupil: Client, world: World
) -> None:
    response = pupil.post(_question_url(world.attempt, 1), POINT_RIGHT, HTTP_HX_REQUEST="true")
    assert response["HX-Redirect"] == _question_url(world.attempt, 2)
    bad = {"winner": "a", "rubiconed": "maybe", "score": "250"}
    response = pupil.post(_question_url(world.attempt, 2), bad, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="exercise"') and "<html" not in html
