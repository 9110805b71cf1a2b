"""A teacher's class: creating it, the join code and link, joining, co-teachers,
removing a pupil, archiving."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tutor.classes.models import Classroom, Membership

from .conftest import World, make_user


def _detail(world: World) -> str:
    return reverse("classes:class_detail", args=[world.classroom.public_id])


def test_it_makes_whoever_creates_a_class_its_teacher(client: Client, db) -> None:
    user = make_user("new-teacher")
    client.force_login(user)
    response = client.post(reverse("classes:class_create"), {"name": "Piquet-AG"})
    classroom = Classroom.objects.get(name="Piquet-AG")
    assert classroom.teacher == user
    assert response["Location"] == reverse("classes:class_detail", args=[classroom.public_id])


def test_it_refuses_a_class_without_a_name_with_400(client: Client, db) -> None:
    client.force_login(make_user("new-teacher"))
    response = client.post(reverse("classes:class_create"), {"name": "  "})
    assert response.status_code == 400
    assert not Classroom.objects.exists()


def test_it_shows_the_code_the_link_and_a_qr_code(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    html = client.get(_detail(world)).content.decode()
    code = world.classroom.join_code
    assert f"{code[:4]}-{code[4:]}" in html
    assert f"/en/classes/join/{code}/" in html
    assert "<svg" in html and "<title>" in html


def test_it_lets_a_pupil_join_by_code_typed_in_lower_case(client: Client, world: World) -> None:
    newcomer = make_user("newcomer")
    client.force_login(newcomer)
    code = world.classroom.join_code.lower()
    response = client.post(reverse("classes:join"), {"code": f"{code[:4]}-{code[4:]}"})
    assert response.status_code == 302
    assert Membership.objects.filter(classroom=world.classroom, pupil=newcomer).exists()


def test_it_asks_before_joining_by_link_and_joins_on_confirming(
    client: Client, world: World
) -> None:
    newcomer = make_user("newcomer")
    client.force_login(newcomer)
    url = reverse("classes:join_link", args=[world.classroom.join_code])
    assert client.get(url).status_code == 200
    assert not Membership.objects.filter(pupil=newcomer).exists()
    client.post(url)
    assert Membership.objects.filter(classroom=world.classroom, pupil=newcomer).exists()


def test_it_sends_a_visitor_with_the_link_to_sign_in_first(client: Client, world: World) -> None:
    url = reverse("classes:join_link", args=[world.classroom.join_code])
    response = client.get(url)
    assert response.status_code == 302
    assert reverse("account_login") in response["Location"] and "next=" in response["Location"]


def test_it_joins_a_pupil_only_once(client: Client, world: World) -> None:
    client.force_login(world.pupil)
    client.post(reverse("classes:join"), {"code": world.classroom.join_code})
    assert Membership.objects.filter(classroom=world.classroom, pupil=world.pupil).count() == 1


@pytest.mark.parametrize("code", ["WRONG234", "abc", "K7M2PX4T9"])
def test_it_refuses_a_wrong_code_with_400_and_a_message(
    client: Client, world: World, code: str
) -> None:
    client.force_login(make_user("newcomer"))
    response = client.post(reverse("classes:join"), {"code": code})
    assert response.status_code == 400
    assert 'role="alert"' in response.content.decode() or "errorlist" in response.content.decode()
    assert not Membership.objects.filter(pupil__username="newcomer").exists()


def test_it_makes_the_old_code_useless_after_regenerating(client: Client, world: World) -> None:
    old = world.classroom.join_code
    client.force_login(world.teacher)
    client.post(
        reverse("classes:class_code", args=[world.classroom.public_id]), {"action": "regenerate"}
    )
    world.classroom.refresh_from_db()
    assert world.classroom.join_code != old
    client.force_login(make_user("newcomer"))
    assert client.post(reverse("classes:join"), {"code": old}).status_code == 400
    assert (
        client.post(reverse("classes:join"), {"code": world.classroom.join_code}).status_code == 302
    )


def test_it_refuses_joining_when_the_teacher_switched_it_off(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    client.post(
        reverse("classes:class_code", args=[world.classroom.public_id]), {"action": "disable"}
    )
    client.force_login(make_user("newcomer"))
    assert (
        client.post(reverse("classes:join"), {"code": world.classroom.join_code}).status_code == 400
    )
    link = reverse("classes:join_link", args=[world.classroom.join_code])
    assert client.get(link).status_code == 400


def test_it_refuses_joining_an_archived_class(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    client.post(
        reverse("classes:class_archive", args=[world.classroom.public_id]), {"archived": "yes"}
    )
    world.classroom.refresh_from_db()
    assert world.classroom.archived
    client.force_login(make_user("newcomer"))
    assert (
        client.post(reverse("classes:join"), {"code": world.classroom.join_code}).status_code == 400
    )


def test_it_answers_an_unknown_code_action_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:class_code", args=[world.classroom.public_id])
    assert client.post(url, {"action": "explode"}).status_code == 400


def test_it_removes_a_pupil_from_the_class(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_remove", args=[world.classroom.public_id, world.membership.public_id]
    )
    client.post(url)
    assert not Membership.objects.filter(classroom=world.classroom, pupil=world.pupil).exists()
