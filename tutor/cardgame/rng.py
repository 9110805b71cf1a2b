"""Seeded randomness: every deal is reproducible from a seed (no module-level random).

>>> make_rng(7).random() == make_rng(7).random()
True
"""

from __future__ import annotations

import random

from .errors import CardGameError

__all__ = ["make_rng"]


def make_rng(
    seed_or_rng: int | random.Random, error: type[CardGameError] = CardGameError
) -> random.Random:
    """A ``random.Random`` from an integer seed (a generator passes through).

    Anything else raises ``error`` (the calling engine's own class) with code ``bad_input``.
    """
    if isinstance(seed_or_rng, random.Random):
        return seed_or_rng
    if isinstance(seed_or_rng, bool) or not isinstance(seed_or_rng, int):
        raise error("a seed is an integer", "bad_input")
    return random.Random(seed_or_rng)
