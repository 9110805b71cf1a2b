"""The four seats (0–3 clockwise) and the two partnerships: seats 0 and 2 are team A,
seats 1 and 3 team B. Pages name the seats North, East, South, West.

>>> Seat(1), Seat.EAST.team, Seat.EAST.partner, Seat.WEST.next
(Seat.EAST, Team.B, Seat.WEST, Seat.NORTH)
>>> Team("a").seats
(Seat.NORTH, Seat.SOUTH)
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

from .errors import InvalidInputError

__all__ = ["Seat", "Team", "seat"]


class Team(StrEnum):
    """A partnership: ``"a"`` (seats 0 and 2) or ``"b"`` (seats 1 and 3)."""

    A = "a"
    B = "b"

    @property
    def index(self) -> int:  # type: ignore[override]  # shadows str.index on purpose
        """0 for A, 1 for B: the position in ``[a, b]`` pairs of scores and bags."""
        return 0 if self is Team.A else 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Team.A else (Seat.EAST, Seat.WEST)

    @property
    def opponent(self) -> Team:
        return Team.B if self is Team.A else Team.A

    def __repr__(self) -> str:
        return f"Team.{self.name}"


class Seat(IntEnum):
    """A seat at the table, numbered clockwise."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def team(self) -> Team:
        return Team.A if self % 2 == 0 else Team.B

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def next(self) -> Seat:
        """The seat to the left: the next to bid or play, clockwise."""
        return Seat((self + 1) % 4)

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


def seat(value: object) -> Seat:
    """A seat from ``0``–``3`` (or a :class:`Seat`); ``bad_seat`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise InvalidInputError(f"a seat is 0–3, not {str(value)[:10]}", "bad_seat")
    return Seat(value)
