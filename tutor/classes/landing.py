"""Where a pupil lands: the assignment due first, if one waits for them."""

from __future__ import annotations

from django.urls import reverse
from django.utils import timezone

from .models import Assignment


def first_due(pupil) -> Assignment | None:
    """The open assignment the pupil has not handed in, with the earliest due date."""
    now = timezone.now()
    candidates = (
        Assignment.objects.filter(
            classroom__memberships__pupil=pupil, classroom__archived=False, opens_at__lte=now
        )
        .select_related("classroom", "quiz")
        .for_pupil(pupil)
        .order_by("due_at")
    )
    for assignment in candidates:
        if not assignment.is_open(now, pupil):
            continue
        attempts = assignment.pupil_attempts
        if any(not a.submitted for a in attempts):
            return assignment  # an attempt in progress
        if not attempts:
            return assignment  # not yet taken (a retry is the pupil's own choice)
    return None


def landing_url(pupil) -> str:
    """The due assignment's page, or the classes dashboard."""
    assignment = first_due(pupil)
    if assignment is not None:
        return reverse("classes:assignment_home", args=[assignment.public_id])
    return reverse("classes:dashboard")
