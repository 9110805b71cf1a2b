"""Deleting a class, on its owner's request, with the accounts it made.

The class goes with its assignments, attempts and answers; the accounts of its managed
pupils (made by its teachers for this class and in no other class) are deleted with it,
so nothing personal is left behind. The owner's quizzes stay.
"""

from __future__ import annotations

import logging
from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

from tutor.accounts import roles

from .access import get_classroom_for_user
from .views import bad_request

log = logging.getLogger(__name__)


@login_required
def class_delete(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """GET asks to confirm; POST with ``confirm=yes`` deletes."""
    classroom = get_classroom_for_user(request, class_id, owner_only=True, allow_archived=True)
    managed = classroom.memberships.filter(managed=True, pupil__managed=True)
    context = {"classroom": classroom, "managed_count": managed.count()}
    if request.method != "POST":
        return render(request, "classes/class_delete.html", context)
    if request.POST.get("confirm") != "yes":
        return bad_request(
            request,
            _("Tick the box to confirm that the class should be deleted."),
            back=reverse("classes:class_delete", args=[classroom.public_id]),
        )
    name = classroom.name
    with transaction.atomic():
        pupil_ids = list(managed.values_list("pupil_id", flat=True))
        classroom.delete()
        roles.orphaned_managed(pupil_ids).delete()
    log.info("class %s deleted by its owner %s", class_id, request.user.pk)
    messages.success(
        request, _("The class %(name)s is deleted, with its pupil accounts.") % {"name": name}
    )
    return redirect("classes:dashboard")
