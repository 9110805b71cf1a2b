"""The daily goal and streak on the home and practice pages, for a visitor's session and an
account, counted from lesson steps and practice answers through the pages."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from tutor.activity.models import LessonDay, PracticeDay
from tutor.activity.record import today
from tutor.activity.streaks import GOAL_ANSWERS
from tutor.drills import generate
from tutor.learners import SESSION_FIELD
from tutor.practice.models import KindStat

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def answer_point(client: Client, seed: int, right: bool = True) -> None:
    q = generate("point", seed, 1)
    value = int(q.expected["value"]) + (0 if right else 1)
    answer = {"length": q.expected["length"], "value": str(value)}
    response = client.post(f"/en/practice/point/1/{seed}/", answer, headers=HTMX)
    assert response.status_code == 200


def goal_box(html: str) -> str:
    start = html.index('<section class="daily-goal"')
    return html[start : html.index("</section>", start)]


@pytest.mark.parametrize("page", ["/en/", "/en/practice/"])
def test_it_shows_the_goal_and_no_streak_to_a_new_visitor(client: Client, page: str) -> None:
    box = goal_box(client.get(page).content.decode())
    assert 'data-streak="0"' in box and 'data-goal="open"' in box
    assert f"One lesson step or {GOAL_ANSWERS} practice answers a day." in box
    assert "Meet today's goal to start a streak." in box


def test_it_meets_the_goal_with_enough_practice_answers(client: Client) -> None:
    for seed in range(GOAL_ANSWERS - 1):
        answer_point(client, seed, right=seed % 2 == 0)
    box = goal_box(client.get("/en/practice/").content.decode())
    assert f"So far today: {GOAL_ANSWERS - 1} practice answers of {GOAL_ANSWERS}." in box
    answer_point(client, 99)
    box = goal_box(client.get("/en/").content.decode())
    assert 'data-goal="done"' in box and 'data-streak="1"' in box
    assert "Streak: 1 day in a row" in box


def test_it_counts_practice_answers_as_the_practice_statistics_do(client: Client) -> None:
    answer_point(client, 5, right=False)
    answer_point(client, 6, right=True)
    answer_point(client, 7, right=True)
    day = PracticeDay.objects.get(kind="point")
    stat = KindStat.objects.get(kind="point")
    assert (day.answered, day.correct) == (stat.answered, stat.correct) == (3, 2)


def test_it_meets_the_goal_with_one_lesson_step(client: Client, settings) -> None:
    from tests.lessons.conftest import FIXTURES

    settings.LESSONS_CONTENT_DIR = str(FIXTURES)
    client.get("/en/learn/piquet/first/longest/")  # a step without an exercise: done when seen
    box = goal_box(client.get("/en/").content.decode())
    assert 'data-goal="done"' in box and 'data-streak="1"' in box
    assert LessonDay.objects.get().steps == 1


def test_it_keeps_the_streak_over_a_missed_day_and_says_so(client: Client) -> None:
    client.get("/en/")  # the visitor's session
    session = client.session
    session[SESSION_FIELD] = "a" * 32
    session.save()
    for back in (2, 3, 4):
        LessonDay.objects.create(anon_id="a" * 32, day=today() - timedelta(days=back), steps=1)
    box = goal_box(client.get("/en/").content.decode())
    assert 'data-streak="3"' in box
    assert "You took yesterday off: your streak waited for you." in box


def test_it_moves_the_streak_into_the_account_at_sign_in(client: Client) -> None:
    for seed in range(GOAL_ANSWERS):
        answer_point(client, seed)
    get_user_model().objects.create_user(username="streaky", password="kartenspiel-42")
    response = client.post(
        "/en/accounts/login/", {"login": "streaky", "password": "kartenspiel-42"}
    )
    assert response.status_code == 302
    client.post("/en/accounts/progress/", {"choice": "add"})
    assert PracticeDay.objects.filter(user__username="streaky").exists()
    assert not PracticeDay.objects.filter(anon_id__isnull=False).exists()
    box = goal_box(client.get("/en/").content.decode())
    assert 'data-streak="1"' in box and 'data-goal="done"' in box
    other = Client()
    assert 'data-streak="0"' in goal_box(other.get("/en/").content.decode())
