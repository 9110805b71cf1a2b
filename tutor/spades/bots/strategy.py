"""Levels 2 and 3 (placeholders until the counting and strong players land)."""

from __future__ import annotations

import random

from .decisions import Decision
from .simple import level1
from .view import View

__all__ = ["level2", "level3"]


def level2(view: View, rng: random.Random) -> Decision:
    return level1(view, rng)


def level3(view: View, rng: random.Random) -> Decision:
    return level1(view, rng)
