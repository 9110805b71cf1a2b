"""My progress: lessons and stars per game, practice per kind with its accuracy chart (SVG
drawn by the server), the weakest concepts linking to drills; only the learner's own."""

import re
from datetime import date, timedelta

import pytest
from django.test import Client

from tests.lessons.conftest import FIXTURES
from tests.lessons.flowhelpers import walk
from tutor.activity.charts import DAYS, HEIGHT, WIDTH, accuracy_chart
from tutor.drills import generate

HTMX = {"HX-Request": "true"}
PAGE = "/en/progress/"


@pytest.fixture
def fixture_lessons(settings) -> None:
    settings.LESSONS_CONTENT_DIR = str(FIXTURES)


def answer_point(client: Client, seed: int, right: bool = True) -> None:
    q = generate("point", seed, 1)
    value = int(q.expected["value"]) + (0 if right else 1)
    answer = {"length": q.expected["length"], "value": str(value)}
    assert client.post(f"/en/practice/point/1/{seed}/", answer, headers=HTMX).status_code == 200


def test_the_chart_draws_one_bar_per_day_with_answers_in_the_window() -> None:
    day = date(2026, 12, 1)
    chart = accuracy_chart(
        [(day, 4, 3), (day - timedelta(days=2), 2, 0), (day - timedelta(days=30), 5, 5)], day
    )
    assert [bar.day for bar in chart.bars] == [day - timedelta(days=2), day]
    assert [bar.percent for bar in chart.bars] == [0, 75]
    assert chart.bars[1].height == round(HEIGHT * 0.75)
    assert chart.bars[0].height > 0  # a day with no right answer still shows it was practised
    assert (chart.answered, chart.correct, chart.percent) == (6, 3, 50)
    assert chart.bars[0].x < chart.bars[1].x


@pytest.mark.django_db
def test_it_shows_an_empty_progress_page_to_a_new_visitor(client: Client) -> None:
    html = client.get(PAGE).content.decode()
    assert "<h1>My progress</h1>" in html
    assert 'data-track="piquet" data-done="0" data-stars="0"' in html
    assert "No practice answers yet." in html


@pytest.mark.django_db
@pytest.mark.usefixtures("fixture_lessons")
def test_it_shows_lessons_stars_practice_chart_and_weakest_concepts(client: Client) -> None:
    walk(client, "piquet", "first")
    answer_point(client, 1)
    answer_point(client, 2)
    answer_point(client, 3, right=False)
    html = client.get(PAGE).content.decode()
    assert 'data-track="piquet" data-done="1" data-stars="3"' in html
    assert "1 of 2 lessons done · 3 of 6 stars" in html
    kind = re.search(r'<li class="progress-kind" data-kind="point">.*?</li>', html, re.S).group(0)
    assert "2 of 3 right (67 %)" in kind
    # One bar, today's (the last of the chart's days), two thirds high: up from the baseline.
    path = re.search(r'<path class="chart__bar" d="([^"]+)"', kind).group(1)
    bars = re.findall(rf"M(\d+) {HEIGHT}v-(\d+)h(\d+)v(\d+)z", path)
    assert "".join(f"M{x} {HEIGHT}v-{h}h{w}v{h}z" for x, h, w, _ in bars) == path
    [(x, up, width, down)] = bars
    assert WIDTH - WIDTH // DAYS <= int(x) < int(x) + int(width) <= WIDTH
    assert int(up) == int(down) == round(HEIGHT * 2 / 3)
    assert "<svg" in kind and 'role="img"' in kind and "<script" not in kind
    weakest = html.split('class="progress-weakest"')[1].split("</ol>")[0]
    assert 'href="/en/practice/point/1/"' in weakest


@pytest.mark.django_db
def test_it_shows_only_the_learners_own_progress(client: Client) -> None:
    answer_point(client, 1)
    assert 'data-kind="point"' in client.get(PAGE).content.decode()
    assert 'data-kind="point"' not in Client().get(PAGE).content.decode()


@pytest.mark.django_db
def test_it_links_my_progress_from_the_header(client: Client) -> None:
    assert 'href="/en/progress/"' in client.get("/en/").content.decode()
    assert client.post(PAGE).status_code == 405
