"""Practice that starts somewhere: the review when something is due, else the first kind
from the lessons learnt that is not yet solid, else the game's first kind; weak concepts
link to a drill."""

import re

import pytest
from django.test import Client

from tests.lessons.conftest import FIXTURES
from tests.lessons.flowhelpers import walk
from tutor.activity.recommend import SOLID_ANSWERS
from tutor.drills import generate

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def fixture_lessons(settings) -> None:
    settings.LESSONS_CONTENT_DIR = str(FIXTURES)


def start_box(client: Client) -> str:
    html = client.get("/en/practice/").content.decode()
    start = html.index('<section class="start-here"')
    return html[start : html.index("</section>", start)]


def answer_point(client: Client, seed: int, right: bool = True) -> None:
    q = generate("point", seed, 1)
    value = int(q.expected["value"]) + (0 if right else 1)
    answer = {"length": q.expected["length"], "value": str(value)}
    assert client.post(f"/en/practice/point/1/{seed}/", answer, headers=HTMX).status_code == 200


def test_it_starts_a_newcomer_with_the_first_kind(client: Client) -> None:
    box = start_box(client)
    assert 'data-start="first"' in box
    assert 'href="/en/practice/point/1/" data-kind="point" data-level="1"' in box


def test_it_recommends_a_kind_from_the_lesson_learnt(client: Client) -> None:
    walk(client, "piquet", "second")  # a trick exercise
    box = start_box(client)
    assert 'data-start="learnt"' in box
    assert 'href="/en/practice/trick/1/"' in box
    assert "lesson 2, “Tricks”, and have not practised it yet" in box


def test_it_moves_on_once_a_kind_is_solid(client: Client) -> None:
    walk(client, "piquet", "first")  # point, then reply
    assert 'data-kind="point"' in start_box(client)
    for seed in range(SOLID_ANSWERS):
        answer_point(client, seed)
    box = start_box(client)
    assert 'data-kind="reply"' in box and 'data-start="learnt"' in box


def test_it_starts_with_the_review_when_something_is_due(client: Client) -> None:
    walk(client, "piquet", "second")
    answer_point(client, 3, right=False)
    box = start_box(client)
    assert 'data-start="review"' in box
    assert 'href="/en/practice/review/"' in box


def test_it_links_each_weak_concept_to_a_drill(client: Client) -> None:
    answer_point(client, 3, right=False)
    html = client.get("/en/practice/").content.decode()
    weakest = html.split("Your weakest concepts")[1].split("</ol>")[0]
    links = re.findall(r'<li><a href="([^"]+)">', weakest)
    assert links and all(link == "/en/practice/point/1/" for link in links)
    assert client.get(links[0]).status_code == 302
