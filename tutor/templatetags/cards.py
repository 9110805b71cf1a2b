"""Template tags that draw cards: ``{% card "QH" %}`` and ``{% hand "AS KS QS" %}``.

Cards come in the engine's notation, as a string of codes separated by spaces or
as card objects whose ``str()`` is their code. A hand is always shown in one order,
suit by suit and high to low; ``{% hand trick as_played=True %}`` keeps the order of
cards played one after the other.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.safestring import SafeString

from tutor.cardfaces import card_html, hand_order
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


@register.inclusion_tag("cards/hand.html")
def hand(cards: str | Iterable[object], label: str = "", as_played: bool = False) -> dict:
    codes = card_codes(cards)
    return {
        "cards": [card_html(c) for c in (codes if as_played else hand_order(codes))],
        "label": label,
    }
