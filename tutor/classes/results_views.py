"""What teachers see: results per assignment and per pupil (the grid and the exports are
in :mod:`.grid_views`)."""

from __future__ import annotations

from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from . import grid, results
from .access import (
    get_assignment_for_user,
    get_classroom_for_user,
    get_membership_for_user,
    taught_by,
)


@login_required
@require_safe
def assignment_results(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    table = grid.assignment_grid(assignment)
    context = {
        "assignment": assignment,
        # a page of the pupils, each with whole answers right and partial credit
        "rows": Paginator(table.rows, RESULTS_PER_PAGE).get_page(request.GET.get("page")),
        "pupils": len(table.rows),
        "questions": table.stats,
        "submitted": table.submitted,
    }
    return render(request, "classes/assignment_results.html", context)


#: Pupils on one page of an assignment's results: with the questions' table of a quiz of
#: 40 questions, the page stays within 40 KB of HTML (issue 17) for a year group of 200.
RESULTS_PER_PAGE = 40


@login_required
@require_safe
def pupil_results(request: HttpRequest, class_id: UUID, member_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id)
    membership = get_membership_for_user(request, classroom, member_id)
    rows, concepts = results.pupil_results(membership)
    context = {
        "classroom": classroom,
        "membership": membership,
        "rows": rows,
        "concepts": concepts[:8],
        # where the pupil can be moved: the user's other classes that are not archived
        "other_classes": taught_by(request.user).filter(archived=False).exclude(pk=classroom.pk),
    }
    return render(request, "classes/pupil_results.html", context)
