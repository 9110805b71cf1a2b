"""Co-teachers by invitation: naming an address adds nobody; the holder of the address
accepts from an account on which it is verified (audit H2, L3)."""

from __future__ import annotations

import re

from allauth.account.models import EmailAddress
from django.core import mail
from django.test import Client
from django.urls import reverse

from tutor.classes.models import CoTeacherInvitation

from .conftest import World, make_user


def _invite(client: Client, world: World, email: str):
    client.force_login(world.teacher)
    return client.post(
        reverse("classes:co_teacher_add", args=[world.classroom.public_id]), {"email": email}
    )


def _link(email: str) -> str:
    (message,) = [m for m in mail.outbox if email in m.to]
    return re.search(r"https?://\S+", message.body).group(0)


def _detail(world: World) -> str:
    return reverse("classes:class_detail", args=[world.classroom.public_id])


def test_it_adds_nobody_by_naming_an_unverified_address(client: Client, world: World) -> None:
    # The attacker signed up with the colleague's address and never verified it.
    attacker = make_user("attacker")
    attacker.email = "kollege@school.example"
    attacker.save()
    EmailAddress.objects.create(user=attacker, email="kollege@school.example", verified=False)
    assert _invite(client, world, "Kollege@School.example").status_code == 302
    assert not world.classroom.co_teachers.exists()
    # Even the link does not help without a verified address.
    link = _link("kollege@school.example")
    client.force_login(attacker)
    assert client.post(link).status_code == 403
    assert not world.classroom.co_teachers.exists()
    assert client.get(_detail(world)).status_code == 404


def test_it_makes_a_co_teacher_of_the_verified_holder_who_accepts(
    client: Client, world: World
) -> None:
    EmailAddress.objects.create(
        user=world.other_teacher, email=world.other_teacher.email, verified=True
    )
    _invite(client, world, world.other_teacher.email)
    link = _link(world.other_teacher.email)
    client.force_login(world.other_teacher)
    page = client.get(link)
    assert page.status_code == 200
    assert not world.classroom.co_teachers.exists()  # a GET changes nothing
    assert world.classroom.name in page.content.decode()
    response = client.post(link)
    assert response.status_code == 302
    assert world.classroom.co_teachers.filter(pk=world.other_teacher.pk).exists()
    assert client.get(_detail(world)).status_code == 200
    # The link is used up.
    client.force_login(make_user("third"))
    assert client.get(link).status_code == 404


def test_it_refuses_the_link_to_a_verified_account_of_another_address(
    client: Client, world: World
) -> None:
    EmailAddress.objects.create(user=world.pupil, email=world.pupil.email, verified=True)
    _invite(client, world, "colleague@school.example")
    client.force_login(world.pupil)
    assert client.post(_link("colleague@school.example")).status_code == 403
    assert not world.classroom.co_teachers.exists()


def test_it_answers_the_same_for_known_and_unknown_addresses(client: Client, world: World) -> None:
    known = _invite(client, world, world.other_teacher.email)
    unknown = _invite(client, world, "nobody@nowhere.example")
    assert known.status_code == unknown.status_code == 302
    assert len(mail.outbox) == 2


def test_it_lets_the_owner_withdraw_an_invitation(client: Client, world: World) -> None:
    _invite(client, world, "colleague@school.example")
    invitation = CoTeacherInvitation.objects.get()
    assert "colleague@school.example" in client.get(_detail(world)).content.decode()
    url = reverse(
        "classes:invitation_cancel", args=[world.classroom.public_id, invitation.public_id]
    )
    assert client.post(url).status_code == 302
    assert not CoTeacherInvitation.objects.exists()


def test_it_refuses_a_bad_address_with_400(client: Client, world: World) -> None:
    assert _invite(client, world, "not an address").status_code == 400
    assert not CoTeacherInvitation.objects.exists()


def test_it_limits_the_invitations_an_owner_sends(client: Client, world: World) -> None:
    for n in range(20):
        assert _invite(client, world, f"c{n}@school.example").status_code == 302
    assert _invite(client, world, "one-more@school.example").status_code == 400
    assert len(mail.outbox) == 20
