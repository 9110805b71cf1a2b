"""The play table through the web layer: sitting down, every phase, what the learner may
see, and a game that survives reload, Back, a second tab and a replayed POST."""

from __future__ import annotations

import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from tutor.piquet import Deal, Phase, Player
from tutor.play import table as T
from tutor.play.models import Game

from .conftest import a_move, game_of, look, play_to_end, sit_down, without_tokens

pytestmark = pytest.mark.django_db

NAMES = {"en": "Nell", "de": "Nelli", "nl": "Nel"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_offers_five_named_opponents_and_the_four_rule_sets(client: Client, lang: str) -> None:
    html = client.get(f"/{lang}/play/").content.decode()
    assert len(re.findall(r'name="level" value="\d"', html)) == 5
    assert NAMES[lang] in html
    for preset in ("cavendish", "german_text", "dutch_text", "au_cent"):
        assert f'name="preset" value="{preset}"' in html


def test_it_refuses_settings_that_are_not_offered_with_a_400(client: Client) -> None:
    response = client.post("/en/play/", {"level": 9, "preset": "x", "kind": "deal", "seat": "cut"})
    assert response.status_code == 400
    assert "Choose an opponent" in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize("seat", ["elder", "younger"])
def test_it_plays_a_whole_deal_from_either_seat(client: Client, seat: str) -> None:
    url = sit_down(client, seat=seat, level=3)
    decisions: list[str] = []
    final = play_to_end(client, url, each=lambda p: decisions.append(p.decision))
    expected = ["exchange", "declare" if seat == "elder" else "reply", "play"]
    for d in expected:
        assert d in decisions
    game = game_of(url)
    deal = game.table().deal
    assert game.finished and deal.phase is Phase.COMPLETE
    assert game.table().seat() is Player(seat)
    score = deal.score()
    me, them = score[Player(seat)].total, score[Player(seat).opponent].total
    sheet = final.table()[final.table().index("play-sheet__total") :]
    assert re.search(rf"<td>{me}</td><td>{them}</td>", sheet)


def _seen_everywhere(client: Client, url: str, open_hands: bool) -> list[tuple[set, set, set]]:
    out = []

    def check(page) -> None:
        table = game_of(url).table()
        deal = table.deal
        if deal.phase is Phase.COMPLETE:
            return
        seen = {str(c) for c in deal.seen_by(table.seat())}
        theirs = {str(c) for c in deal.hand(table.seat().opponent)}
        out.append((page.cards_shown(), seen, theirs))

    play_to_end(client, url, each=check)
    return out


@pytest.mark.parametrize("preset", ["cavendish", "dutch_text"])
@pytest.mark.parametrize("seat", ["elder", "younger"])
def test_it_shows_the_learner_only_what_their_seat_may_see(
    client: Client, seat: str, preset: str
) -> None:
    url = sit_down(client, seat=seat, preset=preset)
    for shown, seen, _theirs in _seen_everywhere(client, url, False):
        assert shown <= seen, shown - seen


@pytest.mark.parametrize("preset", ["cavendish", "dutch_text"])
def test_it_shows_the_cut_that_decided_the_first_dealer(client: Client, preset: str) -> None:
    url = sit_down(client, seat="cut", preset=preset)
    table = game_of(url).table()
    cut = re.search(r'<p class="play-note play-cut">(.*?)</p>', look(client, url).html, re.S)
    assert re.findall(r'data-card="(\w\w)"', cut.group(1)) == [str(c) for c in table.cut]
    mine, theirs = table.cut
    learner_higher = mine.rank.order < theirs.rank.order  # ace high (Law 4)
    # Cavendish: the higher cut chooses, and chooses to deal (younger hand); the Dutch
    # text: the lower cut deals.
    learner_deals = learner_higher if preset == "cavendish" else not learner_higher
    assert (table.seat() is Player.YOUNGER) is learner_deals


def test_it_shows_the_computers_hand_with_open_hands(client: Client) -> None:
    url = sit_down(client, seat="elder", open_hands="on")
    views = _seen_everywhere(client, url, True)
    assert all(theirs <= shown for shown, _seen, theirs in views)


def test_it_refuses_a_replayed_post_and_changes_nothing(client: Client) -> None:
    url = sit_down(client, seat="elder")
    move = a_move(look(client, url))
    assert client.post(url + "act/", move).status_code == 302
    after = game_of(url)
    again = client.post(url + "act/", move)
    assert again.status_code == 409
    assert "Nothing was changed" in again.content.decode()
    assert game_of(url).record == after.record


def test_it_survives_reload_and_back(client: Client) -> None:
    url = sit_down(client, seat="younger")
    first = look(client, url)
    reloaded = look(client, url)  # a reload changes nothing
    assert (reloaded.version, reloaded.cards_shown()) == (first.version, first.cards_shown())
    client.post(url + "act/", a_move(first))
    now = game_of(url).record
    # Back shows the old page; its form is refused, and the table is shown as it stands.
    response = client.post(url + "act/", a_move(first))
    assert response.status_code == 409
    assert game_of(url).record == now
    assert f'name="version" value="{game_of(url).version}"' in response.content.decode()


def test_it_lets_only_one_of_two_tabs_make_the_same_decision(client: Client) -> None:
    url = sit_down(client, seat="elder")
    tab_one = look(client, url)
    tab_two = look(client, url)
    assert client.post(url + "act/", a_move(tab_one)).status_code == 302
    move = a_move(tab_two)
    move["cards"] = re.findall(r'name="cards" value="(\w\w)"', tab_two.html)[-2:]
    assert client.post(url + "act/", move).status_code == 409
    table = game_of(url).table()
    assert Deal.from_dict(table.deal.to_dict()) == table.deal
    assert len(table.deal.discards(Player.ELDER)) == len(a_move(tab_one)["cards"])


def test_it_explains_an_illegal_card_by_the_rule(client: Client) -> None:
    url = sit_down(client, seat="younger", level=1)
    for _ in range(300):
        page = look(client, url)
        deal = game_of(url).table().deal
        if page.decision == "play" and deal.current_lead is not None:
            illegal = [c for c in deal.hand(Player.YOUNGER) if c not in deal.legal_plays]
            if illegal:
                break
        assert page.decision != "finished", "no trick to revoke in this deal"
        client.post(url + "act/", a_move(page))
    before = game_of(url).record
    response = client.post(
        url + "act/", {"version": page.version, "decision": "play", "card": str(illegal[0])}
    )
    assert response.status_code == 400
    assert "you must follow suit" in response.content.decode()
    assert game_of(url).record == before


def test_it_refuses_an_exchange_of_the_wrong_size_with_the_range(client: Client) -> None:
    url = sit_down(client, seat="elder")
    page = look(client, url)
    cards = re.findall(r'name="cards" value="(\w\w)"', page.html)
    response = client.post(
        url + "act/", {"version": page.version, "decision": "exchange", "cards": cards[:6]}
    )
    assert response.status_code == 400
    assert "You may exchange from 1 to 5 cards." in response.content.decode()


def test_it_refuses_an_answer_the_hand_does_not_allow(client: Client) -> None:
    for _attempt in range(20):
        url = sit_down(client, seat="younger")
        while look(client, url).decision == "exchange":
            client.post(url + "act/", a_move(look(client, url)))
        deal = game_of(url).table().deal
        right = T.right_replies(deal)
        wrong = {c: r for c, r in right.items() if r.value == "good"}
        if wrong:
            break
    else:
        pytest.skip("no call answered good in twenty deals")
    category = next(iter(wrong))
    page = look(client, url)
    move = a_move(page)
    move[f"reply_{category.value}"] = "not_good"
    response = client.post(url + "act/", move)
    assert response.status_code == 400
    assert "Your hand answers “Good.”" in response.content.decode()


def test_it_sinks_what_younger_answers_good_to(client: Client) -> None:
    for _attempt in range(40):
        url = sit_down(client, seat="younger")
        while look(client, url).decision == "exchange":
            client.post(url + "act/", a_move(look(client, url)))
        right = T.right_replies(game_of(url).table().deal)
        beaten = [c for c, r in right.items() if r.value == "not_good"]
        if beaten:
            break
    assert beaten, "no deal in forty where younger beats a call"
    client.post(url + "act/", a_move(look(client, url)))  # every answer "good"
    declared = game_of(url).table().deal.declaration(Player.YOUNGER)
    held = {"point": declared.point, "sequence": declared.sequences, "sets": declared.sets}
    for category in beaten:
        assert not held[category.value]


def test_it_keeps_a_game_private_to_its_player(client: Client) -> None:
    url = sit_down(client)
    stranger = Client()
    assert stranger.get(url).status_code == 404
    assert stranger.post(url + "act/", a_move(look(client, url))).status_code == 404


def test_it_swaps_only_the_table_under_htmx(client: Client) -> None:
    url = sit_down(client, seat="elder")
    response = client.post(url + "act/", a_move(look(client, url)), HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and '<section id="table"' in html
    assert 'id="news" hx-swap-oob="innerHTML"' in html


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_table_swapped_in_under_htmx_is_the_one_its_page_shows(
    client: Client, lang: str
) -> None:
    english = sit_down(client, seat="elder")
    move = a_move(look(client, english))  # read from the English page
    url = english.replace("/en/", f"/{lang}/")
    html = client.post(url + "act/", move, HTTP_HX_REQUEST="true").content.decode()
    assert html.startswith('\n<div id="news" hx-swap-oob="innerHTML">')
    table = html.split("</div>\n", 1)[1]  # after the news swapped in
    page = client.get(url).content.decode()
    assert table.startswith('<section id="table"') and "csrfmiddlewaretoken" in table
    assert without_tokens(table) in without_tokens(page)


def test_it_moves_a_visitors_games_to_the_account_at_sign_in(client: Client) -> None:
    url = sit_down(client)
    user = get_user_model().objects.create_user(
        username="ann", email="ann@example.org", password="pw-123456"
    )
    client.post("/en/accounts/login/", {"login": "ann@example.org", "password": "pw-123456"})
    client.post("/en/accounts/progress/", {"choice": "add"})
    game = game_of(url)
    assert game.user == user and game.anon_id is None
    assert client.get(url).status_code == 200
    assert "Against Nell" in client.get("/en/play/").content.decode()


def test_it_replays_a_finished_deal_for_anyone_with_the_link(client: Client) -> None:
    url = sit_down(client, seat="elder")
    replay = url + "deal/1/"
    assert Client().get(replay).status_code == 404  # not before the deal is over
    play_to_end(client, url)
    deal = game_of(url).table().deal
    page = Client().get(replay + "?trick=5").content.decode()
    for card in list(deal.dealt.elder) + list(deal.dealt.younger):
        assert f'data-card="{card}"' in page
    assert page.count("<li") >= 12


def test_it_downloads_a_record_the_engine_replays_to_the_same_score(client: Client) -> None:
    url = sit_down(client, seat="younger")
    play_to_end(client, url)
    response = Client().get(url + "deal/1/record.json")
    assert response["Content-Disposition"].startswith("attachment")
    data = json.loads(response.content)
    assert Deal.from_dict(data).score().to_dict() == data["score"]
    assert data["score"] == game_of(url).table().deal.score().to_dict()


def test_it_plays_the_same_cards_again(client: Client) -> None:
    url = sit_down(client, seat="younger")
    play_to_end(client, url)
    old = game_of(url).table()
    response = client.post(url + "deal/1/again/")
    assert response.status_code == 302
    new = game_of(response["Location"]).table()
    assert new.deal.dealt == old.deal.dealt
    assert new.seat() is old.seat()


def test_a_finished_deal_keeps_its_outcome_for_the_learner(client: Client) -> None:
    url = sit_down(client, seat="elder")
    assert game_of(url).outcome == ""
    play_to_end(client, url)
    game = game_of(url)
    score = game.table().deal.score()
    me, them = score[Player.ELDER].total, score[Player.YOUNGER].total
    assert game.outcome == ("won" if me > them else "lost" if me < them else "drawn")


def test_it_counts_a_finished_deal_in_the_learners_piquet_record(client: Client) -> None:
    def record() -> str:
        html = client.get("/en/play/").content.decode()
        return re.search(r'<p class="play-record">([^<]*)</p>', html).group(1).strip()

    assert record() == "Your Piquet record against the computer: won 0, lost 0, drawn 0."
    url = sit_down(client, seat="elder")
    play_to_end(client, url)
    me, them = game_of(url).table().deal_points()[-1]
    outcome = "won 1, lost 0, drawn 0" if me > them else "won 0, lost 1, drawn 0"
    if me == them:
        outcome = "won 0, lost 0, drawn 1"
    assert record() == f"Your Piquet record against the computer: {outcome}."
    assert "won 0, lost 0, drawn 0" in Client().get("/en/play/").content.decode()  # theirs only


def test_younger_reads_each_of_elders_calls_before_answering(client: Client) -> None:
    """The reply form names every call (a sequence's once read as “”), and so does the
    record of what was said."""
    sequences = 0
    for _attempt in range(12):
        url = sit_down(client, seat="younger")
        while look(client, url).decision == "exchange":
            client.post(url + "act/", a_move(look(client, url)))
        page = look(client, url)
        if page.decision != "reply":
            continue
        said = re.findall(r"<legend>Nell says: “(.*?)”</legend>", page.html)
        calls = T.calls(game_of(url).table().deal)
        assert len(said) == len(calls)
        assert all(re.search(r"\w", words) for words in said), said
        sequences += sum(s.category.value == "sequence" for s in calls)
        client.post(url + "act/", a_move(page))
        lines = re.findall(r"<strong>[^<]+:</strong> (.*?)</li>", look(client, url).html)
        assert lines and all(re.search(r"\w", line) for line in lines), lines
    assert sequences, "no sequence called in twelve deals"
