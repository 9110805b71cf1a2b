"""The quiz preview: every question as pupils will see it (cards, prompt, the parts of
a dialogue) with its right answer and the why; printable question sheet and key."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor import drills
from tutor.classes.models import QuizItem

from .conftest import World


def _preview(client: Client, world: World, name: str = "quiz_preview", *extra) -> str:
    client.force_login(world.teacher)
    response = client.get(reverse(f"classes:{name}", args=[world.quiz.public_id, *extra]))
    assert response.status_code == 200
    return response.content.decode()


def test_it_shows_each_question_with_its_hand_and_right_answer(
    client: Client, world: World
) -> None:
    html = _preview(client, world)
    point = html[html.index('id="q-1"') : html.index('id="q-2"')]
    # the point hand is drawn as cards, and the key gives 5 cards worth 47
    assert "ace of spades" in point
    key = point[point.index("answer-key") :]
    assert ">5<" in key and ">47<" in key
    assert "Why:" in key
    rubicon = html[html.index('id="q-2"') :]
    assert ">250<" in rubicon  # 120 + 30 + 100
    assert '<form class="drill"' not in html  # a preview, nothing to answer


def test_it_lists_every_part_of_a_dialogue_question(client: Client, world: World) -> None:
    seed = next(s for s in range(1, 100) if len(drills.generate("reply", s, 2).steps) >= 3)
    steps = drills.generate("reply", seed, 2).steps
    QuizItem.objects.create(quiz=world.quiz, position=3, kind="reply", level=2, seed=seed)
    html = _preview(client, world)
    reply = html[html.index('id="q-3"') : html.index("answer-key", html.index('id="q-3"'))]
    parts = reply[reply.index('class="preview-steps"') :]
    assert parts.count("<li>\n") == len(steps)
    calls = [s for s in steps if s.prompt.get("category") not in (None, "elder_score")]
    assert reply.count("Elder says") == len(calls)


def test_it_prints_the_question_sheet_without_the_key(client: Client, world: World) -> None:
    questions = _preview(client, world, "quiz_print", "questions")
    assert "ace of spades" in questions and "answer-key" not in questions
    key = _preview(client, world, "quiz_print", "key")
    assert "answer-key" in key and ">47<" in key


def test_it_answers_an_unknown_sheet_with_404(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:quiz_print", args=[world.quiz.public_id, "solutions"])
    assert client.get(url).status_code == 404


def test_it_shows_a_co_teacher_the_key_of_an_assignment(client: Client, world: World) -> None:
    world.classroom.co_teachers.add(world.other_teacher)
    client.force_login(world.other_teacher)
    url = reverse("classes:assignment_key", args=[world.assignment.public_id])
    html = client.get(url).content.decode()
    assert ">47<" in html
    # but not the owner's quiz pages
    assert (
        client.get(reverse("classes:quiz_preview", args=[world.quiz.public_id])).status_code == 404
    )


def test_it_keeps_the_key_from_the_pupils(client: Client, world: World) -> None:
    client.force_login(world.pupil)
    url = reverse("classes:assignment_key", args=[world.assignment.public_id])
    assert client.get(url).status_code == 403
