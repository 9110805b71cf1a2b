"""Managed pupils are a role: they cannot create classes or pupils, and once the pupil
owns the account (own password and a verified address) no teacher can reset it or sign
in as them (audit M5)."""

from __future__ import annotations

import re

from allauth.account.models import EmailAddress
from django.core import mail
from django.test import Client
from django.urls import reverse

from tutor.classes.models import Classroom, CoTeacherInvitation

from .conftest import World

NEW_PASSWORD = "meine-eigene-karte-77"


def _reset_url(world: World) -> str:
    return reverse(
        "classes:pupil_password",
        args=[world.classroom.public_id, world.managed_membership.public_id],
    )


def _take_over(client: Client, world: World, *, verify: bool = True) -> None:
    """The managed pupil sets a password and adds (and verifies) an address, the way
    they would in the browser."""
    client.force_login(world.managed_pupil)
    response = client.post(
        "/en/accounts/password/change/",
        {"oldpassword": "kartenspiel-42", "password1": NEW_PASSWORD, "password2": NEW_PASSWORD},
    )
    assert response.status_code == 302
    response = client.post("/en/accounts/email/", {"email": "jan@home.example", "action_add": ""})
    assert response.status_code == 302
    if verify:
        (message,) = [m for m in mail.outbox if "jan@home.example" in m.to]
        link = re.search(r"https?://\S+/confirm-email/\S+/", message.body).group(0)
        assert client.post(link).status_code == 302
        assert EmailAddress.objects.filter(email="jan@home.example", verified=True).exists()


def test_it_refuses_a_managed_pupil_creating_a_class(client: Client, world: World) -> None:
    client.force_login(world.managed_pupil)
    assert client.get(reverse("classes:class_create")).status_code == 403
    assert client.post(reverse("classes:class_create"), {"name": "My class"}).status_code == 403
    assert not Classroom.objects.filter(teacher=world.managed_pupil).exists()
    assert "Create a class" not in client.get(reverse("classes:dashboard")).content.decode()


def test_it_refuses_a_managed_pupil_an_invitation_to_teach(client: Client, world: World) -> None:
    EmailAddress.objects.create(user=world.managed_pupil, email="jan@home.example", verified=True)
    invitation = CoTeacherInvitation.objects.create(
        classroom=world.other_classroom, email="jan@home.example", invited_by=world.other_teacher
    )
    client.force_login(world.managed_pupil)
    url = reverse("classes:invitation_accept", args=[invitation.token])
    assert client.post(url).status_code == 403
    assert not world.other_classroom.co_teachers.exists()


def test_it_marks_created_pupils_as_managed(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    client.post(
        reverse("classes:managed_pupils", args=[world.classroom.public_id]), {"names": "Mia"}
    )
    membership = world.classroom.memberships.get(pupil__display_name="Mia")
    assert membership.managed and membership.pupil.managed


def test_it_stops_teacher_resets_once_the_pupil_owns_the_account(
    client: Client, world: World
) -> None:
    _take_over(client, world)
    world.managed_pupil.refresh_from_db()
    assert not world.managed_pupil.managed
    teacher = Client()
    teacher.force_login(world.teacher)
    assert teacher.post(_reset_url(world)).status_code == 400
    world.managed_pupil.refresh_from_db()
    assert world.managed_pupil.check_password(NEW_PASSWORD)
    # The pupil may now teach like any account.
    assert client.get(reverse("classes:class_create")).status_code == 200


def test_it_lets_teachers_reset_until_the_pupil_has_verified_an_address(
    client: Client, world: World
) -> None:
    _take_over(client, world, verify=False)
    teacher = Client()
    teacher.force_login(world.teacher)
    assert teacher.post(_reset_url(world)).status_code == 302
    world.managed_pupil.refresh_from_db()
    assert world.managed_pupil.managed
    assert not world.managed_pupil.chose_password
