"""The Spades table without the web: the learner (South) and a computer partner (North)
against two computer players (East and West), hand after hand to 500.

A :class:`SpadesTable` is the game's whole state, like the Piquet :class:`~.table.Table`:
the computers' level, the seed, the first dealer, and each hand as the cards dealt plus
the bids and the cards played in order. It is stored as ``to_dict()`` and rebuilt with
``from_dict()``, which replays every bid and card through the engine's
:class:`~tutor.spades.Deal`, so a stored game can never hold an illegal position. The
running totals, the carried bags, the next dealer and the winner are the engine's
:class:`~tutor.spades.Game`, fed each finished hand's bids and tricks — never counted here.

**Decision points** (the web layer calls nothing else to change a game):

==============  =============================================================
``bid``         South's bid, 0 (nil) to 13, in turn from the dealer's left
``play``        a card to lead or to follow
``next_hand``   after a hand's summary, deal the next one
``resign``      give the game up: it ends, and counts as lost
==============  =============================================================

Each verifies through the engine (a coded error for an illegal try), acts, then lets the
computers move until South is to act or the hand is over (:func:`computer_moves`).
Nothing here imports Django.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.play import spades_opponent as opponent
from tutor.play.table import TableError
from tutor.spades import Card, Deal, Hand, Phase, Seat, Team
from tutor.spades import Game as Score
from tutor.spades.cards import parse_card

__all__ = [
    "KIND",
    "LEARNER",
    "SpadesTable",
    "bid",
    "computer_moves",
    "new_table",
    "next_hand",
    "play",
    "resign",
]

#: ``Game.kind`` of a Spades game.
KIND = "spades"
#: The learner's seat; the partner sits opposite (North), the team is A.
LEARNER = Seat.SOUTH


@dataclass
class StoredHand:
    """One hand as stored: the four hands dealt (by seat), bids and cards in order."""

    dealer: Seat
    dealt: tuple[Hand, ...]
    bids: list[int] = field(default_factory=list)
    plays: list[Card] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "dealer": int(self.dealer),
            "dealt": [str(h) for h in self.dealt],
            "bids": list(self.bids),
            "plays": [str(c) for c in self.plays],
        }


@dataclass
class SpadesTable:
    """A game of Spades at the table; ``deals`` are the engine's hands, replayed."""

    level: int
    seed: int
    first_dealer: Seat
    deals: list[Deal] = field(default_factory=list)
    resigned: bool = False

    @property
    def deal(self) -> Deal:
        """The hand being played (or the last one)."""
        return self.deals[-1]

    def score(self) -> Score:
        """The engine's running game: every finished hand recorded, in order."""
        game = Score(self.first_dealer)
        for d in self.deals:
            if d.phase is Phase.COMPLETE:
                bids = d.bids
                game = game.record([bids[Seat(s)] for s in range(4)], d.tricks_won)
        return game

    def totals_before(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(scores, carried bags) of both teams before the current hand."""
        hands = self.score().hands
        if self.deal.phase is Phase.COMPLETE:
            return hands[-1].scores_before, hands[-1].bags_before
        return (hands[-1].scores, hands[-1].bags) if hands else ((0, 0), (0, 0))

    @property
    def version(self) -> int:
        """Counts every change: a decision is made for one version and refused at another."""
        return (
            len(self.deals)
            + sum(len(d.bids) + 4 * len(d.tricks) + len(d.current_trick) for d in self.deals)
            + int(self.resigned)
        )

    @property
    def winner(self) -> Team | None:
        """The team that won (team B when the learner resigned), or ``None``."""
        if self.resigned:
            return LEARNER.team.opponent
        return self.score().winner

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def outcome(self) -> str:
        """``won`` / ``lost`` for the learner once the game is over, else ``""``."""
        winner = self.winner
        if winner is None:
            return ""
        return "won" if winner is LEARNER.team else "lost"

    @property
    def learner_to_act(self) -> bool:
        return not self.finished and self.deal.to_act is LEARNER

    @property
    def computer_to_act(self) -> bool:
        to_act = self.deal.to_act
        return not self.finished and to_act is not None and to_act is not LEARNER

    def to_dict(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "seed": self.seed,
            "first_dealer": int(self.first_dealer),
            "resigned": self.resigned,
            "hands": [_stored(d).to_dict() for d in self.deals],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SpadesTable:
        deals = []
        for h in data["hands"]:
            deal = Deal([Hand.parse(text) for text in h["dealt"]], h["dealer"])
            for b in h["bids"]:
                deal.bid(b)
            for c in h["plays"]:
                deal.play(parse_card(c))
            deals.append(deal)
        return cls(
            level=data["level"],
            seed=data["seed"],
            first_dealer=Seat(data["first_dealer"]),
            deals=deals,
            resigned=bool(data.get("resigned", False)),
        )


def _stored(deal: Deal) -> StoredHand:
    plays = [c for t in deal.tricks for c in t.cards] + list(deal.current_trick)
    return StoredHand(deal.dealer, deal.dealt, list(deal.bids.values()), plays)


def _rng(seed: int, number: int) -> random.Random:
    return random.Random(f"spades-table:{seed}:{number}")


def new_table(level: int, seed: int, *, computer: bool = True) -> SpadesTable:
    """Sit down: draw the first dealer, deal, and let the computers bid up to South."""
    if level not in opponent.LEVELS:
        raise TableError("bad_settings")
    dealer = Score.new(_rng(seed, 0)).dealer
    table = SpadesTable(level, seed, dealer)
    table.deals.append(Deal.new(_rng(seed, 1), dealer))
    if computer:
        computer_moves(table)
    return table


def computer_moves(table: SpadesTable) -> None:
    """Let the computers bid and play until South is to act or the hand is over."""
    deal = table.deal
    while table.computer_to_act:
        who = deal.to_act
        assert who is not None
        scores, bags = table.totals_before()
        seed = (table.seed * 1_000_003 + table.version) % 2**31
        opponent.move(deal, who, table.level, seed, scores, bags)


def _learner_turn(table: SpadesTable, phase: Phase) -> Deal:
    deal = table.deal
    if table.finished or deal.phase is not phase or deal.to_act is not LEARNER:
        raise TableError("not_now")
    return deal


# --- the decision points -----------------------------------------------------------------


def bid(table: SpadesTable, tricks: int, *, computer: bool = True) -> None:
    """South bids ``tricks`` (0 is nil); the engine refuses anything but 0–13."""
    _learner_turn(table, Phase.BIDDING).bid(tricks, LEARNER)
    if computer:
        computer_moves(table)


def play(table: SpadesTable, card: Card, *, computer: bool = True) -> None:
    """South leads or follows with ``card`` (the engine says why a card may not go)."""
    _learner_turn(table, Phase.PLAY).play(card, LEARNER)
    if computer:
        computer_moves(table)


def next_hand(table: SpadesTable, *, computer: bool = True) -> None:
    """After a finished hand of a game that goes on, the next dealer deals."""
    if table.finished or table.deal.phase is not Phase.COMPLETE:
        raise TableError("not_now")
    dealer = table.score().dealer
    table.deals.append(Deal.new(_rng(table.seed, len(table.deals) + 1), dealer))
    if computer:
        computer_moves(table)


def resign(table: SpadesTable) -> None:
    """Give the game up: it is over, and lost (once: a finished game cannot resign)."""
    if table.finished:
        raise TableError("not_now")
    table.resigned = True
