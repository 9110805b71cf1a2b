"""Valuing a hand for the exchange: the expected declarations (and a rough share of the
tricks) of each candidate discard over samples of the unseen cards.

For each sample the unseen cards are shuffled into what this player draws and the
opponent's hand; the engine's ``compare_declarations`` scores the two hands; a quick
suit-by-suit count of top cards estimates the tricks. The same samples serve every
candidate (common random numbers), so the comparison between candidates is fair.
"""

from __future__ import annotations

import random
from itertools import combinations

from ..cards import Card, Hand
from ..declarations import (
    Comparison,
    Declaration,
    PointResult,
    SequenceResult,
    SetsResult,
    compare_declarations,
)
from ..players import Player
from .knowledge import masks_of
from .view import View

__all__ = [
    "best_discard",
    "card_keep_scores",
    "declaration_parts",
    "exchange_samples",
    "hand_components",
    "trick_share",
]

_RANK_KEEP = (6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.5, 0.0)


def card_keep_scores(hand: tuple[Card, ...], younger: bool) -> dict[Card, float]:
    """How much each card is worth keeping at a glance: its rank, its suit's length,
    runs, cards of its rank (sets), and (younger) guards to kings and queens."""
    by_suit: dict[object, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(c.suit, []).append(c)
    longest = max(by_suit.values(), key=lambda cs: (len(cs), sum(c.rank.points for c in cs)))
    m = masks_of(hand)
    out = {}
    for c in hand:
        suit = by_suit[c.suit]
        v = _RANK_KEEP[c.rank.order] + 0.6 * len(suit)
        if suit is longest:
            v += 3.0
        i = c.index
        if (i & 7) > 0 and m >> (i - 1) & 1 or (i & 7) < 7 and m >> (i + 1) & 1:
            v += 1.5
        if c.rank.forms_sets:
            same = sum(m >> (8 * s + c.rank.order) & 1 for s in range(4))
            v += 1.2 * (same - 1)
        if younger and len(suit) <= 3 and c.rank.order >= 4:
            tops = [d for d in suit if d.rank.order in (1, 2)]
            if tops:
                v += 2.5
        out[c] = v
    return out


def _suit_tricks(a: int, b: int) -> tuple[int, int]:
    """Tricks each side takes in one suit if the top cards win in turn (the loser of
    each round throwing his lowest), the longer holding making its remaining cards."""
    ta = tb = 0
    while a and b:
        both = a | b
        top = both & -both
        if a & top:
            ta += 1
            a ^= top
            b ^= 1 << (b.bit_length() - 1)
        else:
            tb += 1
            b ^= top
            a ^= 1 << (a.bit_length() - 1)
    return ta + a.bit_count(), tb + b.bit_count()


_SUIT_TRICKS: dict[int, tuple[int, int]] = {}


def trick_share(mine: int, theirs: int) -> float:
    """A rough number of tricks (of 12) ``mine`` takes against ``theirs``."""
    ta = tb = 0
    table = _SUIT_TRICKS
    for s in (0, 8, 16, 24):
        key = (mine >> s & 255) << 8 | theirs >> s & 255
        xy = table.get(key)
        if xy is None:
            xy = table[key] = _suit_tricks(key >> 8, key & 255)
        ta += xy[0]
        tb += xy[1]
    return 12.0 * ta / (ta + tb) if ta + tb else 6.0


def declaration_parts(me: Player, c: Comparison) -> tuple[int, int, int, int]:
    """(point, sequence, sets, bonus) of a comparison, each my points minus the
    opponent's; the bonus is the rough repique (60 for reaching 30 in hand while the
    opponent scores nothing there)."""
    ours = other = 0
    parts = [0, 0, 0]
    results: tuple[PointResult | SequenceResult | SetsResult, ...] = c.results
    for j, r in enumerate(results):
        w = r.winner
        if w is me:
            ours += r.score
            parts[j] = r.score
        elif w is not None:
            other += r.score
            parts[j] = -r.score
    bonus = 0
    if ours >= 30 and other == 0:
        bonus = 60
    elif other >= 30 and ours == 0:
        bonus = -60
    return parts[0], parts[1], parts[2], bonus


def hand_components(
    me: Player,
    mine: int,
    theirs: int,
    play_weight: float,
    theirs_declared: Declaration | None = None,
) -> tuple[int, int, int, int, float, float]:
    """The parts of a final hand's value against an opponent hand: (point, sequence,
    sets, bonus, play), each my points minus the opponent's, and the rough number of
    tricks (of 12) it takes: the three declaration
    categories as the engine compares them, a rough pique/repique bonus (60 for reaching
    30 in hand while the opponent scores nothing there) and (with ``play_weight``) a
    rough share of the tricks and the cards. ``theirs_declared`` saves building the
    opponent's full declaration when it is known already."""
    a = Hand.from_mask(mine)
    b: Declaration | Hand = theirs_declared or Hand.from_mask(theirs)
    c = compare_declarations(a, b) if me is Player.ELDER else compare_declarations(b, a)
    point, sequence, sets, bonus = declaration_parts(me, c)
    play = 0.0
    t = trick_share(mine, theirs)
    if play_weight:
        d = t - 6.0
        play = play_weight * (max(-10.0, min(10.0, 5.0 * d)) + 1.5 * d)
    return point, sequence, sets, bonus, play, t


def _value(me: Player, mine: int, theirs: int, play_weight: float) -> float:
    point, sequence, sets, bonus, play, _ = hand_components(me, mine, theirs, play_weight)
    v = float(point + sequence + sets)
    if bonus:
        v += bonus
    if play_weight:
        v += play
    return v


def exchange_samples(view: View, rng: random.Random, samples: int) -> list[tuple[list[int], int]]:
    """``samples`` deals of the unseen cards for the player of ``view`` at his exchange:
    each the card indices he would draw (in order, top first) and the opponent's hand
    mask (a shown carte blanche stays with the opponent). The same list serves every
    candidate discard (common random numbers)."""
    known = masks_of(view.known)
    unseen = [i for i in range(32) if not known >> i & 1]
    opp_shown = masks_of(view.opponent_carte_blanche or ())
    draws_from = view.talon_left
    deals = []
    for _ in range(samples):
        rng.shuffle(unseen)
        if opp_shown:  # a carte blanche shown: the opponent keeps most of it
            draw = unseen[:draws_from]
            opp = opp_shown
        else:
            draw = unseen[:draws_from]
            opp = 0
            for i in unseen[draws_from : draws_from + 12]:
                opp |= 1 << i
        deals.append((draw, opp))
    return deals


def best_discard(
    view: View, rng: random.Random, samples: int, play_weight: float = 1.0
) -> tuple[Card, ...]:
    """The candidate discard with the best mean value over ``samples`` deals of the
    unseen cards. Candidates: the largest two exchanges the rules allow, drawn from the
    cards least worth keeping."""
    me = view.role
    hand = view.hand
    r = view.exchange_range
    sizes = [k for k in (r.stop - 1, r.stop - 2) if k in r] or [r.start]
    keep = card_keep_scores(hand, me is Player.YOUNGER)
    ranked = sorted(hand, key=lambda c: (keep[c], c.index))
    cands: list[tuple[Card, ...]] = []
    for k in sizes:
        if k == 0:
            cands.append(())
            continue
        low = ranked[: min(len(ranked), k + 2)]
        cands.extend(combinations(low, k))
    if len(cands) == 1:
        return cands[0]
    hand_mask = masks_of(hand)
    deals = exchange_samples(view, rng, samples)
    best, best_v = cands[0], -1e9
    for cand in cands:
        base = hand_mask & ~masks_of(cand)
        k = len(cand)
        total = 0.0
        for draw, opp in deals:
            mine = base
            for i in draw[:k]:
                mine |= 1 << i
            total += _value(me, mine, opp, play_weight)
        if total > best_v:
            best, best_v = cand, total
    return best
