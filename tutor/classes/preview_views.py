"""A quiz as its pupils will see it, with the answer key; and its printable sheets.

The questions are regenerated from their seeds (as when a pupil takes the quiz) and the
key is the drill layer's own verdict on the expected answer, with its explanation, so
the key cannot disagree with the marking. With "different hands for each pupil" every
pupil gets other hands of the same kind and level; the preview shows the quiz's own.
"""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from tutor import drillweb, labels

from . import drillsapi, question_pages
from .access import get_assignment_for_user, get_quiz_for_user
from .models import Quiz, QuizItem

SHEETS = ("questions", "key")


def _step(step, kind: str) -> dict:
    said = str(labels.announcement_text(step.prompt)) if step.prompt else ""
    calls = step.prompt.get("category") not in (None, "elder_score")
    fields = []
    for f in step.fields:
        options = []
        if f.type == "choice":
            options = [str(labels.option_label(f.name, o, kind)) for o in f.options]
        fields.append({"label": str(labels.field_label(f.name)), "options": options})
    return {
        "announcement": said if calls else "",
        "question": "" if calls else said,
        "fields": fields,
    }


def preview_rows(quiz: Quiz, items: Iterable[QuizItem]) -> list[dict]:
    """Questions of ``quiz`` (its ``items``): what the pupil sees, and the key."""
    rows = []
    for item in items:
        item.quiz = quiz
        row = {"item": item, "kind_label": drillsapi.kind_label(item.kind)}
        try:
            question = drillsapi.question_for(item)
        except drillsapi.DrillError:
            row["broken"] = True
            rows.append(row)
            continue
        right = {f.name: question.expected[f.name] for f in question.fields}
        verdict = drillsapi.check(question, right)
        last = len(question.steps) - 1
        outcome = drillweb.Outcome(verdict, last, finished=True, answered_index=last)
        row.update(
            {
                "prompt": drillsapi.kind_prompt(item.kind),
                "show": drillweb.show_items(question),
                "steps": [_step(s, question.kind) for s in question.steps],
                "key": drillweb.verdict_context(question, outcome),
            }
        )
        rows.append(row)
    return rows


def _paged(request: HttpRequest, quiz: Quiz) -> dict:
    """The page of ``quiz``'s questions the address asks for (``question_pages``), built."""
    page = question_pages.page(request, list(quiz.items.all()))
    return {"page": page, "rows": preview_rows(quiz, page.object_list)}


def _render(request: HttpRequest, quiz: Quiz, back: str, sheet: str | None) -> HttpResponse:
    """The preview, a page of questions at a time; a printable sheet, whole (for paper)."""
    shown = (
        _paged(request, quiz) if sheet is None else {"rows": preview_rows(quiz, quiz.items.all())}
    )
    context = {"quiz": quiz, "back": back, "sheet": sheet, "show_key": sheet == "key", **shown}
    template = "classes/quiz_print.html" if sheet else "classes/quiz_preview.html"
    return render(request, template, context)


@login_required
@require_safe
def quiz_preview(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    """The owner's preview: every question with its answer key."""
    quiz = get_quiz_for_user(request, quiz_id)
    return _render(request, quiz, "quiz", None)


@login_required
@require_safe
def quiz_print(request: HttpRequest, quiz_id: UUID, sheet: str) -> HttpResponse:
    """The question sheet or the answer key, laid out for paper."""
    quiz = get_quiz_for_user(request, quiz_id)
    if sheet not in SHEETS:
        raise Http404
    return _render(request, quiz, "quiz", sheet)


@login_required
@require_safe
def assignment_key(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """The questions and key of an assignment, for every teacher of its class (a
    co-teacher too, who does not own the quiz)."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    context = {
        "quiz": assignment.quiz,
        "assignment": assignment,
        "back": "assignment",
        "sheet": None,
        **_paged(request, assignment.quiz),
    }
    return render(request, "classes/quiz_preview.html", context)
