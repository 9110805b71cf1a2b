"""A bot's decisions, their JSON form, and carrying one out on a :class:`Deal`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bidding import NIL
from ..cards import Card
from ..deal import Deal
from ..errors import InvalidInputError
from ..seats import Seat

__all__ = ["BidDecision", "Decision", "PlayDecision", "apply_decision", "decision_to_dict"]


@dataclass(frozen=True, slots=True)
class BidDecision:
    """Bid this many tricks (0 is nil)."""

    bid: int

    @property
    def nil(self) -> bool:
        return self.bid == NIL


@dataclass(frozen=True, slots=True)
class PlayDecision:
    """Lead or play this card."""

    card: Card


Decision = BidDecision | PlayDecision


def decision_to_dict(decision: Decision) -> dict[str, Any]:
    """The command line's form: ``{"bid": 0–13}`` or ``{"play": "AS"}``."""
    if isinstance(decision, BidDecision):
        return {"bid": decision.bid}
    return {"play": str(decision.card)}


def apply_decision(deal: Deal, seat: Seat | int, decision: Decision) -> None:
    """Carry out ``decision`` for ``seat`` with the deal's own ``bid``/``play`` (which
    check it: ``not_your_turn``, ``wrong_phase``, ``bad_bid``, ``revoke`` …)."""
    if isinstance(decision, BidDecision):
        deal.bid(decision.bid, seat)
    elif isinstance(decision, PlayDecision):
        deal.play(decision.card, seat)
    else:
        raise InvalidInputError(f"not a decision: {decision!r}"[:80], "bad_input")
