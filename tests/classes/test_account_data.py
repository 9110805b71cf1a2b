"""An account's own data: export and deletion (GDPR, audit M6). A teacher's deletion
keeps the pupils' results with the class; a class is deleted with its managed pupils."""

from __future__ import annotations

import json

from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from lessons.models import LessonProgress
from tutor.classes.models import Answer, Attempt, Classroom, Quiz

from .conftest import World

User = get_user_model()


def _answer(world: World) -> Answer:
    return Answer.objects.create(
        attempt=world.attempt,
        item=world.point_item,
        given={"length": "5", "value": "48"},
        correct=False,
    )


def _delete(client: Client, user, password: str = "kartenspiel-42"):
    client.force_login(user)
    return client.post(reverse("account_delete"), {"password": password})


def test_it_exports_everything_the_account_owns(client: Client, world: World) -> None:
    _answer(world)
    LessonProgress.objects.create(user=world.pupil, track="piquet", lesson="cards", step="one")
    client.force_login(world.pupil)
    response = client.get(reverse("account_export"))
    assert response.status_code == 200
    assert "attachment" in response["Content-Disposition"]
    data = json.loads(response.content)
    assert data["account"]["username"] == "pupil"
    assert data["account"]["display_name"] == "Lena Kühn"
    assert [c["class"] for c in data["classes_joined"]] == ["7b"]
    (attempt,) = data["attempts"]
    assert attempt["quiz"] == world.quiz.title
    assert attempt["answers"][0]["given"] == {"length": "5", "value": "48"}
    assert data["progress"]["lessons.LessonProgress"][0]["lesson"] == "cards"
    assert "other-pupil" not in response.content.decode()


def test_it_exports_a_teachers_classes_and_quizzes(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    data = json.loads(client.get(reverse("account_export")).content)
    assert [c["class"] for c in data["classes_taught"]] == ["7b"]
    assert data["classes_taught"][0]["owner"] is True
    assert [q["title"] for q in data["quizzes"]] == [world.quiz.title]
    assert len(data["quizzes"][0]["questions"]) == 2


def test_it_deletes_a_pupils_account_with_their_answers(client: Client, world: World) -> None:
    _answer(world)
    response = _delete(client, world.pupil)
    assert response.status_code == 302
    assert not User.objects.filter(pk=world.pupil.pk).exists()
    assert not Attempt.objects.filter(pk=world.attempt.pk).exists()
    assert client.get(reverse("classes:dashboard")).status_code == 302  # signed out


def test_it_refuses_to_delete_without_the_right_password(client: Client, world: World) -> None:
    assert _delete(client, world.pupil, "wrong").status_code == 400
    assert User.objects.filter(pk=world.pupil.pk).exists()


def test_it_hands_a_deleted_teachers_class_to_the_co_teacher_with_the_results(
    client: Client, world: World
) -> None:
    answer = _answer(world)
    world.classroom.co_teachers.add(world.other_teacher)
    assert _delete(client, world.teacher).status_code == 302
    assert not User.objects.filter(pk=world.teacher.pk).exists()
    world.classroom.refresh_from_db()
    assert world.classroom.teacher == world.other_teacher
    assert not world.classroom.co_teachers.exists()
    assert Answer.objects.filter(pk=answer.pk).exists()
    assert Quiz.objects.get(pk=world.quiz.pk).owner == world.other_teacher
    other = Client()
    other.force_login(world.other_teacher)
    url = reverse("classes:assignment_results", args=[world.assignment.public_id])
    assert other.get(url).status_code == 200


def test_it_keeps_a_class_without_co_teacher_under_an_anonymous_former_teacher(
    client: Client, world: World
) -> None:
    answer = _answer(world)
    EmailAddress.objects.create(user=world.teacher, email=world.teacher.email, verified=True)
    assert _delete(client, world.teacher).status_code == 302
    placeholder = User.objects.get(pk=world.teacher.pk)
    assert placeholder.username.startswith("former-teacher-")
    assert (placeholder.email, placeholder.display_name) == ("", "")
    assert not placeholder.is_active and not placeholder.has_usable_password()
    assert not EmailAddress.objects.filter(user=placeholder).exists()
    assert Classroom.objects.get(pk=world.classroom.pk).teacher == placeholder
    assert Answer.objects.filter(pk=answer.pk).exists()
    response = Client().post(
        "/en/accounts/login/", {"login": "teacher@example.org", "password": "kartenspiel-42"}
    )
    assert response.status_code == 200  # the form again: nobody can sign in as it


def test_it_deletes_a_class_with_its_managed_pupils_on_request(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:class_delete", args=[world.classroom.public_id])
    assert client.get(url).status_code == 200
    assert client.post(url).status_code == 400  # not confirmed
    assert Classroom.objects.filter(pk=world.classroom.pk).exists()
    assert client.post(url, {"confirm": "yes"}).status_code == 302
    assert not Classroom.objects.filter(pk=world.classroom.pk).exists()
    assert not User.objects.filter(pk=world.managed_pupil.pk).exists()
    assert User.objects.filter(pk=world.pupil.pk).exists()  # their own account stays
    assert Quiz.objects.filter(pk=world.quiz.pk).exists()


def test_it_deletes_a_managed_pupils_account_removed_from_their_only_class(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_remove",
        args=[world.classroom.public_id, world.managed_membership.public_id],
    )
    assert client.post(url).status_code == 302
    assert not User.objects.filter(pk=world.managed_pupil.pk).exists()


def test_it_registers_the_user_model_in_the_admin(client: Client, world: World) -> None:
    admin = User.objects.create_superuser("root", "root@example.org", "kartenspiel-42")
    client.force_login(admin)
    response = client.get("/en/admin/accounts/user/")
    assert response.status_code == 200
    assert "Frau Berger" in response.content.decode()
