"""The Spades computer players: pure functions from one seat's :class:`View` and a seed
to a :class:`Decision`, never reading another seat's cards.

Use::

    view = view_of(deal, seat, scores, bags)  # what ``seat`` may know now
    decision = decide(view, level, seed)      # level 0 random … 3 strong
    apply_decision(deal, seat, decision)      # carried out by the Deal's own bid/play

=======================  ====================  ==========================
deal phase               ``View.decision``     decision
=======================  ====================  ==========================
``bidding``              ``bid``               :class:`BidDecision` (0 = nil)
``play``                 ``play``              :class:`PlayDecision`
``complete``             (none)
=======================  ====================  ==========================

Levels (``LEVELS[level]`` is a stable key for labels):

0. ``random``: a uniformly random legal bid and card (the yardstick, not an opponent);
1. ``sensible``: bids its quick tricks, never nil; wins cheaply unless the partner is
   winning, otherwise plays low;
2. ``counting``: also remembers every card played and who showed out of a suit, cashes
   its masters, counts its contract and avoids needless bags;
3. ``strong``: bids by expected tricks (nil with a hand that can duck everything), plays
   for the partnership: covers the partner's nil, sets the opponents' nil and contract.

Every decision is a function of ``(view, level, seed)`` only.
"""

from __future__ import annotations

from .decisions import BidDecision, Decision, PlayDecision, apply_decision, decision_to_dict
from .levels import LEVELS, decide
from .view import DecisionKind, View, bad_view, view_of

__all__ = [
    "LEVELS",
    "BidDecision",
    "Decision",
    "DecisionKind",
    "PlayDecision",
    "View",
    "apply_decision",
    "bad_view",
    "decide",
    "decision_to_dict",
    "view_of",
]
