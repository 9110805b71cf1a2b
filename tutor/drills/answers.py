"""Reading an answer as it comes from an HTML form and comparing it with the expected one.

Every field value is normalised to a canonical string (numbers without leading zeros,
choices in lower case as listed, cards in notation in the hand's order, several values
space-separated). Anything malformed raises ``DrillError("bad_answer")``; nothing else
escapes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TypeVar

from tutor.cardgame import canonical

from .model import DrillError, Explanation, Field, Question, Step, Verdict

T = TypeVar("T")

__all__ = ["check", "check_step", "normalise"]

_INT = re.compile(r"[+-]?\d{1,6}")
_MAX_TEXT = 200


def _bad(message: str) -> DrillError:
    return DrillError("bad_answer", message[:200])


def _values(field: Field, raw: object) -> list[str]:
    """The raw value as a list of non-empty strings (a multi-select gives a list, a text
    input one string that may hold several values separated by spaces)."""
    if isinstance(raw, str):
        items: list[object] = list(raw.replace(",", " ").split() if field.multiple else [raw])
    elif isinstance(raw, (list, tuple)):
        items = list(raw)
    else:
        raise _bad(f"{field.name}: not text but {type(raw).__name__}")
    if len(items) > 32:
        raise _bad(f"{field.name}: too many values")
    out = []
    for item in items:
        if not isinstance(item, str):
            raise _bad(f"{field.name}: not text but {type(item).__name__}")
        if len(item) > _MAX_TEXT:
            raise _bad(f"{field.name}: too long")
        text = item.strip()
        if text:
            out.append(text)
    if not field.multiple and len(out) > 1:
        raise _bad(f"{field.name}: one value expected, got {len(out)}")
    return out


def normalise(field: Field, raw: object) -> str:
    """The canonical string for ``raw`` (``""`` for an empty optional field)."""
    values = _values(field, raw)
    if not values:
        if field.required and not field.multiple:
            raise _bad(f"{field.name}: no answer")
        return ""
    if field.type == "int":
        text = values[0]
        if not _INT.fullmatch(text):
            raise _bad(f"{field.name}: not a whole number: {text[:20]!r}")
        number = int(text)
        if (field.min is not None and number < field.min) or (
            field.max is not None and number > field.max
        ):
            raise _bad(f"{field.name}: {number} is outside {field.min}–{field.max}")
        return str(number)
    if field.type == "choice":
        chosen = []
        lookup = {o.lower(): o for o in field.options}
        for text in values:
            value = lookup.get(" ".join(text.lower().split()))
            if value is None:
                raise _bad(f"{field.name}: {text[:20]!r} is not one of {list(field.options)}")
            if value in chosen:
                raise _bad(f"{field.name}: {value} given twice")
            chosen.append(value)
        chosen.sort(key=field.options.index)
        return " ".join(chosen)
    cards = []
    for text in values:
        card = canonical(text)  # either game's cards; the options say which may be chosen
        if card is None:
            raise _bad(f"{field.name}: not a card: {text[:20]!r}")
        if card not in field.options:
            raise _bad(f"{field.name}: {card} is not among the cards to choose from")
        if card in cards:
            raise _bad(f"{field.name}: {card} given twice")
        cards.append(card)
    cards.sort(key=field.options.index)
    return " ".join(cards)


def _field_correct(field: Field, given: str, expected: str) -> bool:
    if not field.required and not field.multiple and expected == "":
        return True  # the top card when there is no sequence: nothing to get wrong
    return given == expected


def _unique(items: Sequence[T]) -> tuple[T, ...]:
    out: list[T] = []
    for item in items:
        if item not in out:
            out.append(item)
    return tuple(out)


def _check_steps(question: Question, steps: Sequence[Step], answer: object) -> Verdict:
    if not isinstance(answer, Mapping):
        raise _bad("an answer is a mapping of field names to values")
    fields: dict[str, bool] = {}
    given: dict[str, str] = {}
    expected: dict[str, str] = {}
    reasons: list[Explanation] = []
    missed: list[str] = []
    for step in steps:
        reasons.extend(step.reasons)
        for field in step.fields:
            raw = answer.get(field.name, [] if field.multiple or not field.required else None)
            if raw is None:
                raise _bad(f"{field.name}: no answer")
            value = normalise(field, raw)
            want = question.expected[field.name]
            grading = question.grading.get(field.name)
            if grading is not None:  # a decision: any answer within the margin is right
                ok = grading.accepts(value)
                reasons.extend(grading.explain(value))
            else:
                ok = _field_correct(field, value, want)
            fields[field.name] = ok
            given[field.name] = value
            expected[field.name] = want
            if not ok:
                missed.extend(field.concepts)
    return Verdict(
        correct=all(fields.values()),
        fields=fields,
        given=given,
        expected=expected,
        reasons=_unique(reasons),
        concepts_missed=_unique(missed),
    )


def check(question: Question, answer: Mapping[str, str | Sequence[str]]) -> Verdict:
    """Check every step's fields at once."""
    return _check_steps(question, question.steps, answer)


def check_step(question: Question, step: int, answer: Mapping[str, str | Sequence[str]]) -> Verdict:
    """Check one step (0-based index into ``question.steps``); ``answer`` holds only
    that step's fields."""
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(question.steps):
        raise _bad(f"no step {str(step)[:20]} in a question of {len(question.steps)} steps")
    return _check_steps(question, (question.steps[step],), answer)
