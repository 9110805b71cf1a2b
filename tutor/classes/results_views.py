"""What teachers see: results per assignment and per pupil, and the CSV export."""

from __future__ import annotations

import csv
from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from . import results
from .access import _get_assignment_for_user, _get_classroom_for_user, _get_membership_for_user
from .views import bad_request

#: Spreadsheets (Excel above all) read a CSV as UTF-8 only when it starts with this mark.
BOM = "\ufeff"


@login_required
@require_safe
def assignment_results(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    assignment = _get_assignment_for_user(request, assignment_id, as_teacher=True)
    pupils, questions = results.assignment_results(assignment)
    context = {
        "assignment": assignment,
        "pupils": pupils,
        "questions": questions,
        "submitted": sum(p.status == results.SUBMITTED for p in pupils),
    }
    return render(request, "classes/assignment_results.html", context)


@login_required
@require_safe
def assignment_csv(request: HttpRequest, assignment_id: UUID, table: str) -> HttpResponse:
    """``table`` is ``pupils`` or ``questions``."""
    assignment = _get_assignment_for_user(request, assignment_id, as_teacher=True)
    pupils, questions = results.assignment_results(assignment)
    if table == "pupils":
        header = [
            _("Pupil"),
            _("Username"),
            _("Status"),
            _("Correct"),
            _("Questions"),
            _("Percent"),
            _("Late"),
            _("Attempts"),
            _("Submitted at"),
        ]
        rows = [
            [
                str(p.membership.pupil),
                p.membership.pupil.get_username(),
                p.status_label,
                p.correct,
                p.total,
                "" if p.percent is None else p.percent,
                _("yes") if p.late else _("no"),
                p.attempts,
                p.attempt.submitted_at.isoformat(timespec="minutes")
                if p.attempt and p.attempt.submitted_at
                else "",
            ]
            for p in pupils
        ]
    elif table == "questions":
        header = [
            _("Question"),
            _("Kind"),
            _("Level"),
            _("Answered"),
            _("Correct"),
            _("Percent correct"),
            _("Most common wrong answer"),
            _("Given by"),
        ]
        rows = []
        for q in questions:
            wrong = q.common_wrong
            rows.append(
                [
                    q.item.position,
                    q.kind_label,
                    q.item.level,
                    q.answered,
                    q.correct,
                    "" if q.percent is None else q.percent,
                    wrong[0] if wrong else "",
                    wrong[1] if wrong else "",
                ]
            )
    else:
        return bad_request(request, _("There is no such table."))
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    name = slugify(f"{assignment.quiz.title}-{assignment.classroom.name}-{table}") or table
    response["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    response.write(BOM)
    writer = csv.writer(response)
    writer.writerow(header)
    writer.writerows(rows)
    return response


@login_required
@require_safe
def pupil_results(request: HttpRequest, class_id: UUID, member_id: UUID) -> HttpResponse:
    classroom = _get_classroom_for_user(request, class_id)
    membership = _get_membership_for_user(request, classroom, member_id)
    rows, concepts = results.pupil_results(membership)
    context = {
        "classroom": classroom,
        "membership": membership,
        "rows": rows,
        "concepts": concepts[:8],
    }
    return render(request, "classes/pupil_results.html", context)
