"""Personas and a small world for the classes tests, built in code.

The world: ``teacher`` runs ``classroom`` (pupil ``pupil`` in it, a managed pupil too),
owns ``quiz`` (fixed hands, so the right answers are worked out here from the rules) and
has assigned it, open now and due tomorrow; ``pupil`` has an attempt in progress. The
class also has ``table_assignment``: one deal against level 1, open now, due tomorrow.
``other_teacher`` runs another class with ``other_pupil`` in it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone, translation

from tests.web.test_page_weight import PAGE_LIMIT
from tutor.classes import grid, taking
from tutor.classes.models import (
    Assignment,
    Attempt,
    Classroom,
    Membership,
    Quiz,
    QuizItem,
    TableAssignment,
)

# Elder's point: spades A K Q 9 7 — five cards, 11 + 10 + 10 + 9 + 7 = 47 (hearts A K 8
# and the rest are shorter).
POINT_HAND = "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"
POINT_RIGHT = {"length": "5", "value": "47"}
POINT_WRONG = {"length": "5", "value": "48"}
# Six deals, a 40 + 40 + 40 = 120, b 10 + 10 + 10 = 30: b is under 100, so a wins and
# scores the sum plus 100: 120 + 30 + 100 = 250, and b is rubiconed.
RUBICON_DEALS = "40:0 40:0 40:0 0:10 0:10 0:10"
RUBICON_RIGHT = {"winner": "a", "rubiconed": "yes", "score": "250"}
RUBICON_WRONG = {"winner": "a", "rubiconed": "yes", "score": "190"}  # 120 - 30 + 100


@pytest.fixture(autouse=True)
def _english_to_begin_with():
    """A request to a /de/ page leaves German active in the thread (LocaleMiddleware
    does not switch back); each test starts in English, as ``reverse`` would otherwise
    build the previous test's language into its URLs."""
    translation.activate("en")
    yield
    translation.deactivate()


@pytest.fixture(autouse=True)
def _fast_passwords(settings) -> None:
    """Hashing passwords the production way takes most of a test's time."""
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.MD5PasswordHasher",
        "tutor.accounts.hashers.InitialPasswordHasher",  # login cards (item 14)
    ]


def make_user(username: str, **extra):
    return get_user_model().objects.create_user(
        username=username, password="kartenspiel-42", email=f"{username}@example.org", **extra
    )


def login(client: Client, user) -> Client:
    client.force_login(user)
    return client


#: The pupils of the large classes whose pages are weighed (issue 17) bear long names.
LONG_NAME = "Maximiliane Schwarzenberger"


def long_name(n: int) -> str:
    """The name of the ``n``-th pupil :func:`make_pupils` makes."""
    return f"{LONG_NAME}-{n:03}"


def make_pupils(classroom: Classroom, count: int) -> list:
    """``count`` pupils in ``classroom``, named ``long_name(0)`` …, made at once."""
    users = get_user_model()
    pupils = users.objects.bulk_create(
        users(username=f"schueler-{n:03}", display_name=long_name(n)) for n in range(count)
    )
    Membership.objects.bulk_create(Membership(classroom=classroom, pupil=p) for p in pupils)
    return pupils


def every_page(
    client: Client, address: str, param: str = "page", anchor: str | None = None
) -> list[str]:
    """Each page of a list that comes a page at a time, from ``address`` on, following
    the "Next" link of its pager (``?param=``, at ``#anchor`` when given:
    templates/classes/pages.html); each page within 40 KB."""
    base = address.split("?")[0]
    place = f"#{anchor}" if anchor else ""
    pages = []
    for _ in range(100):
        html = client.get(address).content.decode()
        assert len(html.encode()) <= PAGE_LIMIT, (address, len(html.encode()))
        pages.append(html)
        found = re.search(rf'href="\?((?:[^"#]*&amp;)?{param}=\d+){place}" rel="next"', html)
        if not found:
            return pages
        address = f"{base}?{found.group(1).replace('&amp;', '&')}"
    raise AssertionError("no last page")


@dataclass
class World:
    teacher: object
    other_teacher: object
    pupil: object
    other_pupil: object
    managed_pupil: object
    classroom: Classroom
    other_classroom: Classroom
    membership: Membership
    managed_membership: Membership
    quiz: Quiz
    other_quiz: Quiz
    point_item: QuizItem
    rubicon_item: QuizItem
    assignment: Assignment
    attempt: Attempt
    table_assignment: TableAssignment


def make_quiz(owner, title: str = "Point and rubicon") -> Quiz:
    quiz = Quiz.objects.create(owner=owner, title=title)
    QuizItem.objects.create(quiz=quiz, position=1, kind="point", params={"hand": POINT_HAND})
    QuizItem.objects.create(quiz=quiz, position=2, kind="rubicon", params={"deals": RUBICON_DEALS})
    return quiz


def make_assignment(quiz: Quiz, classroom: Classroom, **extra) -> Assignment:
    now = timezone.now()
    values = {"opens_at": now - timedelta(hours=1), "due_at": now + timedelta(days=1)}
    values.update(extra)
    return Assignment.objects.create(quiz=quiz, classroom=classroom, **values)


def make_table_assignment(classroom: Classroom, **extra) -> TableAssignment:
    now = timezone.now()
    values = {
        "level": 1,
        "deals": 1,
        "opens_at": now - timedelta(hours=1),
        "due_at": now + timedelta(days=1),
    }
    values.update(extra)
    return TableAssignment.objects.create(classroom=classroom, **values)


@pytest.fixture
def world(db) -> World:
    teacher = make_user("teacher", display_name="Frau Berger")
    other_teacher = make_user("other-teacher")
    pupil = make_user("pupil", display_name="Lena Kühn")
    other_pupil = make_user("other-pupil")
    managed_pupil = make_user("jan-k7m2", display_name="Jan", managed=True)
    classroom = Classroom.objects.create(name="7b", teacher=teacher)
    other_classroom = Classroom.objects.create(name="8a", teacher=other_teacher)
    membership = Membership.objects.create(classroom=classroom, pupil=pupil)
    managed = Membership.objects.create(classroom=classroom, pupil=managed_pupil, managed=True)
    Membership.objects.create(classroom=other_classroom, pupil=other_pupil)
    quiz = make_quiz(teacher)
    other_quiz = make_quiz(other_teacher, "Other quiz")
    assignment = make_assignment(quiz, classroom)
    make_assignment(other_quiz, other_classroom)
    attempt = Attempt.objects.create(assignment=assignment, pupil=pupil, number=1)
    items = list(quiz.items.all())
    return World(
        teacher=teacher,
        other_teacher=other_teacher,
        pupil=pupil,
        other_pupil=other_pupil,
        managed_pupil=managed_pupil,
        classroom=classroom,
        other_classroom=other_classroom,
        membership=membership,
        managed_membership=managed,
        quiz=quiz,
        other_quiz=other_quiz,
        point_item=items[0],
        rubicon_item=items[1],
        assignment=assignment,
        attempt=attempt,
        table_assignment=make_table_assignment(classroom),
    )


@pytest.fixture
def class_rows(world: World) -> list[grid.Row]:
    """The grid's rows (``grid.Row``) of a small class that shows each case of the teacher's
    tables: Lena in progress (point wrong, rubicon unanswered), Jan submitted late (point
    right, rubicon partly right), Zoë, a name to escape, in progress with everything
    wrong, and Max, who never started."""
    taking.save_answer(world.attempt, world.point_item, POINT_WRONG)
    jan = taking.start_attempt(world.assignment, world.managed_pupil)
    taking.save_answer(jan, world.point_item, POINT_RIGHT)
    taking.save_answer(jan, world.rubicon_item, RUBICON_WRONG)
    taking.submit(jan)
    Attempt.objects.filter(pk=jan.pk).update(late=True)
    zoe = make_user("zoe", display_name='Zoë <"&">')
    world.classroom.memberships.create(pupil=zoe)
    wrong_all = {"winner": "b", "rubiconed": "no", "score": "1"}
    zoe_attempt = taking.start_attempt(world.assignment, zoe)
    taking.save_answer(zoe_attempt, world.rubicon_item, wrong_all)
    world.classroom.memberships.create(pupil=make_user("max", display_name="Max"))
    return grid.assignment_grid(world.assignment).rows
