"""The hand summary says what the engine scored: contracts made or failed, each nil, the
overtricks, the bags carried and the bag penalty at ten, the running total."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutor.play.spades_present import hand_summary
from tutor.spades import score_hand


def _rows(hand) -> dict[str, list[str]]:
    with translation.override("en"):
        return {r["key"]: r["values"] for r in hand_summary(hand)["rows"]}


def test_ten_bags_cost_a_penalty_shown_in_the_summary() -> None:
    hand = score_hand([4, 3, 3, 2], [6, 3, 3, 1], scores=(200, 150), bags=(8, 1))
    rows = _rows(hand)
    assert hand.penalties == (1, 0)
    assert rows["penalty"] == ["−100", "—"]
    assert rows["bags"] == [f"8 + {hand.teams[0].bags} → {hand.bags[0]}", "1 + 0 → 1"]
    assert rows["score"] == [f"200 → {hand.scores[0]}", f"150 → {hand.scores[1]}"]
    assert rows["contract"][0].endswith(f"made, +{hand.teams[0].contract_points}")
    assert rows["contract"][1].endswith(f"failed, −{-hand.teams[1].contract_points}")


@pytest.mark.parametrize(("south_tricks", "word"), [(0, "made, +100"), (2, "failed with 2")])
def test_each_nil_is_shown_made_or_failed(south_tricks: int, word: str) -> None:
    tricks = [6, 4, south_tricks, 3 - south_tricks]
    hand = score_hand([5, 4, 0, 3], tricks)
    nil = _rows(hand)["nil"]
    assert nil[0].startswith("You: ") and word in nil[0]
    assert nil[1] == "—"


def test_a_team_whose_partners_both_bid_nil_has_no_contract() -> None:
    hand = score_hand([0, 5, 0, 4], [0, 7, 0, 6])
    rows = _rows(hand)
    assert rows["contract"][0] == "none: both bid nil"
    assert rows["nil"][0].count("made, +100") == 2
