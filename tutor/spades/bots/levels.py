"""The four levels and the one entry point, :func:`decide`."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..errors import InvalidInputError
from .decisions import Decision
from .simple import level0, level1
from .strategy import level2, level3
from .view import View

__all__ = ["LEVELS", "decide"]

#: Per level (the index), the stable key the site's labels are looked up by.
LEVELS: tuple[str, ...] = ("random", "sensible", "counting", "strong")

LevelPlayer = Callable[[View, random.Random], Decision]

_PLAYERS: tuple[LevelPlayer, ...] = (level0, level1, level2, level3)


def _rng(view: View, seed: int) -> random.Random:
    """The decision's own randomness: the seed mixed with where in the deal it is and
    what the seat holds (a string seed hashes the same in every process)."""
    where = f"{seed}|{int(view.seat)}|{int(view.dealer)}|{view.bids}|{len(view.tricks)}|"
    where += " ".join(str(c) for c in view.current) + "|" + str(view.hand)
    return random.Random(where)


def decide(view: View, level: int, seed: int = 0) -> Decision:
    """The decision of ``level`` (0 random … 3 strong) for the seat of ``view``, which
    must be the seat to act (``not_your_turn``, ``wrong_phase`` otherwise).
    Deterministic for ``(view, level, seed)``."""
    if isinstance(level, bool) or not isinstance(level, int) or not 0 <= level < len(LEVELS):
        message = f"level must be 0 to {len(LEVELS) - 1}, not {level!r}"[:60]
        raise InvalidInputError(message, "bad_input")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidInputError("seed must be an integer", "bad_input")
    return _PLAYERS[level](view, _rng(view, seed))
