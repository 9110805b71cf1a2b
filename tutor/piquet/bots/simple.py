"""Level 0 (a uniformly random legal player) and level 1 (keeps its longest suit, plays
its highest card)."""

from __future__ import annotations

import random

from ..cards import Card, Hand
from ..declarations import Declaration, best_point
from .decisions import (
    Decision,
    DeclareDecision,
    ExchangeDecision,
    LeftoversDecision,
    PlayDecision,
)
from .view import DecisionKind, View

__all__ = ["highest_first", "level0", "level1"]


def level0(view: View, rng: random.Random) -> Decision:
    """Any legal decision, each equally likely (a declaration keeps each of the hand's
    combinations with probability one half)."""
    kind = view.decision
    if kind is DecisionKind.EXCHANGE:
        r = view.exchange_range
        k = rng.randrange(r.start, r.stop)
        return ExchangeDecision(tuple(rng.sample(view.hand, k)), rng.random() < 0.5)
    if kind is DecisionKind.DECLARE:
        full = Declaration.full(view.hand)
        return DeclareDecision(
            Declaration(
                full.point if full.point and rng.random() < 0.5 else None,
                tuple(q for q in full.sequences if rng.random() < 0.5),
                tuple(q for q in full.sets if rng.random() < 0.5),
            )
        )
    if kind is DecisionKind.LEFTOVERS:
        return LeftoversDecision(rng.random() < 0.5)
    return PlayDecision(rng.choice(view.legal_plays))


def highest_first(cards: tuple[Card, ...] | list[Card]) -> list[Card]:
    """Highest rank first; among equal ranks, suit order."""
    return sorted(cards, key=lambda c: (c.rank.order, c.index))


def keep_longest_discards(view: View) -> tuple[Card, ...]:
    """As many cards as allowed, lowest first, from outside the longest suit."""
    r = view.exchange_range
    point = best_point(view.hand)
    suit = point.suit if point else None
    others = [c for c in view.hand if c.suit is not suit]
    own = [c for c in view.hand if c.suit is suit]
    order = highest_first(others)[::-1] + highest_first(own)[::-1]
    k = max(r.start, min(r.stop - 1, len(others)))
    return tuple(order[:k])


def level1(view: View, rng: random.Random) -> Decision:
    """Keeps its longest suit (discards as many others as it may, lowest first),
    declares everything, plays its highest legal card."""
    kind = view.decision
    if kind is DecisionKind.EXCHANGE:
        return ExchangeDecision(keep_longest_discards(view))
    if kind is DecisionKind.DECLARE:
        return DeclareDecision(Declaration.full(Hand(view.hand)))
    if kind is DecisionKind.LEFTOVERS:
        return LeftoversDecision(False)
    return PlayDecision(highest_first(view.legal_plays)[0])
