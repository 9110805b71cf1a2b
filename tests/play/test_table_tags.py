"""``{% trick_items %}`` (tutor/templatetags/table.py) writes what the table's loop over the
tricks wrote, in each language: the loop, kept here, is the reference."""

from __future__ import annotations

import pytest
from django.template import engines
from django.utils import translation

from tutor.cardfaces import card_face

#: templates/play/table.html's loop over the tricks before ``{% trick_items %}``.
LOOP = engines["django"].from_string(
    "{% load cards i18n %}"
    "{% for t in tricks %}<li>{{ t.leader }}: {% card t.led.code %} · {{ t.follower }}:"
    " {% card t.played.code %} · {% blocktranslate trimmed with winner=t.winner %}"
    "Trick to: {{ winner }}{% endblocktranslate %}\n"
    '        <span class="play-trick-count">{% blocktranslate trimmed with me=t.me them=t.them %}'
    "Count: you {{ me }}, {{ opponent }} {{ them }}.{% endblocktranslate %}</span></li>"
    "{% endfor %}"
)
TAG = engines["django"].from_string("{% load table %}{% trick_items tricks opponent %}")


def tricks(you: str, them: str) -> list[dict]:
    return [
        {
            "number": 1,
            "leader": you,
            "follower": them,
            "led": card_face("QH"),
            "played": card_face("AH"),
            "winner": them,
            "me": 31,
            "them": 1234,  # a partie's count: written as the language writes numbers
        },
        {
            "number": 2,
            "leader": them,
            "follower": you,
            "led": card_face("7C"),
            "played": card_face("TS"),
            "winner": them,
            "me": 0,
            "them": 1236,
        },
    ]


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_the_tricks_are_written_as_the_loop_wrote_them(language: str) -> None:
    with translation.override(language):
        you = str(translation.gettext("You"))
        for opponent in ("Ada", 'Lady <Bot> & "Co"'):  # a name is escaped as before
            context = {"tricks": tricks(you, opponent), "opponent": opponent}
            written = TAG.render(context)
            assert written == LOOP.render(context)
            assert written.count("<li>") == 2
            assert "&lt;Bot&gt;" in written or opponent == "Ada"


def test_no_trick_writes_nothing() -> None:
    assert TAG.render({"tricks": [], "opponent": "Ada"}) == LOOP.render(
        {"tricks": [], "opponent": "Ada"}
    )


def test_a_replay_marks_the_trick_it_shows_and_nothing_else_changes() -> None:
    with translation.override("en"):
        context = {"tricks": tricks("You", "Ada"), "opponent": "Ada", "upto": 2}
        marked = (
            engines["django"]
            .from_string("{% load table %}{% trick_items tricks opponent upto %}")
            .render(context)
        )
        plain = TAG.render(context)
    first, second = marked.split("</li>")[:2]
    assert '<li class="play-tricks--current">Ada: ' in second
    assert "play-tricks--current" not in first
    assert marked.replace(' class="play-tricks--current"', "") == plain
