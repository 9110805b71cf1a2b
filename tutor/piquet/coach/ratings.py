"""The coach's answer: :class:`Rating` per option, with :class:`Reason` values, and the
questions asked of a list of ratings (:func:`accepted`, :func:`cost`, :func:`find`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass, field

from ..bots.decisions import Decision, DeclareDecision, ExchangeDecision

__all__ = [
    "EPSILON",
    "REASON_CODES",
    "Params",
    "Reason",
    "Rating",
    "accepted",
    "cost",
    "find",
    "same_decision",
]

#: Every reason code the evaluator gives, with the names of the terms it may carry (in
#: ``Reason.params``; the package docstring says what each means). Labels are written
#: from this table; a test checks that no other code or term appears.
REASON_CODES: dict[str, tuple[str, ...]] = {
    # exchange
    "keeps_point": ("suit", "length"),
    "breaks_point": ("suit", "length", "kept"),
    "point_odds": (),
    "keeps_sequence": ("suit", "rank", "length", "name"),
    "breaks_sequence": ("suit", "rank", "length", "name", "kept"),
    "sequence_odds": (),
    "keeps_set": ("rank", "count", "name"),
    "breaks_set": ("rank", "count", "name", "kept"),
    "set_odds": (),
    "makes_repique": ("chance",),
    "concedes_repique": ("chance",),
    "blocks_repique": ("risk",),
    "wins_cards": ("tricks",),
    "loses_cards": ("tricks",),
    "keeps_guard": ("suit", "rank"),
    "unguards": ("suit", "rank"),
    "throws_suit": ("suit",),
    "breaks_suits": ("count",),
    "leaves_cards": ("count",),
    # declaration
    "declares": ("category", "suit", "rank", "length", "name", "count", "scores"),
    "sinks": ("category", "suit", "rank", "length", "name", "count", "scores"),
    # play
    "leads": ("suit", "rank"),
    "wins_trick": ("suit", "rank"),
    "loses_trick": ("suit", "rank"),
    "last_trick": ("suit", "rank"),
    "loses_last_trick": ("suit", "rank"),
    "later_tricks": (),
    "makes_capot": (),
    "concedes_capot": (),
    "makes_pique": (),
    "concedes_pique": (),
    "rubicon": (),
}

#: Values closer than this are equal (sums of the same integers in another order).
EPSILON = 1e-9


class Params(Mapping[str, str | int]):
    """A reason's terms: an immutable, hashable mapping (so ratings can be set members
    and dictionary keys); equal to a ``dict`` with the same items."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, str | int] | None = None) -> None:
        self._items = dict(items or {})

    def __getitem__(self, key: str) -> str | int:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(frozenset(self._items.items()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self._items == dict(other.items())
        return NotImplemented

    def __repr__(self) -> str:
        return repr(self._items)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an option is worth what it is: a stable ``code`` (see the package doc), the
    share of the option's value it stands for (signed, the deciding player's view) and
    its terms (engine values only: ``Suit.value``, ``Rank.value``, whole numbers,
    combination names)."""

    code: str
    points: float
    params: Mapping[str, str | int] = field(default_factory=Params)

    def __post_init__(self) -> None:
        if not isinstance(self.params, Params):
            object.__setattr__(self, "params", Params(self.params))


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
