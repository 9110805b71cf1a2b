"""How the classes app asks the drill layer for questions and verdicts.

A quiz stores seeds, never hands: the question for an item is regenerated every time
(``generate(kind, seed, level)``, or ``make(kind, params)`` for a fixed hand). With
"different hands for each pupil" each attempt gets its own seed, derived from the
item's seed and the attempt's id, so it is stable for that attempt; so does every
attempt after the first, unless the teacher asked for the same hands in every attempt.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping

from django.utils.translation import gettext_lazy as _

from tutor import drills, drillweb, labels
from tutor.drills.model import DrillError, Field, Question, Verdict

from .models import Attempt, QuizItem

__all__ = [
    "DrillError",
    "answer_text",
    "check",
    "kind_choices",
    "kind_label",
    "kind_prompt",
    "level_choices",
    "Questions",
    "question_for",
]


def kind_label(kind: str) -> str:
    return str(labels.kind_label(kind))


def kind_prompt(kind: str) -> str:
    """The kind's standard question, e.g. "What is your point?"."""
    return str(labels.kind_prompt(kind))


def kind_choices() -> list[tuple[str, str]]:
    """``(kind, translated name)`` for every drill kind, in the drill layer's order."""
    return [(kind, kind_label(kind)) for kind in drills.KINDS]


def answer_text(field: Field, value: str, kind: str | None = None) -> str:
    """One field of an answer as text in the current language, e.g. "Reply: equal"."""
    if value == "":
        shown = str(_("none"))
    elif field.type == "cards" or (field.type == "choice" and field.multiple):
        # several values, space-separated (a card never holds a space)
        shown = ", ".join(str(labels.option_label(field.name, v, kind)) for v in value.split())
    elif field.type == "choice":
        # one value, which may hold a space itself ("quatorze K")
        shown = str(labels.option_label(field.name, value, kind))
    else:
        shown = value
    return f"{labels.field_label(field.name)}: {shown}"


def level_choices() -> list[tuple[int, str]]:
    return [(level, str(level)) for level in drills.LEVELS]


def attempt_seed(seed: int, attempt: Attempt) -> int:
    """The seed of an item for one attempt when every pupil gets different hands."""
    digest = hashlib.sha256(f"{seed}:{attempt.public_id}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % drillweb.NEW_SEEDS


def _own_hands(item: QuizItem, attempt: Attempt) -> bool:
    """Does this attempt get hands of its own? With different hands per pupil, always;
    otherwise from the second attempt on, unless the teacher asked for the same hands."""
    if item.quiz.different_hands_per_pupil:
        return True
    return attempt.number > 1 and not attempt.assignment.same_hands_each_attempt


def _source(item: QuizItem, attempt: Attempt | None) -> tuple[str, int, int] | None:
    """``(kind, seed, level)`` of the question ``attempt`` sees for ``item``; None for a
    fixed hand (``item.params``). Raises ``DrillError`` for an item without either."""
    if item.params:
        return None
    seed = item.seed
    if seed is None:  # never stored: quiz_views and quiz_edit_views give each one a seed
        raise DrillError(f"item {item.pk} has neither params nor a seed", "bad_seed")
    if attempt is not None and _own_hands(item, attempt):
        seed = attempt_seed(seed, attempt)
    return item.kind, seed, item.level


def question_for(item: QuizItem, attempt: Attempt | None = None) -> Question:
    """The question of ``item`` as ``attempt`` sees it (raises ``DrillError`` if the
    stored item no longer makes a question)."""
    source = _source(item, attempt)
    if source is None:
        return drills.make(item.kind, item.params)
    return drills.generate(*source)


def answer_key(given: Mapping | str) -> str:
    """An answer as a dictionary key (the same fields and values give the same key); an
    answer as stored (JSON text) is its own key: it is decoded only when it must be checked.
    The two never meet (a text starts with "{", the other with "[")."""
    return given if isinstance(given, str) else repr(sorted(given.items()))


class Questions:
    """The questions of one results page or export, each built once: by what it is made
    from (its kind, seed and level, or the item's fixed hand), so pupils who see the same
    hand share it and a pupil with hands of their own gets theirs; and each answer given
    to a question checked once, and worded once (pupils often give the same one)."""

    def __init__(self) -> None:
        self._built: dict[object, Question | None] = {}
        self._checked: dict[tuple[object, str], Verdict] = {}
        self._texts: dict[tuple[object, str], str] = {}

    @staticmethod
    def key(item: QuizItem, attempt: Attempt | None) -> object:
        """What the question is made from (raises ``DrillError`` for an item without)."""
        return _source(item, attempt) or ("params", item.pk)

    def get(self, item: QuizItem, attempt: Attempt | None) -> Question | None:
        """The question, or None if the stored item no longer makes one."""
        try:
            key = self.key(item, attempt)
        except DrillError:
            return None
        return self._question(key, item, attempt)

    def _question(self, key: object, item: QuizItem, attempt: Attempt | None) -> Question | None:
        if key not in self._built:
            try:
                self._built[key] = question_for(item, attempt)
            except DrillError:
                self._built[key] = None
        return self._built[key]

    def verdict(
        self, item: QuizItem, attempt: Attempt | None, given: Mapping | str
    ) -> tuple[Question, Verdict] | None:
        """The question and how ``given`` answers it; None if there is no question.
        ``given`` is the answer, or the JSON text it is stored as."""
        checked = self._verdict(item, attempt, given)
        return None if checked is None else checked[1:]

    def _verdict(
        self, item: QuizItem, attempt: Attempt | None, given: Mapping | str
    ) -> tuple[tuple[object, str], Question, Verdict] | None:
        try:
            source = self.key(item, attempt)
        except DrillError:
            return None
        question = self._question(source, item, attempt)
        if question is None:
            return None
        key = (source, answer_key(given))
        verdict = self._checked.get(key)
        if verdict is None:
            answer = json.loads(given) if isinstance(given, str) else given
            verdict = self._checked[key] = check(question, answer)
        return key, question, verdict

    def wrong_fields(
        self, item: QuizItem, attempt: Attempt, given: Mapping | str
    ) -> tuple[Verdict, str]:
        """How an answer was checked, and its wrong fields as text in the current
        language, e.g. "Reply: equal" (raises ``DrillError`` if the item makes no
        question)."""
        checked = self._verdict(item, attempt, given)
        if checked is None:
            raise DrillError(f"item {item.pk} makes no question", "bad_params")
        key, question, verdict = checked
        if key not in self._texts:
            fields = {f.name: f for f in question.fields}
            self._texts[key] = "; ".join(
                answer_text(fields[name], verdict.given[name], question.kind)
                for name, ok in verdict.fields.items()
                if not ok
            )
        return verdict, self._texts[key]


def check(question: Question, answer: Mapping) -> Verdict:
    return drills.check(question, answer)
