"""What is said at the table (tutor/play/labels.py), in the language of each page."""

from __future__ import annotations

from django.utils import translation

from tutor.piquet import Player
from tutor.piquet.dialogue import Act, DialogueStep, Reply
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
