"""Changing a quiz: its title, its questions (add, remove, move, "another hand like
this"), and making a copy; deleting one that was never assigned.

A quiz that pupils have started (an attempt exists for one of its assignments) is
locked: its questions never change under an attempt. The teacher duplicates it and
edits the copy; the assignments keep the version their pupils answered.
"""

from __future__ import annotations

from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Max
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from . import codes, drillsapi
from .access import get_quiz_for_user
from .forms import MAX_QUESTIONS, QuizForm, QuizRowForm
from .models import Attempt, Quiz, QuizItem
from .views import bad_request

ITEM_ACTIONS = ("up", "down", "replace", "remove")
#: A position no quiz reaches (at most 40 questions), to swap two through.
_PARKED = 32000


def is_locked(quiz: Quiz) -> bool:
    """Have pupils started this quiz (in any assignment)?"""
    return Attempt.objects.filter(assignment__quiz=quiz).exists()


def _refuse_locked(request: HttpRequest, quiz: Quiz) -> HttpResponse | None:
    if is_locked(quiz):
        back = reverse("classes:quiz_edit", args=[quiz.public_id])
        message = _(
            "Pupils have started this quiz, so its questions stay as they are. "
            "Duplicate it and change the copy."
        )
        return bad_request(request, message, back=back)
    return None


def _page(request: HttpRequest, quiz: Quiz, form=None, add_form=None, status=200) -> HttpResponse:
    items = [
        {"item": item, "kind_label": drillsapi.kind_label(item.kind)} for item in quiz.items.all()
    ]
    context = {
        "quiz": quiz,
        "items": items,
        "form": form or QuizForm(instance=quiz),
        "add_form": add_form or QuizRowForm(prefix="add"),
        "locked": is_locked(quiz),
        "assigned": quiz.assignments.exists(),
        "max_questions": MAX_QUESTIONS,
        "share_link": request.build_absolute_uri(
            reverse("classes:shared_quiz", args=[quiz.share_token])
        )
        if quiz.share_token
        else "",
    }
    return render(request, "classes/quiz_edit.html", context, status=status)


@login_required
def quiz_edit(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    """GET: the editor. POST: the title and "different hands" setting."""
    quiz = get_quiz_for_user(request, quiz_id)
    if request.method != "POST":
        return _page(request, quiz)
    form = QuizForm(request.POST, instance=quiz)
    if not form.is_valid():
        return _page(request, quiz, form=form, status=400)
    if form.has_changed() and "different_hands_per_pupil" in form.changed_data:
        if refused := _refuse_locked(request, quiz):  # a started quiz keeps its hands
            return refused
    form.save()
    messages.success(request, _("The quiz is saved."))
    return redirect("classes:quiz_edit", quiz_id=quiz.public_id)


@login_required
@require_POST
def quiz_item_add(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    quiz = get_quiz_for_user(request, quiz_id)
    if refused := _refuse_locked(request, quiz):
        return refused
    form = QuizRowForm(request.POST, prefix="add")
    if not form.is_valid() or not form.cleaned_data.get("kind"):
        if form.is_valid():
            form.add_error("kind", _("Choose the kind of these questions."))
        return _page(request, quiz, add_form=form, status=400)
    row = form.cleaned_data
    count = quiz.items.count()
    if count + row["count"] > MAX_QUESTIONS:
        form.add_error("count", _("A quiz has at most 40 questions."))
        return _page(request, quiz, add_form=form, status=400)
    with transaction.atomic():
        last = quiz.items.aggregate(last=Max("position"))["last"] or 0
        for n in range(row["count"]):
            seed = row["seed"] if row.get("seed") is not None else codes.quiz_seed()
            QuizItem.objects.create(
                quiz=quiz, position=last + n + 1, kind=row["kind"], level=row["level"], seed=seed
            )
    messages.success(request, _("The questions are added."))
    return redirect("classes:quiz_edit", quiz_id=quiz.public_id)


def _renumber(quiz: Quiz) -> None:
    """Positions 1, 2, 3 … again after a question was removed."""
    for number, item in enumerate(quiz.items.order_by("position"), start=1):
        if item.position != number:
            QuizItem.objects.filter(pk=item.pk).update(position=number)


@login_required
@require_POST
def quiz_item_action(
    request: HttpRequest, quiz_id: UUID, position: int, action: str
) -> HttpResponse:
    """``up``, ``down``, ``replace`` (a new hand of the same kind and level) or
    ``remove`` the question at ``position``."""
    quiz = get_quiz_for_user(request, quiz_id)
    if action not in ITEM_ACTIONS:
        return bad_request(request, _("There is no such change."))
    if refused := _refuse_locked(request, quiz):
        return refused
    item = quiz.items.filter(position=position).first()
    if item is None:
        return bad_request(request, _("There is no such question."))
    with transaction.atomic():
        if action == "remove":
            if quiz.items.count() == 1:
                return bad_request(request, _("A quiz needs at least one question."))
            item.delete()
            _renumber(quiz)
        elif action == "replace":
            item.seed = codes.quiz_seed()
            item.params = {}
            item.save(update_fields=["seed", "params"])
        else:
            other_position = position - 1 if action == "up" else position + 1
            other = quiz.items.filter(position=other_position).first()
            if other is not None:
                QuizItem.objects.filter(pk=item.pk).update(position=_PARKED)
                QuizItem.objects.filter(pk=other.pk).update(position=position)
                QuizItem.objects.filter(pk=item.pk).update(position=other_position)
    return redirect(reverse("classes:quiz_edit", args=[quiz.public_id]) + "#questions")


def duplicate(quiz: Quiz, owner, title: str | None = None) -> Quiz:
    """A copy of ``quiz`` (same questions, same hands) owned by ``owner``."""
    with transaction.atomic():
        copy = Quiz.objects.create(
            owner=owner,
            title=(title or _("%(title)s (copy)") % {"title": quiz.title})[:120],
            different_hands_per_pupil=quiz.different_hands_per_pupil,
        )
        QuizItem.objects.bulk_create(
            QuizItem(
                quiz=copy,
                position=item.position,
                kind=item.kind,
                level=item.level,
                seed=item.seed,
                params=item.params,
            )
            for item in quiz.items.all()
        )
    return copy


@login_required
@require_POST
def quiz_duplicate(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    quiz = get_quiz_for_user(request, quiz_id)
    copy = duplicate(quiz, request.user)
    messages.success(request, _("This is your copy; change it as you like."))
    return redirect("classes:quiz_edit", quiz_id=copy.public_id)


@login_required
@require_POST
def quiz_delete(request: HttpRequest, quiz_id: UUID) -> HttpResponse:
    quiz = get_quiz_for_user(request, quiz_id)
    if quiz.assignments.exists():
        back = reverse("classes:quiz_detail", args=[quiz.public_id])
        return bad_request(
            request, _("This quiz is assigned to a class; its results need it."), back=back
        )
    quiz.delete()
    messages.success(request, _("The quiz is deleted."))
    return redirect("classes:dashboard")
