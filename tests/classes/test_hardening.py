"""The low findings of the security audit (L1-L15) that the classes app answers for."""

from __future__ import annotations

import unicodedata

import pytest
from django.test import Client
from django.urls import reverse

from tutor.classes import taking
from tutor.classes.codes import ALPHABET
from tutor.classes.models import Answer, Assignment, Attempt, Classroom, Membership

from .conftest import World


def test_it_stops_a_removed_pupil_answering_their_open_attempt(
    client: Client, world: World
) -> None:
    world.membership.delete()
    client.force_login(world.pupil)
    question = reverse("classes:attempt_question", args=[world.attempt.public_id, 1])
    assert client.get(question).status_code == 404
    assert client.post(question, {"length": "5", "value": "47"}).status_code == 404
    submit = reverse("classes:attempt_submit", args=[world.attempt.public_id])
    assert client.post(submit).status_code == 404
    assert not Answer.objects.filter(attempt=world.attempt).exists()
    world.attempt.refresh_from_db()
    assert not world.attempt.submitted


def test_it_limits_wrong_join_codes_per_person(client: Client, world: World) -> None:
    client.force_login(world.other_pupil)
    for n in range(10):
        assert (
            client.post(reverse("classes:join"), {"code": f"ABCDEFG{ALPHABET[n]}"}).status_code
            == 400
        )
    assert client.get(reverse("classes:join_link", args=["ZZZZ2222"])).status_code == 429
    # Now even the right code waits: guessing cannot go on.
    right = client.post(reverse("classes:join"), {"code": world.classroom.join_code})
    assert right.status_code == 429
    assert not Membership.objects.filter(pupil=world.other_pupil, classroom=world.classroom)


def test_it_counts_wrong_codes_on_the_join_link_too(client: Client, world: World) -> None:
    client.force_login(world.other_pupil)
    for n in range(10):
        assert (
            client.get(reverse("classes:join_link", args=[f"ABCDEFG{ALPHABET[n]}"])).status_code
            == 400
        )
    url = reverse("classes:join_link", args=[world.classroom.join_code])
    assert client.get(url).status_code == 429
    refused = client.get(url)
    assert "classes/join_confirm.html" not in [t.name for t in refused.templates]
    # The page's own text, not its tokens: a random CSRF token or nonce may hold "7b".
    main = refused.content.decode().split("<main", 1)[1].split("</main>", 1)[0]
    assert world.classroom.name not in main


@pytest.mark.parametrize(
    "method, url, data",
    [
        ("get", "/en/practice/point/1/5/?review=a%00b", None),
        ("get", "/en/practice/point/1/5/?a%00b=1", None),
        ("post", "/en/practice/point/1/5/?review=a%00b", {}),
        ("get", "/en/classes/join/AB%00CDEFG/", None),
        ("post", "/en/classes/join/AB%00CDEFG/", {}),
        ("post", "/en/classes/join/", {"code": "AB\x00CDEFG"}),
    ],
)
def test_it_answers_nul_bytes_with_400(
    client: Client, world: World, method: str, url: str, data
) -> None:
    client.force_login(world.pupil)
    response = getattr(client, method)(url, data) if data is not None else client.get(url)
    assert response.status_code == 400


def test_it_answers_a_nul_byte_in_a_teachers_form_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:co_teacher_remove", args=[world.classroom.public_id])
    assert client.post(url, {"username": "a\x00b"}).status_code == 400


def test_it_refuses_a_year_one_opening_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    data = {
        "quiz": str(world.quiz.public_id),
        "opens_at": "0001-01-01T00:00",
        "due_at": "2030-01-02T08:00",
        "max_attempts": "1",
        "show_answers": "after_submit",
    }
    assert client.post(url, data).status_code == 400
    assert client.post(url, {**data, "due_at": "9999-12-31T23:59"}).status_code == 400
    assert world.classroom.assignments.count() == 1


def test_it_continues_the_attempt_a_double_click_started(world: World, monkeypatch) -> None:
    """The race of L6: the first look finds no open attempt, then a parallel request
    creates it before this one counts the attempts used."""
    world.attempt.delete()
    real = taking.open_attempt
    calls = []

    def racing(assignment, pupil):
        calls.append(1)
        if len(calls) == 1:
            Attempt.objects.create(assignment=assignment, pupil=pupil, number=1)
            return None
        return real(assignment, pupil)

    monkeypatch.setattr(taking, "open_attempt", racing)
    attempt = taking.start_attempt(world.assignment, world.pupil)
    assert attempt.number == 1
    assert Attempt.objects.filter(assignment=world.assignment, pupil=world.pupil).count() == 1


def test_it_refuses_changes_to_an_archived_class(client: Client, world: World) -> None:
    Classroom.objects.filter(pk=world.classroom.pk).update(archived=True)
    world.classroom.co_teachers.add(world.other_teacher)
    client.force_login(world.other_teacher)
    code_url = reverse("classes:class_code", args=[world.classroom.public_id])
    assert client.post(code_url, {"action": "regenerate"}).status_code == 403
    pupils_url = reverse("classes:managed_pupils", args=[world.classroom.public_id])
    assert client.post(pupils_url, {"names": "Mia"}).status_code == 403
    assert (
        client.get(reverse("classes:class_detail", args=[world.classroom.public_id])).status_code
        == 200
    )
    old_code = world.classroom.join_code
    world.classroom.refresh_from_db()
    assert world.classroom.join_code == old_code
    assert not world.classroom.memberships.filter(pupil__display_name="Mia").exists()
    # Only bringing it back (by its owner) works.
    client.force_login(world.teacher)
    archive = reverse("classes:class_archive", args=[world.classroom.public_id])
    assert client.post(archive, {"archived": "no"}).status_code == 302
    world.classroom.refresh_from_db()
    assert not world.classroom.archived


@pytest.mark.parametrize(
    "name",
    ["\u200b\u200b", "\u202eSSALC\u202c 7b", "7b" + "\u0301" * 99, "\u2066x\u2069", "a\u200db"],
    ids=["zero-width only", "right-to-left override", "stacked accents", "isolate", "joiner"],
)
def test_it_refuses_invisible_and_bidi_characters_in_class_names(
    client: Client, world: World, name: str
) -> None:
    client.force_login(world.teacher)
    assert client.post(reverse("classes:class_create"), {"name": name}).status_code == 400
    assert Classroom.objects.filter(teacher=world.teacher).count() == 1


def test_it_refuses_invisible_characters_in_pupil_names(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:managed_pupils", args=[world.classroom.public_id])
    for names in ("\u200b", "\u202eevil", "Mia\n\u200b"):
        assert client.post(url, {"names": names}).status_code == 400
    assert world.classroom.memberships.count() == 2


def test_it_stores_names_in_normal_form_c(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    decomposed = unicodedata.normalize("NFD", "Zoë's Klasse")
    assert client.post(reverse("classes:class_create"), {"name": decomposed}).status_code == 302
    assert Classroom.objects.filter(name=unicodedata.normalize("NFC", decomposed)).exists()


def test_it_caps_the_classes_one_teacher_owns(client: Client, world: World, monkeypatch) -> None:
    from tutor.classes import quotas

    monkeypatch.setattr(quotas, "MAX_CLASSES", 2)
    client.force_login(world.teacher)
    assert client.post(reverse("classes:class_create"), {"name": "8c"}).status_code == 302
    assert client.post(reverse("classes:class_create"), {"name": "9d"}).status_code == 400
    assert Classroom.objects.filter(teacher=world.teacher).count() == 2


def test_it_limits_the_classes_created_in_an_hour(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    for n in range(60):
        assert client.post(reverse("classes:class_create"), {"name": f"C{n}"}).status_code == 302
    assert client.post(reverse("classes:class_create"), {"name": "One more"}).status_code == 400


def test_it_caps_the_quizzes_one_teacher_owns(client: Client, world: World, monkeypatch) -> None:
    from tutor.classes import quotas

    monkeypatch.setattr(quotas, "MAX_QUIZZES", 2)
    client.force_login(world.teacher)
    data = {
        "title": "Another",
        "rows-TOTAL_FORMS": "1",
        "rows-INITIAL_FORMS": "0",
        "rows-0-kind": "point",
        "rows-0-level": "1",
        "rows-0-count": "1",
    }
    assert client.post(reverse("classes:quiz_create"), data).status_code == 302
    assert client.post(reverse("classes:quiz_create"), data).status_code == 400
    assert world.teacher.quizzes.count() == 2


def test_it_pages_the_classes_on_the_dashboard(client: Client, world: World) -> None:
    for n in range(35):
        Classroom.objects.create(name=f"Class {n:02}", teacher=world.teacher)
    client.force_login(world.teacher)
    first = client.get(reverse("classes:dashboard")).content.decode()
    assert first.count("/classes/c/") == 30
    assert "?classes=2" in first
    second = client.get(reverse("classes:dashboard") + "?classes=2").content.decode()
    assert second.count("/classes/c/") == 6  # 35 + 7b


def _second_attempt(world: World, **assignment) -> Attempt:
    from tutor.classes.models import QuizItem

    QuizItem.objects.create(quiz=world.quiz, position=3, kind="point", level=1, seed=12345)
    Assignment.objects.filter(pk=world.assignment.pk).update(max_attempts=2, **assignment)
    world.assignment.refresh_from_db()
    world.attempt.submitted_at = world.assignment.opens_at
    world.attempt.save()
    return Attempt.objects.create(assignment=world.assignment, pupil=world.pupil, number=2)


def _hand(item, attempt) -> str:
    from tutor.classes import drillsapi

    return repr(drillsapi.question_for(item, attempt))


def test_it_deals_new_hands_for_a_second_attempt(world: World) -> None:
    second = _second_attempt(world)
    item = world.quiz.items.get(position=3)
    assert _hand(item, world.attempt) != _hand(item, second)


def test_it_repeats_the_hands_when_the_teacher_asks(world: World) -> None:
    second = _second_attempt(world, same_hands_each_attempt=True)
    item = world.quiz.items.get(position=3)
    assert _hand(item, world.attempt) == _hand(item, second)


def test_it_keeps_the_answers_of_fixed_hands_until_the_last_attempt(world: World) -> None:
    _second_attempt(world)
    # The quiz has fixed hands (which cannot change): attempt 1's corrections wait.
    assert not world.assignment.answers_visible(world.attempt)
    Assignment.objects.filter(pk=world.assignment.pk).update(same_hands_each_attempt=True)
    world.assignment.refresh_from_db()
    assert world.assignment.answers_visible(world.attempt)


@pytest.mark.parametrize("moment", ["2026-03-29T02:30", "2026-10-25T02:30"])
def test_it_explains_a_time_the_clock_change_skips_or_repeats(
    client: Client, world: World, moment: str
) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    data = {
        "quiz": str(world.quiz.public_id),
        "opens_at": moment,
        "due_at": "2030-01-02T08:00",
        "max_attempts": "1",
        "show_answers": "after_submit",
    }
    response = client.post(url, data)
    assert response.status_code == 400
    html = response.content.decode()
    assert "the clocks change" in html
    assert "Europe/Berlin" in html  # the zone is named beside the field
