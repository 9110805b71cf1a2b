"""Rating every legal discard (and, for younger, every legal count) of an exchange.

Each candidate is valued over deals of the unseen cards (``exchange_samples`` of the
bots: the cards this player would draw and an opponent hand) with the bots'
``hand_components``: the point, sequence and sets as the engine compares them, the rough
repique bonus and the rough share of the tricks and the cards. The same deals serve every
candidate (common random numbers). There are up to some 1,600 candidates: each is first
valued on the first :data:`FIRST_PASS` deals, then the best :data:`REFINE` on all of them
(the others' values rest on the first pass only).
"""

from __future__ import annotations

import random
from itertools import combinations

from ..bots.decisions import ExchangeDecision
from ..bots.exchange_eval import exchange_samples, hand_components
from ..bots.knowledge import masks_of
from ..bots.view import View
from ..cards import CARDS, Card, Hand
from ..declarations import CardSet, Declaration, Point, Sequence
from ..players import Player
from .ratings import Rating, Reason

__all__ = ["FIRST_PASS", "REFINE", "rate_exchange"]

#: How many of the best candidates of the first pass are valued on every sample.
REFINE = 40
#: How many deals the first pass values every candidate on (when there are more than
#: :data:`REFINE` candidates).
FIRST_PASS = 6
_PARTS = 5  # point, sequence, sets, bonus, play


def _candidates(view: View) -> list[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = []
    for k in view.exchange_range:
        if k > len(view.hand):
            break
        out.extend(combinations(view.hand, k))
    return out


def _accumulate(
    me: Player,
    base: int,
    k: int,
    deals: list[tuple[list[int], int, Declaration]],
    sums: list[float],
) -> None:
    for draw, opp, opp_decl in deals:
        mine = base
        for i in draw[:k]:
            mine |= 1 << i
        parts = hand_components(me, mine, opp, 1.0, opp_decl)
        for j in range(_PARTS + 1):
            sums[j] += parts[j]
        if parts[3] > 0:
            sums[_PARTS + 1] += 1  # a repique made
        elif parts[3] < 0:
            sums[_PARTS + 2] += 1  # a repique conceded


def rate_exchange(
    view: View, rng: random.Random, samples: int, opponent: int | None = None
) -> list[Rating]:
    """Every legal discard rated (unsorted). ``opponent``: the opponent's hand mask when
    both hands are open (then only the draw is sampled)."""
    me = view.role
    if opponent is None:
        raw = exchange_samples(view, rng, samples)
    else:
        unseen = [i for i in range(32) if not (masks_of(view.known) | opponent) >> i & 1]
        raw = []
        for _ in range(samples):
            rng.shuffle(unseen)
            raw.append((unseen[: view.talon_left], opponent))
    deals = [(d, o, Declaration.full(Hand.from_mask(o))) for d, o in raw]
    cands = _candidates(view)
    hand = masks_of(view.hand)
    first = deals[:FIRST_PASS] if len(cands) > REFINE and len(deals) > FIRST_PASS else deals
    sums = {}
    for cand in cands:
        s = [0.0] * (_PARTS + 3)
        _accumulate(me, hand & ~masks_of(cand), len(cand), first, s)
        sums[cand] = s
    counts = dict.fromkeys(cands, len(first))
    if first is not deals:
        top = sorted(cands, key=lambda c: -sum(sums[c][:_PARTS]))[:REFINE]
        rest = deals[len(first) :]
        for cand in top:
            _accumulate(me, hand & ~masks_of(cand), len(cand), rest, sums[cand])
            counts[cand] = len(deals)
    out = []
    combos = best_combinations(view.hand)
    most = min(view.exchange_range.stop - 1, len(view.hand))
    means = {c: [x / counts[c] for x in sums[c]] for c in cands}
    risk = max(m[_PARTS + 2] for m in means.values())
    for cand in cands:
        mean = means[cand]
        value = sum(mean[:_PARTS])
        reasons = exchange_reasons(view.hand, cand, mean, combos, most)
        if risk >= 0.1 and not mean[_PARTS + 2]:
            reasons += (Reason("blocks_repique", 0.0, {"risk": round(100 * risk)}),)
        out.append(Rating(ExchangeDecision(cand), value, reasons))
    return out


def best_combinations(
    hand: tuple[Card, ...],
) -> tuple[Point | None, Sequence | None, CardSet | None]:
    """The hand's best point, best sequence and best set (or ``None``)."""
    d = Declaration.full(hand)
    return d.point, d.best_sequence, d.best_set


def _weight(reason: Reason) -> float:
    """Sort key: the largest share first."""
    return -abs(reason.points)


def exchange_reasons(
    hand: tuple[Card, ...],
    discard: tuple[Card, ...],
    mean: list[float],
    combinations: tuple[Point | None, Sequence | None, CardSet | None] | None = None,
    most: int | None = None,
) -> tuple[Reason, ...]:
    """The reasons for a discard: what it keeps or breaks of the hand's point, best
    sequence and best set (each with its category's expected share), the repique, the
    tricks and cards; then facts of Cavendish's rules of discarding: the guards it keeps
    or gives up, suits thrown whole or broken into, cards left (``most``: how many the
    player may take). ``combinations``: the hand's best point, sequence and set if known
    already."""
    gone = masks_of(discard)
    out: list[Reason] = []
    point, sequence, sets_, _, play, tricks = mean[:6]
    made, conceded = mean[6:8] if len(mean) >= 8 else (0.0, 0.0)
    p, q, b = combinations or best_combinations(hand)
    if p is not None:
        n = (p.mask & gone).bit_count()
        code = "breaks_point" if n else "keeps_point"
        params: dict[str, str | int] = {"suit": p.suit.value, "length": p.length}
        if n:
            params["kept"] = p.length - n
        out.append(Reason(code, point, params))
    else:
        out.append(Reason("point_odds", point, {}))
    if q is not None:
        broken = (q.mask & gone).bit_count()
        params = {"suit": q.suit.value, "rank": q.top.value, "length": q.length, "name": q.name}
        if broken:
            params["kept"] = q.length - broken
        out.append(Reason("breaks_sequence" if broken else "keeps_sequence", sequence, params))
    else:
        out.append(Reason("sequence_odds", sequence, {}))
    if b is not None:
        broken = (b.mask & gone).bit_count()
        params = {"rank": b.rank.value, "count": b.count, "name": b.kind.value}
        if broken:
            params["kept"] = b.count - broken
        out.append(Reason("breaks_set" if broken else "keeps_set", sets_, params))
    else:
        out.append(Reason("set_odds", sets_, {}))
    if made:
        out.append(Reason("makes_repique", 60 * made, {"chance": round(100 * made)}))
    if conceded:
        out.append(Reason("concedes_repique", -60 * conceded, {"chance": round(100 * conceded)}))
    out.append(
        Reason("wins_cards" if play >= 0 else "loses_cards", play, {"tricks": round(tricks)})
    )
    out.sort(key=_weight)
    held = masks_of(hand)
    out.extend(guard_reasons(held, gone))
    out.extend(suit_reasons(held, gone))
    if most is not None and len(discard) < most:
        out.append(Reason("leaves_cards", 0.0, {"count": most - len(discard)}))
    return tuple(out)


def suit_reasons(hand: int, gone: int) -> list[Reason]:
    """Facts: each suit thrown whole, and how many suits are broken into (discarded
    from but kept in part) when more than one is."""
    out: list[Reason] = []
    broken = 0
    for s in range(4):
        held, thrown = hand >> (8 * s) & 255, gone >> (8 * s) & 255
        if not thrown:
            continue
        if thrown == held:
            out.append(Reason("throws_suit", 0.0, {"suit": CARDS[8 * s].suit.value}))
        else:
            broken += 1
    if broken > 1:
        out.append(Reason("breaks_suits", 0.0, {"count": broken}))
    return out


def guard_reasons(hand: int, gone: int) -> list[Reason]:
    """Facts (no share of their own): a king with a guard or a queen with two, heading
    its suit, kept guarded or left unguarded by discarding ``gone``."""
    out = []
    for s in range(4):
        held = hand >> (8 * s) & 255
        if not held:
            continue
        top = (held & -held).bit_length() - 1
        if top not in (1, 2):  # only a king or a queen heading the suit needs guards
            continue
        need = top
        kept = (held & ~(gone >> (8 * s) & 255)).bit_count()
        if held.bit_count() < need + 1 or not (held & ~(gone >> (8 * s) & 255)) & (1 << top):
            continue
        c = CARDS[8 * s + top]
        params: dict[str, str | int] = {"suit": c.suit.value, "rank": c.rank.value}
        out.append(Reason("keeps_guard" if kept >= need + 1 else "unguards", 0.0, params))
    return out
