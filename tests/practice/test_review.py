"""The review of mistakes: a missed hand comes back first, then fresh hands of the concept;
it cannot be emptied or the streak raised by reopening a missed hand; lesson mistakes are
filed too; and a visitor's session stays small."""

from __future__ import annotations

import pytest
from django.contrib.sessions.models import Session
from django.test import Client

from tutor.practice.models import KindStat, ReviewItem

from .test_practice_pages import HTMX, a_wrong_point_answer, right_answer, url

pytestmark = pytest.mark.django_db


def _seed_of(location: str) -> int:
    return int(location.split("?")[0].rstrip("/").rsplit("/", 1)[1])


def test_it_keeps_the_review_and_the_streak_when_a_missed_hand_is_reopened(client: Client) -> None:
    """Audit B7: answer a hand wrong, open its address again and answer it right."""
    client.post(url("point", 1, 366421996), a_wrong_point_answer(366421996), headers=HTMX)
    due = ReviewItem.objects.count()
    assert due >= 1
    html = client.post(
        url("point", 1, 366421996), right_answer("point", 1, 366421996), headers=HTMX
    )
    assert "verdict--right" in html.content.decode()
    assert "Streak: 0" in html.content.decode()
    stat = KindStat.objects.get(kind="point")
    assert (stat.answered, stat.correct, stat.streak) == (1, 0, 0)
    assert f"Review ({due} due)" in client.get("/en/practice/").content.decode()
    assert all(item.hits == 0 for item in ReviewItem.objects.all())


def test_it_replays_the_missed_hand_first_then_fresh_hands(client: Client) -> None:
    client.post(url("point", 1, 5), a_wrong_point_answer(5), headers=HTMX)
    item = ReviewItem.objects.get()
    first = client.get("/en/practice/review/")["Location"]
    assert first == url("point", 1, 5) + f"?review={item.concept}"
    client.post(first, right_answer("point", 1, 5), headers=HTMX)
    item.refresh_from_db()
    assert item.replayed and item.hits == 0  # the same hand again proves little
    fresh = client.get("/en/practice/review/")["Location"]
    seed = _seed_of(fresh)
    assert seed != 5 and fresh.startswith("/en/practice/point/1/")
    client.post(fresh, right_answer("point", 1, seed), headers=HTMX)
    item.refresh_from_db()
    assert item.hits == 1  # a fresh hand right reviews the concept as "good"
    assert KindStat.objects.get(kind="point").streak == 1


def test_it_keeps_a_posted_answer_small_in_the_session(client: Client) -> None:
    """Audit M3: a plain POST stashes only the question's own fields, each cut to size."""
    junk = "x" * 20_000
    answer = {**a_wrong_point_answer(7), "junk": [junk] * 30, "drill_stepx": junk}
    assert client.post(url("point", 1, 7), answer).status_code == 302
    (session,) = Session.objects.all()
    assert len(session.session_data) < 4000
    assert "junk" not in str(session.get_decoded())


def test_it_makes_no_session_for_a_visitor_who_only_looks(client: Client) -> None:
    client.get("/en/practice/")
    client.get(url("point", 1, 7))
    client.get("/en/practice/review/")
    assert not Session.objects.exists()


@pytest.mark.parametrize("signed_in", [False, True])
def test_it_counts_answers_streak_and_best_streak(client: Client, signed_in: bool) -> None:
    if signed_in:
        from django.contrib.auth import get_user_model

        client.force_login(get_user_model().objects.create_user("lerner", password="x-42-karte"))
    for seed, right in [(21, True), (22, True), (23, False), (24, True)]:
        answer = right_answer("point", 1, seed) if right else a_wrong_point_answer(seed)
        client.post(url("point", 1, seed), answer, headers=HTMX)
    stat = KindStat.objects.get(kind="point")
    assert (stat.answered, stat.correct, stat.streak, stat.best_streak) == (4, 3, 1, 2)
    assert (stat.user_id is not None) == signed_in
