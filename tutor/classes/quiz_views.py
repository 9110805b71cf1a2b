"""Quizzes: building one from drill kinds, and assigning it to a class."""

from __future__ import annotations

from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from tutor.http import signed_in

from . import codes, drillsapi, quotas
from .access import get_classroom_for_user, get_quiz_for_user, taught_by
from .assignment_forms import AssignmentWithLimitsForm
from .forms import QuizForm, QuizRowFormSet
from .models import Quiz, QuizItem
from .views import bad_request


@login_required
def quiz_create(request: HttpRequest) -> HttpResponse:
    """Compose a quiz from rows "so many questions of a kind at a level"; the seeds are
    drawn now, so the questions are fixed when the quiz is saved."""
    posted = request.method == "POST"
    form = QuizForm(request.POST or None)
    # ?kind=… (from the class progress page's "assign a quiz on this") fills the first row
    wanted = request.GET.get("kind")
    initial = [{"kind": wanted, "count": 5}] if wanted in dict(drillsapi.kind_choices()) else []
    rows = QuizRowFormSet(request.POST or None, prefix="rows", initial=initial)
    if posted:
        # both forms are validated, so that every error shows at once
        if form.is_valid() & rows.is_valid():
            refusal = quotas.refusal_for_quiz(request.user)
            if refusal:
                return bad_request(request, refusal)
            with transaction.atomic():
                quiz = form.save(commit=False)
                quiz.owner = request.user
                quiz.save()
                position = 0
                for row in rows.cleaned_data:
                    if not row.get("kind"):
                        continue
                    for _n in range(row["count"]):
                        position += 1
                        seed = row["seed"] if row.get("seed") is not None else codes.quiz_seed()
                        QuizItem.objects.create(
                            quiz=quiz,
                            position=position,
                            kind=row["kind"],
                            level=row["level"],
                            seed=seed,
                        )
            messages.success(request, _("The quiz is saved. Now assign it to a class."))
            return redirect("classes:quiz_detail", quiz_id=quiz.public_id)
    status = 400 if posted else 200
    return render(request, "classes/quiz_form.html", {"form": form, "rows": rows}, status=status)


@login_required
@require_safe
def quiz_detail(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    quiz = get_quiz_for_user(request, quiz_id)
    items = [
        {"item": item, "kind_label": dict(drillsapi.kind_choices()).get(item.kind, item.kind)}
        for item in quiz.items.all()
    ]
    context = {
        "quiz": quiz,
        "items": items,
        "assignments": quiz.assignments.select_related("classroom"),
        "classes": taught_by(request.user).filter(archived=False),
    }
    return render(request, "classes/quiz_detail.html", context)


@login_required
def assignment_create(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """Assign one of your quizzes to this class."""
    classroom = get_classroom_for_user(request, class_id)
    if classroom.archived:
        return bad_request(request, _("This class has been archived; its assignments are closed."))
    initial = {}
    try:
        wanted = UUID(request.GET.get("quiz", ""))
    except ValueError:
        wanted = None
    quiz = (
        Quiz.objects.filter(owner=signed_in(request), public_id=wanted).first() if wanted else None
    )
    if quiz is not None:
        initial["quiz"] = quiz
    form = AssignmentWithLimitsForm(request.POST or None, owner=request.user, initial=initial)
    if request.method == "POST" and form.is_valid():
        assignment = form.save(commit=False)
        assignment.classroom = classroom
        assignment.save()
        messages.success(request, _("The quiz is assigned to the class."))
        return redirect("classes:class_detail", class_id=classroom.public_id)
    status = 400 if request.method == "POST" else 200
    context = {
        "classroom": classroom,
        "form": form,
        "no_quizzes": not signed_in(request).quizzes.exists(),
    }
    return render(request, "classes/assignment_form.html", context, status=status)
