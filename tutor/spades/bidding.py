"""Bidding: each player bids once, clockwise from the dealer's left, 0 to 13 tricks.

A bid of 0 is *nil*: the bidder promises to take no trick, and is scored on his own
(see :mod:`.scoring`). The partners' other bids add up to the team's *contract*.
There is no pass, no change of bid, no blind nil.

>>> verify_bid(0); can_bid(14), can_bid(True)
(False, False)
>>> team_contract((4, 3, 0, 5), Team.A), team_contract((4, 3, 0, 5), Team.B)
(4, 8)
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import InvalidInputError
from .seats import Team

__all__ = ["MAX_BID", "NIL", "can_bid", "nil_bidders", "read_bids", "team_contract", "verify_bid"]

NIL = 0
MAX_BID = 13


def verify_bid(bid: object) -> None:
    """Raise ``bad_bid`` unless ``bid`` is a whole number 0–13."""
    if isinstance(bid, bool) or not isinstance(bid, int) or not NIL <= bid <= MAX_BID:
        raise InvalidInputError(f"a bid is a whole number 0–13, not {str(bid)[:20]}", "bad_bid")


def can_bid(bid: object) -> bool:
    try:
        verify_bid(bid)
    except InvalidInputError:
        return False
    return True


def read_bids(values: object) -> tuple[int, int, int, int]:
    """Four bids by seat (0–3), each checked; ``bad_bid`` otherwise."""
    if not isinstance(values, (list, tuple)) or len(values) != 4:
        raise InvalidInputError("bids are four whole numbers, one per seat", "bad_bid")
    for b in values:
        verify_bid(b)
    return tuple(values)


def team_contract(bids: Sequence[int], team: Team) -> int:
    """The team's contract: its partners' bids added up, nil bids counting nothing."""
    return sum(bids[s] for s in team.seats)


def nil_bidders(bids: Sequence[int], team: Team) -> tuple[int, ...]:
    """The team's seats that bid nil, in seat order."""
    return tuple(s.value for s in team.seats if bids[s] == NIL)
