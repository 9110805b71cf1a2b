"""A pupil takes an assignment: start (or continue) an attempt, answer question by
question, submit, look back.

The question forms and verdicts are the shared drill widgets (``tutor/drillweb.py``,
``{% drill_form %}``, ``drills/verdict.html``). Unlike practice, a quiz takes each
answer once, right or wrong: a question of several steps (the ``reply`` dialogue) is
answered step by step, the earlier steps travelling in hidden fields, and the whole
answer is checked and stored when its last step is posted.
"""

from __future__ import annotations

from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe
from django_htmx.http import HttpResponseClientRedirect

from tutor import drillweb
from tutor.drills import Question, Verdict
from tutor.http import HtmxRequest, signed_in

from . import drillsapi, grid, question_pages, taking
from .access import get_assignment_for_user, get_attempt_for_user
from .drillsapi import kind_prompt
from .models import Answer, Attempt, QuizItem
from .views import bad_request


@login_required
@require_safe
def assignment_home(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """The pupil's page of an assignment: dates, attempts, start or continue."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=False)
    attempts = list(assignment.attempts.filter(pupil=signed_in(request)).order_by("number"))
    context = {
        "assignment": assignment,
        "attempts": attempts,
        "in_progress": taking.open_attempt(assignment, request.user),
        "left": taking.attempts_left(assignment, request.user),
        "is_open": assignment.is_open(pupil=request.user),
        "late_now": assignment.is_late(pupil=request.user),
        "due": assignment.due_for(request.user),
        "count": assignment.quiz.items.count(),
    }
    return render(request, "classes/assignment_home.html", context)


@login_required
@require_POST
def attempt_start(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=False)
    try:
        attempt = taking.start_attempt(assignment, request.user)
    except taking.Refused as error:
        back = reverse("classes:assignment_home", args=[assignment.public_id])
        return bad_request(request, str(error.message), back=back)
    return redirect(_next_url(attempt))


def _items(attempt: Attempt) -> list[QuizItem]:
    items = list(attempt.assignment.quiz.items.all())
    for item in items:
        item.quiz = attempt.assignment.quiz
    return items


def _next_url(attempt: Attempt, after: int = 0) -> str:
    """The first unanswered question after position ``after`` (then from the start),
    or the attempt's overview when every question is answered."""
    answered = set(attempt.answers.values_list("item__position", flat=True))
    positions = [i.position for i in _items(attempt) if i.position not in answered]
    later = [p for p in positions if p > after] or positions
    if later:
        return reverse("classes:attempt_question", args=[attempt.public_id, later[0]])
    return reverse("classes:attempt_detail", args=[attempt.public_id])


def _item_at(attempt: Attempt, position: int) -> QuizItem:
    for item in _items(attempt):
        if item.position == position:
            return item
    raise Http404


def _shown(question: Question, verdict: Verdict) -> dict:
    """The verdict on a stored answer, for ``drills/verdict.html``."""
    outcome = drillweb.Outcome(verdict, len(question.steps) - 1, finished=True)
    return drillweb.verdict_context(question, outcome, whole=True)


@login_required
def attempt_question(request: HtmxRequest, attempt_id: UUID, position: int) -> HttpResponse:
    attempt = get_attempt_for_user(request, attempt_id)
    item = _item_at(attempt, position)
    items = _items(attempt)
    try:
        question = drillsapi.question_for(item, attempt)
    except drillsapi.DrillError as error:
        return bad_request(request, drillweb.error_message(error))
    answer = Answer.objects.filter(attempt=attempt, item=item).first()
    context = {
        "attempt": attempt,
        "assignment": attempt.assignment,
        "item": item,
        "count": len(items),
        "action": request.path,
        "next_url": _next_url(attempt, after=position),
        "answer": answer,
    }
    if answer is not None or attempt.submitted:
        if answer is not None and attempt.assignment.answers_visible(attempt):
            context["verdict"] = _shown(question, drillsapi.check(question, answer.given))
        if request.method == "POST":
            return redirect(request.path)
        return render(request, "classes/attempt_question.html", context)

    def finish(question: Question, data: QueryDict) -> HttpResponse:
        """Store the complete answer, then go on (or to its verdict, when shown at once)."""
        try:
            saved = taking.save_answer(attempt, item, drillweb.answer_from(question.fields, data))
        except taking.Refused as error:
            back = reverse("classes:attempt_detail", args=[attempt.public_id])
            return bad_request(request, str(error.message), back=back)
        if not saved.created:
            messages.info(
                request, _("This question had already been answered; your first answer counts.")
            )
        if attempt.assignment.answers_visible(attempt):
            url = request.path
        else:
            messages.success(request, _("Answer saved."))
            url = _next_url(attempt, after=position)
        return HttpResponseClientRedirect(url) if request.htmx else redirect(url)

    def page_context(question, outcome, data, recorded) -> dict:
        drill = drillweb.question_context(question, outcome, kind_prompt(item.kind), data)
        drill["seed"] = None  # the quiz's hand stays out of the page: practice cannot show it
        return {**context, "drill": drill}

    page = drillweb.Page(drillweb.QUIZ, "classes/attempt_question.html", page_context, None, finish)
    return drillweb.serve(request, page, question)


@login_required
@require_safe
def attempt_detail(request: HttpRequest, attempt_id: UUID) -> HttpResponse:
    """The pupil's overview of an attempt: answered questions, submit, the score."""
    attempt = get_attempt_for_user(request, attempt_id)
    return render(request, "classes/attempt_detail.html", _attempt_context(request, attempt))


@login_required
@require_safe
def attempt_review(request: HttpRequest, attempt_id: UUID) -> HttpResponse:
    """A teacher looks at one pupil's attempt, every answer with its verdict."""
    attempt = get_attempt_for_user(request, attempt_id, as_teacher=True)
    context = _attempt_context(request, attempt, teacher=True)
    return render(request, "classes/attempt_detail.html", context)


def _attempt_context(request: HttpRequest, attempt: Attempt, *, teacher: bool = False) -> dict:
    """The attempt's questions, and with the answers visible each answer's verdict: those
    a page at a time (``question_pages``), the score of them all."""
    answers = {a.item_id: a for a in attempt.answers.all()}
    visible = teacher or attempt.assignment.answers_visible(attempt)
    rows = []
    questions = drillsapi.Questions()
    points = 0.0
    for item in _items(attempt):
        answer = answers.get(item.pk)
        row: dict[str, object] = {
            "item": item,
            "answer": answer,
            "kind_label": drillsapi.kind_label(item.kind),
        }
        if answer is not None and visible:
            # Its question and attempt, loaded already (with quiz and assignment): the
            # cell needs no query.
            answer.item, answer.attempt = item, attempt
            cell = row["cell"] = grid.answer_cell(answer, questions)
            points += cell.fraction or 0.0
        rows.append(row)
    page = question_pages.page(request, rows) if visible else None
    for row in page.object_list if page else ():
        if isinstance(given := row["answer"], Answer):
            # Checked already for its cell (its item set above): the memo's verdict.
            checked = questions.verdict(given.item, attempt, given.given)
            row["verdict"] = None if checked is None else _shown(*checked)
    return {
        "attempt": attempt,
        "assignment": attempt.assignment,
        "rows": page.object_list if page else rows,
        "page": page,
        "teacher": teacher,
        "answered": len(answers),
        "correct": sum(a.correct for a in answers.values()),
        "points": round(points, 2),
        "count": len(rows),
        "visible": visible,
        "is_open": attempt.assignment.is_open(pupil=attempt.pupil),
        "now": timezone.now(),
    }


@login_required
@require_POST
def attempt_submit(request: HttpRequest, attempt_id: UUID) -> HttpResponse:
    attempt = get_attempt_for_user(request, attempt_id)
    try:
        taking.submit(attempt)
    except taking.Refused as error:
        back = reverse("classes:attempt_detail", args=[attempt.public_id])
        return bad_request(request, str(error.message), back=back)
    messages.success(request, _("Submitted. Well done!"))
    return redirect("classes:attempt_detail", attempt_id=attempt.public_id)
