"""Levels 0 and 1: the uniformly random yardstick and the random-but-sensible player."""

from __future__ import annotations

import random

from ..bidding import MAX_BID, NIL
from ..cards import Card, Hand, Rank, Suit
from ..play import winning_card
from .decisions import BidDecision, Decision, PlayDecision
from .view import DecisionKind, View

__all__ = ["level0", "level1", "quick_tricks"]


def level0(view: View, rng: random.Random) -> Decision:
    """Any legal bid (0–13) or card, uniformly at random."""
    if view.check_to_act() is DecisionKind.BID:
        return BidDecision(rng.randint(NIL, MAX_BID))
    return PlayDecision(rng.choice(view.legal_plays))


def quick_tricks(hand: Hand) -> float:
    """A rough count of the tricks a hand takes: aces, guarded kings, spade length."""
    tricks = 0.0
    for suit in Suit:
        cards = hand.suit(suit)
        ranks = [c.rank for c in cards]
        if suit is Suit.SPADES:
            tricks += sum(1.0 for r in ranks if r in (Rank.ACE, Rank.KING)) * 0.9
            tricks += max(0, len(cards) - 3)
            continue
        if Rank.ACE in ranks:
            tricks += 1.0 if len(cards) <= 5 else 0.7
        if Rank.KING in ranks and len(cards) >= 2:
            tricks += 0.7 if len(cards) <= 4 else 0.4
    return tricks


def _cheapest_winner(cards: list[Card], current: tuple[Card, ...]) -> Card | None:
    """The lowest of ``cards`` that would win the trick as it stands, if any."""
    best = None
    for c in cards:
        if winning_card((*current, c)) == c and (best is None or _lower(c, best)):
            best = c
    return best


def _lower(a: Card, b: Card) -> bool:
    """Whether ``a`` is the cheaper card to give up: a non-spade before a spade, then rank."""
    if a.is_spade != b.is_spade:
        return b.is_spade
    return a.rank.order > b.rank.order


def _lowest(cards: tuple[Card, ...] | list[Card]) -> Card:
    best = cards[0]
    for c in cards[1:]:
        if _lower(c, best):
            best = c
    return best


def level1(view: View, rng: random.Random) -> Decision:
    """Bids its quick tricks (never nil); wins a trick cheaply when its partner is not
    already winning it, otherwise plays low; leads an ace or a random card."""
    if view.check_to_act() is DecisionKind.BID:
        estimate = quick_tricks(view.hand) + rng.uniform(-0.5, 0.5)
        return BidDecision(max(1, min(MAX_BID, round(estimate))))
    legal = view.legal_plays
    if not view.current:
        aces = [c for c in legal if c.rank is Rank.ACE and not c.is_spade]
        return PlayDecision(rng.choice(aces) if aces else rng.choice(legal))
    partner_winning = len(view.current) >= 2 and winning_card(view.current) == view.current_by(
        view.seat.partner
    )
    if not partner_winning:
        winner = _cheapest_winner(list(legal), view.current)
        if winner is not None:
            return PlayDecision(winner)
    return PlayDecision(_lowest(legal))
