"""Each user reads and types times in their own zone, and every time says its zone
(audit L10: a UK school was an hour off, and the CSV was in UTC). Teachers name
themselves for their pupils (issue 15, item 12)."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

from django.test import Client
from django.urls import reverse

from tutor.classes import taking
from tutor.classes.models import Assignment, Attempt

from .conftest import POINT_RIGHT, World

DUE_UTC = datetime(2026, 12, 14, 13, 0, tzinfo=UTC)  # 14:00 in Berlin, 13:00 in London


def _settings(client: Client, user, **data) -> object:
    client.force_login(user)
    return client.post(reverse("account_settings"), {"display_name": "", "time_zone": "", **data})


def _dashboard(client: Client, user) -> str:
    client.force_login(user)
    return client.get(reverse("classes:dashboard")).content.decode()


def test_it_shows_a_due_time_in_each_readers_zone_with_the_zone(
    client: Client, world: World
) -> None:
    Assignment.objects.filter(pk=world.assignment.pk).update(due_at=DUE_UTC)
    berlin = _dashboard(client, world.pupil)
    assert '<time datetime="2026-12-14T14:00:00+01:00">' in berlin and "CET</time>" in berlin
    assert _settings(client, world.pupil, time_zone="Europe/London").status_code == 302
    london = _dashboard(client, world.pupil)
    assert '<time datetime="2026-12-14T13:00:00+00:00">' in london and "GMT</time>" in london


def test_a_users_zone_is_for_their_own_requests_only(client: Client, world: World) -> None:
    Assignment.objects.filter(pk=world.assignment.pk).update(due_at=DUE_UTC)
    assert _settings(client, world.pupil, time_zone="Europe/London").status_code == 302
    assert "GMT</time>" in _dashboard(client, world.pupil)
    other = _dashboard(client, world.managed_pupil)  # the next request, in the same thread
    assert '<time datetime="2026-12-14T14:00:00+01:00">' in other and "CET</time>" in other


def test_it_reads_a_typed_due_time_in_the_teachers_zone(client: Client, world: World) -> None:
    _settings(client, world.teacher, time_zone="Europe/London")
    url = reverse("classes:assignment_edit", args=[world.assignment.public_id])
    page = client.get(url).content.decode()
    assert "Dates and times are in the time zone Europe/London." in page
    response = client.post(
        url,
        {
            "opens_at": "2026-12-01T08:00",
            "due_at": "2026-12-14T13:00",
            "show_answers": world.assignment.show_answers,
            "max_attempts": world.assignment.max_attempts,
            "grading": world.assignment.grading,
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    world.assignment.refresh_from_db()
    assert world.assignment.due_at == DUE_UTC


def test_it_writes_the_csv_in_the_teachers_zone(client: Client, world: World) -> None:
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.submit(world.attempt)
    Attempt.objects.filter(pk=world.attempt.pk).update(submitted_at=DUE_UTC)
    _settings(client, world.teacher, time_zone="America/New_York")
    url = reverse("classes:assignment_csv", args=[world.assignment.public_id, "pupils"])
    text = client.get(url).content.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    column = next(i for i, h in enumerate(rows[0]) if h.startswith("Submitted"))
    assert "America/New_York" in rows[0][column]
    lena = next(r for r in rows if r[0] == "Lena Kühn")
    assert lena[column] == "2026-12-14 08:00"


def test_it_refuses_an_unknown_zone_and_an_invisible_name(client: Client, world: World) -> None:
    bad_zone = _settings(client, world.teacher, time_zone="Mars/Olympus")
    assert bad_zone.status_code == 400
    bad_name = _settings(client, world.teacher, display_name="\u202eregreB uarF")
    assert bad_name.status_code == 400
    assert "invisible or direction-changing" in bad_name.content.decode()
    world.teacher.refresh_from_db()
    assert (world.teacher.time_zone, world.teacher.display_name) == ("", "Frau Berger")


def test_it_shows_the_teachers_chosen_name_to_pupils(client: Client, world: World) -> None:
    _settings(client, world.teacher, display_name="Frau Dr. Berger")
    assert "7b (teacher: Frau Dr. Berger)" in _dashboard(client, world.pupil)
    home = reverse("classes:assignment_home", args=[world.assignment.public_id])
    assert "Frau Dr. Berger" in client.get(home).content.decode()


def test_it_leaves_a_managed_pupils_name_to_the_teacher(client: Client, world: World) -> None:
    client.force_login(world.managed_pupil)
    page = client.get(reverse("account_settings")).content.decode()
    assert 'name="display_name"' not in page and 'name="time_zone"' in page
    client.post(reverse("account_settings"), {"display_name": "Boss", "time_zone": ""})
    world.managed_pupil.refresh_from_db()
    assert world.managed_pupil.display_name == "Jan"


def test_it_keeps_the_settings_for_their_owner(client: Client, world: World) -> None:
    assert client.get(reverse("account_settings")).status_code == 302  # sign in first
    _settings(client, world.pupil, time_zone="Europe/Amsterdam")
    world.teacher.refresh_from_db()
    assert world.teacher.time_zone == ""


def test_it_shows_a_managed_pupil_how_to_make_the_account_their_own(
    client: Client, world: World
) -> None:
    """Issue 15.12: the steps to graduate, each marked once done; the account is released
    when both are (roles.hand_over_if_owned)."""
    client.force_login(world.managed_pupil)
    page = client.get(reverse("account_settings")).content.decode()
    assert "Make this account your own" in page and "Done:" not in page
    new = "my own secret phrase 9"
    changed = client.post(
        reverse("account_change_password"),
        {"oldpassword": "kartenspiel-42", "password1": new, "password2": new},
    )
    assert changed.status_code == 302
    page = client.get(reverse("account_settings")).content.decode()
    assert page.count("Done:") == 1
    client.force_login(world.pupil)
    assert (
        "Make this account your own" not in client.get(reverse("account_settings")).content.decode()
    )
