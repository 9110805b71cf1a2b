"""Sharing a quiz: a co-teacher copies a quiz assigned to the class; the owner makes a
link by which any teacher copies it, and stops it again."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor.classes.models import Quiz

from .conftest import World

FIELDS = ("position", "kind", "level", "seed", "params")


def _items(quiz: Quiz) -> list:
    return list(quiz.items.values_list(*FIELDS))


def test_it_lets_a_co_teacher_copy_the_quiz_of_an_assignment(client: Client, world: World) -> None:
    world.classroom.co_teachers.add(world.other_teacher)
    client.force_login(world.other_teacher)
    response = client.post(
        reverse("classes:assignment_quiz_copy", args=[world.assignment.public_id])
    )
    assert response.status_code == 302
    copy = Quiz.objects.get(owner=world.other_teacher, title=world.quiz.title)
    assert _items(copy) == _items(world.quiz)


def test_it_shares_a_quiz_by_link_until_the_owner_stops(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    share = reverse("classes:quiz_share", args=[world.quiz.public_id])
    client.post(share, {"action": "on"})
    world.quiz.refresh_from_db()
    link = reverse("classes:shared_quiz", args=[world.quiz.share_token])
    assert (
        link
        in client.get(reverse("classes:quiz_edit", args=[world.quiz.public_id])).content.decode()
    )

    colleague = Client()
    colleague.force_login(world.other_teacher)
    assert world.quiz.title in colleague.get(link).content.decode()
    assert colleague.post(link).status_code == 302
    copy = Quiz.objects.get(owner=world.other_teacher, title=world.quiz.title)
    assert _items(copy) == _items(world.quiz)

    client.post(share, {"action": "off"})
    assert colleague.get(link).status_code == 404


def test_it_refuses_a_made_up_share_link(client: Client, world: World) -> None:
    client.force_login(world.other_teacher)
    assert client.get(reverse("classes:shared_quiz", args=["nothing-here"])).status_code == 404
    share = reverse("classes:quiz_share", args=[world.quiz.public_id])
    client.force_login(world.teacher)
    assert client.post(share, {"action": "maybe"}).status_code == 400
