"""The permission matrix: for every class, quiz, assignment, attempt and results URL,
the owner is let in; another teacher, a pupil of another class and an anonymous visitor
are refused (404, or the sign-in page for the anonymous), for GET and POST.

A POST-only URL answers a GET with 405 whoever asks and whatever the id (that tells
nobody anything); the POST is what must be refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from django.test import Client
from django.urls import reverse

from tutor.classes.models import CoTeacherInvitation

from .conftest import World


@dataclass(frozen=True)
class Case:
    name: str
    url: Callable[[World], str]
    owner: str  # the World attribute of the person the URL belongs to
    methods: tuple[str, ...]
    data: Callable[[World], dict] = lambda w: {}


def _url(name: str, *attrs: str, extra: tuple = ()) -> Callable[[World], str]:
    def build(w: World) -> str:
        args = []
        for attr in attrs:
            obj = w
            for part in attr.split("."):
                obj = getattr(obj, part)
            args.append(obj)
        return reverse(f"classes:{name}", args=[*args, *extra])

    return build


def _extension_url(w: World) -> str:
    from tutor.classes.models import Extension

    extension, _new = Extension.objects.get_or_create(
        assignment=w.assignment, pupil=w.pupil, defaults={"extra_attempts": 1}
    )
    return reverse("classes:extension_remove", args=[w.assignment.public_id, extension.public_id])


def _second_class(w: World):
    """Another class of the teacher's, to move a pupil to."""
    from tutor.classes.models import Classroom

    return Classroom.objects.get_or_create(name="7c", teacher=w.teacher)[0]


def _fresh_quiz_url(name: str, *extra) -> Callable[[World], str]:
    """A URL on a new quiz of the teacher's that nobody has started (so it may change)."""

    def build(w: World) -> str:
        from .conftest import make_quiz

        return reverse(f"classes:{name}", args=[make_quiz(w.teacher, "Fresh").public_id, *extra])

    return build


CLASS = "classroom.public_id"
MEMBER = "membership.public_id"
MANAGED = "managed_membership.public_id"
CASES = [
    Case("class_detail", _url("class_detail", CLASS), "teacher", ("GET",)),
    Case(
        "class_code",
        _url("class_code", CLASS),
        "teacher",
        ("POST",),
        lambda w: {"action": "disable"},
    ),
    Case(
        "class_archive",
        _url("class_archive", CLASS),
        "teacher",
        ("POST",),
        lambda w: {"archived": "yes"},
    ),
    Case(
        "co_teacher_add",
        _url("co_teacher_add", CLASS),
        "teacher",
        ("POST",),
        lambda w: {"email": "colleague@school.example"},
    ),
    Case(
        "invitation_cancel",
        lambda w: reverse(
            "classes:invitation_cancel",
            args=[
                w.classroom.public_id,
                CoTeacherInvitation.objects.create(
                    classroom=w.classroom, email="c@school.example", invited_by=w.teacher
                ).public_id,
            ],
        ),
        "teacher",
        ("POST",),
    ),
    Case(
        "co_teacher_remove",
        _url("co_teacher_remove", CLASS),
        "teacher",
        ("POST",),
        lambda w: {"username": "x"},
    ),
    Case(
        "managed_pupils",
        _url("managed_pupils", CLASS),
        "teacher",
        ("GET", "POST"),
        lambda w: {"names": "Mia"},
    ),
    Case("login_cards", _url("login_cards", CLASS), "teacher", ("GET",)),
    Case(
        "class_delete",
        _url("class_delete", CLASS),
        "teacher",
        ("GET", "POST"),
        lambda w: {"confirm": "yes"},
    ),
    Case("pupil_results", _url("pupil_results", CLASS, MEMBER), "teacher", ("GET",)),
    Case("pupil_password", _url("pupil_password", CLASS, MANAGED), "teacher", ("POST",)),
    Case("pupil_remove", _url("pupil_remove", CLASS, MEMBER), "teacher", ("POST",)),
    Case(
        "pupil_move",
        _url("pupil_move", CLASS, MEMBER),
        "teacher",
        ("POST",),
        lambda w: {"target": str(_second_class(w).public_id)},
    ),
    Case(
        "assignment_create",
        _url("assignment_create", CLASS),
        "teacher",
        ("GET", "POST"),
        lambda w: {
            "quiz": str(w.quiz.public_id),
            "opens_at": "2030-01-01T08:00",
            "due_at": "2030-01-02T08:00",
            "max_attempts": "1",
            "show_answers": "after_submit",
        },
    ),
    Case("quiz_detail", _url("quiz_detail", "quiz.public_id"), "teacher", ("GET",)),
    Case(
        "assignment_results",
        _url("assignment_results", "assignment.public_id"),
        "teacher",
        ("GET",),
    ),
    Case(
        "csv_pupils",
        _url("assignment_csv", "assignment.public_id", extra=("pupils",)),
        "teacher",
        ("GET",),
    ),
    Case(
        "csv_questions",
        _url("assignment_csv", "assignment.public_id", extra=("questions",)),
        "teacher",
        ("GET",),
    ),
    Case("attempt_review", _url("attempt_review", "attempt.public_id"), "teacher", ("GET",)),
    Case("assignment_home", _url("assignment_home", "assignment.public_id"), "pupil", ("GET",)),
    Case("attempt_start", _url("attempt_start", "assignment.public_id"), "pupil", ("POST",)),
    Case("attempt_detail", _url("attempt_detail", "attempt.public_id"), "pupil", ("GET",)),
    Case(
        "attempt_question",
        _url("attempt_question", "attempt.public_id", extra=(1,)),
        "pupil",
        ("GET", "POST"),
        lambda w: {"length": "5", "value": "47"},
    ),
    Case("attempt_submit", _url("attempt_submit", "attempt.public_id"), "pupil", ("POST",)),
    # teachers' pages: preview and key, grid, exports
    Case("quiz_preview", _url("quiz_preview", "quiz.public_id"), "teacher", ("GET",)),
    Case(
        "quiz_print_questions",
        _url("quiz_print", "quiz.public_id", extra=("questions",)),
        "teacher",
        ("GET",),
    ),
    Case(
        "quiz_print_key", _url("quiz_print", "quiz.public_id", extra=("key",)), "teacher", ("GET",)
    ),
    Case("assignment_key", _url("assignment_key", "assignment.public_id"), "teacher", ("GET",)),
    Case("assignment_grid", _url("assignment_grid", "assignment.public_id"), "teacher", ("GET",)),
    Case(
        "grid_answer",
        _url("grid_answer", "assignment.public_id", "attempt.pk", extra=(1,)),
        "teacher",
        ("GET",),
    ),
    Case("assignment_xlsx", _url("assignment_xlsx", "assignment.public_id"), "teacher", ("GET",)),
    Case(
        "assignment_edit",
        _url("assignment_edit", "assignment.public_id"),
        "teacher",
        ("GET", "POST"),
        lambda w: {
            "opens_at": "2030-01-01T08:00",
            "due_at": "2030-01-02T08:00",
            "max_attempts": "1",
            "show_answers": "after_submit",
        },
    ),
    Case(
        "extension_add",
        _url("extension_add", "assignment.public_id"),
        "teacher",
        ("POST",),
        lambda w: {"pupil": str(w.membership.public_id), "extra_attempts": "1"},
    ),
    Case("extension_remove", _extension_url, "teacher", ("POST",)),
    Case("projector", _url("projector", CLASS), "teacher", ("GET",)),
    Case("class_progress", _url("class_progress", CLASS), "teacher", ("GET",)),
    Case(
        "quiz_edit",
        _url("quiz_edit", "quiz.public_id"),
        "teacher",
        ("GET", "POST"),
        lambda w: {"title": "Neu"},
    ),
    Case(
        "quiz_item_add",
        _fresh_quiz_url("quiz_item_add"),
        "teacher",
        ("POST",),
        lambda w: {"add-kind": "point", "add-level": "1", "add-count": "1"},
    ),
    Case("quiz_item_up", _fresh_quiz_url("quiz_item_action", 2, "up"), "teacher", ("POST",)),
    Case(
        "quiz_item_remove",
        _fresh_quiz_url("quiz_item_action", 1, "remove"),
        "teacher",
        ("POST",),
    ),
    Case("quiz_duplicate", _url("quiz_duplicate", "quiz.public_id"), "teacher", ("POST",)),
    Case("quiz_delete", _fresh_quiz_url("quiz_delete"), "teacher", ("POST",)),
    Case(
        "quiz_share",
        _url("quiz_share", "quiz.public_id"),
        "teacher",
        ("POST",),
        lambda w: {"action": "on"},
    ),
    Case(
        "assignment_quiz_copy",
        _url("assignment_quiz_copy", "assignment.public_id"),
        "teacher",
        ("POST",),
    ),
    # a task at the play table: given by the teacher, played by the pupil
    Case(
        "table_assignment_create",
        _url("table_assignment_create", CLASS),
        "teacher",
        ("GET", "POST"),
        lambda w: {
            "level": "1",
            "deals": "2",
            "opens_at": "2030-01-01T08:00",
            "due_at": "2030-01-02T08:00",
        },
    ),
    Case(
        "table_assignment_results",
        _url("table_assignment_results", "table_assignment.public_id"),
        "teacher",
        ("GET",),
    ),
    Case(
        "table_assignment_home",
        _url("table_assignment_home", "table_assignment.public_id"),
        "pupil",
        ("GET",),
    ),
    Case(
        "table_assignment_play",
        _url("table_assignment_play", "table_assignment.public_id"),
        "pupil",
        ("POST",),
    ),
    Case(
        "quick_login_cards",
        _url("quick_login_cards", CLASS),
        "teacher",
        ("GET", "POST"),
        lambda w: {"action": "issue"},
    ),
]
OUTSIDERS = ["other_teacher", "other_pupil", "anonymous"]


def _request(client: Client, method: str, url: str, data: dict):
    return client.get(url) if method == "GET" else client.post(url, data)


def _as(client: Client, world: World, who: str) -> Client:
    if who != "anonymous":
        client.force_login(getattr(world, who))
    return client


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
@pytest.mark.parametrize("who", OUTSIDERS)
def test_it_refuses_outsiders(client: Client, world: World, case: Case, who: str) -> None:
    _as(client, world, who)
    url = case.url(world)
    for method in ("GET", "POST"):
        response = _request(client, method, url, case.data(world))
        if who == "anonymous":
            assert response.status_code == 302, (method, url)
            assert reverse("account_login") in response["Location"]
        elif method not in case.methods:
            assert response.status_code == 405, (method, url)
        else:
            assert response.status_code == 404, (method, url, response.status_code)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_it_lets_the_owner_in(client: Client, world: World, case: Case) -> None:
    _as(client, world, case.owner)
    for method in case.methods:
        response = _request(client, method, case.url(world), case.data(world))
        assert response.status_code in (200, 302), (method, case.name, response.status_code)
        if response.status_code == 302:
            assert reverse("account_login") not in response["Location"]


def test_it_changes_nothing_for_an_outsider_post(client: Client, world: World) -> None:
    client.force_login(world.other_teacher)
    client.post(
        reverse("classes:class_code", args=[world.classroom.public_id]), {"action": "disable"}
    )
    client.post(
        reverse(
            "classes:pupil_remove", args=[world.classroom.public_id, world.membership.public_id]
        )
    )
    world.classroom.refresh_from_db()
    assert world.classroom.join_enabled
    assert world.classroom.memberships.filter(pupil=world.pupil).exists()


@pytest.mark.parametrize(
    "name, url",
    [
        ("class_detail", _url("class_detail", CLASS)),
        ("assignment_results", _url("assignment_results", "assignment.public_id")),
        ("assignment_grid", _url("assignment_grid", "assignment.public_id")),
        ("grid_answer", _url("grid_answer", "assignment.public_id", "attempt.pk", extra=(1,))),
        ("assignment_key", _url("assignment_key", "assignment.public_id")),
        ("assignment_xlsx", _url("assignment_xlsx", "assignment.public_id")),
        ("attempt_review", _url("attempt_review", "attempt.public_id")),
        (
            "table_assignment_results",
            _url("table_assignment_results", "table_assignment.public_id"),
        ),
    ],
)
def test_it_forbids_a_pupil_of_the_class_the_teachers_pages(
    client: Client, world: World, name: str, url: Callable[[World], str]
) -> None:
    client.force_login(world.pupil)
    response = client.get(url(world))
    assert response.status_code in (403, 404)
    if name != "attempt_review":
        assert response.status_code == 403  # they know the class; the role is wrong


def test_it_keeps_a_pupils_attempt_from_a_classmate(client: Client, world: World) -> None:
    client.force_login(world.managed_pupil)
    response = client.get(reverse("classes:attempt_detail", args=[world.attempt.public_id]))
    assert response.status_code == 404


def test_it_lets_a_co_teacher_see_results_but_not_archive(client: Client, world: World) -> None:
    world.classroom.co_teachers.add(world.other_teacher)
    client.force_login(world.other_teacher)
    assert (
        client.get(
            reverse("classes:assignment_results", args=[world.assignment.public_id])
        ).status_code
        == 200
    )
    response = client.post(
        reverse("classes:class_archive", args=[world.classroom.public_id]), {"archived": "yes"}
    )
    assert response.status_code == 403
    world.classroom.refresh_from_db()
    assert not world.classroom.archived


def test_it_lets_a_pupil_see_only_their_own_attempt_not_the_teachers_review(
    client: Client, world: World
) -> None:
    client.force_login(world.pupil)
    assert (
        client.get(reverse("classes:attempt_detail", args=[world.attempt.public_id])).status_code
        == 200
    )
    assert (
        client.get(reverse("classes:attempt_review", args=[world.attempt.public_id])).status_code
        == 403
    )


def test_it_answers_404_for_a_made_up_id(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    response = client.get("/en/classes/c/00000000-0000-4000-8000-000000000000/")
    assert response.status_code == 404
    assert client.get("/en/classes/c/12/").status_code == 404


@pytest.mark.parametrize("name", ["account_data", "account_export", "account_delete"])
def test_it_sends_an_anonymous_visitor_to_sign_in_for_account_data(
    client: Client, db, name: str
) -> None:
    response = client.get(reverse(name))
    assert response.status_code == 302
    assert reverse("account_login") in response["Location"]
