"""Lesson 25's questions in a Rubicon partie's last deal: the partie score is on the page
in every language, it changes the coach's best card (the lesson's point is real), and
the verdict names the Rubicon."""

from __future__ import annotations

import pytest
from django.test import Client

from lessons.content import get_library
from tutor.drills import make

from .flowhelpers import post_answer

pytestmark = pytest.mark.django_db

SLUG = "rubicon-endgame"
LANGS = ("en", "de", "nl")
#: What the page says of the partie, and what the verdict says of the Rubicon.
PARTIE_TEXT = {
    "en": ("The partie before this deal", "you 52, your opponent 131", "the Rubicon is 100"),
    "de": ("Die Partie vor diesem Spiel", "du 52, dein Gegner 131", "der Rubikon liegt bei 100"),
    "nl": ("De partie vóór deze ronde", "jij 52, je tegenstander 131", "de rubicon ligt op 100"),
}
RUBICON_REASON = {"en": "near the Rubicon", "de": "nahe am Rubikon", "nl": "dicht bij de rubicon"}
COST = {"en": "12.0 points less", "de": "12,0 Punkte weniger", "nl": "12,0 punten minder"}


def partie_steps(lang: str):
    lesson = get_library("piquet", lang).lesson(SLUG)
    return [s for s in lesson.steps if s.exercise and "partie" in s.exercise.params_dict]


def partie_step(step_id: str, lang: str = "en"):
    return next(s for s in partie_steps(lang) if s.id == step_id)


def with_and_without(step):
    params = step.exercise.params_dict
    with_partie = make("play", params).grading["card"]
    without = make("play", {k: v for k, v in params.items() if k != "partie"}).grading["card"]
    return with_partie, without


@pytest.mark.parametrize("step_id", ["divide-the-cards", "let-him-score"])
def test_the_partie_changes_the_best_card_of_the_position(step_id: str) -> None:
    """Without the partie the coach's best card is another one: each choice is a clear
    mistake (beyond the margin) in the other setting."""
    step = partie_step(step_id)
    with_partie, without = with_and_without(step)
    assert with_partie.best == step.exercise.answer_dict["card"]
    assert with_partie.best != without.best
    assert not set(with_partie.accepted) & set(without.accepted)
    assert with_partie.cost(without.best) > with_partie.margin
    assert without.cost(with_partie.best) > without.margin


def test_with_the_line_in_reach_the_same_cards_call_for_the_other_card() -> None:
    """The same position as dividing the cards, a partie score nearer 100: the card an
    ordinary deal calls for, by far (it takes the learner over the line)."""
    divide, _ = with_and_without(partie_step("divide-the-cards"))
    step = partie_step("cards-to-cross")
    near, without = with_and_without(step)
    assert near.best == step.exercise.answer_dict["card"] == without.best
    assert near.cost(divide.best) > 100


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_shows_the_partie_and_the_verdict_names_the_rubicon(
    client: Client, lang: str
) -> None:
    step = partie_step("divide-the-cards", lang)
    url = f"/{lang}/learn/piquet/{SLUG}/{step.id}/"
    html = client.get(url).content.decode()
    for text in PARTIE_TEXT[lang]:
        assert text in html, text
    question = make("play", step.exercise.params_dict)
    grading = question.grading["card"]
    right = post_answer(client, url, question, {"card": grading.best})
    assert "verdict--right" in right and RUBICON_REASON[lang] in right
    other = next(a for a in grading.options if a != grading.best)
    wrong = post_answer(client, url, question, {"card": other})
    assert "verdict--wrong" in wrong and COST[lang] in wrong
    assert RUBICON_REASON[lang] in wrong


def test_a_question_without_a_partie_shows_none(client: Client) -> None:
    lesson = get_library("piquet", "en").lesson("leading-and-guarding")
    step = next(s for s in lesson.steps if s.exercise is not None)
    html = client.get(f"/en/learn/piquet/leading-and-guarding/{step.id}/").content.decode()
    assert "The partie before this deal" not in html and "Rubicon is 100" not in html
