"""The one place where a view fetches an object of this app for the person asking.

One helper per object. Someone with no business with an object gets a 404 (so nobody
can learn that an id exists); someone who knows the object but has the wrong role (a
pupil on a teacher's page, a co-teacher on the owner's settings) gets a 403. The
views call only these helpers, never ``Model.objects.get`` on an id from a URL.
"""

from __future__ import annotations

from uuid import UUID

from django.core.exceptions import PermissionDenied
from django.db.models import Q, QuerySet
from django.http import Http404, HttpRequest

from tutor.http import signed_in

from .models import (
    Assignment,
    Attempt,
    Classroom,
    CoTeacherInvitation,
    Membership,
    Quiz,
    TableAssignment,
)


def taught_by(user) -> QuerySet[Classroom]:
    """The classes ``user`` teaches or co-teaches."""
    return Classroom.objects.filter(Q(teacher=user) | Q(co_teachers=user)).distinct()


def get_classroom_for_user(
    request: HttpRequest,
    class_id: UUID,
    *,
    owner_only: bool = False,
    allow_archived: bool = False,
) -> Classroom:
    """A class for one of its teachers (only its own teacher with ``owner_only``).

    An archived class can be looked at but not changed: a POST to it is refused unless
    the view allows it (``allow_archived``: bringing it back, deleting it)."""
    classroom = taught_by(request.user).filter(public_id=class_id).first()
    if classroom is None:
        known = Classroom.objects.filter(public_id=class_id, pupils=signed_in(request)).exists()
        raise PermissionDenied if known else Http404
    if owner_only and classroom.teacher_id != request.user.pk:
        raise PermissionDenied
    if classroom.archived and request.method == "POST" and not allow_archived:
        raise PermissionDenied
    return classroom


def get_membership_for_user(
    request: HttpRequest, classroom: Classroom, member_id: UUID
) -> Membership:
    """A pupil's membership of a class the user teaches (``classroom`` comes from
    :func:`get_classroom_for_user`)."""
    membership = (
        Membership.objects.select_related("pupil")
        .filter(classroom=classroom, public_id=member_id)
        .first()
    )
    if membership is None:
        raise Http404
    return membership


def get_quiz_for_user(request: HttpRequest, quiz_id: UUID) -> Quiz:
    """A quiz for its owner."""
    quiz = Quiz.objects.filter(public_id=quiz_id, owner=signed_in(request)).first()
    if quiz is None:
        raise Http404
    return quiz


def get_assignment_for_user(
    request: HttpRequest, assignment_id: UUID, *, as_teacher: bool
) -> Assignment:
    """An assignment for a teacher of its class (``as_teacher``) or for a pupil in it."""
    assignment = (
        Assignment.objects.select_related("quiz", "classroom")
        .filter(public_id=assignment_id)
        .first()
    )
    if assignment is None:
        raise Http404
    classroom = assignment.classroom
    is_teacher = classroom.is_teacher(request.user)
    is_pupil = classroom.memberships.filter(pupil=signed_in(request)).exists()
    if as_teacher and is_teacher or not as_teacher and is_pupil:
        return assignment
    if is_teacher or is_pupil:
        raise PermissionDenied
    raise Http404


def get_table_assignment_for_user(
    request: HttpRequest, table_assignment_id: UUID, *, as_teacher: bool
) -> TableAssignment:
    """A "play N deals" task for a teacher of its class (``as_teacher``) or for a pupil
    in it. A POST to one of an archived class is refused."""
    task = (
        TableAssignment.objects.select_related("classroom")
        .filter(public_id=table_assignment_id)
        .first()
    )
    if task is None:
        raise Http404
    classroom = task.classroom
    is_teacher = classroom.is_teacher(request.user)
    is_pupil = classroom.memberships.filter(pupil=signed_in(request)).exists()
    if not (as_teacher and is_teacher or not as_teacher and is_pupil):
        raise PermissionDenied if is_teacher or is_pupil else Http404
    if classroom.archived and request.method == "POST":
        raise PermissionDenied
    return task


def get_attempt_for_user(
    request: HttpRequest, attempt_id: UUID, *, as_teacher: bool = False
) -> Attempt:
    """An attempt for the pupil who made it, or (``as_teacher``, read-only) for a
    teacher of the class."""
    attempt = (
        Attempt.objects.select_related("assignment__quiz", "assignment__classroom", "pupil")
        .filter(public_id=attempt_id)
        .first()
    )
    if attempt is None:
        raise Http404
    classroom = attempt.assignment.classroom
    if as_teacher and classroom.is_teacher(request.user):
        return attempt
    # A pupil removed from the class has no business with its attempts any more.
    own = attempt.pupil_id == request.user.pk and (
        classroom.memberships.filter(pupil=request.user).exists()
    )
    if not as_teacher and own:
        return attempt
    if own:
        raise PermissionDenied
    raise Http404


def get_invitation_for_user(request: HttpRequest, token: str) -> CoTeacherInvitation:
    """A pending co-teacher invitation, for whoever holds its link (whether they may
    accept it, the view decides: only from the account that verified its address)."""
    invitation = (
        CoTeacherInvitation.objects.select_related("classroom__teacher")
        .filter(token=token, accepted_at__isnull=True)
        .first()
    )
    if invitation is None or not invitation.is_pending() or invitation.classroom.archived:
        raise Http404
    return invitation
