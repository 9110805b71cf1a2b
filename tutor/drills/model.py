"""The drill layer's values: questions, steps, answer fields, verdicts, reasons, errors.

Everything here is language-neutral data; ``tutor/labels.py`` renders it per language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "ERROR_CODES",
    "DrillError",
    "Explanation",
    "Field",
    "Grading",
    "Rated",
    "Question",
    "Reason",
    "Step",
    "Verdict",
]

#: Every code a :class:`DrillError` can carry.
ERROR_CODES = ("unknown_kind", "bad_level", "bad_seed", "bad_params", "bad_answer")


class DrillError(ValueError):
    """Bad input to the drill layer; ``code`` is one of :data:`ERROR_CODES`.

    The message is for developers (it names the offending value); pages show the
    translated text for ``code``.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"DrillError({self.code!r}, {self.message!r})"


@dataclass(frozen=True)
class Explanation:
    """One sentence of explanation: a stable ``code`` and the numbers it needs."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


#: The earlier name of :class:`Explanation` (the engine has its own ``Reason``: why a
#: category was won); kept so that existing imports go on working.
Reason = Explanation


@dataclass(frozen=True)
class Field:
    """One answer field.

    ``type``: ``"int"`` (a number between ``min`` and ``max``; anything outside is not an
    answer but bad input), ``"choice"`` (one of ``options``, or several if ``multiple``) or
    ``"cards"`` (cards chosen from ``options``; ``multiple`` for several). ``required``
    fields must be present in an answer; an optional one may be left empty.
    ``concepts``: what a learner who gets this field wrong should review.
    """

    name: str
    type: Literal["int", "choice", "cards"]
    options: tuple[str, ...] = ()
    multiple: bool = False
    min: int | None = None
    max: int | None = None
    required: bool = True
    concepts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Rated:
    """One answer of a decision field as the coach rates it: its expected points (own
    minus the opponent's) and why."""

    value: float
    reasons: tuple[Explanation, ...] = ()


@dataclass(frozen=True)
class Grading:
    """How a decision field is marked: every legal answer (its canonical string) rated,
    ``best`` the top-rated one; an answer within ``margin`` points of the best is right
    (ties always are), so an equally good choice is never marked wrong.

    ``explain(answer)`` says what the verdict shows: the best answer with its value next
    to the learner's, and why (``coach_best`` / ``coach_yours`` and the rated reasons);
    an answer that is not among the rated ones (an illegal number of cards) gets
    ``coach_not_legal``.
    """

    options: Mapping[str, Rated]
    best: str
    margin: float

    def accepts(self, answer: str) -> bool:
        rated = self.options.get(answer)
        return rated is not None and rated.value >= self.options[self.best].value - self.margin

    @property
    def accepted(self) -> tuple[str, ...]:
        """Every right answer, best first."""
        ranked = sorted(self.options, key=lambda a: -self.options[a].value)
        return tuple(a for a in ranked if self.accepts(a))

    def cost(self, answer: str) -> float:
        """Points lost against the best (0 for the best and its ties)."""
        return round(self.options[self.best].value - self.options[answer].value, 1)

    def explain(self, answer: str) -> tuple[Explanation, ...]:
        best = self.options[self.best]
        out = [
            Explanation(
                "coach_best",
                {"answer": self.best, "value": _points(best.value), "margin": _points(self.margin)},
            )
        ]
        out.extend(best.reasons)
        rated = self.options.get(answer)
        if rated is None:
            out.append(Explanation("coach_not_legal", {"answer": answer}))
        elif answer != self.best:
            code = "coach_yours_right" if self.accepts(answer) else "coach_yours"
            params = {"answer": answer, "value": _points(rated.value)}
            params["cost"] = _points(self.cost(answer))
            out.append(Explanation(code, params))
            out.extend(r for r in rated.reasons if r not in best.reasons)
        if len(self.options) <= VALUES_LISTED:  # a card to play: every card's value
            ranked = sorted(self.options.items(), key=lambda item: -item[1].value)
            items = tuple((a, _points(r.value)) for a, r in ranked)
            out.append(Explanation("coach_values", {"items": items}))
        return tuple(out)


#: A decision with at most this many options lists every option's value in the verdict.
VALUES_LISTED = 12


def _points(value: float) -> float:
    """Expected points to one decimal, as the verdict shows them (labels format them)."""
    return round(value, 1)


@dataclass(frozen=True)
class Step:
    """One question the learner answers: ``prompt`` is language-neutral data (for the
    dialogue, elder's announcement, e.g. ``{"category": "point", "length": 5}``; empty for
    the kind's standard question); ``reasons`` explain this step's correct answer."""

    id: str
    prompt: Mapping[str, Any]
    fields: tuple[Field, ...]
    reasons: tuple[Explanation, ...] = ()


@dataclass(frozen=True)
class Question:
    """A drill question. ``seed`` is ``None`` and ``level`` 0 for :func:`make` questions.

    ``params`` round-trips: ``make(q.kind, q.params)`` builds the same content.
    """

    kind: str
    level: int
    seed: int | None
    params: Mapping[str, str]
    show: Mapping[str, Any]
    steps: tuple[Step, ...]
    expected: Mapping[str, str]
    concepts: tuple[str, ...]
    #: Decision fields (the coach's kinds) by name: how each is marked.
    grading: Mapping[str, Grading] = field(default_factory=dict)

    @property
    def fields(self) -> tuple[Field, ...]:
        """Every answer field, in step order."""
        return tuple(f for s in self.steps for f in s.fields)

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """The whole explanation, in step order."""
        return tuple(r for s in self.steps for r in s.reasons)


@dataclass(frozen=True)
class Verdict:
    """The checked answer: per field right or wrong, both answers as canonical strings,
    the explanation and the concepts to review."""

    correct: bool
    fields: Mapping[str, bool]
    given: Mapping[str, str]
    expected: Mapping[str, str]
    reasons: tuple[Explanation, ...]
    concepts_missed: tuple[str, ...]
