"""The coach's decision drills on the practice page: the position and the margin are on
the page, the best answer is right, a clear mistake is wrong with the points it costs,
a tie is right, and junk is a 400."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from tutor.drills import generate
from tutor.drills.coach_kinds import COACH_KINDS

HTMX = {"HX-Request": "true"}

pytestmark = pytest.mark.django_db


def url(kind: str, level: int, seed: int, lang: str = "en") -> str:
    return f"/{lang}/practice/{kind}/{level}/{seed}/"


def posted(question, answer: str) -> dict[str, list[str]]:
    field = question.fields[0]
    return {field.name: answer.split() if field.multiple else [answer]}


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_it_shows_the_position_and_the_margin(client: Client, kind: str) -> None:
    html = client.get(url(kind, 2, 7)).content.decode()
    assert '<form class="drill"' in html
    assert "You are" in html and "Right answers" in html
    assert "within 1.0 points" in html
    q = generate(kind, 7, 2)
    for card in q.fields[0].options if q.fields[0].type == "cards" else ():
        assert f'value="{card}"' in html


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_it_accepts_the_best_answer_and_explains_a_clear_mistake(client: Client, kind: str) -> None:
    q = generate(kind, 3, 1)
    grading = q.grading[q.fields[0].name]
    right = client.post(url(kind, 1, 3), posted(q, grading.best), headers=HTMX).content.decode()
    assert "verdict--right" in right and "best choice" in right
    worst = min(grading.options, key=lambda a: grading.options[a].value)
    if grading.cost(worst) <= grading.margin:
        pytest.skip("no clear mistake in this position")
    wrong = client.post(url(kind, 1, 3), posted(q, worst), headers=HTMX).content.decode()
    assert "verdict--wrong" in wrong
    cost = f"{grading.cost(worst):.1f} points less than the best"
    assert cost in wrong


def test_it_marks_a_tie_with_the_best_right_in_german(client: Client) -> None:
    for seed in range(30):
        q = generate("lead", seed, 2)
        grading = q.grading["card"]
        ties = [a for a in grading.accepted if a != grading.best]
        if ties:
            break
    else:
        pytest.skip("no tie in 30 positions")
    html = client.post(url("lead", 2, seed, "de"), {"card": [ties[0]]}, headers=HTMX)
    text = html.content.decode()
    assert "verdict--right" in text and "so gut wie die beste" in text


@pytest.mark.parametrize("kind", COACH_KINDS)
@pytest.mark.parametrize(
    "junk",
    [{"card": ["ZZ"]}, {"discard": ["AS", "AS"]}, {"declare": ["maybe"]}, {"card": ["x" * 300]}],
)
def test_it_answers_junk_with_a_400(client: Client, kind: str, junk: dict) -> None:
    q = generate(kind, 5, 1)
    name = q.fields[0].name
    data = {name: junk.get(name, ["ZZ"])}
    response = client.post(url(kind, 1, 5), data, headers=HTMX)
    assert response.status_code == 400


@pytest.mark.parametrize("kind", ("lead", "play", "guard", "sink", "discard"))
def test_it_keeps_the_opponents_hidden_cards_off_the_page(client: Client, kind: str) -> None:
    """At levels 2 and 3 the learner sees his own view only: no card the opponent still
    holds unseen appears on the page (the question's parameters hold the whole deal)."""
    q = generate(kind, 8, 2)
    html = client.get(url(kind, 2, 8)).content.decode()
    shown = set(re.findall(r'data-card="([2-9TJQKA][SHDC])"', html))
    assert shown, "the page shows cards"
    mine = set(q.show["hand"]) | set(q.show.get("discards", ())) | set(q.show.get("seen", ()))
    played = {c for trick in q.show.get("tricks", ()) for c in trick} | {q.show.get("led")}
    declared = {c for _, _, _, cards in q.show.get("declared", ()) for c in cards.split()}
    assert shown <= mine | played | declared, shown - mine - played - declared
