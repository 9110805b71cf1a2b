"""The Spades computer players, as the table calls them: the only module that talks to
the Spades bots (``tutor.spades.bots``).

The table never decides anything for a computer. It hands the bot that seat's own view
of the hand (``view_of``: what the seat may know, never another seat's cards, with the
running scores and carried bags), takes its decision and lets the bots'
``apply_decision`` carry it out through the engine.
"""

from __future__ import annotations

from tutor.spades import Deal, Seat
from tutor.spades.bots import LEVELS as BOT_LEVELS
from tutor.spades.bots import apply_decision, decide, view_of

__all__ = ["LEVELS", "LEVEL_KEYS", "move"]

#: The levels a learner may choose (level 0, random play, is the bots' yardstick only).
LEVELS = tuple(range(1, len(BOT_LEVELS)))
#: Each level's stable key (``sensible``, ``counting``, ``strong``), for its labels.
LEVEL_KEYS = {n: BOT_LEVELS[n] for n in LEVELS}


def move(
    deal: Deal,
    seat: Seat,
    level: int,
    seed: int,
    scores: tuple[int, int] = (0, 0),
    bags: tuple[int, int] = (0, 0),
) -> None:
    """Let the computer at ``seat`` make its next bid or card in ``deal``."""
    decision = decide(view_of(deal, seat, scores=scores, bags=bags), level, seed)
    apply_decision(deal, seat, decision)
