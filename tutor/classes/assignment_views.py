"""An assignment after it was given: change its dates and rules, and give one pupil an
extension (their own due date, extra attempts), like Moodle's user overrides.

Changes apply from now on: answers already given keep their marks, and an attempt in
progress keeps the time it started at.
"""

from __future__ import annotations

from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from .access import get_assignment_for_user
from .assignment_forms import AssignmentEditForm, ExtensionForm
from .models import Assignment, Extension
from .views import bad_request


def _page(request: HttpRequest, assignment: Assignment, form, extension_form, status=200):
    extensions = assignment.extensions.select_related("pupil").order_by("pupil__display_name")
    context = {
        "assignment": assignment,
        "form": form,
        "extension_form": extension_form,
        "extensions": extensions,
    }
    return render(request, "classes/assignment_edit.html", context, status=status)


def _refuse_if_archived(request: HttpRequest, assignment: Assignment) -> HttpResponse | None:
    if assignment.classroom.archived:
        return bad_request(request, _("This class has been archived; its assignments are closed."))
    return None


@login_required
def assignment_edit(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    extension_form = ExtensionForm(assignment=assignment)
    if request.method != "POST":
        return _page(request, assignment, AssignmentEditForm(instance=assignment), extension_form)
    if refused := _refuse_if_archived(request, assignment):
        return refused
    form = AssignmentEditForm(request.POST, instance=assignment)
    if not form.is_valid():
        return _page(request, assignment, form, extension_form, status=400)
    form.save()
    messages.success(request, _("The assignment is changed."))
    return redirect("classes:assignment_edit", assignment_id=assignment.public_id)


@login_required
@require_POST
def extension_add(request: HttpRequest, assignment_id: UUID) -> HttpResponse:
    """Give one pupil an extension (replacing the one they had)."""
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    if refused := _refuse_if_archived(request, assignment):
        return refused
    form = ExtensionForm(request.POST, assignment=assignment)
    if not form.is_valid():
        edit = AssignmentEditForm(instance=assignment)
        return _page(request, assignment, edit, form, status=400)
    pupil = form.membership.pupil
    Extension.objects.update_or_create(
        assignment=assignment,
        pupil=pupil,
        defaults={
            "due_at": form.cleaned_data["due_at"],
            "extra_attempts": form.cleaned_data["extra_attempts"],
        },
    )
    messages.success(request, _("%(name)s has an extension.") % {"name": pupil})
    return redirect("classes:assignment_edit", assignment_id=assignment.public_id)


@login_required
@require_POST
def extension_remove(request: HttpRequest, assignment_id: UUID, extension_id: UUID) -> HttpResponse:
    assignment = get_assignment_for_user(request, assignment_id, as_teacher=True)
    extension = assignment.extensions.filter(public_id=extension_id).first()
    if extension is None:
        raise Http404
    extension.delete()
    messages.success(request, _("The extension is removed."))
    return redirect("classes:assignment_edit", assignment_id=assignment.public_id)
