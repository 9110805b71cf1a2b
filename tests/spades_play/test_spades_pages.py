"""The Spades table through the web layer: sitting down, the bidding, only legal cards,
refusals with the engine's reason, junk and stale POSTs, whose game is whose, resigning,
the record of games won and lost, and whole games to 500 with bots in all four seats."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.play.conftest import without_tokens
from tutor.play.models import Game
from tutor.spades import NIL, Phase, Seat, score_hand

from .conftest import (
    Page,
    bot_move,
    first_move,
    game_of,
    look,
    play_on,
    recorded_deals,
    sit_down,
)

pytestmark = pytest.mark.django_db

LEVEL_NAMES = {"en": "Counting", "de": "Mitzählend", "nl": "Tellend"}


def _record_text(client: Client) -> str:
    html = client.get("/en/play/spades/").content.decode()
    return re.search(r'<p class="play-record">(.*?)</p>', html, re.S).group(1)


def _summary_rows(html: str) -> dict[str, list[str]]:
    """The hand summary's rows: key → the two teams' cells."""
    rows = re.findall(r'<tr[^>]*data-row="(\w+)"><th scope="row">.*?</th>(.*?)</tr>', html)
    return {key: re.findall(r"<td>(.*?)</td>", cells) for key, cells in rows}


def _hands(url: str) -> list:
    return game_of(url).record["hands"]


def _state(url: str) -> tuple[int, dict]:
    game = game_of(url)
    return game.version, game.record


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_offers_three_levels_and_is_linked_from_the_play_page_and_the_spades_track(
    client: Client, lang: str
) -> None:
    html = client.get(f"/{lang}/play/spades/").content.decode()
    assert re.findall(r'name="level" value="(\d)"', html) == ["1", "2", "3"]
    assert LEVEL_NAMES[lang] in html
    for page in (f"/{lang}/play/", f"/{lang}/learn/spades/"):
        assert f'href="/{lang}/play/spades/"' in client.get(page).content.decode()


@pytest.mark.parametrize("level", ["0", "4", "x", ""])
def test_it_refuses_a_level_not_offered_with_a_400(client: Client, level: str) -> None:
    response = client.post("/en/play/spades/", {"level": level})
    assert response.status_code == 400
    assert not Game.objects.exists()


def test_the_dealer_is_drawn_at_random_and_moves_clockwise(client: Client) -> None:
    first = {recorded_deals(game_of(sit_down(client)))[0].dealer for _ in range(16)}
    assert len(first) > 1
    url = sit_down(client)
    play_on(
        client, url, until=lambda p: p.decision == "bid" and len(game_of(url).record["hands"]) == 4
    )
    dealers = [d.dealer for d in recorded_deals(game_of(url))]
    assert dealers == [Seat((dealers[0] + i) % 4) for i in range(4)]


def test_the_bidding_goes_round_from_the_dealers_left_and_shows_the_partners_bid(
    client: Client,
) -> None:
    seen_partner = False
    for _ in range(12):
        url = sit_down(client)
        page = look(client, url)
        assert page.decision == "bid"
        deal = recorded_deals(game_of(url))[0]
        before_me = [
            Seat((deal.dealer + 1 + i) % 4) for i in range((Seat.SOUTH - deal.dealer - 1) % 4)
        ]
        assert list(deal.bids) == before_me
        assert page.table().count("no bid yet") == 4 - len(before_me)
        if Seat.NORTH in deal.bids:
            bid = deal.bids[Seat.NORTH]
            said = (
                "North, your partner, bid nil."
                if bid == NIL
                else f"North, your partner, bid {bid}."
            )
            assert said in page.html
            seen_partner = True
        else:
            assert "North, your partner, bids after you." in page.html
        assert page.offered_bids() == [str(n) for n in range(14)]
    assert seen_partner


def test_a_nil_bid_is_shown_as_nil_and_scored_as_one(client: Client) -> None:
    url = sit_down(client)
    page = look(client, url)
    client.post(url + "act/", {"version": page.version, "decision": "bid", "bid": "0"})
    page = look(client, url)
    assert re.search(r"<strong>You \(South\)</strong>( \(dealer\))?:\s*bid nil", page.table())
    final = play_on(client, url, until=lambda p: p.decision == "next_hand")
    deal = recorded_deals(game_of(url))[0]
    nil_made = deal.tricks_won[Seat.SOUTH] == 0
    row = re.search(r'data-row="nil"><th scope="row">Nil</th><td>(.*?)</td>', final.html).group(1)
    assert row.startswith("You: made, +100" if nil_made else "You: failed with")


def test_it_offers_only_the_cards_the_engine_allows(client: Client) -> None:
    url = sit_down(client, level=2)
    checked = []

    def check(page: Page) -> None:
        if page.decision == "play":
            deal = recorded_deals(game_of(url))[-1]
            assert deal.to_act is Seat.SOUTH
            assert set(page.offered_cards()) == {str(c) for c in deal.legal_plays}
            checked.append(len(deal.hand(Seat.SOUTH)) - len(deal.legal_plays))

    play_on(client, url, each=check, until=lambda p: len(game_of(url).record["hands"]) > 3)
    assert len(checked) > 30 and any(checked), "no turn with a card South could not play"


def _refused(client: Client, url: str, data: dict) -> tuple[int, str]:
    before = _state(url)
    response = client.post(url + "act/", data)
    assert _state(url) == before, "a refused move changed the game"
    return response.status_code, response.content.decode()


def test_an_illegal_card_is_refused_with_the_engines_reason(client: Client) -> None:
    url = sit_down(client, level=2)
    reasons: dict[str, str] = {}

    def try_illegal(page: Page) -> None:
        if page.decision != "play":
            return
        deal = recorded_deals(game_of(url))[-1]
        hand, legal = deal.hand(Seat.SOUTH), set(deal.legal_plays)
        illegal = [c for c in hand if c not in legal]
        if not illegal:
            return
        kind = "revoke" if deal.current_trick else "spades_not_broken"
        status, html = _refused(
            client, url, {"version": page.version, "decision": "play", "card": str(illegal[0])}
        )
        assert status == 400
        reasons[kind] = re.search(r'<p id="play-error">(.*?)</p>', html, re.S).group(1)

    play_on(client, url, each=try_illegal, until=lambda p: len(reasons) == 2, limit=20000)
    assert "so you must follow suit" in reasons["revoke"]
    assert "no spade has been played yet" in reasons["spades_not_broken"]


def test_a_card_not_in_the_hand_is_refused_with_its_reason(client: Client) -> None:
    url = sit_down(client)
    page = play_on(client, url, until=lambda p: p.decision == "play")
    deal = recorded_deals(game_of(url))[-1]
    other = next(iter(deal.hand(Seat.NORTH)))
    status, html = _refused(
        client, url, {"version": page.version, "decision": "play", "card": str(other)}
    )
    assert status == 400 and "That card is not in your hand." in html


@pytest.mark.parametrize(
    "data",
    [
        {"version": "x", "decision": "bid", "bid": "3"},
        {"version": None, "decision": "bid", "bid": "3"},
        {"version": "-1", "decision": "bid", "bid": "3"},
        {"decision": "fly"},
        {"decision": "bid", "bid": "three"},
        {"decision": "bid", "bid": "14"},
        {"decision": "bid", "bid": "-1"},
        {"decision": "bid"},
        {"decision": "play", "card": "ZZ"},
        {"decision": "play"},
        {"decision": "next_hand"},
    ],
)
def test_a_junk_or_stale_post_gives_400_or_409_and_changes_nothing(
    client: Client, data: dict
) -> None:
    url = sit_down(client)
    page = look(client, url)
    assert page.decision == "bid"
    post = {k: v for k, v in {"version": page.version, **data}.items() if v is not None}
    status, html = _refused(client, url, post)
    assert status == (409 if post.get("version") == "-1" else 400)
    assert 'role="alert"' in html


def test_a_stale_or_replayed_post_changes_nothing(client: Client) -> None:
    url = sit_down(client)
    page = look(client, url)
    move = first_move(page)
    assert client.post(url + "act/", move).status_code == 302
    after = _state(url)
    replay = client.post(url + "act/", move)
    assert replay.status_code == 409
    assert "Nothing was changed" in replay.content.decode()
    assert _state(url) == after
    other = {**move, "bid": "5"}
    assert client.post(url + "act/", other).status_code == 409
    assert _state(url) == after


def test_a_visitor_sees_only_their_own_game(client: Client) -> None:
    url = sit_down(client)
    page = look(client, url)
    stranger = Client()
    assert stranger.get(url).status_code == 404
    assert stranger.post(url + "act/", first_move(page)).status_code == 404
    assert client.get(url.replace("/spades/", "/")).status_code == 404  # not a Piquet table
    assert _state(url)[0] == int(page.version)
    piquet = client.post(
        "/en/play/", {"level": 1, "preset": "cavendish", "kind": "deal", "seat": "cut"}
    )["Location"]
    assert client.get(piquet.replace("/play/", "/play/spades/")).status_code == 404
    assert f'href="{url}"' not in stranger.get("/en/play/spades/").content.decode()


def test_each_play_page_lists_only_its_own_games(client: Client) -> None:
    spades = sit_down(client)
    piquet = client.post(
        "/en/play/", {"level": 1, "preset": "cavendish", "kind": "deal", "seat": "cut"}
    )["Location"]
    piquet_page = client.get("/en/play/")
    spades_page = client.get("/en/play/spades/").content.decode()
    assert piquet_page.status_code == 200
    assert f'href="{piquet}"' in piquet_page.content.decode()
    assert f'href="{spades}"' not in piquet_page.content.decode()
    assert f'href="{spades}"' in spades_page and f'href="{piquet}"' not in spades_page


def test_a_resigned_game_counts_as_lost_once(client: Client) -> None:
    url = sit_down(client)
    unfinished = sit_down(client)
    assert _record_text(client) == "Your Spades record: 0 games won, 0 lost."
    page = look(client, url)
    response = client.post(url + "act/", {"version": page.version, "decision": "resign"})
    assert response.status_code == 302
    page = look(client, url)
    assert page.decision == "finished"
    assert "You resigned: the game counts as lost." in page.html
    assert game_of(url).finished and game_of(url).outcome == "lost"
    assert _record_text(client) == "Your Spades record: 0 games won, 1 lost."
    again = client.post(url + "act/", {"version": page.version, "decision": "resign"})
    assert again.status_code == 400
    assert (
        client.post(
            url + "act/", {"version": page.version, "decision": "bid", "bid": "3"}
        ).status_code
        == 400
    )
    assert _record_text(client) == "Your Spades record: 0 games won, 1 lost."
    assert not game_of(unfinished).finished
    assert (
        "Your Spades record: 0 games won, 0 lost."
        in Client().get("/en/play/spades/").content.decode()
    )


def test_a_signed_in_learner_keeps_the_record_of_their_account(client: Client) -> None:
    user = get_user_model().objects.create_user("sam", "sam@example.org", "pw-long-enough-1")
    url = sit_down(client)
    client.force_login(user)
    client.post("/en/accounts/progress/", {"choice": "add"})  # the visitor's games are theirs
    page = look(client, url)
    client.post(url + "act/", {"version": page.version, "decision": "resign"})
    assert _record_text(client) == "Your Spades record: 0 games won, 1 lost."
    other = Client()
    other.force_login(
        get_user_model().objects.create_user("kim", "kim@example.org", "pw-long-enough-2")
    )
    assert _record_text(other) == "Your Spades record: 0 games won, 0 lost."


def test_under_htmx_a_move_returns_only_the_table(client: Client) -> None:
    url = sit_down(client)
    page = look(client, url)
    response = client.post(url + "act/", first_move(page), headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<div id="news" hx-swap-oob="innerHTML">')
    assert "<h1>" not in html and 'id="table"' in html


@pytest.mark.parametrize("level", [1, 3])
def test_a_whole_game_to_500_with_bots_in_all_four_seats_scores_as_the_engine_says(
    client: Client, level: int
) -> None:
    url = sit_down(client, level=level)
    summaries: dict[int, dict[str, list[str]]] = {}

    def keep_summary(page: Page) -> None:
        if 'data-row="score"' in page.html:
            summaries[len(_hands(url))] = _summary_rows(page.html)

    final = play_on(client, url, move=bot_move(level), each=keep_summary, limit=20000)
    game = game_of(url)
    deals = recorded_deals(game)
    assert all(d.phase is Phase.COMPLETE for d in deals)
    scores, bags, totals = (0, 0), (0, 0), []
    for n, deal in enumerate(deals, 1):
        bids = deal.bids
        hand = score_hand([bids[Seat(i)] for i in range(4)], deal.tricks_won, scores, bags)
        scores, bags = hand.scores, hand.bags
        totals.append(scores)
        rows = summaries[n]
        assert rows["overtricks"] == [str(t.bags) for t in hand.teams]
        assert rows["penalty"] == [f"−{100 * p}" if p else "—" for p in hand.penalties]
        assert rows["score"] == [
            f"{b} → {a}" for b, a in zip(hand.scores_before, scores, strict=True)
        ]
        for team, cell in zip(hand.teams, rows["contract"], strict=True):
            if not cell.startswith("none"):  # both partners nil: no contract
                assert f"took {team.tricks}: {'made' if team.made else 'failed'}" in cell
        assert (hand.winner is None) == (n < len(deals)), "the game must end at its first win"
    shown = re.findall(
        r'<tr><th scope="row">\d+</th><td>(-?\d+) \([+-]?\d+\)</td><td>(-?\d+) \(', final.html
    )
    assert [tuple(map(int, row)) for row in shown] == totals
    winner = hand.winner
    assert game.finished
    assert game.outcome == ("won" if winner.value == "a" else "lost")
    a, b = scores
    assert max(a, b) >= 500 and a != b
    expected = (
        f"You and North win the game, {a} to {b}."
        if game.outcome == "won"
        else f"East and West win the game, {b} to {a}."
    )
    assert expected in final.html
    won, lost = (1, 0) if game.outcome == "won" else (0, 1)
    assert _record_text(client) == (
        f"Your Spades record: {won} game{'s' if won != 1 else ''} won, {lost} lost."
    )


@settings(max_examples=12, deadline=None)
@given(
    level=st.integers(1, 3),
    moves=st.integers(0, 40),
    retries=st.lists(st.sampled_from(["same", "fresh", "bid"]), max_size=3),
)
def test_property_a_resigned_game_is_one_loss_whatever_came_before_and_after(
    level: int, moves: int, retries: list[str]
) -> None:
    visitor = Client()
    url = sit_down(visitor, level=level)
    for _ in range(moves):
        page = look(visitor, url)
        visitor.post(url + "act/", first_move(page))
    page = look(visitor, url)
    assert (
        visitor.post(url + "act/", {"version": page.version, "decision": "resign"}).status_code
        == 302
    )
    for retry in retries:
        version = page.version if retry == "same" else look(visitor, url).version
        decision = {"decision": "bid", "bid": "3"} if retry == "bid" else {"decision": "resign"}
        assert visitor.post(url + "act/", {"version": version, **decision}).status_code in (
            400,
            409,
        )
    game = game_of(url)
    assert game.finished and game.outcome == "lost"
    assert _record_text(visitor) == "Your Spades record: 0 games won, 1 lost."


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_table_swapped_in_under_htmx_is_the_one_its_page_shows(
    client: Client, lang: str
) -> None:
    url = sit_down(client, lang)
    swapped = client.post(url + "act/", first_move(look(client, url)), HTTP_HX_REQUEST="true")
    html = swapped.content.decode()
    assert html.startswith('\n<div id="news" hx-swap-oob="innerHTML">')
    table = html.split("</div>\n", 1)[1]  # after the news swapped in
    page = client.get(url).content.decode()
    assert table.startswith('<section id="table"') and "csrfmiddlewaretoken" in table
    assert without_tokens(table) in without_tokens(page)
