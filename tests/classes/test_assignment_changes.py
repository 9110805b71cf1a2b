"""An assignment after it was given: the teacher changes its dates and rules, gives one
pupil an extension (own due date, extra attempt), sets a time limit that the server
enforces, and chooses which attempt counts."""

from __future__ import annotations

import re
from datetime import timedelta
from urllib.parse import urljoin

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.web.test_page_weight import PAGE_LIMIT
from tutor.classes import results, taking
from tutor.classes.models import Attempt, Extension

from .conftest import POINT_RIGHT, POINT_WRONG, World, make_pupils


def _post_as(client: Client, user, name: str, args: list, data: dict):
    client.force_login(user)
    return client.post(reverse(f"classes:{name}", args=args), data)


def _local(moment) -> str:
    return timezone.localtime(moment).strftime("%Y-%m-%dT%H:%M")


def test_it_lets_the_teacher_change_the_due_date_and_reveal_policy(
    client: Client, world: World
) -> None:
    new_due = timezone.now() + timedelta(days=7)
    response = _post_as(
        client,
        world.teacher,
        "assignment_edit",
        [world.assignment.public_id],
        {
            "opens_at": _local(world.assignment.opens_at),
            "due_at": _local(new_due),
            "max_attempts": "2",
            "show_answers": "immediately",
            "time_limit": "15",
            "grading": "last",
        },
    )
    assert response.status_code == 302
    world.assignment.refresh_from_db()
    assert _local(world.assignment.due_at) == _local(new_due)
    assert world.assignment.show_answers == "immediately"
    assert (world.assignment.max_attempts, world.assignment.time_limit) == (2, 15)
    assert world.assignment.grading == "last"


def test_it_refuses_a_due_date_before_the_opening_with_400(client: Client, world: World) -> None:
    response = _post_as(
        client,
        world.teacher,
        "assignment_edit",
        [world.assignment.public_id],
        {
            "opens_at": _local(world.assignment.opens_at),
            "due_at": _local(world.assignment.opens_at - timedelta(hours=1)),
            "max_attempts": "1",
            "show_answers": "after_submit",
        },
    )
    assert response.status_code == 400
    assert "must come after the opening" in response.content.decode()


@pytest.fixture
def closed(world: World) -> World:
    """The class's due date has passed and late work is refused."""
    world.assignment.due_at = timezone.now() - timedelta(minutes=5)
    world.assignment.opens_at = timezone.now() - timedelta(days=1)
    world.assignment.allow_late = False
    world.assignment.save()
    return world


def test_it_lets_one_pupil_answer_after_the_due_date_with_an_extension(
    client: Client, closed: World
) -> None:
    pupil_post = reverse("classes:attempt_question", args=[closed.attempt.public_id, 1])
    client.force_login(closed.pupil)
    assert client.post(pupil_post, POINT_RIGHT).status_code == 400  # closed for her
    response = _post_as(
        client,
        closed.teacher,
        "extension_add",
        [closed.assignment.public_id],
        {
            "pupil": str(closed.membership.public_id),
            "due_at": _local(timezone.now() + timedelta(days=2)),
            "extra_attempts": "0",
        },
    )
    assert response.status_code == 302
    client.force_login(closed.pupil)
    assert client.post(pupil_post, POINT_RIGHT).status_code == 302
    assert closed.attempt.answers.count() == 1
    # her classmate still finds the assignment closed
    client.force_login(closed.managed_pupil)
    start = reverse("classes:attempt_start", args=[closed.assignment.public_id])
    assert client.post(start).status_code == 400


def test_it_gives_one_pupil_an_extra_attempt(client: Client, world: World) -> None:
    taking.submit(world.attempt)
    start = reverse("classes:attempt_start", args=[world.assignment.public_id])
    client.force_login(world.pupil)
    assert client.post(start).status_code == 400  # the one attempt is used
    _post_as(
        client,
        world.teacher,
        "extension_add",
        [world.assignment.public_id],
        {"pupil": str(world.membership.public_id), "due_at": "", "extra_attempts": "1"},
    )
    client.force_login(world.pupil)
    assert client.post(start).status_code == 302
    assert Attempt.objects.filter(assignment=world.assignment, pupil=world.pupil).count() == 2


def test_it_refuses_an_empty_extension_and_removes_one(client: Client, world: World) -> None:
    args = [world.assignment.public_id]
    data = {"pupil": str(world.membership.public_id), "due_at": "", "extra_attempts": "0"}
    assert _post_as(client, world.teacher, "extension_add", args, data).status_code == 400
    extension = Extension.objects.create(
        assignment=world.assignment, pupil=world.pupil, extra_attempts=1
    )
    remove = [world.assignment.public_id, extension.public_id]
    assert _post_as(client, world.teacher, "extension_remove", remove, {}).status_code == 302
    assert not Extension.objects.filter(pk=extension.pk).exists()


def test_it_cuts_an_attempt_off_at_its_time_limit(client: Client, world: World) -> None:
    world.assignment.time_limit = 10
    world.assignment.save()
    Attempt.objects.filter(pk=world.attempt.pk).update(
        started_at=timezone.now() - timedelta(minutes=11)
    )
    client.force_login(world.pupil)
    url = reverse("classes:attempt_question", args=[world.attempt.public_id, 1])
    assert "time for this attempt is up" in client.get(url).content.decode()
    assert client.post(url, POINT_RIGHT).status_code == 400
    assert world.attempt.answers.count() == 0
    # handing it in still works, so the pupil's earlier answers count
    submit = reverse("classes:attempt_submit", args=[world.attempt.public_id])
    assert client.post(submit).status_code == 302
    world.attempt.refresh_from_db()
    assert world.attempt.submitted


def test_it_shows_the_time_left(client: Client, world: World) -> None:
    world.assignment.time_limit = 20
    world.assignment.save()
    client.force_login(world.pupil)
    url = reverse("classes:attempt_question", args=[world.attempt.public_id, 1])
    html = client.get(url).content.decode()
    assert "Time left: 19" in html or "Time left: 20" in html
    assert re.search(r"\(until <time datetime=\"[^\"]+\">[^<]+ CES?T</time>\)", html)  # zone named


@pytest.mark.parametrize(
    "grading, percent", [("highest", 50), ("first", 0), ("last", 50), ("average", 25)]
)
def test_it_grades_by_the_chosen_method(world: World, grading: str, percent: int) -> None:
    """First attempt: point wrong (0 of 2); second: point right (1 of 2)."""
    world.assignment.max_attempts = 2
    world.assignment.grading = grading
    world.assignment.save()
    taking.save_answer(world.attempt, world.point_item, POINT_WRONG)
    taking.submit(world.attempt)
    second = taking.start_attempt(world.assignment, world.pupil)
    taking.save_answer(second, world.point_item, POINT_RIGHT)
    taking.submit(second)
    pupils, _questions = results.assignment_results(world.assignment)
    lena = next(p for p in pupils if p.membership.pupil == world.pupil)
    assert lena.percent == percent


def test_the_extensions_of_a_large_class_stay_within_40_kb(client: Client, world: World) -> None:
    """Each extension's "Remove" posts the page's one form to its own address (relative
    to the page's): 60 forms with their tokens made a page of some 45 KB (issue 17)."""
    pupils = make_pupils(world.classroom, 60)
    Extension.objects.bulk_create(
        Extension(assignment=world.assignment, pupil=p, extra_attempts=1) for p in pupils
    )
    client.force_login(world.teacher)
    page = reverse("classes:assignment_edit", args=[world.assignment.public_id])
    page = page.replace("/en/", "/de/", 1)
    html = client.get(page).content.decode()
    assert len(html.encode()) <= PAGE_LIMIT
    removes = re.findall(r'<button form="extension-actions" formaction="([^"]+)"', html)
    assert len(removes) == 60
    last = Extension.objects.get(pupil=pupils[-1])
    wanted = reverse("classes:extension_remove", args=[world.assignment.public_id, last.public_id])
    assert wanted.replace("/en/", "/de/", 1) in {urljoin(page, r) for r in removes}
    assert client.post(urljoin(page, removes[-1])).status_code == 302
    assert Extension.objects.count() == 59
