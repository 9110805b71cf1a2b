"""Sharing quizzes with colleagues: a co-teacher copies a quiz assigned to the class, and
the owner can give out a link by which any teacher copies it. A copy is the copier's
own quiz (same questions, same hands); the original never changes."""

from __future__ import annotations

import secrets
from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from . import drillsapi
from .access import get_assignment_for_user, get_quiz_for_user
from .models import Quiz
from .quiz_edit_views import duplicate
from .views import bad_request


@login_required
@require_POST
def quiz_share(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    """``action=on``: a new share link (an earlier one stops working); ``off``: none."""
    quiz = get_quiz_for_user(request, quiz_id)
    action = request.POST.get("action")
    if action not in ("on", "off"):
        return bad_request(request, _("Choose whether to share the quiz."))
    quiz.share_token = secrets.token_urlsafe(24) if action == "on" else None
    quiz.save(update_fields=["share_token"])
    return redirect("classes:quiz_edit", quiz_id=quiz.public_id)


def _shared(token: str) -> Quiz:
    quiz = Quiz.objects.filter(share_token=token[:43]).select_related("owner").first()
    if quiz is None or not token:
        raise Http404
    return quiz


@login_required
def shared_quiz(request: HttpRequest, token: str) -> HttpResponse:
    """GET: what the quiz holds; POST: copy it to my quizzes."""
    quiz = _shared(token)
    if request.method == "POST":
        copy = duplicate(quiz, request.user, title=quiz.title)
        messages.success(request, _("The quiz is copied to your quizzes."))
        return redirect("classes:quiz_edit", quiz_id=copy.public_id)
    items = [
        {"item": item, "kind_label": drillsapi.kind_label(item.kind)} for item in quiz.items.all()
    ]
    return render(request, "classes/shared_quiz.html", {"quiz": quiz, "items": items})


@login_required
@require_POST
def assignment_quiz_copy(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """A teacher of the class (a co-teacher too) copies the assignment's quiz."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    copy = duplicate(assignment.quiz, request.user, title=assignment.quiz.title)
    messages.success(request, _("The quiz is copied to your quizzes."))
    return redirect("classes:quiz_edit", quiz_id=copy.public_id)
