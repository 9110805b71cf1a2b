"""Helpers for the play tests: sit down through the web form and make moves the way a
browser would, reading only what the page offers."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from django.test import Client

from tutor.play.models import Game


@dataclass
class Page:
    status: int
    html: str

    @property
    def decision(self) -> str:
        return re.search(r'data-decision="(\w+)"', self.html).group(1)

    @property
    def version(self) -> str:
        return re.search(r'name="version" value="(\d+)"', self.html).group(1)

    def table(self) -> str:
        return self.html[self.html.index('<section id="table"') :]

    def cards_shown(self) -> set[str]:
        """Cards drawn at the table, apart from the cut (cut before the pack is shuffled)."""
        table = re.sub(r'<p class="play-note play-cut">.*?</p>', "", self.table(), flags=re.S)
        return set(re.findall(r'data-card="(\w\w)"', table))


def sit_down(client: Client, lang: str = "en", **settings) -> str:
    data = {"level": 1, "preset": "cavendish", "kind": "deal", "seat": "cut", **settings}
    response = client.post(f"/{lang}/play/", data)
    assert response.status_code == 302, response.content.decode()[:500]
    return response["Location"]


def look(client: Client, url: str) -> Page:
    r = client.get(url)
    return Page(r.status_code, r.content.decode())


def a_move(page: Page) -> dict:
    """A legal move from what the page offers (the first option of each kind)."""
    html, decision = page.html, page.decision
    data = {"version": page.version, "decision": decision}
    if decision == "exchange":
        low, high = map(int, re.search(r"from (\d+) to (\d+)", html).groups())
        cards = re.findall(r'name="cards" value="(\w\w)"', html)
        data["cards"] = cards[: max(low, min(1, high))]
    elif decision == "declare":
        data["point"] = re.search(r'name="point" value="(\w+)" checked', html).group(1)
        data["sequence"] = re.findall(r'name="sequence" value="([\w ]+)"', html)
        data["set"] = re.findall(r'name="set" value="([\w ]+)"', html)
    elif decision == "reply":
        for name in set(re.findall(r'name="(reply_\w+)"', html)):
            data[name] = "good"
    elif decision == "leftovers":
        data["look"] = "yes"
    elif decision == "play":
        data["card"] = re.findall(r'name="card" value="(\w\w)" class="card-button"', html)[0]
    return data


def play_to_end(client: Client, url: str, *, each=None, stop_at_deal_end: bool = False) -> Page:
    """Make moves until the game (or, with ``stop_at_deal_end``, the deal) is over;
    ``each(page)`` is called on every page seen."""
    for _ in range(400):
        page = look(client, url)
        assert page.status == 200
        if each:
            each(page)
        if page.decision == "finished" or (stop_at_deal_end and page.decision == "next_deal"):
            return page
        response = client.post(url + "act/", a_move(page))
        assert response.status_code == 302, response.content.decode()[-800:]
    raise AssertionError("the game did not end")


def game_of(url: str) -> Game:
    return Game.objects.get(pk=url.rstrip("/").split("/")[-1])


@pytest.fixture
def client() -> Client:
    return Client()


def without_tokens(html: str) -> str:
    """``html`` without its CSRF tokens, which are masked anew for every response."""
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", html)
