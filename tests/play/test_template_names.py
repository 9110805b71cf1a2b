"""The most asked-for pages name every variable their templates read: a name a template
misses is looked up through an exception each time (about 6 µs; a move at the table once
missed nine). Pages: a move at the table, a practice question and its answer, a lesson
step with an exercise."""

from __future__ import annotations

from collections import Counter

import pytest
from django.template import base
from django.test import Client

from tests.practice.test_same_pages import first_step_answer

from .conftest import a_move, look, sit_down

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def missed(monkeypatch: pytest.MonkeyPatch) -> Counter:
    """The names templates looked up and did not find, counted."""
    names: Counter = Counter()
    lookup = base.Variable._resolve_lookup

    def counting(self: base.Variable, context):
        try:
            return lookup(self, context)
        except base.VariableDoesNotExist:
            names[self.var] += 1
            raise

    monkeypatch.setattr(base.Variable, "_resolve_lookup", counting)
    return names


@pytest.mark.parametrize("seat", ["elder", "younger"])
def test_every_move_at_the_table_finds_its_names(
    client: Client, missed: Counter, seat: str
) -> None:
    url = sit_down(client, seat=seat)
    for _move in range(16):
        page = look(client, url)
        if page.decision in ("finished", "wait"):
            break
        response = client.post(url + "act/", a_move(page), **HTMX)
        assert response.status_code == 200
    assert not missed, missed
    assert _move > 4  # the exchange, the calls and cards were played


def test_a_question_and_its_answer_find_their_names(client: Client, missed: Counter) -> None:
    for kind, level in (("point", 1), ("sequence", 2), ("exchange", 3), ("reply", 2)):
        url = f"/en/practice/{kind}/{level}/2026/"
        assert client.get(url).status_code == 200
        response = client.post(url, first_step_answer(kind, level, 2026), **HTMX)
        assert response.status_code == 200
    assert not missed, missed


def test_a_lesson_step_with_an_exercise_finds_its_names(client: Client, missed: Counter) -> None:
    url = "/en/learn/piquet/cards/rank-order/"
    page = client.get(url)
    assert page.status_code == 200 and 'id="exercise"' in page.content.decode()
    answer = {"winner": "younger", "elder_points": "1", "younger_points": "1"}
    response = client.post(url, answer, **HTMX)
    assert response.status_code == 200 and "verdict--right" in response.content.decode()
    assert not missed, missed
