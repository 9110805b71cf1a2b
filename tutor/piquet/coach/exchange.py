"""Rating every legal discard (and, for younger, every legal count) of an exchange.

Each candidate is valued over deals of the unseen cards (``exchange_samples`` of the
bots: the cards this player would draw and an opponent hand) with the bots'
``hand_components``: the point, sequence and sets as the engine compares them, the rough
repique bonus and the rough share of the tricks and the cards. The same deals serve every
candidate (common random numbers). There are up to some 1,600 candidates: each is first
valued on the first quarter of the deals, then the best :data:`REFINE` on all of them.
"""

from __future__ import annotations

import random
from itertools import combinations

from ..bots.decisions import ExchangeDecision
from ..bots.exchange_eval import exchange_samples, hand_components, trick_share
from ..bots.knowledge import masks_of
from ..bots.view import View
from ..cards import CARDS, Card, Hand
from ..declarations import Declaration, best_point, sequences, sets
from ..players import Player
from .ratings import Rating, Reason

__all__ = ["REFINE", "rate_exchange"]

#: How many of the best candidates of the first pass are valued on every sample.
REFINE = 40
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
        for j in range(_PARTS):
            sums[j] += parts[j]
        sums[_PARTS] += trick_share(mine, opp)


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
    first = deals[: max(1, len(deals) // 4)] if len(cands) > REFINE else deals
    sums = {}
    for cand in cands:
        s = [0.0] * (_PARTS + 1)
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
    for cand in cands:
        n = counts[cand]
        mean = [x / n for x in sums[cand]]
        value = sum(mean[:_PARTS])
        out.append(
            Rating(
                ExchangeDecision(cand),
                value,
                exchange_reasons(view.hand, cand, mean, samples=n),
            )
        )
    return out


def _order(reasons: list[Reason]) -> tuple[Reason, ...]:
    return tuple(sorted(reasons, key=lambda r: -abs(r.points)))


def exchange_reasons(
    hand: tuple[Card, ...], discard: tuple[Card, ...], mean: list[float], samples: int
) -> tuple[Reason, ...]:
    """The reasons for a discard: what it keeps or breaks of the hand's point, best
    sequence and best set (each with its category's expected share), the repique, the
    tricks and cards, and the guards it keeps or gives up."""
    gone = masks_of(discard)
    out: list[Reason] = []
    point, sequence, sets_, bonus, play, tricks = mean
    p = best_point(hand)
    if p is not None:
        n = sum(1 for c in discard if c.suit is p.suit)
        code = "breaks_point" if n else "keeps_point"
        params: dict[str, str | int] = {"suit": p.suit.value, "length": p.length}
        if n:
            params["kept"] = p.length - n
        out.append(Reason(code, point, params))
    else:
        out.append(Reason("point_odds", point, {}))
    seqs = sequences(hand)
    if seqs:
        q = seqs[0]
        broken = (q.mask & gone).bit_count()
        params = {"suit": q.suit.value, "rank": q.top.value, "length": q.length, "name": q.name}
        if broken:
            params["kept"] = q.length - broken
        out.append(Reason("breaks_sequence" if broken else "keeps_sequence", sequence, params))
    else:
        out.append(Reason("sequence_odds", sequence, {}))
    cs = sets(hand)
    if cs:
        b = cs[0]
        broken = (b.mask & gone).bit_count()
        params = {"rank": b.rank.value, "count": b.count, "name": b.kind.value}
        if broken:
            params["kept"] = b.count - broken
        out.append(Reason("breaks_set" if broken else "keeps_set", sets_, params))
    else:
        out.append(Reason("set_odds", sets_, {}))
    if bonus > 0:
        out.append(Reason("makes_repique", bonus, {}))
    elif bonus < 0:
        out.append(Reason("concedes_repique", bonus, {}))
    out.append(
        Reason("wins_cards" if play >= 0 else "loses_cards", play, {"tricks": round(tricks)})
    )
    out = list(_order(out))
    out.extend(guard_reasons(masks_of(hand), gone))
    return tuple(out)


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
