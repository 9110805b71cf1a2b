"""The teacher's review of a pupil's attempt speaks to the teacher about the pupil
("Antwort von Lena Kühn"), while the pupil's own review still says "your answer". Either
review lists a verdict per question: none of them is a live region or the verdict that
takes the focus, and no id is used twice."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tutor.classes import taking

from .conftest import POINT_RIGHT, POINT_WRONG, RUBICON_WRONG, World


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


@pytest.mark.parametrize("reader", ["teacher", "pupil"])
def test_it_lists_the_verdicts_as_plain_sections(client: Client, world: World, reader: str) -> None:
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.save_answer(world.attempt, world.rubicon_item, RUBICON_WRONG)
    taking.submit(world.attempt)
    client.force_login(getattr(world, reader))
    name = "classes:attempt_review" if reader == "teacher" else "classes:attempt_detail"
    html = client.get(_german(name, world.attempt.public_id)).content.decode()
    assert html.count('class="verdict ') == 2
    twice = [i for i, n in Counter(re.findall(r' id="([^"]+)"', html)).items() if n > 1]
    assert not twice
    assert 'aria-live="polite"' not in html.split("<main", 1)[1]
    assert "data-autofocus" not in html
