"""Template tags that draw cards: ``{% card "QH" %}`` and ``{% hand "AS KS QS" %}``.

Cards come in the engine's notation, as a string of codes separated by spaces or
as card objects whose ``str()`` is their code. A hand is always shown in one order,
suit by suit and high to low; ``{% hand trick as_played=True %}`` keeps the order of
cards played one after the other.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString

from tutor.cardfaces import card_html, cards_html, hand_order
from tutor.cardgame import canonical

register = template.Library()


def card_codes(cards: str | Iterable[object]) -> list[str]:
    """Canonical two-letter codes for a string like ``"AS 10h 7c"``, card objects or faces."""
    items = cards.split() if isinstance(cards, str) else [str(getattr(c, "code", c)) for c in cards]
    codes = [canonical(item) for item in items]
    if None in codes:
        raise ValueError(f"not a card: {items[codes.index(None)]!r}")
    return codes  # type: ignore[return-value]


@register.simple_tag
def card(code: object) -> SafeString:
    return card_html(card_codes([code])[0])


@register.simple_tag
def hand(cards: str | Iterable[object], label: str = "", as_played: bool = False) -> SafeString:
    """``<ul class="hand" aria-label="…"><li>card</li>…</ul>``.

    Built here rather than in a template: a page draws up to a dozen hands, and each card's
    HTML is already made once per language (``cards_html``), so what is left is joining
    them, which a template's loop made a third of a practice page's rendering."""
    codes = card_codes(cards)
    items = "".join(f"<li>{c}</li>" for c in cards_html(codes if as_played else hand_order(codes)))
    name = format_html(' aria-label="{}"', label) if label else ""
    return SafeString(f'<ul class="hand"{name}>{items}</ul>\n')
