"""Sets of cards as bit masks: a card's bit is its ``index`` (each engine numbers its own
cards from 0, suit by suit), so a hand is one int and set operations are bit operations.

>>> mask_of_indices([0, 3]), bin(mask_of_indices([31]))
(9, '0b10000000000000000000000000000000')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class Indexed(Protocol):
    """A card of either engine: its bit in a hand's mask."""

    @property
    def index(self) -> int: ...


def mask_of(cards: Iterable[Indexed]) -> int:
    """The mask with each card's bit set."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def mask_of_indices(indices: Iterable[int]) -> int:
    """The mask with these bits set."""
    m = 0
    for i in indices:
        m |= 1 << i
    return m
