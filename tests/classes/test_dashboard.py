"""The classes dashboard of a pupil: what each assignment shows comes from that pupil's own
attempts, extension and deals, read for all assignments at once."""

from __future__ import annotations

from datetime import timedelta

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from tutor.classes.models import Assignment, Attempt, Extension

from .conftest import World, make_assignment, make_quiz, make_table_assignment


def _dashboard(client: Client) -> tuple[str, int]:
    """The dashboard's HTML and how many queries it took."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(reverse("classes:dashboard"))
    assert response.status_code == 200
    return response.content.decode(), len(queries)


def test_the_queries_do_not_grow_with_the_assignments(client: Client, world: World) -> None:
    client.force_login(world.pupil)
    client.post(reverse("classes:table_assignment_play", args=[world.table_assignment.public_id]))
    _, few = _dashboard(client)
    for n in range(4):
        assignment = make_assignment(make_quiz(world.teacher, f"Quiz {n}"), world.classroom)
        Attempt.objects.create(assignment=assignment, pupil=world.pupil, number=1)
        Attempt.objects.create(assignment=assignment, pupil=world.other_pupil, number=1)
        Extension.objects.create(assignment=assignment, pupil=world.pupil, extra_attempts=1)
        task = make_table_assignment(world.classroom, deals=2)
        client.post(reverse("classes:table_assignment_play", args=[task.public_id]))
    html, many = _dashboard(client)
    assert all(f"Quiz {n}" in html for n in range(4))
    assert html.count("in progress") == 5  # the world's attempt and the four above
    assert many == few


def test_another_pupils_extension_opens_nothing(client: Client, world: World) -> None:
    world.assignment.due_at = timezone.now() - timedelta(minutes=1)
    world.assignment.allow_late = False
    world.assignment.save()
    later = timezone.now() + timedelta(days=1)
    Extension.objects.create(assignment=world.assignment, pupil=world.other_pupil, due_at=later)
    client.force_login(world.pupil)
    html, _ = _dashboard(client)
    assert "missed" in html
    Extension.objects.create(assignment=world.assignment, pupil=world.pupil, due_at=later)
    html, _ = _dashboard(client)
    assert "missed" not in html and "in progress" in html


def test_an_assignment_read_for_one_pupil_still_knows_the_others_extensions(
    world: World,
) -> None:
    later = timezone.now() + timedelta(days=3)
    theirs = Extension.objects.create(
        assignment=world.assignment, pupil=world.other_pupil, due_at=later
    )
    read = Assignment.objects.for_pupil(world.pupil).get(pk=world.assignment.pk)
    assert read.extension_for(world.pupil) is None
    assert read.due_for(world.pupil) == world.assignment.due_at
    assert read.extension_for(world.other_pupil) == theirs
    assert read.due_for(world.other_pupil) == later
    assert [a.number for a in read.pupil_attempts] == [1]
