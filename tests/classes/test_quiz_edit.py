"""Changing a quiz: title, add / remove / move / replace questions, duplicate, delete.
A quiz that pupils have started keeps its questions (the copy is what changes)."""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest
from django.test import Client
from django.urls import reverse

from tests.web.test_page_weight import PAGE_LIMIT
from tutor.classes.forms import MAX_QUESTIONS
from tutor.classes.models import Attempt, Quiz, QuizItem
from tutor.drills import KINDS

from .conftest import World, make_quiz


def _unstarted(world: World) -> Quiz:
    """A quiz of the teacher's that nobody has started (world.quiz has an attempt)."""
    return make_quiz(world.teacher, "Fresh")


def _post(client: Client, world: World, name: str, *args, data=None):
    client.force_login(world.teacher)
    return client.post(reverse(f"classes:{name}", args=args), data or {})


def _kinds(quiz: Quiz) -> list[str]:
    return list(quiz.items.order_by("position").values_list("kind", flat=True))


def test_it_moves_a_question_up_and_down(client: Client, world: World) -> None:
    quiz = _unstarted(world)
    assert _kinds(quiz) == ["point", "rubicon"]
    assert _post(client, world, "quiz_item_action", quiz.public_id, 2, "up").status_code == 302
    assert _kinds(quiz) == ["rubicon", "point"]
    _post(client, world, "quiz_item_action", quiz.public_id, 1, "down")
    assert _kinds(quiz) == ["point", "rubicon"]


def test_it_removes_a_question_and_numbers_the_rest_again(client: Client, world: World) -> None:
    quiz = _unstarted(world)
    _post(client, world, "quiz_item_action", quiz.public_id, 1, "remove")
    assert list(quiz.items.values_list("position", "kind")) == [(1, "rubicon")]
    # the last question stays
    response = _post(client, world, "quiz_item_action", quiz.public_id, 1, "remove")
    assert response.status_code == 400 and quiz.items.count() == 1


def test_it_replaces_a_hand_with_another_of_the_same_kind(client: Client, world: World) -> None:
    quiz = _unstarted(world)
    _post(client, world, "quiz_item_action", quiz.public_id, 1, "replace")
    item = quiz.items.get(position=1)
    assert item.kind == "point" and item.params == {} and item.seed is not None


def test_it_adds_questions_at_the_end(client: Client, world: World) -> None:
    quiz = _unstarted(world)
    data = {"add-kind": "sets", "add-level": "2", "add-count": "3"}
    assert _post(client, world, "quiz_item_add", quiz.public_id, data=data).status_code == 302
    assert _kinds(quiz) == ["point", "rubicon", "sets", "sets", "sets"]
    assert set(quiz.items.filter(kind="sets").values_list("level", flat=True)) == {2}


def test_it_refuses_a_bad_row_with_400(client: Client, world: World) -> None:
    quiz = _unstarted(world)
    data = {"add-kind": "poker", "add-level": "2", "add-count": "3"}
    assert _post(client, world, "quiz_item_add", quiz.public_id, data=data).status_code == 400
    assert _post(client, world, "quiz_item_action", quiz.public_id, 1, "explode").status_code == 400


def test_it_keeps_a_started_quiz_as_it_is(client: Client, world: World) -> None:
    assert Attempt.objects.filter(assignment__quiz=world.quiz).exists()
    before = list(world.quiz.items.values_list("position", "kind", "seed", "params"))
    for action in ("up", "down", "replace", "remove"):
        response = _post(client, world, "quiz_item_action", world.quiz.public_id, 1, action)
        assert response.status_code == 400
    data = {"add-kind": "sets", "add-level": "1", "add-count": "1"}
    assert _post(client, world, "quiz_item_add", world.quiz.public_id, data=data).status_code == 400
    assert list(world.quiz.items.values_list("position", "kind", "seed", "params")) == before


def test_it_duplicates_a_quiz_with_the_same_hands(client: Client, world: World) -> None:
    response = _post(client, world, "quiz_duplicate", world.quiz.public_id)
    copy = Quiz.objects.exclude(pk=world.quiz.pk).get(owner=world.teacher, title__contains="copy")
    assert response["Location"] == reverse("classes:quiz_edit", args=[copy.public_id])
    fields = ("position", "kind", "level", "seed", "params")
    assert list(copy.items.values_list(*fields)) == list(world.quiz.items.values_list(*fields))
    # the copy can change; the original, which pupils started, stays
    assert _post(client, world, "quiz_item_action", copy.public_id, 1, "remove").status_code == 302
    assert world.quiz.items.count() == 2


def test_it_renames_a_started_quiz(client: Client, world: World) -> None:
    response = _post(client, world, "quiz_edit", world.quiz.public_id, data={"title": "Neu"})
    assert response.status_code == 302
    world.quiz.refresh_from_db()
    assert world.quiz.title == "Neu"


def test_it_deletes_only_a_quiz_never_assigned(client: Client, world: World) -> None:
    assert _post(client, world, "quiz_delete", world.quiz.public_id).status_code == 400
    quiz = _unstarted(world)
    assert _post(client, world, "quiz_delete", quiz.public_id).status_code == 302
    assert not Quiz.objects.filter(pk=quiz.pk).exists()


def test_it_shows_the_editor(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    html = client.get(reverse("classes:quiz_edit", args=[world.quiz.public_id])).content.decode()
    assert "Pupils have started this quiz" in html and "Duplicate the quiz" in html


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_the_editor_of_a_long_quiz_stays_within_40_kb(
    client: Client, world: World, lang: str
) -> None:
    """Each question's buttons post the page's one form to their own address (relative
    to the page's), so 40 questions make no 160 forms with their tokens (issue 17)."""
    quiz = Quiz.objects.create(owner=world.teacher, title="Lang")
    QuizItem.objects.bulk_create(
        QuizItem(quiz=quiz, position=n, kind=KINDS[n % len(KINDS)], level=3, seed=n)
        for n in range(1, MAX_QUESTIONS + 1)
    )
    client.force_login(world.teacher)
    page = reverse("classes:quiz_edit", args=[quiz.public_id]).replace("/en/", f"/{lang}/", 1)
    html = client.get(page).content.decode()
    assert len(html.encode()) <= PAGE_LIMIT
    assert html.count('<form method="post" id="item-actions">') == 1
    actions = re.findall(r'<button form="item-actions" formaction="([^"]+)">', html)
    assert len(actions) == 4 * MAX_QUESTIONS - 2  # no "up" for the first, no "down" for the last
    for action in ("up", "down", "replace", "remove"):
        wanted = reverse("classes:quiz_item_action", args=[quiz.public_id, 7, action])
        assert wanted.replace("/en/", f"/{lang}/", 1) in {urljoin(page, a) for a in actions}
    # The buttons' addresses work: the seventh question moves up.
    seventh = quiz.items.get(position=7).pk
    assert client.post(urljoin(page, "../items/7/up/")).status_code == 302
    assert quiz.items.get(position=6).pk == seventh
