"""A Spades quiz goes through the same pages as a Piquet quiz: built from the Spades drill
kinds, assigned to a class, taken by a pupil and marked."""

from __future__ import annotations

from datetime import timedelta

from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.classes.models import Answer, Assignment, Attempt, Quiz
from tutor.drills import generate

from .conftest import World
from .test_quizzes import _rows


def test_it_builds_assigns_and_marks_a_spades_quiz(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    data = {"title": "Spades: Abrechnung", **_rows(("spades_hand", "2", "2", ""))}
    assert client.post(reverse("classes:quiz_create"), data).status_code == 302
    quiz = Quiz.objects.get(title="Spades: Abrechnung")
    assert [i.kind for i in quiz.items.all()] == ["spades_hand", "spades_hand"]

    now = timezone.now()
    response = client.post(
        reverse("classes:assignment_create", args=[world.classroom.public_id]),
        {
            "quiz": str(quiz.public_id),
            "opens_at": (now - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M"),
            "due_at": (now + timedelta(days=2)).strftime("%Y-%m-%dT%H:%M"),
            "max_attempts": "1",
            "show_answers": "after_submit",
            "allow_late": "on",
        },
    )
    assert response.status_code == 302
    assignment = Assignment.objects.get(quiz=quiz)

    client.force_login(world.pupil)
    client.post(reverse("classes:attempt_start", args=[assignment.public_id]))
    attempt = Attempt.objects.get(assignment=assignment, pupil=world.pupil)
    first, second = quiz.items.all()
    # The first answer is the drill layer's own expected answer; the second is off by one.
    right = dict(generate("spades_hand", first.seed, 2).expected)
    expected = dict(generate("spades_hand", second.seed, 2).expected)
    wrong = {**expected, "points_a": str(int(expected["points_a"]) + 1)}
    for position, answer in ((1, right), (2, wrong)):
        url = reverse("classes:attempt_question", args=[attempt.public_id, position])
        assert client.get(url).status_code == 200
        assert client.post(url, answer).status_code == 302
    marks = {a.item_id: a.correct for a in Answer.objects.filter(attempt=attempt)}
    assert marks == {first.pk: True, second.pk: False}
