"""Creating managed pupils cannot stall the site or run twice: a bounded batch, cheap
hashes for the printed one-time passwords, a limit per teacher, and POST/redirect/GET
so that reloading the cards creates nothing (audit M2, L7)."""

from __future__ import annotations

import re

from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from tutor.classes.models import Membership

from .conftest import World


def _post(client: Client, world: World, names: str, **extra):
    client.force_login(world.teacher)
    url = reverse("classes:managed_pupils", args=[world.classroom.public_id])
    return client.post(url, {"names": names, **extra})


def _new_pupils(world: World):
    return Membership.objects.filter(classroom=world.classroom, managed=True).exclude(
        pk=world.managed_membership.pk
    )


def _cards(html: str) -> list[tuple[str, str]]:
    secrets = re.findall(r'class="login-card__secret">([a-z0-9-]+)</dd>', html)
    return list(zip(secrets[::2], secrets[1::2], strict=True))


def test_it_redirects_to_the_cards_so_a_reload_creates_no_accounts(
    client: Client, world: World
) -> None:
    response = _post(client, world, "Lena Kuehn")
    assert response.status_code == 302
    cards_url = response["Location"]
    assert cards_url == reverse("classes:login_cards", args=[world.classroom.public_id])
    first = client.get(cards_url)
    assert len(_cards(first.content.decode())) == 1
    again = client.get(cards_url)  # the reload
    assert again.status_code == 200
    assert _cards(again.content.decode()) == []
    assert _new_pupils(world).count() == 1


def test_it_shows_a_reset_password_once_and_resets_only_once(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse(
        "classes:pupil_password",
        args=[world.classroom.public_id, world.managed_membership.public_id],
    )
    response = client.post(url)
    assert response.status_code == 302
    ((_, password),) = _cards(client.get(response["Location"]).content.decode())
    assert _cards(client.get(response["Location"]).content.decode()) == []
    world.managed_pupil.refresh_from_db()
    assert world.managed_pupil.check_password(password)


def test_it_hashes_the_printed_passwords_cheaply_and_upgrades_them_at_sign_in(
    client: Client, world: World, settings
) -> None:
    settings.PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.PBKDF2PasswordHasher",
        "tutor.accounts.hashers.InitialPasswordHasher",
    ]
    response = _post(client, world, "Mia")
    ((username, password),) = _cards(client.get(response["Location"]).content.decode())
    user = get_user_model().objects.get(username=username)
    algorithm, iterations, *_ = user.password.split("$")
    assert algorithm == "pbkdf2_initial"
    assert int(iterations) * 20 <= 1_000_000  # far cheaper than the default PBKDF2
    assert Client().post("/en/accounts/login/", {"login": username, "password": password})[
        "Location"
    ]
    user.refresh_from_db()
    assert user.password.startswith("pbkdf2_sha256$")
    assert user.check_password(password)


def test_it_warns_of_names_already_in_the_class_or_twice_in_the_list(
    client: Client, world: World
) -> None:
    response = _post(client, world, "Lena Kühn\nMia\nmia")
    assert response.status_code == 400
    html = response.content.decode()
    assert "Lena Kühn" in html and "Mia" in html
    assert not _new_pupils(world).exists()
    assert _post(client, world, "Lena Kühn\nMia\nmia", allow_duplicates="on").status_code == 302
    assert _new_pupils(world).count() == 3


def test_it_limits_the_pupils_a_teacher_creates_per_hour(client: Client, world: World) -> None:
    batch = "\n".join(f"Kind {n}" for n in range(40))
    for _ in range(5):
        assert _post(client, world, batch, allow_duplicates="on").status_code == 302
    assert _post(client, world, "One More").status_code == 400
    assert _new_pupils(world).count() == 200


def test_it_caps_the_pupils_of_a_class(client: Client, world: World, monkeypatch) -> None:
    from tutor.classes import forms

    monkeypatch.setattr(forms, "MAX_PUPILS_PER_CLASS", 4)
    assert _post(client, world, "A\nB\nC").status_code == 400  # 2 in the class + 3 > 4
    assert _post(client, world, "A\nB").status_code == 302
