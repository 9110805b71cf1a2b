"""The play table's longest lists, joined in Python: ``{% card_buttons cards cannot %}``,
``{% dialogue_items dialogue %}`` and ``{% trick_items tricks opponent %}``
(templates/play/table.html).

A played card renders the table again, and these loops (a button for each card in hand,
a line for each thing said, two translated sentences for each trick) were most of its
template's work, as joining a hand's cards was on the drill pages
(tutor/templatetags/cards.py).
"""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from tutor.templatetags.cards import card
from tutor.written import number

register = template.Library()


@register.simple_tag
def card_buttons(cards: list[dict[str, Any]], cannot: str) -> SafeString:
    """One ``<li>`` with a submit button per card (``present.play_options``); a card that
    cannot be played now is marked, with ``cannot`` said to screen readers."""
    unplayable = f'<span class="visually-hidden"> {conditional_escape(cannot)}</span>'
    items = []
    for option in cards:
        legal = option["legal"]
        css = "card-button" if legal else "card-button card-button--illegal"
        items.append(
            f'<li><button type="submit" name="card" value="{option["face"].code}"'
            f' class="{css}">{option["card"]}{"" if legal else unplayable}</button></li>'
        )
    return SafeString("".join(items))


@register.simple_tag
def dialogue_items(dialogue: list[dict[str, Any]]) -> SafeString:
    """One ``<li>`` per line said (``present.dialogue_lines``), the learner's own marked."""
    items = []
    for line in dialogue:
        mine = ' class="play-dialogue--mine"' if line["mine"] else ""
        speaker, text = conditional_escape(line["speaker"]), conditional_escape(line["text"])
        items.append(f"<li{mine}><strong>{speaker}:</strong> {text}</li>")
    return SafeString("".join(items))


@register.simple_tag
def trick_items(
    tricks: list[dict[str, Any]], opponent: str, current: int | None = None
) -> SafeString:
    """One ``<li>`` per trick played (``present.trick_lines``): who led and who followed
    with which card, who took the trick, and the counts after it. The trick numbered
    ``current`` (a replay's) is marked."""
    items = []
    for t in tricks:
        mark = ' class="play-tricks--current"' if t["number"] == current else ""
        taken = _("Trick to: %(winner)s") % {"winner": conditional_escape(t["winner"])}
        count = _("Count: you %(me)s, %(opponent)s %(them)s.") % {
            "me": number(t["me"]),
            "opponent": conditional_escape(opponent),
            "them": number(t["them"]),
        }
        led = f"{conditional_escape(t['leader'])}: {card(t['led'].code)}"
        played = f"{conditional_escape(t['follower'])}: {card(t['played'].code)}"
        items.append(
            f"<li{mark}>{led} · {played} · {taken}"
            f'\n        <span class="play-trick-count">{count}</span></li>'
        )
    return SafeString("".join(items))
