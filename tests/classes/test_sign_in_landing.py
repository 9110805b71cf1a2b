"""Where an ordinary sign-in lands (issue 15, item 14): a pupil with work to hand in sees
it first; a join link opened while signed out comes back to the join; everyone else goes
home."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from tutor.classes import taking

from .conftest import World

PASSWORD = "kartenspiel-42"  # conftest's make_user


def _sign_in(client: Client, user, next_url: str = "") -> str:
    url = reverse("account_login") + (f"?next={next_url}" if next_url else "")
    data = {"login": user.username, "password": PASSWORD}
    if next_url:
        data["next"] = next_url
    response = client.post(url, data)
    assert response.status_code == 302
    return response["Location"]


def test_it_shows_a_pupil_the_assignment_due_first(client: Client, world: World) -> None:
    assert _sign_in(client, world.pupil) == reverse(
        "classes:assignment_home", args=[world.assignment.public_id]
    )


def test_it_sends_a_pupil_with_nothing_due_home(client: Client, world: World) -> None:
    taking.submit(world.attempt)
    assert _sign_in(client, world.pupil) == "/"


def test_it_sends_a_teacher_home(client: Client, world: World) -> None:
    assert _sign_in(client, world.teacher) == "/"


def test_it_brings_a_join_link_back_to_the_join(client: Client, world: World) -> None:
    join = reverse("classes:join_link", args=[world.other_classroom.join_code])
    assert _sign_in(client, world.pupil, next_url=join) == join
