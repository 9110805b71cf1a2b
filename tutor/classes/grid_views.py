"""The pupil × question grid of an assignment and its exports (.xlsx and CSV)."""

from __future__ import annotations

from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from . import exports, grid
from .access import get_assignment_for_user
from .views import bad_request


@login_required
@require_safe
def assignment_grid(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    table = grid.assignment_grid(assignment)
    sort = request.GET.get("sort", "name")
    context = {
        "assignment": assignment,
        "grid": table,
        "rows": grid.sorted_rows(table, sort),
        "sort": sort,
        "columns": list(zip(table.items, table.stats, strict=True)),
    }
    return render(request, "classes/assignment_grid.html", context)


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
