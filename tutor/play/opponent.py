"""The computer opponent, as the table calls it: the only module that talks to the bots.

The table never decides anything for the computer. It hands the bot the computer's own
view of the deal (``view_of``: what that seat may know, never the learner's hand), takes
its decision and lets the bots' ``apply_decision`` carry it out through the engine.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.piquet import Deal, Player
from tutor.piquet.bots import LEVELS as BOT_LEVELS
from tutor.piquet.bots import apply_decision, decide, view_of

__all__ = ["LEVELS", "move"]

#: The opponent levels a learner may choose (1 weakest … 5 strongest).
LEVELS = tuple(sorted(BOT_LEVELS))


def move(
    deal: Deal, player: Player, level: int, seed: int, partie: Sequence[tuple[int, int]] = ()
) -> None:
    """Let the computer, sitting at ``player``, make its next decision in ``deal``.
    ``partie``: the computer's (own, learner's) points in the partie's earlier deals."""
    decision = decide(view_of(deal, player, tuple(partie)), level, seed)
    apply_decision(deal, player, decision)
