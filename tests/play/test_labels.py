"""What is said at the table (tutor/play/labels.py), in the language of each page."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from tutor.piquet import Deal, Declaration, Player
from tutor.piquet.cards import Rank
from tutor.piquet.dialogue import Act, DialogueStep, Reply, dialogue
from tutor.piquet.rules import PRESETS
from tutor.piquet.scoring import Category
from tutor.play.labels import step_text

REPLY = DialogueStep(Player.YOUNGER, Act.REPLY, category="point", reply=Reply.NOT_GOOD)
BONUS = DialogueStep(Player.ELDER, Act.BONUS, points=60, total=75)


def test_a_step_is_said_in_the_active_language_each_time() -> None:
    said = {}
    for language in ("de", "nl", "en", "de", "en", "nl"):  # kept texts: asked again
        with translation.override(language):
            text = (step_text(REPLY), step_text(BONUS))
        assert said.setdefault(language, text) == text
    assert said["en"] == ("“Not good.”", "“Repique: sixty more, that makes 75.”")
    assert said["de"] == ("„Nicht gut.“", "„Repique: sechzig dazu, macht 75.“")
    assert said["nl"] == ("„Niet goed.”", "„Repique: zestig erbij, dat maakt 75.”")


def test_steps_that_differ_are_said_differently() -> None:
    with translation.override("en"):
        more = DialogueStep(Player.ELDER, Act.BONUS, points=60, total=90)
        assert step_text(more) == "“Repique: sixty more, that makes 90.”"
        assert step_text(BONUS) != step_text(more)


def test_a_sequence_call_names_its_length_and_top_card() -> None:
    # A sequence is called in one go, as in the reply drill: the table once said nothing.
    quart = DialogueStep(
        Player.ELDER, Act.CALL, category=Category.SEQUENCE, length=4, top=Rank.KING
    )
    huitieme = DialogueStep(
        Player.ELDER, Act.CALL, category=Category.SEQUENCE, length=8, top=Rank.ACE
    )
    said = {}
    for language in ("en", "de", "nl"):
        with translation.override(language):
            said[language] = (step_text(quart), step_text(huitieme))
    assert said == {
        "en": ("“Quart to the king.”", "“Huitième to the ace.”"),
        "de": ("„Quarte bis zum König.“", "„Oktave bis zum Ass.“"),
        "nl": ("„Quart tot de heer.”", "„Huitième tot het aas.”"),
    }


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_everything_said_in_a_deal_has_words(language: str) -> None:
    """Every step of the engine's dialogue, for both hands declaring all they hold, over
    many deals: each is said in words (every category is called somewhere)."""
    called = set()
    with translation.override(language):
        for seed in range(300):
            deal = Deal.new(random.Random(seed), PRESETS["cavendish"])
            elder, younger = deal.hand(Player.ELDER), deal.hand(Player.YOUNGER)
            steps = dialogue(Declaration.full(elder), Declaration.full(younger), deal.rules)
            for step in steps:
                if step.act is Act.LEAD:
                    continue  # said with the card led, at the table
                assert re.search(r"\w", step_text(step)), step
                if step.act is Act.CALL:
                    called.add(str(step.category))
    assert called == {"point", "sequence", "sets"}
