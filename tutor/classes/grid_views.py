"""The pupil × question grid of an assignment and its exports (.xlsx and CSV)."""

from __future__ import annotations

from urllib.parse import urlencode
from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from . import exports, grid, paging, question_pages
from .access import get_assignment_for_user
from .models import Attempt
from .views import bad_request

#: At most what the parts of a page of the grid weigh in German (the longest words) with
#: the longest wrong answers, in bytes (tests/classes/test_grid_pages.py weighs them):
#: the site's frame and the grid's own text; each question's head, foot and most common
#: wrong answer; each pupil's name, status and score; each answer.
FRAME, QUESTION, PUPIL, ANSWER = 5_000, 400, 250, 75


def rows_per_page(pupils: int, questions: int) -> int:
    """Pupils on each page of the grid of ``pupils`` for a quiz of ``questions``
    questions: at most what a page holds (15 for a quiz of 20 questions, 5 for one of
    40, the most a quiz has), spread evenly over the pages needed."""
    return paging.per_page(
        pupils, (paging.PAGE - FRAME - QUESTION * questions) // (PUPIL + ANSWER * questions)
    )


@login_required
@require_safe
def assignment_grid(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """Every pupil's answers, question by question: a page of pupils in the order asked
    for (``?sort=``), with the whole class's figures under each question."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    table = grid.assignment_grid(assignment)
    sort = request.GET.get("sort", "name")
    per_page = rows_per_page(len(table.rows), len(table.items))
    pages = Paginator(grid.sorted_rows(table, sort), per_page)
    rows = pages.get_page(request.GET.get(question_pages.PARAM))
    context = {
        "assignment": assignment,
        "grid": table,
        "rows": rows,
        "sort": sort,
        "keep": urlencode({"sort": sort}) + "&",
        "columns": list(zip(table.items, table.stats, strict=True)),
    }
    return render(request, "classes/assignment_grid.html", context)


@login_required
@require_safe
def grid_answer(
    request: HttpRequest, assignment_id: UUID, attempt_id: int, position: int
) -> HttpResponse:
    """One cell of the grid: the answer at ``position`` in the review of the attempt. The
    grid links its cells here by a short relative address (``<attempt>/<position>/``, a
    few bytes where the review's own address is some sixty, for each of hundreds of
    cells); the attempt must be one of this assignment's."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    attempt = get_object_or_404(Attempt, pk=attempt_id, assignment=assignment)
    review = reverse("classes:attempt_review", args=[attempt.public_id])
    return redirect(review + question_pages.place(position))


def _zone() -> str:
    return str(timezone.get_current_timezone_name())


def pupils_table(table: grid.Grid) -> tuple[list[str], list[list[object]]]:
    """One row per pupil: status, whole answers right, partial-credit points, and each
    question's score (the fraction of its fields right; empty if not answered). A pupil
    who never started has empty scores, not 0."""
    header = [
        _("Pupil"),
        _("Username"),
        _("Status"),
        _("Correct"),
        _("Questions"),
        _("Percent"),
        _("Points (partial credit)"),
        _("Late"),
        _("Attempts"),
        _("Submitted at (%(zone)s)") % {"zone": _zone()},
    ]
    header += [_("Q%(number)s") % {"number": item.position} for item in table.items]
    rows: list[list[object]] = []
    for row in table.rows:
        p = row.pupil
        started = p.attempt is not None
        rows.append(
            [
                str(p.membership.pupil),
                p.membership.pupil.get_username(),
                p.status_label,
                p.correct if started else None,
                p.total,
                p.percent,
                row.points,
                (_("yes") if p.late else _("no")) if started else None,
                p.attempts,
                p.attempt.submitted_at if p.attempt and p.attempt.submitted_at else None,
                *[cell.fraction for cell in row.cells],
            ]
        )
    return header, rows


def questions_table(table: grid.Grid) -> tuple[list[str], list[list[object]]]:
    header = [
        _("Question"),
        _("Kind"),
        _("Level"),
        _("Answered"),
        _("Correct"),
        _("Percent correct"),
        _("Facility index"),
        _("Discrimination index"),
        _("Most common wrong answer"),
        _("Pupils who gave it"),
    ]
    rows = []
    for stat in table.stats:
        wrong = stat.common_wrong
        rows.append(
            [
                stat.item.position,
                stat.kind_label,
                stat.item.level,
                stat.answered,
                stat.correct,
                stat.percent,
                stat.facility,
                stat.discrimination,
                wrong[0] if wrong else None,
                wrong[1] if wrong else None,
            ]
        )
    return header, rows


@login_required
@require_safe
def assignment_csv(request: HttpRequest, assignment_id: UUID, table: str) -> HttpResponse:
    """``table`` is ``pupils`` or ``questions``; the dialect follows the language."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    builders = {"pupils": pupils_table, "questions": questions_table}
    if table not in builders:
        return bad_request(request, _("There is no such table."))
    header, rows = builders[table](grid.assignment_grid(assignment))
    name = exports.filename(assignment.quiz.title, assignment.classroom.name, table, default=table)
    return exports.csv_response(name, header, rows)


@login_required
@require_safe
def assignment_xlsx(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """One workbook: the pupil × question grid and the question statistics."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    table = grid.assignment_grid(assignment)
    pupils_header, pupils_rows = pupils_table(table)
    questions_header, questions_rows = questions_table(table)
    first_question = len(pupils_header) - len(table.items)
    question_formats = {first_question + i: "0%" for i in range(len(table.items))}
    sheets = [
        exports.Sheet(_("Pupils"), pupils_header, pupils_rows, {6: "0.00", **question_formats}),
        exports.Sheet(_("Questions"), questions_header, questions_rows, {6: "0.0", 7: "0.0"}),
    ]
    name = exports.filename(assignment.quiz.title, assignment.classroom.name)
    return exports.xlsx_response(name, sheets)
