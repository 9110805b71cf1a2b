"""Drill questions on web pages: the one answer flow, and what the drill templates show.

Lessons, free practice and quizzes show drill questions the same way. A page describes
itself as a :class:`Page` (its mode, its template, how it builds the question, its
context, what it stores) and hands every request to :func:`serve`, which:

1. builds the question (``tutor.drills.generate``/``make``, through ``Page.build``),
2. on POST checks the answer with :func:`evaluate` (bad input: a 400 with the question
   again and what was entered),
3. records a try that counts (``Page.record``; a quiz stores its complete answer with
   ``Page.finish``),
4. answers htmx with the page's ``#exercise`` region, and a plain form with a redirect to
   the page (the answer waits in the session, :func:`stash_answer`), whose GET shows it.

Templates: ``{% drill_exercise %}`` (the error, the verdict, the question form),
``{% drill_form %}`` (one step as a form, ``question_context``), both in
tutor/templatetags/drills.py, and ``drills/verdict.html`` (``verdict_context``).

Questions with several steps (the ``reply`` dialogue) are answered one step at a time:
the form posts ``drill_step`` (the step's index) and carries the earlier steps' answers in
hidden fields. In practice and lessons :func:`evaluate` re-checks those, so a tampered
earlier answer is a 400, and a wrong step is asked again; a quiz takes each step as given
and checks the whole answer at the last step.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from tutor import labels, pages
from tutor.cardfaces import card_faces, cards_html, hand_order
from tutor.cardgame import canonical
from tutor.drills import MAX_SEED, DrillError, Field, Question, Verdict, check, check_step
from tutor.http import HtmxRequest

#: Form names the drill templates use themselves; answer fields never have these names.
STEP_FIELD = "drill_step"
SEED_FIELD = "seed"

#: How a page takes answers (see :func:`evaluate`).
PRACTICE, LESSON, QUIZ = "practice", "lesson", "quiz"

#: Every fresh seed the site draws (practice, "another hand like this", quiz questions, the
#: play table's deals) comes from ``range(NEW_SEEDS)``; a URL may carry any up to MAX_SEED.
NEW_SEEDS = 2**31

#: What each part of a question's ``show`` data is, as a caption.
SHOW_LABELS = {
    "hand": gettext_lazy("Your hand"),
    "elder": gettext_lazy("Elder's hand"),
    "younger": gettext_lazy("Younger's hand"),
    "elder_dealt": gettext_lazy("Elder's hand as dealt"),
    "younger_dealt": gettext_lazy("Younger's hand as dealt"),
    "led": gettext_lazy("Card led"),
    "played": gettext_lazy("Card played to it"),
    "leader": gettext_lazy("Who leads"),
    "tricks": gettext_lazy("Tricks played (the leader's card first)"),
    "deals": gettext_lazy("Scores of the deals"),
    "elder_exchanged": gettext_lazy("Cards elder exchanged"),
    "rules": gettext_lazy("Rules"),
    **labels.SPADES_SHOW,
    **labels.COACH_SHOW,
}
#: Shown with the answer, not with the question: in a question that shows the learner's
#: own ``hand``, the two full hands are the solution.
REVEAL = ("elder", "younger")


#: A whole number as a form posts it: ASCII digits only ("²" and "١" are digits to
#: str.isdigit but not to int()), at most 20 of them.
_INTEGER = re.compile(r"-?[0-9]{1,20}")


class BadInput(Exception):
    """A request the page cannot answer (a 400): ``code`` is a drill error code."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code


def error_message(error: BadInput | DrillError) -> str:
    """The learner-facing sentence for a bad request."""
    return str(labels.error_text(error.code))


def _int(data: QueryDict | Mapping, name: str, low: int, high: int, code: str) -> int | None:
    values: Sequence[object]
    if isinstance(data, QueryDict):
        values = data.getlist(name)
    else:
        values = [data[name]] if name in data else []
    if not values:
        return None
    text = values[-1].strip() if isinstance(values[-1], str) else ""
    if len(values) != 1 or not _INTEGER.fullmatch(text):
        raise BadInput(code, f"{name}: {str(values)[:40]}")
    number = int(text)
    if not low <= number <= high:
        raise BadInput(code, f"{name}: {number} outside {low}–{high}")
    return number


def read_seed(data: QueryDict | Mapping) -> int | None:
    """The posted ``seed`` (for "another hand like this"), or None; junk is BadInput."""
    return _int(data, SEED_FIELD, 0, MAX_SEED, "bad_seed")


def new_seed() -> int:
    """A fresh seed for a new hand."""
    return secrets.randbelow(NEW_SEEDS)


def answer_from(fields: tuple[Field, ...], data: QueryDict) -> dict[str, list[str]]:
    """The posted values of ``fields`` (absent fields are left out; the check decides)."""
    return {f.name: data.getlist(f.name) for f in fields if f.name in data}


@dataclass(frozen=True)
class Outcome:
    """What a posted answer led to.

    ``verdict`` judges what was just answered: one step of a several-step question, or
    the whole question once its last step is right (``finished``). ``step_index`` is the
    step whose form comes next (the same one again after a wrong answer), ``values``
    pre-fill it, ``carried`` are the earlier steps' answers as hidden fields,
    ``answered_index`` is the step just answered. ``counts``
    says whether this was a try that progress should record (a wrong answer, or the
    final right one; not the right middle steps of a dialogue).
    """

    verdict: Verdict
    step_index: int
    values: Mapping[str, list[str]] = field(default_factory=dict)
    carried: tuple[tuple[str, str], ...] = ()
    finished: bool = False
    counts: bool = True
    answered_index: int = 0

    @property
    def correct(self) -> bool:
        return self.verdict.correct


def evaluate(question: Question, data: QueryDict, mode: str = PRACTICE) -> Outcome:
    """Check a posted answer; raises BadInput (or the drills' DrillError) for bad input.

    ``PRACTICE`` and ``LESSON``: each step is checked as it is posted, a wrong step is
    asked again, and an earlier step carried wrong is a 400. ``QUIZ``: a step is taken as
    given (right or wrong, nothing is said), and the whole answer is checked and
    ``finished`` at the last step.
    """
    quiz = mode == QUIZ
    count = len(question.steps)
    current = _int(data, STEP_FIELD, 0, count - 1, "bad_answer")
    current = 0 if current is None else current
    carried: list[tuple[str, str]] = []
    for index in range(current):
        fields = question.steps[index].fields
        earlier = check_step(question, index, answer_from(fields, data))
        if not earlier.correct and not quiz:
            raise BadInput("bad_answer", f"earlier step {index} is not right")
        carried += [(f.name, v) for f in fields for v in data.getlist(f.name)]
    fields = question.steps[current].fields
    values = answer_from(fields, data)
    verdict = check_step(question, current, values)
    if not verdict.correct and not quiz:
        return Outcome(verdict, current, values, tuple(carried), answered_index=current)
    if current + 1 < count:
        carried += [(f.name, v) for f in fields for v in data.getlist(f.name)]
        return Outcome(verdict, current + 1, {}, tuple(carried), False, False, current)
    # A question of one step was checked whole just now.
    whole = verdict if count == 1 else check(question, answer_from(question.fields, data))
    done = whole.correct or quiz
    return Outcome(whole, current, values, tuple(carried), done, True, current)


# --- what the templates show ----------------------------------------------------------------


def _options(field: Field, shown: Sequence[str], kind: str, language: str | None) -> list[dict]:
    """Each option's value, label and, for cards, face and drawn card (``language``: the
    active one, looked up once for all the options)."""
    options: list[dict] = [
        {"value": o, "label": str(labels.option_label(field.name, o, kind, language))}
        for o in shown
    ]
    if field.type == "cards":
        faces, drawn = card_faces(shown, language), cards_html(shown, language)
        for option, face, card in zip(options, faces, drawn, strict=True):
            option["face"], option["card"] = face, card
    return options


def _widget(field: Field, values: list[str], kind: str, language: str | None) -> dict:
    chosen = {v.strip() for v in values}
    if field.type == "cards":
        chosen = {v.upper() for v in chosen}
    shown = hand_order(list(field.options)) if field.type == "cards" else field.options
    options = _options(field, shown, kind, language)
    for option in options:
        option["checked"] = option["value"] in chosen
    return {
        "name": field.name,
        "type": field.type,
        "label": str(labels.field_label(field.name, language)),
        "options": options,
        "multiple": field.multiple,
        "input_type": "checkbox" if field.multiple else "radio",  # of a choice's options
        "required": field.required and not field.multiple,
        "min": field.min,
        "max": field.max,
        "value": values[0] if values else "",
        "id": f"drill-{field.name}",
    }


def _cards_text(value: object) -> str | None:
    """Cards in notation if ``value`` is a card or a list of cards, else None."""
    if isinstance(value, str):
        items = value.split()
    elif isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        items = list(value)
    else:
        return None
    cards = [canonical(item) for item in items]  # either game's cards
    if not items or None in cards or len(set(cards)) != len(cards):
        return None
    return " ".join(cards)  # type: ignore[arg-type]


def _show_item(key: str, value: Any) -> dict | None:  # a question's shown fact: any shape
    label = str(SHOW_LABELS.get(key, key))
    if key == "tricks":
        tricks = [" ".join(pair) for pair in value] if value else []
        return {"type": "tricks", "label": label, "tricks": tricks} if tricks else None
    if key == "deals":
        rows = [{"number": n, "a": a, "b": b} for n, (a, b) in enumerate(value, start=1)]
        return {"type": "deals", "label": label, "rows": rows}
    if key == "leader":
        return {"type": "text", "label": label, "text": labels.option_label("winner", value)}
    if key == "rules":
        text = labels.RULES.get(value, value) if value else ""
        return {"type": "text", "label": label, "text": str(text)} if text else None
    if key in ("bids", "taken"):  # Spades: a number per seat
        seats = (f"{labels.SEATS[str(seat)]} {n}" for seat, n in enumerate(value))
        return {"type": "text", "label": label, "text": " · ".join(seats)}
    if key in ("scores", "bags") and isinstance(value, (list, tuple)):  # Spades: per team
        teams = (f"{labels.TEAMS[team]}: {n}" for team, n in zip("ab", value, strict=True))
        return {"type": "text", "label": label, "text": " · ".join(teams)}
    if key == "broken":
        return {"type": "text", "label": label, "text": str(labels.YES_NO[value])}
    if key == "last":
        note = _("This is the last trick of the deal.")
        return {"type": "note", "text": note} if value else None
    if key == "announcements" or value in (None, "", ()):
        return None
    if key in labels.COACH_SHOW and key not in ("discards", "seen", "opponent", "carte_blanche"):
        return {"type": "text", "label": label, "text": labels.coach_show(key, value)}
    cards = _cards_text(value)
    if cards is not None:
        return {"type": "cards", "label": label, "cards": cards}
    return {"type": "text", "label": label, "text": str(value)}


def show_items(question: Question, part: str = "question") -> list[dict]:
    """The question's ``show`` data as display items for ``{% drill_show %}``
    (tutor/templatetags/drills.py).

    ``part="question"``: what the learner sees while answering; ``"answer"``: the hands
    kept back until the answer (both hands in a question about the learner's own hand).
    """
    show = question.show
    hidden = REVEAL if "hand" in show else ()
    keys = [k for k in show if (k in hidden) == (part == "answer")]
    return [item for k in keys if (item := _show_item(k, show[k])) is not None]


def question_context(
    question: Question,
    outcome: Outcome | None = None,
    prompt: str = "",
    values: Mapping[str, list[str]] | QueryDict | None = None,
) -> dict:
    """What ``{% drill_form %}`` needs: the step to answer, its fields, the hands.

    ``prompt`` is the page's own question (a lesson's); the kind's standard one otherwise.
    ``values`` pre-fill the first step when there is no outcome (input that was refused;
    a posted form is read for the step's fields).
    """
    index = outcome.step_index if outcome else 0
    step = question.steps[index]
    if isinstance(values, QueryDict):
        values = answer_from(step.fields, values)
    values = outcome.values if outcome else (values or {})
    said = str(labels.announcement_text(step.prompt)) if step.prompt else ""
    # A hand whose cards are all offered to pick from is shown once, as the picker.
    pickers = {" ".join(f.options) for f in step.fields if f.type == "cards"}
    calls = step.prompt.get("category") not in (None, "elder_score")
    language = get_language()
    fields = [
        _widget(f, list(values.get(f.name, [])), question.kind, language) for f in step.fields
    ]
    return {
        "kind": question.kind,
        "kind_label": labels.kind_label(question.kind, language),
        "prompt": prompt or labels.kind_prompt(question.kind, language),
        "announcement": said if calls else "",
        "step_question": "" if calls else said,
        "step_index": index,
        "step_number": index + 1,
        "step_count": len(question.steps),
        "fields": fields,
        "carried": list(outcome.carried) if outcome else [],
        "show": [item for item in show_items(question) if item.get("cards") not in pickers],
        "seed": question.seed,
        "level": question.level,
    }


def _shown_value(field: Field, value: str, kind: str) -> dict:
    if value == "":
        return {"text": _("none"), "cards": ""}
    if field.type == "cards":
        return {"text": "", "cards": value}
    if field.type == "choice":
        chosen = value.split() if field.multiple else [value]
        text = ", ".join(labels.option_label(field.name, v, kind) for v in chosen)
        return {"text": text, "cards": ""}
    return {"text": value, "cards": ""}


def verdict_context(question: Question, outcome: Outcome, *, whole: bool = False) -> dict:
    """What ``drills/verdict.html`` needs: right or wrong, both answers per field, why.

    ``whole``: the question's own hands too, for a stored answer looked at later, when
    the question's form is no longer on the page.
    """
    verdict = outcome.verdict
    last_step = outcome.answered_index == len(question.steps) - 1
    by_name = {f.name: f for f in question.fields}
    rows = []
    for name, ok in verdict.fields.items():
        field = by_name[name]
        rows.append(
            {
                "label": str(labels.field_label(name)),
                "ok": ok,
                "given": _shown_value(field, verdict.given.get(name, ""), question.kind),
                "expected": _shown_value(field, verdict.expected.get(name, ""), question.kind),
            }
        )
    return {
        "correct": verdict.correct,
        "finished": outcome.finished,
        "partial": len(question.steps) > 1 and not outcome.finished,
        "rows": rows,
        "reasons": [str(labels.reason_text(r)) for r in verdict.reasons],
        "concepts": [str(labels.concept_label(c)) for c in verdict.concepts_missed],
        # The hands kept back are shown once the last step is reached, not before.
        "show": [
            *(show_items(question) if whole else []),
            *(show_items(question, "answer") if last_step else []),
        ],
    }


# --- the answer flow: GET, POST, htmx or redirect, the 400 -----------------------------------

#: Where a plain (non-htmx) POST leaves its answer for the page it redirects to.
SESSION_ANSWER = "drill_answer"

#: A stashed answer keeps at most this many values per field, each at most this long:
#: answers are a few short words, and the session must stay small whatever is posted.
STASH_VALUES = 40
STASH_LENGTH = 64


@dataclass(frozen=True)
class Page:
    """What a page tells :func:`serve` about itself.

    ``context(question, outcome, data, recorded)`` is the page's template context
    (``question`` is None when it could not be built, ``data`` the answer read, if any,
    ``recorded`` what ``record`` returned). ``record(question, outcome)`` stores a try
    that counts; ``finish(question, data)`` (quizzes) stores a complete answer and returns
    the response. ``keep`` names the page's own form fields that a stashed answer keeps
    besides the question's.
    """

    mode: str
    template: str
    context: Callable[[Question | None, Outcome | None, QueryDict | None, object], dict]
    record: Callable[[Question, Outcome], object] | None = None
    finish: Callable[[Question, QueryDict], HttpResponse] | None = None
    keep: tuple[str, ...] = ()


#: A page's question: the question itself, or how to build it from the request's data
#: (the posted form, the stashed answer or the query string; a lesson reads its seed).
Build = Question | Callable[[QueryDict], Question]


def _build(build: Build, data: QueryDict) -> Question:
    return build if isinstance(build, Question) else build(data)


def respond(request: HtmxRequest, template: str, context: dict, status: int = 200) -> HttpResponse:
    """The page's ``#exercise`` region for htmx (rendered as a region: it reads no context
    processor's values but the language and the CSRF token, tutor/pages.py), the whole page
    otherwise (kept if the context gives its key)."""
    if request.htmx:
        return HttpResponse(pages.region(request, f"{template}#exercise", context), status=status)
    return pages.render(request, template, context, status=status)


def serve(request: HtmxRequest, page: Page, build: Build) -> HttpResponse:
    """Show a drill question on ``page`` (GET) or take an answer to it (POST)."""
    posting = request.method == "POST"
    if posting:
        data: QueryDict | None = request.POST
    else:
        data = None if page.mode == QUIZ else take_answer(request)
    question = outcome = None
    try:
        question = _build(build, request.GET if data is None else data)
        if data is not None:
            outcome = evaluate(question, data, page.mode)
            if posting and outcome.finished and page.finish is not None:
                return page.finish(question, data)
    except (BadInput, DrillError) as error:
        if question is None:  # a bad seed: the page's own hand instead
            question = _default_question(build)
        return _bad_request(request, page, question, data, error)
    recorded = None
    if posting and outcome is not None and outcome.counts and page.record is not None:
        recorded = page.record(question, outcome)
    if posting and page.mode != QUIZ and not request.htmx:
        stash_answer(request, question, page.keep)
        return redirect(f"{request.get_full_path()}#exercise")
    return respond(request, page.template, page.context(question, outcome, data, recorded))


def _bad_request(
    request: HtmxRequest,
    page: Page,
    question: Question | None,
    data: QueryDict | None,
    error: BadInput | DrillError,
) -> HttpResponse:
    """A 400 that says what was wrong, with the question again and what was entered."""
    context = page.context(question, None, data, None)
    context["error"] = error_message(error)
    return respond(request, page.template, context, status=400)


def _default_question(build: Build) -> Question | None:
    try:
        return _build(build, QueryDict())
    except (BadInput, DrillError):  # (content check!) the page's own hand is bad
        return None


def stash_answer(request: HttpRequest, question: Question, keep: tuple[str, ...] = ()) -> None:
    """Keep the posted answer for the GET of this page that the POST redirects to.

    Only the question's own fields, the step, the seed and ``keep`` are kept, each cut
    to size: nothing else a visitor posts reaches the session.
    """
    names = [f.name for f in question.fields] + [STEP_FIELD, SEED_FIELD, *keep]
    data = {
        name: [value[:STASH_LENGTH] for value in request.POST.getlist(name)[:STASH_VALUES]]
        for name in dict.fromkeys(names)
        if name in request.POST
    }
    request.session[SESSION_ANSWER] = {"path": request.path, "data": data}


def take_answer(request: HttpRequest) -> QueryDict | None:
    """The answer stashed for this page, once (a reload shows the plain question again)."""
    if SESSION_ANSWER not in request.session:
        return None
    stored = request.session.pop(SESSION_ANSWER)
    if not stored or stored.get("path") != request.path:
        return None
    data = QueryDict(mutable=True)
    for key, values in stored.get("data", {}).items():
        data.setlist(key, values)
    return data
