"""Integrity held by the database itself, whatever a view does."""

from datetime import timedelta

import pytest
from django.db import IntegrityError, transaction

from tutor.classes.models import Answer, Assignment, Attempt, Classroom, Membership

from .conftest import make_user


def test_it_keeps_one_membership_per_pupil_and_class(world) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Membership.objects.create(classroom=world.classroom, pupil=world.pupil)


def test_it_keeps_one_answer_per_question_and_attempt(world) -> None:
    Answer.objects.create(attempt=world.attempt, item=world.point_item, given={}, correct=True)
    with pytest.raises(IntegrityError), transaction.atomic():
        Answer.objects.create(attempt=world.attempt, item=world.point_item, given={}, correct=False)


def test_it_numbers_attempts_once_per_pupil_and_assignment(world) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Attempt.objects.create(assignment=world.assignment, pupil=world.pupil, number=1)


def test_it_gives_join_codes_unique_in_the_database(world) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Classroom.objects.create(
            name="copy", teacher=make_user("copycat"), join_code=world.classroom.join_code
        )


def test_it_refuses_a_due_date_before_the_opening(world) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Assignment.objects.create(
            quiz=world.quiz,
            classroom=world.classroom,
            opens_at=world.assignment.due_at,
            due_at=world.assignment.due_at - timedelta(minutes=1),
        )


def test_it_refuses_zero_attempts(world) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        Assignment.objects.create(
            quiz=world.quiz,
            classroom=world.classroom,
            opens_at=world.assignment.opens_at,
            due_at=world.assignment.due_at,
            max_attempts=0,
        )


def test_it_gives_every_class_a_random_public_id_and_code(world) -> None:
    assert world.classroom.public_id != world.other_classroom.public_id
    assert world.classroom.join_code != world.other_classroom.join_code
    assert world.classroom.public_id.version == 4
