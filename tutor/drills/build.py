"""Targeted construction of hands with a wanted property, in bounded time.

Hands are built as card masks (bit ``card.index``, see ``tutor.piquet.cards``): suit by
suit from a table of the 256 possible holdings of one suit, rank by rank for sets, and
then *filled* with random free cards that keep a property (a predicate that, once false,
stays false as cards are added: "the best point is still this one", "no new sequence").
Every loop runs over at most the 32 cards or the 256 holdings; nothing retries without
bound. What a hand holds is always asked of the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutor.piquet.cards import PACK_MASK, Hand
from tutor.piquet.declarations import best_keys, best_point, sequences

__all__ = [
    "FULL",
    "HOLDINGS",
    "Holding",
    "Keys",
    "fill",
    "holdings",
    "keys",
    "pick_holding",
    "split",
    "suit_of",
    "to_suit",
    "within",
]

FULL = PACK_MASK


@dataclass(frozen=True, slots=True)
class Holding:
    """One suit's cards as an 8-bit pattern (bit 0 the ace … bit 7 the seven), with what
    the engine says of it: its length, its value for point, its sequences
    (``(length, top order)`` pairs, best first) and its best sequence's key (0: none)."""

    bits: int
    length: int
    value: int
    runs: tuple[tuple[int, int], ...]
    run_key: int


def _holding(bits: int) -> Holding:
    hand = Hand.from_mask(bits)  # the pattern as spades; suits do not matter here
    point = best_point(hand)
    runs = sequences(hand)
    return Holding(
        bits,
        len(hand),
        point.value if point else 0,
        tuple((q.length, q.top.order) for q in runs),
        runs[0].key if runs else 0,
    )


#: Every holding of one suit, by pattern.
HOLDINGS: tuple[Holding, ...] = tuple(_holding(b) for b in range(256))
#: The holdings of each length, in the order of ``HOLDINGS``.
_BY_LENGTH: dict[int, tuple[Holding, ...]] = {
    n: tuple(h for h in HOLDINGS if h.length == n) for n in range(9)
}


def holdings(
    length: int,
    *,
    runs: tuple[tuple[int, int], ...] | None = None,
    max_run_key: int | None = None,
    must: int = 0,
    avoid: int = 0,
    value: Callable[[int], bool] | None = None,
) -> list[Holding]:
    """The holdings of ``length`` cards with exactly ``runs`` (if given), no sequence
    better than ``max_run_key`` (if given), containing ``must`` and none of ``avoid``,
    whose value satisfies ``value`` (if given); a new list, in the order of ``HOLDINGS``."""
    found = _matching(length, runs, max_run_key, must, avoid)
    if value is None:
        return list(found)
    return [h for h in found if value(h.value)]


@lru_cache(maxsize=8192)
def _matching(
    length: int,
    runs: tuple[tuple[int, int], ...] | None,
    max_run_key: int | None,
    must: int,
    avoid: int,
) -> tuple[Holding, ...]:
    """:func:`holdings` without the ``value`` test, remembered: the hand builders ask for
    the same few conditions again and again (a few thousand in all)."""
    return tuple(
        h
        for h in _BY_LENGTH.get(length, ())
        if h.bits & must == must
        and not h.bits & avoid
        and (runs is None or h.runs == runs)
        and (max_run_key is None or h.run_key <= max_run_key)
    )


def pick_holding(rng: random.Random, length: int, **conditions: object) -> Holding | None:
    """A random holding meeting ``conditions`` (see :func:`holdings`), or ``None``."""
    found = holdings(length, **conditions)  # type: ignore[arg-type]  # holdings' keywords
    return rng.choice(found) if found else None


def to_suit(bits: int, suit: int) -> int:
    """A pattern as cards of suit number ``suit`` (0 spades … 3 clubs)."""
    return bits << (8 * suit)


def suit_of(mask: int, suit: int) -> int:
    """The pattern of suit number ``suit`` in ``mask``."""
    return mask >> (8 * suit) & 255


def split(rng: random.Random, total: int, parts: int, cap: int, floor: int = 0) -> list[int]:
    """``total`` as ``parts`` random whole numbers, each between ``floor`` and ``cap``.

    >>> sum(split(random.Random(1), 12, 4, 4))
    12
    """
    out = []
    left = total
    for i in range(parts):
        rest = parts - i - 1
        low = max(floor, left - cap * rest)
        high = min(cap, left - floor * rest)
        if low > high:
            raise ValueError(f"cannot split {total} into {parts} parts of {floor}–{cap}")
        n = rng.randint(low, high)
        out.append(n)
        left -= n
    return out


@dataclass(frozen=True, slots=True)
class Keys:
    """A hand's best point, sequence and set as the engine's comparison keys (0: none)."""

    point: int
    sequence: int
    sets: int

    def within(self, cap: Keys) -> bool:
        return self.point <= cap.point and self.sequence <= cap.sequence and self.sets <= cap.sets


def keys(mask: int) -> Keys:
    """The engine's keys for the hand ``mask``."""
    return Keys(*best_keys(mask))


def within(cap: Keys) -> Callable[[int], bool]:
    """A :func:`fill` predicate: whether a hand's keys are all within ``cap`` (as
    ``keys(mask).within(cap)``, without making a :class:`Keys` per card tried)."""
    point, sequence, sets = cap.point, cap.sequence, cap.sets

    def ok(mask: int) -> bool:
        p, q, s = best_keys(mask)
        return p <= point and q <= sequence and s <= sets

    return ok


def fill(
    rng: random.Random,
    hands: list[int],
    free: int,
    ok: Sequence[Callable[[int], bool]],
    size: int = 12,
) -> list[int] | None:
    """Fill each hand up to ``size`` cards from ``free``, taking only cards after which
    ``ok[player](hand)`` still holds. One pass over the shuffled free cards per hand
    (the predicates stay false once false, so a card refused stays refused); ``None``
    if a hand cannot be filled."""
    pool = [i for i in range(32) if free >> i & 1]
    rng.shuffle(pool)
    out = list(hands)
    for p in range(len(out)):
        need = size - out[p].bit_count()
        for i in pool:
            if need <= 0:
                break
            bit = 1 << i
            if not free & bit:
                continue
            candidate = out[p] | bit
            if ok[p](candidate):
                out[p] = candidate
                free &= ~bit
                need -= 1
        if need > 0:
            return None
    return out
