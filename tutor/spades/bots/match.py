"""Hands and whole games played by four bots, as records the ``play`` and ``score``
commands read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..deal import Deal, Phase
from ..errors import InvalidInputError
from ..game import Game
from ..scoring import HandScore
from ..seats import Seat
from .decisions import apply_decision
from .levels import LEVELS, decide
from .view import view_of

__all__ = ["MAX_HANDS", "GameRecord", "play_game", "play_hand", "play_record", "score_record"]

#: A game that has not ended after this many hands stops (a safety net; bots' games end
#: long before).
MAX_HANDS = 200


def _levels(levels: Sequence[int]) -> tuple[int, int, int, int]:
    if len(levels) != 4 or any(
        isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < len(LEVELS) for v in levels
    ):
        raise InvalidInputError(
            f"levels are four levels 0–{len(LEVELS) - 1}, by seat (North, East, South, West)",
            "bad_input",
        )
    return (levels[0], levels[1], levels[2], levels[3])


def play_hand(
    deal: Deal,
    levels: Sequence[int],
    seed: int,
    scores: Sequence[int] = (0, 0),
    bags: Sequence[int] = (0, 0),
    until: Seat | None = None,
) -> Deal:
    """Let the bots of ``levels`` (by seat) bid and play ``deal`` out, or only until
    seat ``until`` (a person's seat; its level is then never used) is to act; returns
    the deal. ``scores``/``bags``: the teams' totals before this hand."""
    lv = _levels(levels)
    while deal.phase is not Phase.COMPLETE:
        who = deal.to_act
        assert who is not None
        if who == until:
            break
        apply_decision(deal, who, decide(view_of(deal, who, scores, bags), lv[who], seed))
    return deal


def play_record(deal: Deal) -> dict[str, Any]:
    """A complete hand as an input line of ``python -m tutor.spades play``."""
    return {
        "hands": [[str(c) for c in h] for h in deal.dealt],
        "dealer": int(deal.dealer),
        "tricks": [[str(c) for c in t.cards] for t in deal.tricks],
    }


def score_record(
    deal: Deal, scores: Sequence[int] = (0, 0), bags: Sequence[int] = (0, 0)
) -> dict[str, Any]:
    """A complete hand as an input line of ``python -m tutor.spades score``."""
    bids = deal.bids
    return {
        "bids": [bids[Seat(s)] for s in range(4)],
        "tricks": list(deal.tricks_won),
        "scores": list(scores),
        "bags": list(bags),
    }


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game played to its end: the hands (complete deals) and the running game."""

    levels: tuple[int, int, int, int]
    seed: int
    deals: tuple[Deal, ...]
    game: Game

    @property
    def hands(self) -> tuple[HandScore, ...]:
        return self.game.hands


def play_game(levels: Sequence[int], seed: int, max_hands: int = MAX_HANDS) -> GameRecord:
    """A whole game to 500 between the bots of ``levels`` (by seat): the first dealer and
    each hand's cards are drawn from ``seed`` (hand ``i`` from ``(seed, i)``), so two games
    with the same seed and other levels are played on the same deals."""
    lv = _levels(levels)
    game = Game.new(seed)
    deals = []
    for i in range(max_hands):
        if game.over:
            break
        deal = Deal.new(_hand_seed(seed, i), game.dealer)
        play_hand(deal, lv, seed, game.scores, game.bags)
        bids = deal.bids
        game = game.record([bids[Seat(s)] for s in range(4)], deal.tricks_won)
        deals.append(deal)
    return GameRecord(lv, seed, tuple(deals), game)


def _hand_seed(seed: int, i: int) -> int:
    return seed * 1_000 + i
