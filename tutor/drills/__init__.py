"""Drill questions on top of the rules engine: pure Python, no Django, no I/O.

A question is a pure function of ``(kind, seed, level)`` — or of fixed parameters in the
lesson-format notation (``docs/lesson-format.md``) — and an answer is checked against
what the engine computes. Everything returned is language-neutral data; ``tutor/labels.py``
renders it in the learner's language.

* :data:`KINDS` — every kind, in teaching order; :data:`LEVELS` — 1 clear-cut hands,
  2 tie rules and edge cases, 3 combinations.
* :func:`generate` ``(kind, seed, level)`` → :class:`Question` (deterministic; hands are
  built to have the level's property, in bounded time).
* :func:`make` ``(kind, params)`` → :class:`Question` from fixed parameters
  (``seed`` is ``None``, ``level`` 0); ``make(q.kind, q.params)`` rebuilds ``q``'s content.
* :func:`check` ``(question, answer)`` → :class:`Verdict`; :func:`check_step` checks one
  step of a multi-step question (``reply``). Answers are what an HTML form sends: strings,
  lists of strings for multi-select fields.
* :class:`DrillError` — ``code`` one of ``unknown_kind``, ``bad_level``, ``bad_seed``,
  ``bad_params``, ``bad_answer``. Nothing else is raised for bad input.

>>> q = make("point", {"hand": "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"})
>>> q.show["hand"][:3], q.expected
(('AS', 'KS', 'QS'), {'length': '5', 'value': '47'})
>>> [(f.name, f.type) for f in q.fields]
[('length', 'int'), ('value', 'int')]
>>> v = check(q, {"length": "5", "value": "48"})
>>> v.correct, v.fields, v.concepts_missed
(False, {'length': True, 'value': False}, ('point_value',))
>>> v.reasons[0].code, v.reasons[0].params
('point_best', {'suit': 'S', 'cards': 'AS KS QS 9S 7S', 'length': 5, 'value': 47})

The reply drill, one step per call of elder (the learner is younger):

>>> q = generate("reply", seed=7, level=1)
>>> q == generate("reply", seed=7, level=1), q.steps[0].id, q.steps[0].prompt["category"]
(True, 'point', 'point')
>>> check_step(q, 0, {"point": q.expected["point"]}).correct
True
>>> make(q.kind, q.params).steps == q.steps
True

Bad input is a :class:`DrillError` with a stable code:

>>> check(q, {"point": "maybe"})
Traceback (most recent call last):
...
tutor.drills.model.DrillError: point: 'maybe' is not one of ['good', 'not_good', 'equal']
>>> try:
...     generate("poker", 1, 1)
... except DrillError as e:
...     print(e.code)
unknown_kind
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from .answers import check, check_step
from .common import Kind
from .games import GAME_LIST, Game, game_of
from .model import (
    ERROR_CODES,
    DrillError,
    Explanation,
    Field,
    Grading,
    Question,
    Rated,
    Reason,
    Step,
    Verdict,
)
from .params import check_keys

__all__ = [
    "ERROR_CODES",
    "GAMES",
    "GAME_LIST",
    "KINDS",
    "LEVELS",
    "MAX_SEED",
    "DrillError",
    "Explanation",
    "Field",
    "Game",
    "Grading",
    "Question",
    "Rated",
    "Reason",
    "Step",
    "Verdict",
    "check",
    "check_step",
    "game_of",
    "generate",
    "make",
]

_KINDS: dict[str, Kind] = {k.name: k for game in GAME_LIST for k in game.kinds}

#: Every question kind, in teaching order (the order of docs/lesson-format.md's tables):
#: the Piquet kinds, then the Spades kinds.
KINDS: tuple[str, ...] = tuple(_KINDS)
#: The kinds of each game, in teaching order (from the registry, :mod:`.games`).
GAMES: dict[str, tuple[str, ...]] = {game.id: game.kind_names for game in GAME_LIST}
LEVELS = (1, 2, 3)
#: Seeds are 0 … 2**63 - 1 (they fit a database's bigint).
MAX_SEED = 2**63 - 1


def _kind(kind: object) -> Kind:
    if not isinstance(kind, str) or kind not in _KINDS:
        raise DrillError(f"no question kind {str(kind)[:30]!r}", "unknown_kind")
    return _KINDS[kind]


def _question(spec: Kind, params: Mapping[str, str], level: int, seed: int | None) -> Question:
    check_keys(params, spec.required, spec.optional)
    built = spec.build(params)
    concepts = tuple(dict.fromkeys(c for s in built.steps for f in s.fields for c in f.concepts))
    return Question(
        kind=spec.name,
        level=level,
        seed=seed,
        params=built.params,
        show=built.show,
        steps=built.steps,
        expected=built.expected,
        concepts=concepts,
        grading=built.grading,
    )


def make(kind: str, params: Mapping[str, str]) -> Question:
    """A question from fixed parameters (a lesson exercise). Raises ``unknown_kind`` or
    ``bad_params``."""
    return _question(_kind(kind), params, 0, None)


def generate(kind: str, seed: int, level: int) -> Question:
    """The question ``seed`` of ``kind`` at ``level``; the same arguments always give the
    same question. Raises ``unknown_kind``, ``bad_level`` or ``bad_seed``."""
    spec = _kind(kind)
    if type(level) is not int or level not in LEVELS:
        raise DrillError(f"level must be one of {LEVELS}, not {str(level)[:20]}", "bad_level")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise DrillError(f"a seed is a whole number 0–{MAX_SEED}, not {str(seed)[:30]}", "bad_seed")
    rng = random.Random(f"{kind}:{level}:{seed}")
    return _question(spec, spec.generate(rng, level), level, seed)
