"""Hands played by bots to any decision point, and re-deals of the cards a seat cannot see."""

from __future__ import annotations

import random

from tutor.spades import Card, Deal, Hand, IllegalActionError, Phase, Seat, Suit
from tutor.spades.bots import apply_decision, decide, view_of


def play_to(seed: int, stop: int, levels=(0, 1, 2, 3), dealer: int | None = None) -> Deal:
    """A deal (from ``seed``) with ``stop`` decisions made by bots of ``levels`` (by seat),
    or fewer if the hand ends first."""
    deal = Deal.new(seed, seed % 4 if dealer is None else dealer)
    for n in range(stop):
        if deal.phase is Phase.COMPLETE:
            break
        who = deal.to_act
        apply_decision(deal, who, decide(view_of(deal, who), levels[who], seed + n))
    return deal


def actions(deal: Deal) -> tuple[list[int], list[Card]]:
    """The bids in bidding order and the cards in playing order."""
    bids = deal.bids
    order = [bids[Seat((deal.dealer + 1 + i) % 4)] for i in range(len(bids))]
    cards = [c for t in deal.tricks for c in t.cards] + list(deal.current_trick)
    return order, cards


def voids(deal: Deal) -> dict[Seat, set[Suit]]:
    """The suits each seat has shown it lacks: it did not follow to them, or it led a spade
    before they were broken (so it held nothing else)."""
    out: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    broken = False
    tricks = [(t.leader, t.cards) for t in deal.tricks]
    if deal.current_trick:
        tricks.append((deal.leader, deal.current_trick))
    for leader, cards in tricks:
        if cards[0].is_spade and not broken:
            out[leader] |= {s for s in Suit if s is not Suit.SPADES}
        for i, c in enumerate(cards[1:], 1):
            if c.suit is not cards[0].suit:
                out[Seat((leader + i) % 4)].add(cards[0].suit)
        broken = broken or any(c.is_spade for c in cards)
    return out


def redeal(deal: Deal, seat: Seat, rng: random.Random, swaps: int = 200) -> Deal:
    """The same deal, bids and cards played, with the cards ``seat`` cannot see shuffled
    among the other three seats (each keeps its number of cards and the suits it has shown
    it lacks stay lacking); replayed through the engine, so every action is still legal."""
    held = {s: list(deal.hand(s)) for s in Seat if s != seat}
    void = voids(deal)
    others = list(held)
    for _ in range(swaps):
        a, b = rng.sample(others, 2)
        if not held[a] or not held[b]:
            continue
        i, j = rng.randrange(len(held[a])), rng.randrange(len(held[b]))
        x, y = held[a][i], held[b][j]
        if x.suit in void[b] or y.suit in void[a]:
            continue
        held[a][i], held[b][j] = y, x
    bids, cards = actions(deal)
    played: dict[Seat, list[Card]] = {s: [] for s in Seat}
    for t in deal.tricks:
        for s in Seat:
            played[s].append(t.played_by(s))
    for i, c in enumerate(deal.current_trick):
        played[Seat((deal.leader + i) % 4)].append(c)
    dealt = [deal.dealt[seat] if s == seat else Hand((*held[s], *played[s])) for s in Seat]
    new = Deal(dealt, deal.dealer)
    for b in bids:
        new.bid(b)
    for c in cards:
        try:
            new.play(c)
        except IllegalActionError as exc:  # pragma: no cover - the swaps keep every void
            raise AssertionError(f"re-deal broke a rule: {exc}") from None
    return new
