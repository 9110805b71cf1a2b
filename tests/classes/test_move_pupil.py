"""Moving a pupil to another of the teacher's classes."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor.classes.models import Classroom

from .conftest import World


def _move(client: Client, world: World, target) -> int:
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_move", args=[world.classroom.public_id, world.membership.public_id]
    )
    return client.post(url, {"target": str(target)}).status_code


def test_it_moves_a_pupil_to_another_class_of_the_teacher(client: Client, world: World) -> None:
    other = Classroom.objects.create(name="7c", teacher=world.teacher)
    assert _move(client, world, other.public_id) == 302
    assert other.memberships.filter(pupil=world.pupil).exists()
    assert not world.classroom.memberships.filter(pupil=world.pupil).exists()


def test_it_moves_nobody_into_someone_elses_class(client: Client, world: World) -> None:
    assert _move(client, world, world.other_classroom.public_id) == 400
    assert _move(client, world, "not-a-class") == 400
    assert world.classroom.memberships.filter(pupil=world.pupil).exists()


def test_it_refuses_a_pupil_already_in_the_target(client: Client, world: World) -> None:
    other = Classroom.objects.create(name="7c", teacher=world.teacher)
    other.memberships.create(pupil=world.pupil)
    assert _move(client, world, other.public_id) == 400


def test_it_offers_the_move_on_the_pupils_page(client: Client, world: World) -> None:
    Classroom.objects.create(name="7c", teacher=world.teacher)
    client.force_login(world.teacher)
    pupil = reverse(
        "classes:pupil_results", args=[world.classroom.public_id, world.membership.public_id]
    )
    html = client.get(pupil).content
    assert b'name="target"' in html and b">7c<" in html
    # The class page links each pupil's page, where the move and the rest wait.
    html = client.get(reverse("classes:class_detail", args=[world.classroom.public_id])).content
    assert f'href="{pupil}"'.encode() in html and b'name="target"' not in html
