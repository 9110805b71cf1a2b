"""The end of a lesson: the complete page (goals, stars and their rule, practice, the next
lesson), why a lesson is not complete yet, and the course map."""

import re

import pytest
from django.test import Client

from tests.lessons.flowhelpers import walk

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_content")]

COMPLETE = "/en/learn/piquet/first/complete/"


def test_it_links_the_last_step_to_the_complete_page(client: Client) -> None:
    html = client.get("/en/learn/piquet/first/fresh/").content.decode()
    assert 'href="/en/learn/piquet/first/complete/"' in html
    assert "Finish the lesson" in html


def test_it_shows_goals_stars_practice_and_next_lesson_when_complete(client: Client) -> None:
    walk(client, "piquet", "first")
    html = client.get(COMPLETE).content.decode()
    assert '<h1 id="complete-title">Lesson complete</h1>' in html
    goals = re.search(r'<ul class="lesson-goals">(.*?)</ul>', html, re.S).group(1)
    assert re.findall(r"<li>(.*?)</li>", goals) == [
        "Your longest suit",
        "Try it",
        "Answer elder",
        "A fresh hand",
    ]
    assert 'data-stars="3"' in html
    assert "3 stars: every exercise right at the first try." in html
    # point is the kind the lesson practises most (two of its three exercises)
    assert 'href="/en/practice/point/1/" data-practice-kind="point"' in html
    assert 'href="/en/learn/piquet/second/" data-next-lesson="second"' in html
    assert "Still open" not in html
    assert 'class="daily-goal"' in html and 'data-streak="1"' in html


def test_it_gives_fewer_stars_for_a_wrong_first_try(client: Client) -> None:
    walk(client, "piquet", "first", wrong_first=frozenset({"try"}))
    html = client.get(COMPLETE).content.decode()
    assert 'data-stars="2"' in html  # two of three right at the first try: at least half
    assert "Stars count first tries" in html


def test_it_explains_why_a_lesson_with_an_open_exercise_is_not_complete(client: Client) -> None:
    walk(client, "piquet", "first", skip=frozenset({"reply"}))
    html = client.get(COMPLETE).content.decode()
    assert "Lesson not complete yet" in html
    assert "A wrong answer keeps its step open" in html
    open_list = re.search(r'<section class="open-steps".*?</section>', html, re.S).group(0)
    assert 'href="/en/learn/piquet/first/reply/#exercise"' in open_list
    assert "the exercise is not answered right yet" in open_list
    assert "/first/try/" not in open_list
    assert "data-stars" not in html
    # the lesson list points to that explanation
    listing = client.get("/en/learn/piquet/").content.decode()
    assert 'href="/en/learn/piquet/first/complete/"' in listing


def test_it_offers_no_next_lesson_after_the_last(client: Client) -> None:
    walk(client, "piquet", "second")
    html = client.get("/en/learn/piquet/second/complete/").content.decode()
    assert "Lesson complete" in html
    assert "This was the last Piquet lesson." in html
    assert "data-next-lesson" not in html
    assert 'href="/en/practice/trick/1/"' in html


def test_it_maps_done_current_and_later_lessons_all_open(client: Client) -> None:
    html = client.get("/en/learn/piquet/").content.decode()
    places = re.findall(r'data-place="(\w+)">\s*<a href="([^"]+)"', html)
    assert places == [("current", "/en/learn/piquet/first/"), ("later", "/en/learn/piquet/second/")]
    walk(client, "piquet", "first")
    html = client.get(COMPLETE).content.decode()
    places = re.findall(r'data-place="(\w+)">\s*<a href="([^"]+)"', html)
    assert places == [("done", "/en/learn/piquet/first/"), ("current", "/en/learn/piquet/second/")]
    # a lesson that looks locked still opens
    assert client.get("/en/learn/piquet/second/").status_code == 302


@pytest.mark.parametrize(
    "url", ["/en/learn/piquet/nope/complete/", "/en/learn/chess/first/complete/"]
)
def test_it_answers_an_unknown_lesson_complete_page_with_404(client: Client, url: str) -> None:
    assert client.get(url).status_code == 404


def test_it_refuses_a_post_to_the_complete_page(client: Client) -> None:
    assert client.post(COMPLETE).status_code == 405
