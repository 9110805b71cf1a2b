"""``{% drill_show items %}`` draws what a question shows: hands in the site's order, the
tricks as played, a table of deals with its headings in the page's language, notes and
labelled facts, every text escaped."""

from __future__ import annotations

import re

from django.template import Context, Template
from django.utils import translation

from tutor import drillweb
from tutor.drills import generate
from tutor.templatetags.drills import drill_show


def test_nothing_to_show_draws_no_box() -> None:
    assert "drill__show" not in drill_show([])


def test_a_hand_is_a_figure_in_suit_order_with_its_caption() -> None:
    html = drill_show([{"type": "cards", "label": "Elder's hand", "cards": "7C AS KH"}])
    assert re.findall(r'data-card="(\w+)"', html) == ["AS", "KH", "7C"]
    assert "<figcaption>Elder&#x27;s hand</figcaption></figure>" in html


def test_tricks_keep_the_order_they_were_played_in() -> None:
    item = {"type": "tricks", "label": "Tricks", "tricks": ["7C AC", "KH AH"]}
    tricks = re.findall(r"<li><ul.*?</ul>\s*</li>", drill_show([item]))
    assert [re.findall(r'data-card="(\w+)"', t) for t in tricks] == [["7C", "AC"], ["KH", "AH"]]


def test_deals_are_a_table_headed_in_the_pages_language() -> None:
    rows = [{"number": 1, "a": 12, "b": "<b>"}, {"number": 2, "a": 0, "b": 30}]
    item = {"type": "deals", "label": "Scores", "rows": rows}
    with translation.override("nl"):
        html = drill_show([item])
    assert '<th scope="col">Speler A</th><th scope="col">Speler B</th>' in html
    cells = re.findall(r"<tr><th scope=\"row\">(.*?)</th><td>(.*?)</td><td>(.*?)</td></tr>", html)
    assert cells == [("1", "12", "&lt;b&gt;"), ("2", "0", "30")]


def test_notes_and_facts_are_escaped() -> None:
    html = drill_show(
        [{"type": "note", "text": "a < b"}, {"type": "text", "label": "Who", "text": "A & B"}]
    )
    assert '<p class="drill__note">a &lt; b</p>' in html
    assert "<p><strong>Who:</strong> A &amp; B</p>" in html


def test_the_tag_shows_a_questions_items_in_a_template() -> None:
    question = generate("deal_total", 5, 1)
    items = drillweb.show_items(question)
    html = Template("{% load drills %}{% drill_show items %}").render(Context({"items": items}))
    assert html == drill_show(items)
    assert html.count('class="diagram__hand"') == sum(
        item["type"] in ("cards", "tricks") for item in items
    )
