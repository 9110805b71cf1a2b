"""The coach at the table through the web layer: a hint at each decision, "How did I
do?" after a deal, taking back the last decision (and a stale take-back changing
nothing), the beginner's coach stopping a costly decision, and mistakes filed for the
spaced review."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.test import Client

from tutor.drills import KINDS
from tutor.piquet import Phase, Player
from tutor.piquet.bots import ExchangeDecision, PlayDecision
from tutor.play import coaching
from tutor.practice.models import ReviewItem

from .conftest import Page, a_move, game_of, look, play_to_end, sit_down

pytestmark = pytest.mark.django_db


def _hint_box(html: str) -> str:
    start = html.index('id="coach-hint-title"')
    return unescape(html[start : html.index("</div>", start)])


def _move_to(client: Client, url: str, decision: str) -> Page:
    """Make the first offered moves until the learner has ``decision`` to make."""
    for _ in range(60):
        page = look(client, url)
        if page.decision == decision:
            return page
        assert page.decision not in ("finished", "next_deal"), f"no {decision} in this deal"
        client.post(url + "act/", a_move(page))
    raise AssertionError(f"never reached {decision}")


# --- hint ----------------------------------------------------------------------------------


@pytest.mark.parametrize("decision", ["exchange", "declare", "play"])
def test_it_gives_the_best_option_as_a_hint_and_the_hint_costs_nothing(
    client: Client, decision: str
) -> None:
    url = sit_down(client, seat="elder")
    page = _move_to(client, url, decision)
    response = client.get(url + "hint/")
    assert response.status_code == 200
    html = response.content.decode()
    box = _hint_box(html)
    table = game_of(url).table()
    best = coaching.hint(table)
    from tutor.play import coach_labels

    assert coach_labels.decision_text(best.kind, best.best) in box
    # The hint changed nothing, and making the hinted choice costs nothing.
    assert game_of(url).version == int(page.version)
    if decision == "exchange":
        chosen = ExchangeDecision(tuple(_cards(best.best["cards"])))
    elif decision == "play":
        chosen = PlayDecision(_cards([best.best["card"]])[0])
    else:
        return
    judged = coaching.judge_decision(table, chosen)
    assert judged is not None and judged.cost == 0


def _cards(codes):
    from tutor.piquet import parse_card

    return [parse_card(c) for c in codes]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_offers_a_hint_button_in_each_language(client: Client, lang: str) -> None:
    url = sit_down(client, lang=lang, seat="elder")
    html = look(client, url).html
    words = {"en": "Hint", "de": "Tipp", "nl": "Tip"}[lang]
    assert re.search(rf'<form method="get" action="[^"]*/hint/"[^>]*><button[^>]*>{words}<', html)


def test_it_refuses_a_hint_when_it_is_not_the_learners_turn(client: Client) -> None:
    url = sit_down(client, seat="elder")
    play_to_end(client, url)
    assert client.get(url + "hint/").status_code == 400


def test_it_hides_another_learners_game_from_the_coach(client: Client) -> None:
    url = sit_down(client, seat="elder", coaching="on")
    other = Client()
    assert other.get(url + "hint/").status_code == 404
    assert other.post(url + "take-back/", {"version": look(client, url).version}).status_code == 404


# --- how did I do? -------------------------------------------------------------------------


def test_it_reviews_every_decision_of_a_deal_with_the_costliest_first(client: Client) -> None:
    url = sit_down(client, seat="younger")
    final = play_to_end(client, url)
    assert "How did I do?" in final.html
    game = game_of(url)
    table = game.table()
    mine = coaching.learner_decisions(table, 1)
    response = client.get(url + "deal/1/review/")
    assert response.status_code == 200
    html = unescape(response.content.decode())
    rows = re.findall(r'<tr><th scope="row">', html)
    assert len(rows) == len(mine)
    judged = [coaching.judge(table, 1, i) for i, _a in mine]
    mistakes = sorted((j for j in judged if j and j.mistake), key=lambda j: -j.cost)
    costly = re.findall(r"<h3>[^<]*: ([\d.]+) points</h3>", html)
    shown = [float(c) for c in costly]
    assert shown == sorted(shown, reverse=True)
    assert all(abs(s - j.cost) <= 0.051 for s, j in zip(shown, mistakes[:3], strict=True))
    assert len(costly) <= 3


def test_it_rates_a_deal_once_and_keeps_the_ratings(client: Client, monkeypatch) -> None:
    url = sit_down(client, seat="elder")
    play_to_end(client, url)
    first = _review_of(client.get(url + "deal/1/review/"))
    calls = []
    monkeypatch.setattr(coaching, "rate", lambda *a: calls.append(a) or [])
    again = _review_of(client.get(url + "deal/1/review/"))
    assert again == first and not calls


def _review_of(response) -> str:
    html = response.content.decode()
    return html[html.index("<h1>") : html.index("</table>")]


def test_it_has_no_review_of_a_deal_in_progress_or_of_someone_elses(client: Client) -> None:
    url = sit_down(client, seat="elder")
    assert client.get(url + "deal/1/review/").status_code == 404
    play_to_end(client, url)
    assert Client().get(url + "deal/1/review/").status_code == 404


# --- take back -----------------------------------------------------------------------------


def test_it_takes_back_the_last_decision_and_the_computers_replies(client: Client) -> None:
    url = sit_down(client, seat="elder", coaching="on")
    page = look(client, url)
    assert page.decision == "exchange"
    client.post(url + "act/", a_move(page))
    after = look(client, url)
    assert after.decision == "declare"  # the computer exchanged in between
    before_version = int(after.version)
    response = client.post(url + "take-back/", {"version": after.version})
    assert response.status_code == 302
    back = look(client, response["Location"].split("#")[0])
    assert "taken back" in back.html
    game = game_of(url)
    deal = game.table().deal
    assert deal.phase is Phase.ELDER_EXCHANGE and not deal.actions
    assert back.decision == "exchange" and int(back.version) > before_version


def test_a_stale_take_back_changes_nothing(client: Client) -> None:
    url = sit_down(client, seat="elder", coaching="on")
    page = look(client, url)
    client.post(url + "act/", a_move(page))
    current = look(client, url)
    client.post(url + "take-back/", {"version": current.version})
    # The same take-back sent again (a second tab, Back): refused, nothing changes.
    record = game_of(url).record
    response = client.post(url + "take-back/", {"version": current.version})
    assert response.status_code == 409
    assert game_of(url).record == record
    # A decision made on the page from before the take-back is refused too.
    response = client.post(url + "act/", a_move(current))
    assert response.status_code == 409
    assert game_of(url).record == record


def test_it_takes_back_only_with_the_coach_on(client: Client) -> None:
    url = sit_down(client, seat="elder")
    page = look(client, url)
    client.post(url + "act/", a_move(page))
    page = look(client, url)
    assert "Take back" not in page.html
    record = game_of(url).record
    assert client.post(url + "take-back/", {"version": page.version}).status_code == 400
    assert game_of(url).record == record


def test_there_is_nothing_to_take_back_before_the_first_decision(client: Client) -> None:
    url = sit_down(client, seat="elder", coaching="on")
    page = look(client, url)
    assert "Take back" not in page.html
    assert client.post(url + "take-back/", {"version": page.version}).status_code == 400


# --- the beginner's coach --------------------------------------------------------------------


def _costly_exchange(client: Client) -> tuple[str, Page, tuple]:
    """A beginner's game as elder and a discard there that the coach calls costly."""
    for _ in range(8):
        url = sit_down(client, seat="elder", coaching="beginner")
        page = look(client, url)
        table = game_of(url).table()
        hand = sorted(table.deal.hand(Player.ELDER), key=lambda c: -c.rank.points)
        top = tuple(hand[:5])
        judged = coaching.judge_decision(table, ExchangeDecision(top))
        if judged is not None and coaching.costly(judged):
            return url, page, top
    pytest.skip("no costly discard found in eight deals")


def test_the_beginners_coach_stops_a_costly_mistake_until_confirmed(client: Client) -> None:
    url, page, cards = _costly_exchange(client)
    judged = coaching.judge_decision(game_of(url).table(), ExchangeDecision(cards))
    move = {"version": page.version, "decision": "exchange", "cards": [str(c) for c in cards]}
    response = client.post(url + "act/", move)
    assert response.status_code == 200
    html = unescape(response.content.decode())
    assert "are you sure?" in html and "Choose again" in html
    assert not game_of(url).table().deal.actions  # nothing made yet
    # The confirm form sends the same decision again, confirmed.
    confirm = re.search(r'<form method="post" action="[^"]*/act/"[^>]*>(.*?)</form>', html, re.S)
    fields = re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', confirm.group(1))
    assert ("confirm", "yes") in fields
    assert sorted(v for n, v in fields if n == "cards") == sorted(move["cards"])
    response = client.post(url + "act/", {**move, "confirm": "yes"})
    assert response.status_code == 302
    deal = game_of(url).table().deal
    assert set(deal.discards(Player.ELDER)) == set(cards)
    # A confirmed mistake is filed for review at once.
    filed = set(ReviewItem.objects.values_list("concept", flat=True))
    assert filed == set(coaching.concepts(judged)) and filed


def test_the_beginners_coach_lets_a_good_decision_through(client: Client) -> None:
    url = sit_down(client, seat="elder", coaching="beginner")
    page = look(client, url)
    best = coaching.hint(game_of(url).table())
    response = client.post(
        url + "act/", {"version": page.version, "decision": "exchange", "cards": best.best["cards"]}
    )
    assert response.status_code == 302
    assert game_of(url).table().deal.discards(Player.ELDER)


def test_without_the_beginners_coach_a_costly_mistake_is_made_at_once(client: Client) -> None:
    url, page, cards = _costly_exchange(client)
    game = game_of(url)
    game.coaching = "on"
    game.save()
    move = {"version": page.version, "decision": "exchange", "cards": [str(c) for c in cards]}
    assert client.post(url + "act/", move).status_code == 302


# --- the spaced review ---------------------------------------------------------------------


def test_mistakes_of_a_reviewed_deal_are_filed_once_as_concepts(client: Client) -> None:
    url = sit_down(client, seat="elder")
    play_to_end(client, url)
    client.get(url + "deal/1/review/")
    table = game_of(url).table()
    judged = [coaching.judge(table, 1, i) for i, _ in coaching.learner_decisions(table, 1)]
    expected = {c for j in judged if j for c in coaching.concepts(j)}
    items = {i.concept: i for i in ReviewItem.objects.all()}
    assert set(items) == expected
    for item in items.values():
        assert item.kind in KINDS and item.seed is None and item.misses >= 1
    misses = {c: i.misses for c, i in items.items()}
    client.get(url + "deal/1/review/")  # seeing the review again files nothing more
    assert {i.concept: i.misses for i in ReviewItem.objects.all()} == misses


def test_a_filed_concept_comes_back_in_the_practice_review(client: Client) -> None:
    url = sit_down(client, seat="elder")
    play_to_end(client, url)
    client.get(url + "deal/1/review/")
    item = ReviewItem.objects.first()
    if item is None:
        pytest.skip("a deal without a mistake")
    response = client.get("/en/practice/review/")
    assert response.status_code == 302
    question = client.get(response["Location"])
    assert question.status_code == 200
    assert "Review:" in question.content.decode()


@pytest.mark.django_db(transaction=True)
def test_the_worker_rates_a_coached_deal_so_the_review_opens_at_once(
    client: Client, monkeypatch
) -> None:
    from .test_background_pages import run_worker

    url = sit_down(client, seat="elder", coaching="on")
    play_to_end(client, url)
    run_worker()
    kept = game_of(url).coach["judged"]
    assert len(kept) == len(coaching.learner_decisions(game_of(url).table(), 1))
    monkeypatch.setattr(coaching, "rate", lambda *a: pytest.fail("rated again"))
    assert client.get(url + "deal/1/review/").status_code == 200


def test_it_hints_younger_how_to_answer_elders_calls(client: Client) -> None:
    url = sit_down(client, seat="younger")
    page = _move_to(client, url, "reply")
    best = coaching.hint(game_of(url).table())
    assert best.kind == "reply"
    box = _hint_box(client.get(url + "hint/").content.decode())
    assert "Answer:" in box or "Declare what you hold." in box
    # The hinted answers are ones the table accepts.
    data = {"version": page.version, "decision": "reply"}
    for category, reply in best.best["replies"].items():
        data[f"reply_{category}"] = reply
    assert client.post(url + "act/", data).status_code == 302


def test_under_htmx_the_hint_and_the_take_back_answer_with_the_table_alone(
    client: Client,
) -> None:
    url = sit_down(client, seat="elder", coaching="on")
    response = client.get(url + "hint/", headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert '<section id="table"' in html
    assert 'id="coach-hint-title"' in html
    client.post(url + "act/", a_move(look(client, url)))
    page = look(client, url)
    response = client.post(
        url + "take-back/", {"version": page.version}, headers={"HX-Request": "true"}
    )
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html
    assert 'data-decision="exchange"' in html and "taken back" in html


def test_in_a_partie_each_finished_deal_keeps_its_review(client: Client) -> None:
    url = sit_down(client, kind="partie")
    play_to_end(client, url, stop_at_deal_end=True)
    client.post(url + "act/", {"version": look(client, url).version, "decision": "next_deal"})
    html = look(client, url).html
    assert re.search(r'href="[^"]*/deal/1/review/">How did I do\? Deal 1<', html)
    assert client.get(url + "deal/1/review/").status_code == 200
    assert client.get(url + "deal/2/review/").status_code == 404  # still being played


def test_every_concept_the_table_files_has_a_name_in_three_languages() -> None:
    from django.utils import translation

    from tutor import labels
    from tutor.play.coach_labels import CONCEPT_KINDS

    for lang in ("en", "de", "nl"):
        with translation.override(lang):
            names = {labels.concept_label(c) for c in CONCEPT_KINDS}
        assert all(names) and len(names) == len(CONCEPT_KINDS), lang
