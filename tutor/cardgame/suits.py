"""The four suits, shared by every game: the value is the notation letter.

>>> Suit("H"), Suit.CLUBS.order
(Suit.HEARTS, 3)
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["SUITS", "Suit"]


class Suit(StrEnum):
    """A suit; the value is the notation letter (``Suit("S")``)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    #: 0 … 3 in the canonical order S H D C.
    order: int

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


for _i, _s in enumerate(Suit):
    _s.order = _i

SUITS: tuple[Suit, ...] = tuple(Suit)
