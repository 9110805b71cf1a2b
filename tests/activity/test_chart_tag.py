"""``{% accuracy_chart %}`` (tutor/activity/templatetags/activity.py) writes what the
progress page's chart template wrote, in each language: the template, kept as it was in
tests/activity/loops/chart.html, is the reference. The charts: no answers in the window,
one day (the singular), several days with right and wrong answers, across two months."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from django.template import engines
from django.utils import translation

from tutor.activity.charts import accuracy_chart

TEMPLATE = engines["django"].from_string(
    (Path(__file__).parent / "loops" / "chart.html").read_text()
)
TAG = engines["django"].from_string("{% load activity %}{% accuracy_chart chart id %}")
TODAY = date(2026, 12, 3)

CHARTS = [
    accuracy_chart([], TODAY),
    accuracy_chart([(TODAY, 4, 3)], TODAY),
    accuracy_chart(
        [(date(2026, 11, 20), 5, 0), (date(2026, 11, 30), 7, 7), (TODAY, 3, 1), (TODAY, 1, 1)],
        TODAY,
    ),
]


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_the_tag_writes_what_the_template_wrote(language: str) -> None:
    with translation.override(language):
        for chart in CHARTS:
            context = {"chart": chart, "id": "chart-point"}
            assert TAG.render(context) == TEMPLATE.render(context)


def test_the_reference_shows_every_kind_of_chart() -> None:
    with translation.override("en"):
        empty, one, several = (TEMPLATE.render({"chart": c, "id": "c"}) for c in CHARTS)
    assert "chart__bar" not in empty and "0 days with answers" in empty
    assert "1 day with answers, 75 % right." in one
    assert "3 days with answers, 56 % right in all." in several and "20 Nov" in several
