"""Pages stay light for a learner on a phone (issue 17): every page at most 40 KB of HTML
before compression, every lesson step at most 20 KB; the full rules of Piquet, one long
reference page with some 150 cards, included, and the progress page of a learner who
practised every kind on every day its charts show.

Sizes are bytes, not times: this is a test, not a benchmark."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client

from lessons.content import get_library
from lessons.tracks import REFERENCE_PAGES, TRACKS
from tutor.activity.charts import DAYS
from tutor.activity.models import PracticeDay
from tutor.activity.record import today
from tutor.drills import KINDS, generate
from tutor.practice.models import KindStat

pytestmark = pytest.mark.django_db

LANGS = ("en", "de", "nl")
PAGE_LIMIT = 40_000
STEP_LIMIT = 20_000


def _weigh(client: Client, url: str) -> int:
    response = client.get(url)
    assert response.status_code == 200, url
    return len(response.content)


@pytest.mark.parametrize("lang", LANGS)
def test_it_keeps_every_lesson_step_within_20_kb(client: Client, lang: str) -> None:
    heavy = {}
    for track_id in TRACKS:
        for lesson in get_library(track_id, lang).lessons:
            for step in lesson.steps:
                url = f"/{lang}/learn/{track_id}/{lesson.slug}/{step.id}/"
                size = _weigh(client, url)
                if size > STEP_LIMIT:
                    heavy[url] = size
    assert not heavy


@pytest.mark.parametrize("lang", LANGS)
def test_it_keeps_every_other_page_within_40_kb(client: Client, lang: str) -> None:
    urls = [f"/{lang}/", f"/{lang}/learn/", f"/{lang}/practice/", f"/{lang}/play/"]
    for track_id in TRACKS:
        library = get_library(track_id, lang)
        urls.append(f"/{lang}/learn/{track_id}/")
        urls += [f"/{lang}/learn/{track_id}/{lesson.slug}/complete/" for lesson in library.lessons]
        urls += [
            f"/{lang}/learn/{track_id}/{page}/"
            for page in REFERENCE_PAGES
            if client.get(f"/{lang}/learn/{track_id}/{page}/").status_code == 200
        ]
    sizes = {url: _weigh(client, url) for url in urls}
    assert not {url: size for url, size in sizes.items() if size > PAGE_LIMIT}
    assert any(url.endswith("/piquet/rules/") for url in sizes)  # the heaviest page was weighed


@pytest.mark.parametrize("lang", LANGS)
def test_it_keeps_a_busy_learners_progress_within_40_kb(client: Client, lang: str) -> None:
    q = generate("point", 1, 1)
    assert client.post(f"/{lang}/practice/point/1/1/", q.expected).status_code == 302
    learner = {"anon_id": KindStat.objects.get().anon_id}
    KindStat.objects.bulk_create(
        KindStat(**learner, kind=kind, answered=140, correct=100, best_streak=9)
        for kind in KINDS
        if kind != "point"
    )
    PracticeDay.objects.bulk_create(
        PracticeDay(**learner, kind=kind, day=today() - timedelta(days=n), answered=10, correct=7)
        for kind in KINDS
        for n in range(1 if kind == "point" else 0, DAYS)
    )
    html = client.get(f"/{lang}/progress/").content.decode()
    assert html.count('class="progress-kind"') == len(KINDS)
    assert html.count('class="accuracy-chart"') == len(KINDS)
    assert _weigh(client, f"/{lang}/progress/") <= PAGE_LIMIT
