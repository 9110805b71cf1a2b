"""Audit B11: every hand on every page in one order, suit by suit and high to low; only a
trick keeps the order its cards were played in."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from tutor.drills import KINDS

pytestmark = pytest.mark.django_db

SUITS, RANKS = "SHDC", "AKQJT98765432"


def hands(html: str) -> list[list[str]]:
    """The cards of each hand drawn on a page, tricks left out."""
    html = re.sub(r'<ol class="tricks">.*?</ol>', "", html, flags=re.S)
    return [
        re.findall(r'data-card="(..)"', block)
        for block in re.findall(r'<ul class="hand".*?</ul>', html, flags=re.S)
    ]


def in_order(cards: list[str]) -> bool:
    keys = [(SUITS.index(c[1]), RANKS.index(c[0])) for c in cards]
    return keys == sorted(keys)


@pytest.mark.parametrize(
    "path",
    ["/de/", "/nl/", "/de/learn/piquet/declaring/whole-dialogue/"]
    + [f"/en/practice/{kind}/2/{seed}/" for kind in KINDS for seed in (1, 2)],
)
def test_it_shows_every_hand_suit_by_suit_high_to_low(client: Client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    shown = hands(response.content.decode())
    assert all(in_order(cards) for cards in shown), [c for c in shown if not in_order(c)]


def test_it_offers_the_cards_to_pick_in_hand_order(client: Client) -> None:
    for seed in range(1, 6):
        html = client.get(f"/en/practice/legal_plays/2/{seed}/").content.decode()
        picker = re.findall(r'class="card-option"><input[^>]*value="(..)"', html)
        assert picker and in_order(picker)
