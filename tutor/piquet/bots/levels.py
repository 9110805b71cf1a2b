"""The five levels and the one entry point, :func:`decide`."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..errors import InvalidInputError
from .decisions import Decision
from .simple import level0, level1
from .strategy import level2, level3, level4, level5
from .view import View

__all__ = ["DEFAULT_BUDGET", "LEVELS", "decide"]

#: Per opponent level, the stable key the site's labels are looked up by.
LEVELS: dict[int, str] = {1: "level1", 2: "level2", 3: "level3", 4: "level4", 5: "level5"}

#: Seconds a level 4 or 5 decision may search (the deadline is hard; see bench_bots).
DEFAULT_BUDGET = 1.5

Player = Callable[[View, random.Random], Decision]

_PLAYERS: dict[int, Player] = {0: level0, 1: level1, 2: level2, 3: level3}
_SEARCHERS = {4: level4, 5: level5}


def _rng(view: View, seed: int) -> random.Random:
    """The decision's own randomness: the seed mixed with where in the deal it is (a
    string seed is hashed the same way in every process)."""
    where = f"{seed}|{view.role}|{view.decision}|{len(view.tricks)}|{view.led}|"
    return random.Random(where + " ".join(str(c) for c in view.hand))


def decide(view: View, level: int, seed: int = 0, budget: float | None = None) -> Decision:
    """The decision of the opponent ``level`` (0 random, 1..5) for ``view``.

    Deterministic for ``(view, level, seed)``; ``budget`` (seconds) bounds the search of
    levels 4 and 5 (default :data:`DEFAULT_BUDGET`).
    """
    if isinstance(level, bool) or level not in (0, *LEVELS):
        raise InvalidInputError(f"level must be 0 to 5, not {level!r}"[:60], "bad_input")
    if level in _SEARCHERS:
        return _SEARCHERS[level](
            view, _rng(view, seed), DEFAULT_BUDGET if budget is None else budget
        )
    return _PLAYERS[level](view, _rng(view, seed))
