"""Helpers for the Spades table tests: sit down through the web form and make South's
moves the way a browser would, reading what the page offers — or letting a bot choose
them from South's own view (the stored record is read only to build that view)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.test import Client

from tests.browser.conftest import (  # noqa: F401  (the browser tests' fixtures, shared)
    _static_files_as_in_production,
    axe_check,
    browser_context_args,
    browser_type_launch_args,
)
from tests.play.conftest import Page as TablePage
from tutor.play.models import Game
from tutor.spades import Deal, Hand, Seat, parse_card
from tutor.spades.bots import BidDecision, decide, view_of


class Page(TablePage):
    """The Piquet table tests' page, reading the Spades table's version and offers."""

    @property
    def version(self) -> str:
        return re.search(r'data-version="(\d+)"', self.html).group(1)

    def offered_cards(self) -> list[str]:
        return re.findall(r'name="card" value="(\w\w)"', self.html)

    def offered_bids(self) -> list[str]:
        return re.findall(r'name="bid" value="(\d+)"', self.html)


def sit_down(client: Client, lang: str = "en", level: int = 1) -> str:
    response = client.post(f"/{lang}/play/spades/", {"level": level})
    assert response.status_code == 302, response.content.decode()[:500]
    return response["Location"]


def look(client: Client, url: str) -> Page:
    r = client.get(url)
    return Page(r.status_code, r.content.decode())


def game_of(url: str) -> Game:
    return Game.objects.get(pk=url.rstrip("/").split("/")[-1])


def recorded_deals(game: Game) -> list[Deal]:
    """The hands of a stored game rebuilt with the engine alone from the record's cards,
    bids and plays (not through the table code under test)."""
    deals = []
    for h in game.record["hands"]:
        deal = Deal([Hand.parse(t) for t in h["dealt"]], h["dealer"])
        for b in h["bids"]:
            deal.bid(b)
        for c in h["plays"]:
            deal.play(parse_card(c))
        deals.append(deal)
    return deals


def first_move(page: Page) -> dict:
    """A move from what the page offers: bid 3, the first card offered, next hand."""
    data = {"version": page.version, "decision": page.decision}
    if page.decision == "bid":
        data["bid"] = "3"
    elif page.decision == "play":
        data["card"] = page.offered_cards()[0]
    return data


def bot_move(level: int) -> Callable[[Page, Game], dict]:
    """South's move chosen by the Spades bot at ``level`` from South's own view."""

    def move(page: Page, game: Game) -> dict:
        data = {"version": page.version, "decision": page.decision}
        if page.decision in ("bid", "play"):
            deal = recorded_deals(game)[-1]
            hands = game.record["hands"]
            scores, bags = _totals_before(game, len(hands))
            decision = decide(view_of(deal, Seat.SOUTH, scores, bags), level, int(page.version))
            if isinstance(decision, BidDecision):
                data["bid"] = str(decision.bid)
            else:
                data["card"] = str(decision.card)
        return data

    return move


def _totals_before(game: Game, number: int) -> tuple[tuple[int, int], tuple[int, int]]:
    from tutor.spades import score_hand

    scores, bags = (0, 0), (0, 0)
    for deal in recorded_deals(game)[: number - 1]:
        bids = deal.bids
        s = score_hand([bids[Seat(i)] for i in range(4)], deal.tricks_won, scores, bags)
        scores, bags = s.scores, s.bags
    return scores, bags


def play_on(
    client: Client,
    url: str,
    *,
    move: Callable[[Page, Game], dict] | None = None,
    each: Callable[[Page], None] | None = None,
    until: Callable[[Page], bool] = lambda p: p.decision == "finished",
    limit: int = 5000,
) -> Page:
    """Make South's moves until ``until(page)``; ``each(page)`` on every page seen."""
    for _ in range(limit):
        page = look(client, url)
        assert page.status == 200
        if each:
            each(page)
        if until(page):
            return page
        data = move(page, game_of(url)) if move else first_move(page)
        response = client.post(url + "act/", data)
        assert response.status_code == 302, response.content.decode()[-800:]
    raise AssertionError("never got there")


@pytest.fixture
def client() -> Client:
    return Client()
