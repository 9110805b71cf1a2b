"""A bot's decisions, their JSON form, and carrying one out on a :class:`Deal`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..deal import Action, Deal
from ..declarations import Declaration
from ..errors import InvalidInputError
from ..players import Player

__all__ = [
    "DeclareDecision",
    "Decision",
    "ExchangeDecision",
    "LeftoversDecision",
    "PlayDecision",
    "apply_decision",
    "decision_to_dict",
]


@dataclass(frozen=True, slots=True)
class ExchangeDecision:
    """Discard these cards (and take as many). ``show_leftovers``: younger's Law 36
    choice for the cards he leaves (the :class:`Deal` asks it separately at elder's
    first lead, as a :class:`LeftoversDecision`)."""

    discard: tuple[Card, ...]
    show_leftovers: bool = False


@dataclass(frozen=True, slots=True)
class DeclareDecision:
    """What to declare; a combination left out is sunk."""

    declaration: Declaration


@dataclass(frozen=True, slots=True)
class LeftoversDecision:
    """Younger at elder's first lead: whether both see the cards he left (Law 36)."""

    look: bool


@dataclass(frozen=True, slots=True)
class PlayDecision:
    """Lead or play this card."""

    card: Card


Decision = ExchangeDecision | DeclareDecision | LeftoversDecision | PlayDecision


def decision_to_dict(decision: Decision, role: Player | None = None) -> dict[str, Any]:
    """The command line's form: ``{"discard": [...]}`` (younger also gets
    ``show_leftovers``), ``{"declare": {...}}``, ``{"play": card}``."""
    if isinstance(decision, ExchangeDecision):
        out: dict[str, Any] = {"discard": [str(c) for c in decision.discard]}
        if role is Player.YOUNGER:
            out["show_leftovers"] = decision.show_leftovers
        return out
    if isinstance(decision, DeclareDecision):
        return {"declare": decision.declaration.to_dict()}
    if isinstance(decision, LeftoversDecision):
        return {"show_leftovers": decision.look}
    return {"play": str(decision.card)}


def apply_decision(deal: Deal, player: Player, decision: Decision) -> Action:
    """Carry out ``decision`` for ``player`` with the deal's own act methods (which
    check it); returns the recorded action."""
    if isinstance(decision, ExchangeDecision):
        return deal.exchange(decision.discard, player)
    if isinstance(decision, DeclareDecision):
        return deal.declare(decision.declaration, player)
    if isinstance(decision, LeftoversDecision):
        return deal.view_leftovers(decision.look, player)
    if isinstance(decision, PlayDecision):
        return deal.play(decision.card, player)
    raise InvalidInputError(f"not a decision: {decision!r}"[:80], "bad_input")
