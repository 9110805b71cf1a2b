"""What we hold about an account, to hand it over (export) and to delete it.

The export is everything the account owns, as JSON: the account and its addresses,
classes joined and taught, quizzes, attempts with every answer, and the rows of every
learner-progress model (any model built on ``tutor.learners.LearnerOwned``, so a new
kind of progress is exported and deleted without changing this module).

Deleting a teacher keeps the pupils' results with their classes: a class with a
co-teacher passes to that co-teacher (with the quizzes it uses); a class without one
stays under an anonymised placeholder account that nobody can sign in to. Everything
else of the account is deleted.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from allauth.account.models import EmailAddress
from django.apps import apps
from django.db import transaction
from django.db.models import Q

from tutor.learners import LearnerOwned


def progress_models() -> list[type[LearnerOwned]]:
    return [m for m in apps.get_models() if issubclass(m, LearnerOwned)]


def _row(obj, skip: tuple[str, ...] = ("id", "user", "anon_id")) -> dict:
    return {
        f.name: getattr(obj, f.attname) for f in obj._meta.concrete_fields if f.name not in skip
    }


def export(user) -> dict:
    """Everything the account owns, ready for ``json.dumps(..., cls=DjangoJSONEncoder)``."""
    from tutor.classes.models import Attempt, Classroom

    taught = Classroom.objects.filter(Q(teacher=user) | Q(co_teachers=user)).distinct()
    attempts = Attempt.objects.filter(pupil=user).select_related(
        "assignment__quiz", "assignment__classroom"
    )
    return {
        "account": {
            "username": user.get_username(),
            "display_name": user.display_name,
            "email": user.email,
            "date_joined": user.date_joined,
            "last_login": user.last_login,
            "made_by_a_teacher": user.managed,
        },
        "email_addresses": [
            {"email": e.email, "verified": e.verified, "primary": e.primary}
            for e in EmailAddress.objects.filter(user=user)
        ],
        "classes_joined": [
            {
                "class": m.classroom.name,
                "teacher": str(m.classroom.teacher),
                "joined_at": m.joined_at,
            }
            for m in user.memberships.select_related("classroom__teacher")
        ],
        "classes_taught": [
            {
                "class": c.name,
                "owner": c.teacher_id == user.pk,
                "created_at": c.created_at,
                "archived": c.archived,
                "pupils": c.memberships.count(),
            }
            for c in taught
        ],
        "quizzes": [
            {
                "title": q.title,
                "created_at": q.created_at,
                "questions": [_row(i, skip=("id", "quiz")) for i in q.items.all()],
            }
            for q in user.quizzes.all()
        ],
        "attempts": [
            {
                "quiz": a.assignment.quiz.title,
                "class": a.assignment.classroom.name,
                "number": a.number,
                "started_at": a.started_at,
                "submitted_at": a.submitted_at,
                "late": a.late,
                "answers": [
                    {
                        "question": ans.item.position,
                        "kind": ans.item.kind,
                        "given": ans.given,
                        "correct": ans.correct,
                        "answered_at": ans.answered_at,
                    }
                    for ans in a.answers.select_related("item")
                ],
            }
            for a in attempts
        ],
        "progress": {
            model._meta.label: [_row(r) for r in model._default_manager.filter(user=user)]
            for model in progress_models()
        },
    }


@dataclass
class Plan:
    """What deleting an account does to the classes it teaches."""

    handed_over: list = field(default_factory=list)  # (classroom, new owner)
    kept: list = field(default_factory=list)  # classes kept under a placeholder


def plan(user) -> Plan:
    """Who takes each of the user's classes (the longest-standing co-teacher first)."""
    from tutor.classes.models import Classroom

    result = Plan()
    for classroom in Classroom.objects.filter(teacher=user):
        successor = classroom.co_teachers.exclude(pk=user.pk).order_by("date_joined").first()
        if successor is None:
            result.kept.append(classroom)
        else:
            result.handed_over.append((classroom, successor))
    return result


@transaction.atomic
def delete_account(user) -> Plan:
    """Delete the account; classes and their results stay with the pupils (see above)."""
    from tutor.classes.models import Classroom, CoTeacherInvitation

    steps = plan(user)
    for classroom, successor in steps.handed_over:
        classroom.teacher = successor
        classroom.save(update_fields=["teacher"])
        classroom.co_teachers.remove(successor)
    for quiz in user.quizzes.filter(assignments__isnull=False).distinct():
        owners = (
            Classroom.objects.filter(assignments__quiz=quiz)
            .exclude(teacher=user)
            .values_list("teacher", flat=True)
        )
        in_kept = quiz.assignments.filter(classroom__teacher=user).exists()
        if owners and not in_kept:
            quiz.owner_id = owners[0]
            quiz.save(update_fields=["owner"])
    if steps.kept or user.quizzes.filter(assignments__isnull=False).exists():
        _anonymise(user)
        CoTeacherInvitation.objects.filter(invited_by=user).delete()
    else:
        user.delete()
    return steps


def _anonymise(user) -> None:
    """Keep the account only as the owner of its classes, with nothing personal left."""
    EmailAddress.objects.filter(user=user).delete()
    for model in progress_models():
        model._default_manager.filter(user=user).delete()
    user.memberships.all().delete()
    user.attempts.all().delete()
    user.classes_co_taught.clear()
    user.quizzes.filter(assignments__isnull=True).delete()
    user.username = f"former-teacher-{secrets.token_hex(6)}"
    user.display_name = ""
    user.first_name = user.last_name = user.email = ""
    user.is_active = user.is_staff = user.is_superuser = user.managed = False
    user.set_unusable_password()
    user.save()
