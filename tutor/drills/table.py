"""Two hands built to a plan: who wins each category of the declarations, and how.

A :class:`Plan` says for point, sequences and sets which relation the two hands stand
in (``longer`` / ``value`` / ``equal`` for the point; ``longer`` / ``top`` / ``equal`` /
``uncontested`` / ``none`` for sequences; ``quatorze`` / ``rank`` / ``uncontested`` /
``none`` for sets) and who wins. :func:`build_table` places the deciding combinations,
checks the result with the engine's comparison, then fills both hands with cards that
cannot better either player's best combination (so the plan still holds). Every choice
is from a bounded list; a plan that cannot be placed is retried a bounded number of times
and then replaced by a simpler one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from tutor.piquet.cards import Hand
from tutor.piquet.declarations import Reason as R
from tutor.piquet.declarations import best_keys, compare_declarations
from tutor.piquet.players import Player

from .build import FULL, HOLDINGS, Keys, fill, holdings, keys, suit_of, to_suit, within

__all__ = ["Plan", "build_table", "plan_for_level"]

E, Y = 0, 1


@dataclass(frozen=True)
class Plan:
    point: str = "longer"
    point_winner: int = E
    sequence: str = "longer"
    sequence_winner: int = E
    sets: str = "uncontested"
    sets_winner: int = E
    extra_sequence: bool = False  # the sequence winner holds a second, lower sequence
    extra_set: bool = False  # the sets winner holds a second, lower set
    point_lengths: tuple[int, int] | None = None  # (winner's, loser's) if wanted
    sequence_length: int | None = None  # the sequence winner's best, if wanted
    set_count: int | None = None  # the sets winner's best: 3 or 4, if wanted


EDGE_POINT = ("value", "equal")
EDGE_SEQUENCE = ("top", "equal")
EDGE_SETS = ("quatorze", "rank")


def plan_for_level(rng: random.Random, level: int) -> Plan:
    """Level 1: every category clear-cut; 2: one category decided by a tie rule or an
    exact tie; 3: two or three such categories, and the winners' second combinations."""
    plan = Plan(
        point="longer",
        point_winner=rng.randrange(2),
        sequence=rng.choice(("longer", "uncontested", "uncontested", "none")),
        sequence_winner=rng.randrange(2),
        sets=rng.choice(("uncontested", "uncontested", "none")),
        sets_winner=rng.randrange(2),
    )
    if level == 1:
        return plan
    edges = ["point", "sequence", "sets"]
    chosen = [rng.choice(edges)] if level == 2 else rng.sample(edges, rng.choice((2, 3)))
    changes: dict[str, Any] = {}
    if "point" in chosen:
        changes["point"] = rng.choice(EDGE_POINT)
    if "sequence" in chosen:
        changes["sequence"] = rng.choice(EDGE_SEQUENCE)
    if "sets" in chosen:
        changes["sets"] = rng.choice(EDGE_SETS)
    if level == 3:
        changes["extra_sequence"] = rng.random() < 0.5
        changes["extra_set"] = rng.random() < 0.5
    return replace(plan, **changes)


def _run(suit: int, length: int, top: int) -> int:
    return ((1 << length) - 1) << (suit * 8 + top)


def _place_sequences(rng: random.Random, plan: Plan, hands: list[int], taken: int) -> bool:
    kind = plan.sequence
    if kind == "none":
        return True
    w = plan.sequence_winner
    suits = rng.sample(range(4), 4)
    if kind == "longer":
        n_w = rng.choice((4, 5, 5, 6))
        n_l = rng.randint(3, n_w - 1)
        plan_runs = [
            (w, suits[0], n_w, rng.randint(0, 8 - n_w)),
            (1 - w, suits[1], n_l, rng.randint(0, 8 - n_l)),
        ]
    elif kind == "uncontested":
        n = plan.sequence_length or rng.choice((3, 4, 5))
        plan_runs = [(w, suits[0], n, rng.randint(0, 8 - n))]
    elif kind == "top":
        n = rng.choice((3, 4, 5))
        tops = sorted(rng.sample(range(9 - n), 2))
        plan_runs = [(w, suits[0], n, tops[0]), (1 - w, suits[1], n, tops[1])]
    else:  # equal
        n = rng.choice((3, 4, 5))
        top = rng.randint(0, 8 - n)
        plan_runs = [(E, suits[0], n, top), (Y, suits[1], n, top)]
    if plan.extra_sequence and kind != "equal":
        best = plan_runs[0]
        n2 = rng.randint(3, min(best[2], 4))
        top2 = rng.randint(0, 8 - n2)
        if n2 == best[2]:
            top2 = rng.randint(best[3] + 1, 8 - n2) if best[3] + 1 <= 8 - n2 else None  # type: ignore[assignment]  # None: no room
        if top2 is not None:
            plan_runs.append((w, suits[2], n2, top2))
    for who, suit, n, top in plan_runs:
        cards = _run(suit, n, top)
        if cards & (taken | hands[1 - who]):
            return False
        hands[who] |= cards
    return True


def _set_suits(rng: random.Random, hands: list[int], who: int, rank: int, count: int) -> int | None:
    """Cards of ``rank`` that give ``who`` a set of ``count`` without changing his
    sequences (the engine's, as the table of holdings has them: a card changes only its
    own suit's runs), or ``None``."""
    mine = [s for s in range(4) if hands[who] >> (s * 8 + rank) & 1]
    need = count - len(mine)
    if need < 0:
        return None
    free = [
        s
        for s in range(4)
        if not (hands[0] | hands[1]) >> (s * 8 + rank) & 1
        and _same_runs(suit_of(hands[who], s), 1 << rank)
    ]
    if len(free) < need:
        return None
    return sum(1 << (s * 8 + rank) for s in rng.sample(free, need))


def _same_runs(bits: int, card: int) -> bool:
    """Whether the holding ``bits`` has the same sequences with ``card`` (a bit) added."""
    return HOLDINGS[bits].runs == HOLDINGS[bits | card].runs


def _place_sets(rng: random.Random, plan: Plan, hands: list[int]) -> bool:
    """Place the planned sets, choosing among the ranks that still fit (aces … tens)."""
    kind = plan.sets
    if kind == "none":
        return True
    w = plan.sets_winner
    ranks = rng.sample(range(5), 5)
    if kind == "uncontested":
        wanted = [(w, plan.set_count or rng.choice((3, 4)), "best")]
    elif kind == "quatorze":
        wanted = [(w, 4, "best"), (1 - w, 3, "any")]
    else:  # rank: same kind, the higher rank wins
        count = 4 if rng.random() < 0.2 else 3
        wanted = [(w, count, "best"), (1 - w, count, "lower")]
    if plan.extra_set:
        wanted.append((w, 3, "extra"))
    best = None
    used: set[int] = set()
    for who, count, relation in wanted:
        for r in ranks:
            if r in used or (relation in ("lower", "extra") and r <= best):  # type: ignore[operator]  # best is set first
                continue
            if relation == "best" and kind == "rank" and r == 4:
                continue  # tens: nothing lower would make a set
            cards = _set_suits(rng, hands, who, r, count)
            if cards is not None:
                hands[who] |= cards
                used.add(r)
                if best is None:
                    best = r
                break
        else:
            if relation != "extra":  # a second set is a bonus: the plan holds without it
                return False
    return True


def _relation_ok(plan: Plan, hands: list[int], check_point: bool) -> bool:
    c = compare_declarations(Hand.from_mask(hands[0]), Hand.from_mask(hands[1]))
    players = (Player.ELDER, Player.YOUNGER)
    want_seq = {
        "longer": (players[plan.sequence_winner], R.LONGER),
        "uncontested": (players[plan.sequence_winner], R.UNCONTESTED),
        "top": (players[plan.sequence_winner], R.HIGHER_RANK),
        "equal": (None, R.EQUAL),
        "none": (None, R.NONE),
    }[plan.sequence]
    want_sets = {
        "uncontested": (players[plan.sets_winner], R.UNCONTESTED),
        "quatorze": (players[plan.sets_winner], R.QUATORZE),
        "rank": (players[plan.sets_winner], R.HIGHER_RANK),
        "none": (None, R.NONE),
    }[plan.sets]
    if (c.sequence.winner, c.sequence.reason) != want_seq:
        return False
    if (c.sets.winner, c.sets.reason) != want_sets:
        return False
    if not check_point:
        return True
    want_point = {
        "longer": (players[plan.point_winner], R.LONGER),
        "value": (players[plan.point_winner], R.HIGHER_VALUE),
        "equal": (None, R.EQUAL),
    }[plan.point]
    return (c.point.winner, c.point.reason) == want_point


def _longest(mask: int) -> int:
    return max(suit_of(mask, s).bit_count() for s in range(4))


def _place_point(rng: random.Random, plan: Plan, hands: list[int]) -> bool:
    """Give each player a point suit of the planned length. Candidates come from the
    table of holdings; each is kept only if the engine's keys for the player's sequences
    and sets stay as they were, and a pair is taken whose point keys stand in the planned
    relation (then confirmed by the engine's comparison)."""
    w, lo = plan.point_winner, 1 - plan.point_winner
    cur = {w: _longest(hands[w]), lo: _longest(hands[lo])}
    if plan.point_lengths:
        n_w, n_l = plan.point_lengths
    elif plan.point == "longer":
        n_l = rng.randint(max(4, cur[lo]), max(4, cur[lo], 5))
        n_w = rng.randint(max(n_l + 1, cur[w], 5), max(n_l + 1, cur[w], 6))
    else:
        n_w = n_l = rng.randint(max(5, cur[w], cur[lo]), max(5, cur[w], cur[lo]))
    if n_w > 8 or n_l > 8:
        return False
    lengths = {w: n_w, lo: n_l}
    base = list(hands)
    # Every random choice is made first, for both players in turn; the engine's keys of a
    # candidate are asked for only when the search below reaches it (most searches end
    # at the first few), and the hands chosen are those of checking every candidate first.
    before: dict[int, Keys] = {}
    tried: dict[int, list[int]] = {}
    for who in (w, lo):
        before[who] = keys(base[who])
        order = sorted(range(4), key=lambda s: (-suit_of(base[who], s).bit_count(), rng.random()))
        tried[who] = []
        for s in order:
            mine, theirs = suit_of(base[who], s), suit_of(base[1 - who], s)
            cands = holdings(
                lengths[who], must=mine, avoid=theirs, max_run_key=before[who].sequence
            )
            rng.shuffle(cands)
            tried[who] += [base[who] | to_suit(h.bits, s) for h in cands[:12]]
    winners = _keeping(before[w], tried[w])
    losers = _Replayed(_keeping(before[lo], tried[lo]))
    for kw, mw in winners:
        low, high = _loser_keys(plan.point, kw)
        ml = losers.first(low, high, mw)
        if ml is None:
            continue
        hands[w], hands[lo] = mw, ml
        if _relation_ok(plan, hands, True):
            return True
        hands[:] = base
        return False
    return False


def _loser_keys(point: str, kw: int) -> tuple[int, int]:
    """The loser's point keys ``low <= key < high`` that stand in the planned relation
    ``point`` to the winner's key ``kw`` (the engine's key: length * 1000 + value)."""
    length = kw // 1000 * 1000
    if point == "longer":  # a shorter point
        return 0, length
    if point == "value":  # as long, a lower value
        return length, kw
    return kw, kw + 1  # equal


def _keeping(before: Keys, tried: list[int]) -> Iterator[tuple[int, int]]:
    """Each hand of ``tried`` (a hand whose keys were ``before``, with a point suit added)
    that keeps its sequences and sets, with its point key, in order."""
    for m in tried:
        if m.bit_count() > 12:
            continue
        point, sequence, sets = best_keys(m)
        if sequence == before.sequence and sets == before.sets:
            yield point, m


class _Replayed:
    """``(key, hand)`` items that can be searched again: the items already made are
    searched before new ones are taken (each made once, when first needed)."""

    def __init__(self, items: Iterator[tuple[int, int]]) -> None:
        self._items = items
        self._made: list[tuple[int, int]] = []

    def first(self, low: int, high: int, avoid: int) -> int | None:
        """The hand of the first item whose key is in ``low`` … ``high - 1`` and that holds
        no card of ``avoid``, or ``None``."""
        for key, hand in self._made:
            if low <= key < high and not hand & avoid:
                return hand
        for item in self._items:
            self._made.append(item)
            key, hand = item
            if low <= key < high and not hand & avoid:
                return hand
        return None


def _try(rng: random.Random, plan: Plan) -> tuple[int, int] | None:
    hands = [0, 0]
    if not _place_sequences(rng, plan, hands, 0):
        return None
    if not _place_sets(rng, plan, hands):
        return None
    if hands[0] & hands[1] or not _relation_ok(plan, hands, False):
        return None
    if not _place_point(rng, plan, hands):
        return None
    caps = [keys(hands[0]), keys(hands[1])]
    filled = fill(
        rng,
        hands,
        FULL & ~(hands[0] | hands[1]),
        [within(caps[0]), within(caps[1])],
    )
    if filled is None:
        return None
    return filled[0], filled[1]


def build_table(rng: random.Random, plan: Plan, attempts: int = 8) -> tuple[int, int]:
    """Elder's and younger's hands (masks) standing in the planned relations.

    Tries ``attempts`` placements of ``plan``, then the same plan without second
    combinations, then a plan without sequences and sets, then a fixed deal."""
    for p in _plain_after(plan):
        for _ in range(attempts):
            got = _try(rng, p)
            if got is not None:
                return got
    simple = Plan(point_winner=plan.point_winner, sequence="none", sets="none")
    for _ in range(attempts * 4):
        got = _try(rng, simple)
        if got is not None:
            return got
    return _FALLBACK  # never reached in 13,000 seeds of tests; keeps the time bounded


def _plain_after(plan: Plan) -> Iterator[Plan]:
    """``plan``, then the same plan without second combinations (made only if needed:
    most builds succeed with the first)."""
    yield plan
    yield replace(plan, extra_sequence=False, extra_set=False)


_FALLBACK = (
    Hand.parse("AS KS QS JS 9S AH 8H 7H KD 9D 8C 7C").mask,
    Hand.parse("TS 8S KH QH JH TH AD QD JD KC QC 9C").mask,
)
