"""Quick login for managed pupils: the teacher prints cards with a QR code and a short
code; a pupil signs in with either, until the code expires or is renewed. Only managed
pupils get codes, wrong codes are throttled, and the projector shows the join code."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.classes import quick_login
from tutor.classes.models import QuickLogin

from .conftest import World


@pytest.fixture(autouse=True)
def _clear_cache() -> None:
    cache.clear()


def _issue(client: Client, world: World, action: str = "issue") -> str:
    client.force_login(world.teacher)
    url = reverse("classes:quick_login_cards", args=[world.classroom.public_id])
    assert client.post(url, {"action": action}).status_code == 302
    return client.get(url).content.decode()


def _code_on_card(html: str) -> str:
    return re.search(r'login-card__secret">([A-Z0-9]{4}-[A-Z0-9]{4})<', html).group(1)


def test_it_prints_a_card_with_qr_and_code_for_each_managed_pupil(
    client: Client, world: World
) -> None:
    html = _issue(client, world)
    assert html.count('class="login-card"') == 1  # Jan is managed; Lena joined herself
    assert "<svg" in html and ">Jan<" in html
    assert "Lena Kühn" not in html


def test_it_signs_a_pupil_in_with_the_typed_code(client: Client, world: World) -> None:
    code = _code_on_card(_issue(client, world))
    pupil = Client()
    response = pupil.post(reverse("classes:quick_login"), {"code": code.lower().replace("-", " ")})
    assert response.status_code == 302
    assert pupil.get(reverse("classes:dashboard")).context["user"] == world.managed_pupil


def test_it_signs_a_pupil_in_through_the_qr_link_only_after_a_click(
    client: Client, world: World
) -> None:
    _issue(client, world)
    token = QuickLogin.objects.get(membership=world.managed_membership).token
    pupil = Client()
    url = reverse("classes:quick_login_link", args=[token])
    page = pupil.get(url)
    assert page.status_code == 200 and "Jan" in page.content.decode()
    assert not pupil.get(reverse("classes:dashboard")).context  # a GET signs nobody in
    assert pupil.post(url).status_code == 302
    assert pupil.get(reverse("classes:dashboard")).context["user"] == world.managed_pupil


def test_it_refuses_an_expired_or_renewed_code(client: Client, world: World) -> None:
    old = _code_on_card(_issue(client, world))
    new = _code_on_card(_issue(client, world, "renew"))
    assert old != new
    pupil = Client()
    assert pupil.post(reverse("classes:quick_login"), {"code": old}).status_code == 400
    QuickLogin.objects.update(expires_at=timezone.now() - timedelta(minutes=1))
    assert pupil.post(reverse("classes:quick_login"), {"code": new}).status_code == 400


def test_it_throttles_wrong_codes(world: World) -> None:
    pupil = Client()
    for _n in range(quick_login.MAX_FAILURES):
        assert pupil.post(reverse("classes:quick_login"), {"code": "AAAA-AAAA"}).status_code == 400
    entry = quick_login.issue(world.managed_membership)
    response = pupil.post(reverse("classes:quick_login"), {"code": entry.code})
    assert response.status_code == 429


def test_it_gives_no_code_to_a_pupil_who_is_no_longer_managed(world: World) -> None:
    entry = quick_login.issue(world.managed_membership)
    world.managed_membership.managed = False
    world.managed_membership.save()
    assert quick_login.find(code=entry.code) is None


def test_it_refuses_an_unknown_action_with_400(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    url = reverse("classes:quick_login_cards", args=[world.classroom.public_id])
    assert client.post(url, {"action": "explode"}).status_code == 400


def test_it_shows_the_join_code_full_screen(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    html = client.get(reverse("classes:projector", args=[world.classroom.public_id])).content
    code = world.classroom.join_code
    assert f"{code[:4]}-{code[4:]}" in html.decode() and b"<svg" in html


def test_it_asks_before_removing_a_pupil_a_new_password_or_archiving(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    c, m = world.classroom.public_id, world.managed_membership.public_id
    html = client.get(reverse("classes:class_detail", args=[c])).content.decode()
    html += client.get(reverse("classes:pupil_results", args=[c, m])).content.decode()
    remove = reverse("classes:pupil_remove", args=[c, m])
    password = reverse("classes:pupil_password", args=[c, m])
    archive = reverse("classes:class_archive", args=[c])
    # every destructive form (on the class's page and the pupil's) sits inside a <details>
    # that has to be opened first
    for action in (remove, archive, password):
        before = html[: html.index(f'action="{action}"')]
        assert before.rfind('<details class="confirm">') > before.rfind("</details>")
