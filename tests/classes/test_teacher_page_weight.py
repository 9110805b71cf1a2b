"""A busy teacher's pages stay within 40 KB of HTML (issue 17): a class of 60 pupils with
long names (half with accounts the teacher made), a school year of 30 assignments and 30
tasks at the table with the longest titles, and five more classes to move pupils to. The
class page shows each of its lists a page at a time (``?assignments=``, ``?tasks=``,
``?pupils=``), every item on exactly one page; a pupil's own page holds what the
teacher does with them (a new password, a move, removal)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.web.test_page_weight import PAGE_LIMIT
from tutor.classes.models import Classroom, Membership, Quiz

from .conftest import (
    LONG_NAME,
    World,
    every_page,
    login,
    long_name,
    make_assignment,
    make_pupils,
    make_table_assignment,
)

PUPILS, ASSIGNMENTS, TASKS = 60, 30, 30
TITLE = "Wiederholung: Point, Sequenzen und Sätze melden, richtig antworten und zählen"


@pytest.fixture
def busy(world: World) -> World:
    classroom = world.classroom
    for n in range(5):
        Classroom.objects.create(
            name=f"Klasse {n}b der Oberstufe am Gymnasium", teacher=world.teacher
        )
    pupils = make_pupils(classroom, PUPILS)
    Membership.objects.filter(pupil__in=pupils[::2]).update(managed=True)
    for n in range(ASSIGNMENTS):
        quiz = Quiz.objects.create(owner=world.teacher, title=f"{n:02} {TITLE}"[:120])
        make_assignment(quiz, classroom)
    for _ in range(TASKS):
        make_table_assignment(classroom)
    return world


def _found(client: Client, url: str, param: str, anchor: str, pattern: str) -> list[str]:
    """What ``pattern`` finds on each page of the class page's list ``param``."""
    pages = every_page(client, f"{url}?{param}=1", param, anchor)
    return [found for html in pages for found in re.findall(pattern, html)]


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_the_class_page_shows_each_list_a_page_at_a_time(
    client: Client, busy: World, lang: str
) -> None:
    login(client, busy.teacher)
    url = reverse("classes:class_detail", args=[busy.classroom.public_id])
    url = url.replace("/en/", f"/{lang}/", 1)
    pupils = _found(client, url, "pupils", "pupils-title", rf">({LONG_NAME}-\d+)</a>")
    assert sorted(pupils) == [long_name(n) for n in range(PUPILS)]
    quizzes = _found(client, url, "assignments", "assignments-title", rf">(\d\d) {TITLE[:20]}")
    assert sorted(quizzes) == [f"{n:02}" for n in range(ASSIGNMENTS)]
    tasks = _found(client, url, "tasks", "table-title", r'href="[^"]*/classes/p/[^"]+/results/"')
    assert len(tasks) == len(set(tasks)) == TASKS + 1  # and the class's task from the start
    # The last page of each at once, and a number out of range: still a page.
    last = client.get(url, {"pupils": "99", "assignments": "x", "tasks": "0"})
    assert last.status_code == 200 and len(last.content) <= PAGE_LIMIT


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_a_pupils_page_holds_what_the_teacher_does_with_them(
    client: Client, busy: World, lang: str
) -> None:
    login(client, busy.teacher)
    managed = busy.classroom.memberships.filter(managed=True).last()
    url = reverse("classes:pupil_results", args=[busy.classroom.public_id, managed.public_id])
    html = client.get(url.replace("/en/", f"/{lang}/", 1)).content.decode()
    assert len(html.encode()) <= PAGE_LIMIT
    for action in ("pupil_password", "pupil_move", "pupil_remove"):
        address = reverse(f"classes:{action}", args=[busy.classroom.public_id, managed.public_id])
        assert f'action="{address.replace("/en/", f"/{lang}/", 1)}"' in html, action
    assert html.count("<option ") == 5  # the teacher's other classes
