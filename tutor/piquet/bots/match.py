"""One deal played between two levels, as a record the ``score`` command reads."""

from __future__ import annotations

from typing import Any

from ..deal import Deal
from ..players import Player
from ..rules import CAVENDISH, Rules
from .decisions import apply_decision
from .levels import decide
from .view import decision_kind, view_of

__all__ = ["play_deal", "record_of"]


def play_deal(
    elder: int,
    younger: int,
    seed: int,
    rules: Rules = CAVENDISH,
    budget: float | None = None,
    partie: tuple[tuple[int, int], ...] = (),
) -> Deal:
    """Deal from ``seed`` and let level ``elder`` and level ``younger`` play it out; each
    bot's own seed is ``seed`` too (its randomness is mixed with where in the deal it is).
    ``partie``: earlier deals' (elder's, younger's) scores, if the deal is part of one."""
    deal = Deal.new(seed, rules)
    levels = {Player.ELDER: elder, Player.YOUNGER: younger}
    while decision_kind(deal) is not None:
        who: Player = deal.to_act  # type: ignore[assignment]
        mine = tuple((a, b) if who is Player.ELDER else (b, a) for a, b in partie)
        decision = decide(view_of(deal, who, mine), levels[who], seed, budget)
        apply_decision(deal, who, decision)
    return deal


def record_of(deal: Deal) -> dict[str, Any]:
    """The finished deal as an input of ``score``: dealt cards, both discards, the tricks,
    each player's declaration."""
    out: dict[str, Any] = dict(deal.dealt.to_dict())
    out["elder_discards"] = [str(c) for c in deal.discards(Player.ELDER)]
    out["younger_discards"] = [str(c) for c in deal.discards(Player.YOUNGER)]
    out["tricks"] = [[str(t.led), str(t.played)] for t in deal.tricks]
    out["declarations"] = {
        p.value: deal.declaration(p).to_dict()  # type: ignore[union-attr]
        for p in (Player.ELDER, Player.YOUNGER)
    }
    if deal.rules != CAVENDISH:
        out["rules"] = deal.rules.to_dict()
    return out
