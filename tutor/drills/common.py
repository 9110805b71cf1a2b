"""What every question kind shares: the built content, answer-field helpers, option lists."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.piquet.declarations import SEQUENCE_NAMES

from .model import Field, Step

__all__ = [
    "PLAYERS",
    "RANKS",
    "REPLIES",
    "SEQUENCE_OPTIONS",
    "SET_OPTIONS",
    "TOP_OPTIONS",
    "YES_NO",
    "Built",
    "Kind",
    "choice_field",
    "int_field",
    "single_step",
]

#: Choice values (the labels module translates every one of them).
YES_NO = ("yes", "no")
PLAYERS = ("elder", "younger", "nobody")
REPLIES = ("good", "not_good", "equal")
RANKS = ("A", "K", "Q", "J", "T", "9", "8", "7")
SEQUENCE_OPTIONS = ("none", *SEQUENCE_NAMES.values())
TOP_OPTIONS = ("A", "K", "Q", "J", "T", "9")  # a tierce to the nine is the lowest sequence
SET_OPTIONS = ("none",) + tuple(f"{k} {r}" for k in ("quatorze", "trio") for r in "AKQJT")
BONUSES = ("repique", "pique", "none")


@dataclass(frozen=True)
class Built:
    """A question's content, computed from its parameters."""

    params: dict[str, str]
    show: dict[str, Any]
    steps: tuple[Step, ...]
    expected: dict[str, str]


@dataclass(frozen=True)
class Kind:
    """A question kind: its parameter names, a generator of parameters for a level, and
    the builder of the content from parameters (which raises ``bad_params``)."""

    name: str
    required: tuple[str, ...]
    optional: tuple[str, ...]
    generate: Callable[[random.Random, int], dict[str, str]]
    build: Callable[[Mapping[str, str]], Built]


def int_field(name: str, concepts: tuple[str, ...], top: int = 200) -> Field:
    return Field(name, "int", min=0, max=top, concepts=concepts)


def choice_field(
    name: str,
    options: tuple[str, ...],
    concepts: tuple[str, ...],
    *,
    multiple: bool = False,
    required: bool = True,
) -> Field:
    return Field(name, "choice", options, multiple=multiple, required=required, concepts=concepts)


def single_step(kind: str, fields: tuple[Field, ...], reasons: tuple) -> tuple[Step, ...]:
    """The one step of most kinds: the kind's standard question (an empty prompt)."""
    return (Step(kind, {}, fields, tuple(reasons)),)


def unique(items: list) -> tuple:
    return tuple(dict.fromkeys(items))
