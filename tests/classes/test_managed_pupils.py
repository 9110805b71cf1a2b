"""Managed pupils: accounts without email, made from a list of names, passwords shown once."""

from __future__ import annotations

import re

from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from tutor.classes.models import Membership

from .conftest import World


def _create(client: Client, world: World, names: str):
    client.force_login(world.teacher)
    url = reverse("classes:managed_pupils", args=[world.classroom.public_id])
    return client.post(url, {"names": names}, follow=True)


def _cards(html: str) -> list[tuple[str, str]]:
    usernames = re.findall(r'class="login-card__secret">([a-z0-9-]+)</dd>', html)
    return list(zip(usernames[::2], usernames[1::2], strict=True))


def test_it_creates_an_account_per_name_and_shows_the_cards_once(
    client: Client, world: World
) -> None:
    response = _create(client, world, "Mia Schäfer\n\n  Jonas   de Vries \n")
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    html = response.content.decode()
    cards = _cards(html)
    assert len(cards) == 2
    assert cards[0][0].startswith("mia-") and cards[1][0].startswith("jonas-")
    users = get_user_model().objects.filter(username__in=[c[0] for c in cards])
    assert sorted(u.display_name for u in users) == ["Jonas de Vries", "Mia Schäfer"]
    assert all(u.email == "" for u in users)
    assert (
        Membership.objects.filter(classroom=world.classroom, managed=True, pupil__in=users).count()
        == 2
    )
    # Shown once: the class page does not show passwords.
    assert (
        cards[0][1]
        not in client.get(
            reverse("classes:class_detail", args=[world.classroom.public_id])
        ).content.decode()
    )


def test_it_lets_a_managed_pupil_sign_in_with_the_printed_card(
    client: Client, world: World
) -> None:
    ((username, password),) = _cards(_create(client, world, "Mia").content.decode())
    client.logout()
    response = Client().post("/de/accounts/login/", {"login": username, "password": password})
    assert response.status_code == 302


def test_it_refuses_an_empty_or_too_long_list_with_400(client: Client, world: World) -> None:
    assert _create(client, world, "  \n ").status_code == 400
    assert _create(client, world, "\n".join(f"Kind {n}" for n in range(41))).status_code == 400
    assert (
        not Membership.objects.filter(managed=True).exclude(pk=world.managed_membership.pk).exists()
    )


def test_it_gives_a_managed_pupil_a_new_password(client: Client, world: World) -> None:
    world.managed_pupil.set_password("old-password-1")
    world.managed_pupil.save()
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_password",
        args=[world.classroom.public_id, world.managed_membership.public_id],
    )
    ((username, password),) = _cards(client.post(url, follow=True).content.decode())
    assert username == world.managed_pupil.username
    world.managed_pupil.refresh_from_db()
    assert world.managed_pupil.check_password(password)
    assert not world.managed_pupil.check_password("old-password-1")


def test_it_leaves_a_self_made_account_alone(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_password", args=[world.classroom.public_id, world.membership.public_id]
    )
    assert client.post(url).status_code == 400
    world.pupil.refresh_from_db()
    assert world.pupil.check_password("kartenspiel-42")
