"""The course's capstone, "A whole deal, step by step": the real content, one fixed deal
whose every step is a decision of the same deal, ending at the table."""

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from lessons.content import get_library
from tutor.drills import make

pytestmark = pytest.mark.django_db

SLUG = "whole-deal-step-by-step"
LANGS = ("en", "de", "nl")


@pytest.mark.parametrize("lang", LANGS)
def test_its_last_step_links_to_the_play_page_of_its_language(client: Client, lang: str) -> None:
    last = get_library("piquet", lang).lesson(SLUG).steps[-1]
    html = client.get(f"/{lang}/learn/piquet/{SLUG}/{last.id}/").content.decode()
    with translation.override(lang):
        play = reverse("play:index")
    links = re.findall(r'<a href="([^"]+)">([^<]+)</a>', html)
    assert [text for href, text in links if href == play], links
    assert client.get(play).status_code == 200


def test_its_decisions_follow_one_deal_in_order() -> None:
    """Every position of the coach's kinds is the same dealt cards, each a later point of
    the same sequence of moves: the learner plays one deal, not a set of unrelated hands."""
    lesson = get_library("piquet", "en").lesson(SLUG)
    decisions = [
        (s.exercise.kind, s.exercise.params_dict)
        for s in lesson.steps
        if s.exercise is not None and "talon" in s.exercise.params_dict
    ]
    positions = [params for _, params in decisions]
    assert len(positions) >= 3
    dealt = {(p["elder"], p["younger"], p["talon"]) for p in positions}
    assert len(dealt) == 1
    moves = [p.get("moves", "").split() for p in positions]
    for earlier, later in zip(moves, moves[1:], strict=False):
        assert later[: len(earlier)] == earlier and len(later) > len(earlier)
    for kind, params in decisions:  # each a real decision the coach rates
        assert make(kind, params).grading
