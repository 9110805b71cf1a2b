"""The teacher's review of a pupil's attempt speaks to the teacher about the pupil
("Antwort von Lena Kühn"), while the pupil's own review still says "your answer"."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse
from django.utils import translation

from tutor.classes import taking

from .conftest import POINT_WRONG, World


def _german(name: str, *args) -> str:
    with translation.override("de"):
        return reverse(name, args=args)


def test_it_names_the_pupil_in_the_teachers_review(client: Client, world: World) -> None:
    taking.save_answer(world.attempt, world.point_item, POINT_WRONG)
    taking.submit(world.attempt)
    client.force_login(world.teacher)
    html = client.get(_german("classes:attempt_review", world.attempt.public_id)).content.decode()
    assert "Antwort von Lena Kühn" in html
    assert "Deine Antwort" not in html


def test_it_still_says_your_answer_to_the_pupil(client: Client, world: World) -> None:
    taking.save_answer(world.attempt, world.point_item, POINT_WRONG)
    taking.submit(world.attempt)
    client.force_login(world.pupil)
    html = client.get(_german("classes:attempt_detail", world.attempt.public_id)).content.decode()
    assert "Deine Antwort" in html
    assert "Antwort von" not in html
