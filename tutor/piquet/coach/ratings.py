"""The coach's answer: :class:`Rating` per option, with :class:`Reason` values, and the
questions asked of a list of ratings (:func:`accepted`, :func:`cost`, :func:`find`)."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass, field

from ..bots.decisions import Decision, DeclareDecision, ExchangeDecision

__all__ = ["EPSILON", "Reason", "Rating", "accepted", "cost", "find", "same_decision"]

#: Values closer than this are equal (sums of the same integers in another order).
EPSILON = 1e-9


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an option is worth what it is: a stable ``code`` (see the package doc), the
    share of the option's value it stands for (signed, the deciding player's view) and
    its terms (engine values only: ``Suit.value``, ``Rank.value``, whole numbers,
    combination names)."""

    code: str
    points: float
    params: Mapping[str, str | int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Rating:
    """One option of a decision, its expected value (see the package doc for what is
    counted) and the reasons for it, the most important first."""

    decision: Decision
    value: float
    reasons: tuple[Reason, ...] = ()


def _key(decision: Decision) -> object:
    if isinstance(decision, ExchangeDecision):
        return ("exchange", frozenset(decision.discard))
    if isinstance(decision, DeclareDecision):
        d = decision.declaration
        return ("declare", d.point, frozenset(d.sequences), frozenset(d.sets))
    return decision


def same_decision(a: Decision, b: Decision) -> bool:
    """Whether two decisions do the same (discards in any order; a younger's Law 36
    choice made with the exchange does not change its value)."""
    return _key(a) == _key(b)


def find(ratings: Seq[Rating], decision: Decision) -> Rating:
    """The rating of ``decision``; ``ValueError`` if it was not rated (not legal)."""
    for r in ratings:
        if same_decision(r.decision, decision):
            return r
    raise ValueError(f"not a rated option: {decision!r}"[:120])


def accepted(ratings: Seq[Rating], margin: float = 0.0) -> tuple[Rating, ...]:
    """The options within ``margin`` points of the best (ties always included), best
    first."""
    if not ratings:
        return ()
    best = max(r.value for r in ratings)
    return tuple(r for r in ratings if best - r.value <= margin + EPSILON)


def cost(ratings: Seq[Rating], decision: Decision) -> float:
    """The points ``decision`` costs against the best option (0 for a best one, never
    negative); ``ValueError`` if it was not rated."""
    best = max(r.value for r in ratings)
    return max(0.0, best - find(ratings, decision).value)
