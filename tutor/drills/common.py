"""What every question kind shares: the built content, answer-field helpers, option lists."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tutor.piquet.cards import Rank
from tutor.piquet.declarations import SEQUENCE_NAMES, SetKind

from .model import Explanation, Field, Grading, Step

T = TypeVar("T")

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
RANKS = tuple(r.value for r in Rank)  # A K Q J T 9 8 7
SEQUENCE_OPTIONS = ("none", *SEQUENCE_NAMES.values())
#: A sequence has three cards or more, so its top is at least two ranks above the lowest:
#: A … 9 (a tierce to the nine is the lowest sequence).
TOP_OPTIONS = RANKS[: -(min(SEQUENCE_NAMES) - 1)]
SET_OPTIONS = ("none",) + tuple(
    f"{kind.value} {rank.value}"
    for kind in (SetKind.QUATORZE, SetKind.TRIO)
    for rank in Rank
    if rank.forms_sets
)
BONUSES = ("repique", "pique", "none")


@dataclass(frozen=True)
class Built:
    """A question's content, computed from its parameters."""

    params: dict[str, str]
    show: dict[str, Any]
    steps: tuple[Step, ...]
    expected: dict[str, str]
    grading: Mapping[str, Grading] = field(default_factory=dict)


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


def single_step(
    kind: str, fields: tuple[Field, ...], reasons: tuple[Explanation, ...] | list[Explanation]
) -> tuple[Step, ...]:
    """The one step of most kinds: the kind's standard question (an empty prompt)."""
    return (Step(kind, {}, fields, tuple(reasons)),)


def unique(items: list[T]) -> tuple[T, ...]:
    return tuple(dict.fromkeys(items))
