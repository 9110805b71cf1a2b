"""A class's task at the play table, "play N deals against level X": the teacher gives
it, a pupil plays its deals to the end through the web pages (each move the first the
page offers, as the play tests do), and the teachers see per pupil the deals finished,
the points margin and the coach's accuracy."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from tests.play.conftest import a_move, look
from tutor import drillweb
from tutor.classes.models import Membership, TableAssignment
from tutor.classes.table_forms import MAX_DEALS
from tutor.play import coaching
from tutor.play.models import Game

from .conftest import (
    LONG_NAME,
    World,
    every_page,
    long_name,
    make_pupils,
    make_table_assignment,
    make_user,
)


def _home(task: TableAssignment) -> str:
    return reverse("classes:table_assignment_home", args=[task.public_id])


def _play(task: TableAssignment) -> str:
    return reverse("classes:table_assignment_play", args=[task.public_id])


def _results(task: TableAssignment) -> str:
    return reverse("classes:table_assignment_results", args=[task.public_id])


def _play_one_deal(client: Client, task: TableAssignment) -> Game:
    """Press "Play" and make the learner's moves until the deal is over."""
    response = client.post(_play(task))
    assert response.status_code == 302
    url = response["Location"]
    assert url.startswith("/en/play/")
    for _ in range(200):
        page = look(client, url)
        assert page.status == 200
        if page.decision == "finished":
            return Game.objects.get(pk=url.rstrip("/").split("/")[-1])
        assert client.post(url + "act/", a_move(page)).status_code == 302
    raise AssertionError("the deal did not end")


def test_a_teacher_gives_the_class_deals_to_play_from_the_class_page(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    page = client.get(reverse("classes:class_detail", args=[world.classroom.public_id]))
    action = reverse("classes:table_assignment_create", args=[world.classroom.public_id])
    assert f'action="{action}"' in page.content.decode()
    response = client.post(
        action,
        {"level": "2", "deals": "3", "opens_at": "2030-01-01T08:00", "due_at": "2030-01-08T08:00"},
    )
    assert response.status_code == 302
    task = world.classroom.table_assignments.get(deals=3)
    assert task.level == 2
    page = client.get(reverse("classes:class_detail", args=[world.classroom.public_id]))
    assert "Play 3 deals against" in page.content.decode()
    assert _results(task) in page.content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {"level": "9", "deals": "2", "opens_at": "2030-01-01T08:00", "due_at": "2030-01-02T08:00"},
        {"level": "1", "deals": "13", "opens_at": "2030-01-01T08:00", "due_at": "2030-01-02T08:00"},
        {"level": "1", "deals": "0", "opens_at": "2030-01-01T08:00", "due_at": "2030-01-02T08:00"},
        {"level": "x", "deals": "two", "opens_at": "soon", "due_at": "later"},
        {"level": "1", "deals": "2", "opens_at": "2030-01-02T08:00", "due_at": "2030-01-01T08:00"},
        {},
    ],
)
def test_a_junk_task_form_is_refused_with_400(client: Client, world: World, data: dict) -> None:
    client.force_login(world.teacher)
    before = TableAssignment.objects.count()
    response = client.post(
        reverse("classes:table_assignment_create", args=[world.classroom.public_id]), data
    )
    assert response.status_code == 400
    assert TableAssignment.objects.count() == before


def test_an_archived_class_takes_no_new_task_and_starts_no_deal(
    client: Client, world: World
) -> None:
    world.classroom.archived = True
    world.classroom.save()
    client.force_login(world.teacher)
    response = client.post(
        reverse("classes:table_assignment_create", args=[world.classroom.public_id]),
        {"level": "1", "deals": "2", "opens_at": "2030-01-01T08:00", "due_at": "2030-01-02T08:00"},
    )
    assert response.status_code == 403
    client.force_login(world.pupil)
    assert client.post(_play(world.table_assignment)).status_code == 403
    assert not Game.objects.exists()


def test_a_pupil_plays_every_deal_of_the_task_and_it_shows_done(
    client: Client, world: World
) -> None:
    task = make_table_assignment(world.classroom, deals=2)
    client.force_login(world.pupil)
    dashboard = client.get(reverse("classes:dashboard")).content.decode()
    assert "Play 2 deals against Nell (level 1)" in dashboard
    assert f'action="{_play(task)}"' in dashboard

    first = _play_one_deal(client, task)
    assert (first.kind, first.level, first.coaching, first.user) == ("deal", 1, "on", world.pupil)
    table = client.get(reverse("play:game", args=[first.pk])).content.decode()
    assert f'href="{_home(task)}">Back to your task</a>' in table
    home = client.get(_home(task)).content.decode()
    assert "1 of 2 deals finished" in home
    assert "Next deal" in home

    second = _play_one_deal(client, task)
    assert second.pk != first.pk
    home = client.get(_home(task)).content.decode()
    assert "2 of 2 deals finished" in home
    assert "Done: you have played all the deals." in home
    assert reverse("play:replay", args=[second.pk, 1]) in home

    # Done: "Play" starts nothing more, and the dashboard lists the task as done.
    response = client.post(_play(task))
    assert response.status_code == 302 and response["Location"] == _home(task)
    assert task.games.count() == 2
    dashboard = client.get(reverse("classes:dashboard")).content.decode()
    earlier = dashboard[dashboard.index("Earlier assignments") :]
    assert "Play 2 deals against Nell (level 1)" in earlier


def test_play_resumes_the_deal_in_progress(client: Client, world: World) -> None:
    client.force_login(world.pupil)
    first = client.post(_play(world.table_assignment))
    again = client.post(_play(world.table_assignment))
    assert first["Location"] == again["Location"]
    assert world.table_assignment.games.count() == 1


def test_no_new_deal_starts_after_the_due_time(client: Client, world: World) -> None:
    now = timezone.now()
    task = make_table_assignment(
        world.classroom, opens_at=now - timedelta(days=2), due_at=now - timedelta(minutes=1)
    )
    client.force_login(world.pupil)
    assert client.post(_play(task)).status_code == 400
    assert not task.games.exists()
    assert "This task is closed" in client.get(_home(task)).content.decode()


def test_no_deal_starts_before_the_task_opens(client: Client, world: World) -> None:
    now = timezone.now()
    task = make_table_assignment(
        world.classroom, opens_at=now + timedelta(days=1), due_at=now + timedelta(days=2)
    )
    client.force_login(world.pupil)
    assert client.post(_play(task)).status_code == 400
    assert not task.games.exists()
    assert "This task opens" in client.get(_home(task)).content.decode()
    assert _home(task) not in client.get(reverse("classes:dashboard")).content.decode()


def _row(html: str, name: str) -> str:
    return re.search(rf"<tr>\s*<th scope=\"row\">{name}</th>(.*?)</tr>", html, re.S).group(1)


def test_the_results_show_deals_margin_and_accuracy_per_pupil(
    client: Client, world: World, monkeypatch
) -> None:
    # The deal of seed 14, played with the first option each time, has decisions the
    # coach rates best, some a fraction of a point off, some one to two points off and
    # some far off: the accuracy is neither 0 nor 100 % and moves with the line drawn
    # at one point.
    monkeypatch.setattr(drillweb, "new_seed", lambda: 14)
    task = world.table_assignment
    client.force_login(world.pupil)
    game = _play_one_deal(client, task)

    table = game.table()
    seat = table.seat(1)
    score = table.deals[0].score()
    margin = score[seat].total - score[seat.opponent].total
    judged = [coaching.judge(table, 1, i) for i, _a in coaching.learner_decisions(table, 1)]
    rated = [j for j in judged if j is not None and j.rated]
    accuracy = round(100 * sum(j.cost <= 1 for j in rated) / len(rated))

    client.force_login(world.teacher)
    response = client.get(_results(task))
    assert response.status_code == 200
    html = response.content.decode()
    row = _row(html, "Lena Kühn")
    assert "1 of 1" in row
    assert re.search(r'class="margin">([+-]\d+)<', row).group(1) == f"{margin:+d}"
    shown = int(re.search(r'class="accuracy">(\d+) %<', row).group(1))
    assert 0 < shown < 100
    assert shown == accuracy
    assert reverse("play:replay", args=[game.pk, 1]) in row
    assert client.get(reverse("play:replay", args=[game.pk, 1])).status_code == 200
    # The ratings are kept in the game, as "How did I do?" keeps them.
    game.refresh_from_db()
    assert len(game.coach["judged"]) == len([j for j in judged if j is not None])
    # Jan never pressed "Play": not started, not nought.
    assert "not started" in _row(html, "Jan")


def test_a_finished_deals_figures_are_worked_out_once_and_kept(
    client: Client, world: World, monkeypatch
) -> None:
    """The first look at the results replays the deal and rates its decisions; later
    looks show the same from what that kept, without the deal's record. Figures kept for
    another version of the game are not taken for its own."""
    task = world.table_assignment
    client.force_login(world.pupil)
    game = _play_one_deal(client, task)
    client.force_login(world.teacher)
    first = _row(client.get(_results(task)).content.decode(), "Lena Kühn")
    game.refresh_from_db()
    assert game.figures["version"] == game.version

    def replayed(self):
        raise AssertionError("the deal was replayed")

    with monkeypatch.context() as patched:
        patched.setattr(Game, "table", replayed)
        with CaptureQueriesContext(connection) as queries:
            again = _row(client.get(_results(task)).content.decode(), "Lena Kühn")
    assert again == first
    assert not any("record" in q["sql"] for q in queries)

    stale = {**game.figures, "version": game.version - 1, "points": [[999, 0]]}
    Game.objects.filter(pk=game.pk).update(figures=stale)
    assert _row(client.get(_results(task)).content.decode(), "Lena Kühn") == first
    game.refresh_from_db()
    assert game.figures["version"] == game.version


@pytest.mark.django_db(transaction=True)
def test_the_worker_works_out_a_finished_deals_figures_before_the_teacher_looks(
    client: Client, world: World, monkeypatch
) -> None:
    """The worker that rates a finished coached deal also keeps a task's deal's figures:
    the teacher's first look at the results neither replays nor rates it."""
    from tests.play.test_background_pages import run_worker

    task = world.table_assignment
    client.force_login(world.pupil)
    game = _play_one_deal(client, task)
    run_worker()
    game.refresh_from_db()
    assert game.figures["version"] == game.version
    assert len(game.figures["costs"]) > 0

    def replayed(self):
        raise AssertionError("the deal was replayed")

    monkeypatch.setattr(Game, "table", replayed)
    client.force_login(world.teacher)
    row = _row(client.get(_results(task)).content.decode(), "Lena Kühn")
    assert "1 of 1" in row
    [(me, them)] = game.figures["points"]
    assert f'class="margin">{me - them:+d}<' in row


def test_the_pupils_task_page_shows_each_deals_points_from_what_is_kept(
    client: Client, world: World, monkeypatch
) -> None:
    """The pupil's own page of the task shows each finished deal's points, the same
    whether it replays the deal or reads the figures kept with it; once they are kept it
    reads neither the deals' records nor replays them."""
    task = make_table_assignment(world.classroom, deals=2)
    client.force_login(world.pupil)
    game = _play_one_deal(client, task)
    [(me, them)] = game.table().deal_points()
    shown = f"you {me}, Nell {them}"
    assert Game.objects.get(pk=game.pk).figures is None
    assert shown in client.get(_home(task)).content.decode()

    client.force_login(world.teacher)
    client.get(_results(task))  # works out the deal's figures and keeps them
    client.force_login(world.pupil)

    def replayed(self):
        raise AssertionError("the deal was replayed")

    monkeypatch.setattr(Game, "table", replayed)
    with CaptureQueriesContext(connection) as queries:
        home = client.get(_home(task)).content.decode()
    assert shown in home
    assert not any("record" in q["sql"] for q in queries)


def test_the_results_read_every_pupils_deals_at_once(client: Client, world: World) -> None:
    """Each pupil who pressed "Play" shows as started, and more pupils cost no more queries."""
    task = world.table_assignment

    def results() -> tuple[str, int]:
        client.force_login(world.teacher)
        with CaptureQueriesContext(connection) as queries:
            html = client.get(_results(task)).content.decode()
        return html, len(queries)

    client.force_login(world.pupil)
    client.post(_play(task))
    html, few = results()
    assert "not started" not in _row(html, "Lena Kühn")
    for n in range(3):
        pupil = make_user(f"pupil-{n}", display_name=f"Pupil {n}")
        Membership.objects.create(classroom=world.classroom, pupil=pupil)
        client.force_login(pupil)
        client.post(_play(task))
    html, many = results()
    assert all("not started" not in _row(html, f"Pupil {n}") for n in range(3))
    assert "not started" in _row(html, "Jan")
    assert many == few


def test_a_co_teacher_sees_the_results_another_teacher_does_not(
    client: Client, world: World
) -> None:
    client.force_login(world.other_teacher)
    assert client.get(_results(world.table_assignment)).status_code == 404
    world.classroom.co_teachers.add(world.other_teacher)
    assert client.get(_results(world.table_assignment)).status_code == 200


def test_a_pupil_of_the_class_may_not_see_the_results(client: Client, world: World) -> None:
    client.force_login(world.pupil)
    assert client.get(_results(world.table_assignment)).status_code == 403


def test_a_pupil_of_another_class_cannot_play_the_task(client: Client, world: World) -> None:
    client.force_login(world.other_pupil)
    assert client.get(_home(world.table_assignment)).status_code == 404
    assert client.post(_play(world.table_assignment)).status_code == 404
    assert not Game.objects.exists()


def test_a_teacher_is_told_apart_from_a_pupil_at_the_pupils_page(
    client: Client, world: World
) -> None:
    client.force_login(world.teacher)
    assert client.get(_home(world.table_assignment)).status_code == 403
    assert client.post(_play(world.table_assignment)).status_code == 403


@pytest.mark.parametrize(
    "lang, title, done",
    [
        ("de", "1 Spiel gegen Nelli spielen (Stufe 1)", "nicht begonnen"),
        ("nl", "1 spel tegen Nel spelen (niveau 1)", "niet begonnen"),
    ],
)
def test_the_task_speaks_german_and_dutch(
    client: Client, world: World, lang: str, title: str, done: str
) -> None:
    client.force_login(world.pupil)
    dashboard = client.get(f"/{lang}/classes/").content.decode()
    assert title in dashboard
    assert done in dashboard
    client.force_login(world.teacher)
    results = client.get(f"/{lang}/classes/p/{world.table_assignment.public_id}/results/")
    assert title in results.content.decode()


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_a_large_classs_results_come_a_page_at_a_time_within_40_kb(
    client: Client, world: World, lang: str
) -> None:
    """A class of 40 with long names who each finished the most deals a task has: every
    page of the results within 40 KB, every pupil on exactly one, with a replay of each
    of their deals. One deal is played through the pages and rated; the others are its
    copies, each a deal of its own in the database."""
    task = make_table_assignment(world.classroom, deals=MAX_DEALS)
    client.force_login(world.pupil)
    game = _play_one_deal(client, task)
    client.force_login(world.teacher)
    assert client.get(_results(task)).status_code == 200  # the coach rates it, once
    game.refresh_from_db()
    pupils = make_pupils(world.classroom, 40)
    copied = {f.attname: getattr(game, f.attname) for f in Game._meta.concrete_fields}
    del copied["id"]
    Game.objects.bulk_create(
        Game(**{**copied, "user_id": p.pk}) for p in pupils for _ in range(MAX_DEALS)
    )
    url = _results(task).replace("/en/", f"/{lang}/", 1)
    shown = []
    for html in every_page(client, url):
        for name in re.findall(rf'<th scope="row">({LONG_NAME}-\d+)</th>', html):
            shown.append(name)
            assert _row(html, name).count("/deal/1/") == MAX_DEALS
    assert shown == [long_name(n) for n in range(40)]
