"""The computer opponents: pure functions from a player's :class:`View` and a seed to a
:class:`Decision`, never reading the full deal.

Use::

    view = view_of(deal, player)            # what ``player`` may know now
    decision = decide(view, level, seed)    # level 0 random, 1..5 the opponents
    apply_decision(deal, player, decision)  # carried out by the Deal's own act methods

Which decision each phase of the :class:`~tutor.piquet.Deal` needs
(:func:`decision_kind` answers it for the player to act, ``deal.to_act``):

=====================================  =======================  ==========================
deal                                   ``View.decision``         decision
=====================================  =======================  ==========================
``elder_exchange``, ``younger_exchange``  ``exchange``           :class:`ExchangeDecision`
``declaration`` (elder, then younger)  ``declare``               :class:`DeclareDecision`
``play``, younger at elder's first     ``leftovers``             :class:`LeftoversDecision`
lead while he may still show the cards
he left (Law 36, ``both_or_neither``)
``play``                               ``play``                  :class:`PlayDecision`
``complete``                           (none)
=====================================  =======================  ==========================

A carte blanche needs no decision: the Deal finds it in the dealt hand, announces it
and shows it per ``Rules.carte_blanche_show``; the opponent's view then carries the
twelve cards in ``opponent_carte_blanche``. ``ExchangeDecision.show_leftovers`` is the
command line's way of asking the Law 36 choice early; the Deal asks it as its own
decision, and the bots answer both the same way.

Levels (``LEVELS`` gives each a stable key for labels):

0. a uniformly random legal player (the yardstick, not an opponent);
1. keeps its longest suit, plays its highest card;
2. values its hand for the exchange by the expected declarations over the unseen cards,
   declares everything;
3. also remembers every card played and seen, guards suits, fights for the seventh and
   the last trick;
4. also reads the opponent from the exchange count and the calls, sinks when it pays,
   and searches over hands consistent with what it knows;
5. also solves the last tricks exactly over the consistent hands, and plays for the
   partie near the Rubicon.

Every decision is a function of ``(view, level, seed)`` only; levels 4 and 5 search
within ``budget`` seconds (anytime: a deadline stops the search, never the answer).
"""

from __future__ import annotations

from .decisions import (
    Decision,
    DeclareDecision,
    ExchangeDecision,
    LeftoversDecision,
    PlayDecision,
    apply_decision,
    decision_to_dict,
)
from .levels import DEFAULT_BUDGET, LEVELS, decide
from .view import Calls, DecisionKind, Declared, View, decision_kind, view_of

__all__ = [
    "DEFAULT_BUDGET",
    "LEVELS",
    "Calls",
    "DecisionKind",
    "Declared",
    "DeclareDecision",
    "Decision",
    "ExchangeDecision",
    "LeftoversDecision",
    "PlayDecision",
    "View",
    "apply_decision",
    "decide",
    "decision_kind",
    "decision_to_dict",
    "view_of",
]
