"""A whole partie through the web layer: six deals (eight after a tie), each player
dealing in turn, and the Rubicon result the engine computes from the deals' scores."""

from __future__ import annotations

import pytest
from django.test import Client

from tutor.piquet import Deal, Player
from tutor.piquet.partie import first_dealer, rubicon_score
from tutor.piquet.rules import PRESETS

from .conftest import game_of, look, play_to_end, sit_down

pytestmark = pytest.mark.django_db


def _play_partie(client: Client, **settings) -> tuple[str, list[Deal]]:
    url = sit_down(client, kind="partie", **settings)
    while True:
        page = play_to_end(client, url, stop_at_deal_end=True)
        if page.decision == "finished":
            break
        assert (
            client.post(
                url + "act/", {"version": page.version, "decision": "next_deal"}
            ).status_code
            == 302
        )
    count = len(game_of(url).table().deals)
    deals = [
        Deal.from_dict(Client().get(f"{url}deal/{n}/record.json").json())
        for n in range(1, count + 1)
    ]
    assert Client().get(f"{url}deal/{count + 1}/record.json").status_code == 404
    return url, deals


def test_it_plays_a_six_deal_partie_to_its_rubicon_result(client: Client) -> None:
    url, deals = _play_partie(client, level=2)
    table = game_of(url).table()
    assert len(deals) in (6, 8)
    # Who deals first follows the cut (Law 4: the higher cut chooses, and deals); then
    # the deal alternates, so the learner is elder in every other deal.
    dealer = first_dealer(table.cut[0], table.cut[1], PRESETS["cavendish"])
    seats = [table.seat(n) for n in range(1, len(deals) + 1)]
    assert seats[0] is (Player.YOUNGER if dealer.value == "a" else Player.ELDER)
    assert all(a is not b for a, b in zip(seats, seats[1:], strict=False))
    mine = sum(d.score()[s].total for d, s in zip(deals, seats, strict=True))
    theirs = sum(d.score()[s.opponent].total for d, s in zip(deals, seats, strict=True))
    if len(deals) == 8:  # tied after six: two more deals
        six = list(zip(deals, seats, strict=True))[:6]
        assert sum(d.score()[s].total for d, s in six) == sum(
            d.score()[s.opponent].total for d, s in six
        )
    html = look(client, url).html
    assert "The partie" in html
    if mine != theirs:
        winner = "You" if mine > theirs else "Tom"
        score = rubicon_score(max(mine, theirs), min(mine, theirs))
        assert f"{winner} won, {max(mine, theirs)} to {min(mine, theirs)}." in html
        assert f"= {score}." in html
        assert ("rubiconed" in html) is (min(mine, theirs) < 100)
    else:
        assert "the partie is drawn" in html


def test_it_ends_an_au_cent_game_at_100(client: Client) -> None:
    url, deals = _play_partie(client, preset="au_cent", level=1)
    table = game_of(url).table()
    points = table.deal_points()
    assert max(sum(p[0] for p in points), sum(p[1] for p in points)) >= 100
    before = [sum(p[i] for p in points[:-1]) for i in (0, 1)]
    assert max(before) < 100 or before[0] == before[1]
    assert "reached 100 first" in look(client, url).html
