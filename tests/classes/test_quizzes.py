"""Building a quiz from drill kinds, levels and counts, and assigning it."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor.classes.models import Assignment, Quiz

from .conftest import World, make_user


def _rows(*rows: tuple[str, str, str, str]) -> dict:
    data = {"rows-TOTAL_FORMS": "6", "rows-INITIAL_FORMS": "0"}
    for n, (kind, level, count, seed) in enumerate(rows):
        data.update(
            {
                f"rows-{n}-kind": kind,
                f"rows-{n}-level": level,
                f"rows-{n}-count": count,
                f"rows-{n}-seed": seed,
            }
        )
    return data


def test_it_fixes_the_questions_when_the_quiz_is_saved(client: Client, db) -> None:
    teacher = make_user("teacher")
    client.force_login(teacher)
    data = {"title": "Antworten", **_rows(("reply", "2", "5", ""), ("rubicon", "1", "3", ""))}
    response = client.post(reverse("classes:quiz_create"), data)
    quiz = Quiz.objects.get(owner=teacher)
    assert response["Location"] == reverse("classes:quiz_detail", args=[quiz.public_id])
    items = list(quiz.items.all())
    assert [i.kind for i in items] == ["reply"] * 5 + ["rubicon"] * 3
    assert [i.position for i in items] == list(range(1, 9))
    assert [i.level for i in items] == [2] * 5 + [1] * 3
    assert all(i.seed is not None for i in items)
    assert len({i.seed for i in items}) == 8
    assert not quiz.different_hands_per_pupil


def test_it_uses_a_shared_seed_for_every_question_of_its_row(client: Client, db) -> None:
    client.force_login(make_user("teacher"))
    client.post(
        reverse("classes:quiz_create"),
        {"title": "Ein Blatt", **_rows(("point", "1", "2", "12345"))},
    )
    assert [i.seed for i in Quiz.objects.get().items.all()] == [12345, 12345]


def test_it_refuses_an_empty_quiz_with_400(client: Client, db) -> None:
    client.force_login(make_user("teacher"))
    response = client.post(reverse("classes:quiz_create"), {"title": "Leer", **_rows()})
    assert response.status_code == 400
    assert not Quiz.objects.exists()


def test_it_refuses_an_unknown_kind_or_bad_numbers_with_400(client: Client, db) -> None:
    client.force_login(make_user("teacher"))
    for row in [
        ("poker", "1", "2", ""),
        ("point", "9", "2", ""),
        ("point", "1", "0", ""),
        ("point", "1", "21", ""),
        ("point", "1", "2", "-1"),
        ("point", "1", "x", ""),
    ]:
        response = client.post(reverse("classes:quiz_create"), {"title": "Q", **_rows(row)})
        assert response.status_code == 400, row
    assert not Quiz.objects.exists()


def test_it_refuses_a_quiz_without_the_formset_management_data_with_400(client: Client, db) -> None:
    client.force_login(make_user("teacher"))
    assert client.post(reverse("classes:quiz_create"), {"title": "Q"}).status_code == 400


def test_it_refuses_more_than_forty_questions(client: Client, db) -> None:
    client.force_login(make_user("teacher"))
    rows = [("point", "1", "20", ""), ("rubicon", "1", "20", ""), ("sets", "1", "1", "")]
    assert (
        client.post(reverse("classes:quiz_create"), {"title": "Q", **_rows(*rows)}).status_code
        == 400
    )


def test_it_gives_each_attempt_its_own_hands_when_asked(world: World) -> None:
    from tutor.classes import drillsapi, taking

    world.quiz.different_hands_per_pupil = True
    world.quiz.save()
    item = world.quiz.items.create(position=3, kind="point", level=1, seed=99)
    other = taking.start_attempt(world.assignment, world.managed_pupil)
    mine = drillsapi.question_for(item, world.attempt)
    assert mine == drillsapi.question_for(item, world.attempt)  # stable for the attempt
    assert mine.params != drillsapi.question_for(item, other).params


def test_it_assigns_a_quiz_with_dates_attempts_and_when_answers_show(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    data = {
        "quiz": str(world.quiz.public_id),
        "opens_at": "2030-03-01T08:00",
        "due_at": "2030-03-02T18:30",
        "allow_late": "on",
        "max_attempts": "3",
        "show_answers": "immediately",
    }
    assert client.post(url, data).status_code == 302
    assignment = Assignment.objects.exclude(pk=world.assignment.pk).get(classroom=world.classroom)
    assert (assignment.max_attempts, assignment.show_answers, assignment.allow_late) == (
        3,
        "immediately",
        True,
    )
    assert assignment.due_at.isoformat().startswith("2030-03-02T17:30")  # 18:30 in Berlin, winter


def test_it_refuses_a_due_date_before_the_opening_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    data = {
        "quiz": str(world.quiz.public_id),
        "opens_at": "2030-03-02T08:00",
        "due_at": "2030-03-01T08:00",
        "max_attempts": "1",
        "show_answers": "after_submit",
    }
    assert client.post(url, data).status_code == 400


def test_it_refuses_another_teachers_quiz_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    data = {
        "quiz": str(world.other_quiz.public_id),
        "opens_at": "2030-03-01T08:00",
        "due_at": "2030-03-02T08:00",
        "max_attempts": "1",
        "show_answers": "after_submit",
    }
    assert client.post(url, data).status_code == 400
    assert not Assignment.objects.filter(quiz=world.other_quiz, classroom=world.classroom).exists()


def test_it_refuses_zero_or_too_many_attempts_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:assignment_create", args=[world.classroom.public_id])
    for attempts in ("0", "11", "x"):
        data = {
            "quiz": str(world.quiz.public_id),
            "opens_at": "2030-03-01T08:00",
            "due_at": "2030-03-02T08:00",
            "max_attempts": attempts,
            "show_answers": "after_submit",
        }
        assert client.post(url, data).status_code == 400
