"""The table stays light for a player on a phone (issue 17: every page at most 40 KB of
HTML): every page of a whole partie with the coach on and the computer's cards open (the
most a table shows), and each finished deal's replay and review."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.web.test_page_weight import PAGE_LIMIT

from .conftest import Page, game_of, play_to_end, sit_down

pytestmark = pytest.mark.django_db


def test_every_page_of_a_coached_open_partie_stays_within_40_kb(client: Client) -> None:
    url = sit_down(client, kind="partie", coaching="on", open_hands="on")
    heavy: dict[str, int] = {}

    def weigh(page: Page) -> None:
        size = len(page.html.encode())
        if size > PAGE_LIMIT:
            heavy[page.decision] = size

    play_to_end(client, url, each=weigh)
    deals = len(game_of(url).table().deals)
    assert deals >= 6
    for number in range(1, deals + 1):
        for page in (f"{url}deal/{number}/", f"{url}deal/{number}/review/"):
            response = client.get(page)
            assert response.status_code == 200, page
            if len(response.content) > PAGE_LIMIT:
                heavy[page] = len(response.content)
    assert not heavy
