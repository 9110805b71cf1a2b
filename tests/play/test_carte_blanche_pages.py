"""Carte blanche at the table: announced at once, shown when the rules say (Law 20:
after the opponent has discarded; the Dutch text: at once)."""

from __future__ import annotations

import uuid

import pytest
from django.test import Client

from tutor.learners import SESSION_FIELD
from tutor.piquet import DealtCards
from tutor.play import table as T
from tutor.play.models import Game

from .conftest import a_move, look

pytestmark = pytest.mark.django_db

BLANK = "AS TS 9S 8S 7S AH TH 9H 8H 7H AD TD"
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
TALON = "9D 8D 7D AC TC 9C 8C 7C"


def _game(client: Client, dealt: DealtCards, seat: str, preset: str = "cavendish") -> str:
    """A game on given cards, owned by the client's visitor."""
    session = client.session
    anon = session[SESSION_FIELD] = uuid.uuid4().hex
    session.save()
    table = T.new_table(preset, 1, "deal", 5, seat, dealt=dealt)
    game = Game.objects.create(
        anon_id=anon,
        kind="deal",
        preset=preset,
        level=1,
        record=table.to_dict(),
        version=table.version,
    )
    return f"/en/play/{game.pk}/"


def test_it_announces_the_learners_carte_blanche(client: Client) -> None:
    url = _game(client, DealtCards.parse(f"{BLANK} / {COURTS} / {TALON}"), "elder")
    assert "You hold a carte blanche" in look(client, url).html


def test_it_shows_the_computers_carte_blanche_after_the_learner_discards(client: Client) -> None:
    url = _game(client, DealtCards.parse(f"{BLANK} / {COURTS} / {TALON}"), "younger")
    before = look(client, url)
    assert "Nell announces a carte blanche" in before.html
    assert not set(BLANK.split()) <= before.cards_shown()
    client.post(url + "act/", a_move(before))
    assert set(BLANK.split()) <= look(client, url).cards_shown()


def test_it_shows_the_carte_blanche_at_once_under_the_dutch_text(client: Client) -> None:
    url = _game(client, DealtCards.parse(f"{BLANK} / {COURTS} / {TALON}"), "younger", "dutch_text")
    assert set(BLANK.split()) <= look(client, url).cards_shown()
