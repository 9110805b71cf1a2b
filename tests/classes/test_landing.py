"""Pupils land where they should: quick login opens the assignment due first, and the
class dashboard tells done work from missed work (an extension counts)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from tutor.classes import landing, quick_login, taking
from tutor.classes.models import Classroom, Extension

from .conftest import World, every_page, make_assignment, make_quiz, make_table_assignment


def test_it_lands_a_quick_login_on_the_assignment_due_first(world: World) -> None:
    later = make_assignment(
        make_quiz(world.teacher, "Later"),
        world.classroom,
        due_at=timezone.now() + timedelta(days=5),
    )
    entry = quick_login.issue(world.managed_membership)
    response = Client().post(reverse("classes:quick_login"), {"code": entry.code})
    assert response["Location"] == reverse(
        "classes:assignment_home", args=[world.assignment.public_id]
    )
    # once that one is handed in, the next one comes first
    attempt = taking.start_attempt(world.assignment, world.managed_pupil)
    taking.submit(attempt)
    response = Client().post(reverse("classes:quick_login"), {"code": entry.code})
    assert response["Location"] == reverse("classes:assignment_home", args=[later.public_id])


def test_it_lands_on_the_dashboard_with_nothing_due(world: World) -> None:
    taking.submit(taking.start_attempt(world.assignment, world.managed_pupil))
    entry = quick_login.issue(world.managed_membership)
    response = Client().post(reverse("classes:quick_login"), {"code": entry.code})
    assert response["Location"] == reverse("classes:dashboard")


def test_it_lists_missed_and_done_work(client: Client, world: World) -> None:
    world.assignment.due_at = timezone.now() - timedelta(minutes=1)
    world.assignment.allow_late = False
    world.assignment.save()
    client.force_login(world.managed_pupil)
    html = client.get(reverse("classes:dashboard")).content.decode()
    assert "missed" in html
    # with an extension the same assignment is open again
    Extension.objects.create(
        assignment=world.assignment,
        pupil=world.managed_pupil,
        due_at=timezone.now() + timedelta(days=1),
    )
    html = client.get(reverse("classes:dashboard")).content.decode()
    assert "missed" not in html and "not started" in html


def test_finding_the_assignment_due_first_reads_all_of_them_at_once(world: World) -> None:
    """Handed-in assignments before the one that waits cost no query each."""

    def queries() -> tuple[object, int]:
        with CaptureQueriesContext(connection) as taken:
            found = landing.first_due(world.managed_pupil)
        return found, len(taken)

    taking.submit(taking.start_attempt(world.assignment, world.managed_pupil))
    waiting = make_assignment(
        make_quiz(world.teacher, "Waiting"),
        world.classroom,
        due_at=timezone.now() + timedelta(days=9),
    )
    found, few = queries()
    assert found == waiting
    for n in range(4):
        done = make_assignment(make_quiz(world.teacher, f"Done {n}"), world.classroom)
        taking.submit(taking.start_attempt(done, world.managed_pupil))
    found, many = queries()
    assert found == waiting
    assert many == few


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_a_school_years_earlier_work_comes_a_page_at_a_time_within_40_kb(
    client: Client, world: World, lang: str
) -> None:
    """A pupil in two classes with 120 closed assignments and 40 closed tasks at the table
    (two school years of weekly work), the longest titles: every page of the dashboard
    within 40 KB (issue 17), each earlier item on exactly one."""
    second = Classroom.objects.create(name="Piquet-AG der Oberstufe", teacher=world.teacher)
    second.memberships.create(pupil=world.pupil)
    past = {"opens_at": timezone.now() - timedelta(days=9), "due_at": timezone.now()}
    past["due_at"] -= timedelta(days=1)
    for n in range(120):
        title = f"{n:03} Wiederholung: Point, Sequenzen und Sätze melden, richtig antworten"
        classroom = second if n % 2 else world.classroom
        make_assignment(make_quiz(world.teacher, title), classroom, allow_late=False, **past)
    for _ in range(40):
        make_table_assignment(second, **past)
    client.force_login(world.pupil)
    url = reverse("classes:dashboard").replace("/en/", f"/{lang}/", 1)
    shown = []
    for html in every_page(client, url, "earlier", anchor="earlier-title"):
        earlier = html[html.index('id="earlier-title"') :]
        earlier = earlier[: earlier.index("</ul>")]
        shown += re.findall(r'href="([^"]*/classes/(?:a|p)/[0-9a-f-]+/)"', earlier)
    assert len(shown) == len(set(shown)) == 120 + 40
