"""Rating the declaration: declaring everything, and each sinking worth considering
(the sequences, the sets, or both; the point is always called).

A declaration is valued by what it scores in hand against the opponent's: elder's
against younger hands consistent with what elder knows (younger assumed to declare
everything), younger's against elder's calls (the best sequence and the sets elder
called, a point of the length and value called). The bots' ``declaration_parts`` gives
the point, sequence and sets shares and the rough repique bonus. The play of the cards
does not depend on what is declared here, so it is left out (the information a call
gives away is not valued: a sinking that costs nothing ties with declaring everything).
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations

from ..bots.decisions import DeclareDecision
from ..bots.exchange_eval import declaration_parts
from ..bots.knowledge import knowledge
from ..bots.view import Calls, View
from ..cards import RANKS, Card, Hand, Suit
from ..declarations import CardSet, Declaration, Point, Sequence, compare_declarations
from ..players import Player
from .ratings import Rating, Reason

__all__ = ["calls_declaration", "declare_options", "rate_declare"]


def declare_options(hand: Hand) -> list[tuple[str, Declaration]]:
    """(what is sunk, declaration): everything first, then the sinkings."""
    full = Declaration.full(hand)
    out = [("", full)]
    if full.sequences:
        out.append(("sequence", Declaration(full.point, (), full.sets)))
    if full.sets:
        out.append(("sets", Declaration(full.point, full.sequences, ())))
    if full.sequences and full.sets:
        out.append(("sequence+sets", Declaration(full.point, (), ())))
    return out


@cache
def _point_cards(length: int, value: int) -> tuple[Card, ...] | None:
    for ranks in combinations(RANKS, length):
        if sum(r.points for r in ranks) == value:
            return tuple(Card(r, Suit.SPADES) for r in ranks)
    return None


def calls_declaration(calls: Calls) -> Declaration:
    """A declaration that compares as elder's calls do (suits are not called; the point,
    the best sequence and the sets are)."""
    point = None
    if calls.point is not None:
        cards = _point_cards(*calls.point)
        point = Point(cards) if cards else None
    seqs: tuple[Sequence, ...] = ()
    if calls.sequence is not None:
        length, top = calls.sequence
        seqs = (Sequence(Suit.HEARTS, top, length),)
    sets = tuple(CardSet(tuple(Card(rank, s) for s in tuple(Suit)[:n])) for n, rank in calls.sets)
    return Declaration(point, seqs, sets)


def rate_declare(
    view: View, rng: random.Random, samples: int, opponent: int | None = None
) -> list[Rating]:
    me = view.role
    hand = Hand(view.hand)
    options = declare_options(hand)
    if me is Player.YOUNGER and view.calls is not None:
        others = [calls_declaration(view.calls)]
    elif opponent is not None:
        others = [Declaration.full(Hand.from_mask(opponent))]
    else:
        kn = knowledge(view)
        others = [Declaration.full(Hand.from_mask(kn.sample(rng))) for _ in range(samples)]
    out = []
    scores: list[int] = []  # percent of the hands where each category, all declared, scores
    for sunk, decl in options:
        sums = [0.0] * 4
        wins = [0, 0, 0]
        for other in others:
            c = (
                compare_declarations(decl, other)
                if me is Player.ELDER
                else compare_declarations(other, decl)
            )
            for j, x in enumerate(declaration_parts(me, c)):
                sums[j] += x
            wins[0] += c.point.winner is me
            wins[1] += c.sequence.winner is me
            wins[2] += c.sets.winner is me
        if not scores:
            scores = [round(100 * w / len(others)) for w in wins]
        mean = [x / len(others) for x in sums]
        reasons = _reasons(options[0][1], sunk, mean, scores)
        out.append(Rating(DeclareDecision(decl), sum(mean), reasons))
    return out


def _reasons(
    full: Declaration, sunk: str, mean: list[float], scores: list[int]
) -> tuple[Reason, ...]:
    """One reason per category (``scores``: in how many hands of 100 each category of
    the full declaration scores: Cavendish's test for sinking, which conceals the cards
    and costs nothing when the combination would not have scored)."""
    point, sequence, sets, bonus = mean
    out: list[Reason] = [Reason("declares", point, {"category": "point", "scores": scores[0]})]
    q = full.best_sequence
    if q is not None:
        terms: dict[str, str | int] = {"category": "sequence", "suit": q.suit.value}
        terms |= {"rank": q.top.value, "length": q.length, "name": q.name, "scores": scores[1]}
        out.append(Reason("sinks" if "sequence" in sunk else "declares", sequence, terms))
    elif sequence:
        out.append(Reason("declares", sequence, {"category": "sequence"}))
    b = full.best_set
    if b is not None:
        terms = {"category": "sets", "rank": b.rank.value, "count": b.count, "name": b.kind.value}
        terms["scores"] = scores[2]
        out.append(Reason("sinks" if "sets" in sunk else "declares", sets, terms))
    elif sets:
        out.append(Reason("declares", sets, {"category": "sets"}))
    if bonus > 0:
        out.append(Reason("makes_repique", bonus, {}))
    elif bonus < 0:
        out.append(Reason("concedes_repique", bonus, {}))
    out.sort(key=lambda r: -abs(r.points))
    return tuple(out)
