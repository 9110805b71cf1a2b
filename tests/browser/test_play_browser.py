"""The play table in a real browser at a phone's width, with the keyboard alone: a whole
deal in each language as elder and as younger, once with JavaScript off, axe on every
phase."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.keyboard import choose, press_and_wait, tab_to, without_javascript

pytestmark = pytest.mark.django_db(transaction=True)


def make_move(page: Page, decision: str, js: bool) -> None:
    if decision == "exchange":
        low = int(page.locator("fieldset[data-low]").get_attribute("data-low"))
        for _ in range(max(low, 1)):
            tab_to(page, 'input[name="cards"]:not(:checked)')
            page.keyboard.press("Space")
        tab_to(page, '#table form button[type="submit"]')
    elif decision == "declare":
        tab_to(page, '#table form button[type="submit"]')
    elif decision == "reply":
        names = page.eval_on_selector_all(
            'input[type="radio"][name^="reply_"][value="good"]', "els => els.map(e => e.name)"
        )
        for name in names:
            choose(page, name, "good")
        tab_to(page, '#table form button[type="submit"]:not([name])')
    elif decision == "leftovers":
        tab_to(page, 'button[name="look"][value="yes"]')
    elif decision == "play":
        tab_to(page, "button.card-button:not(.card-button--illegal)")
    press_and_wait(page, "Enter", js)


def play_a_deal(page: Page, base: str, lang: str, seat: str, axe_check, js: bool) -> set[str]:
    """Sit down and play one deal by keyboard; ``axe_check(page)`` on every phase."""
    page.goto(f"{base}/{lang}/play/")
    axe_check(page)
    choose(page, "seat", seat)
    tab_to(page, 'form.sit-down button[type="submit"]')
    with page.expect_navigation():
        page.keyboard.press("Enter")
    checked: set[str] = set()
    news_seen = False
    for _ in range(60):
        decision = page.locator("#table").get_attribute("data-decision")
        if decision not in checked:
            checked.add(decision)
            axe_check(page)
            width = page.evaluate("() => document.documentElement.scrollWidth")
            assert width <= 390, f"{decision}: the page is {width}px wide"
        news_seen = news_seen or bool(page.locator("#news").inner_text().strip())
        if decision == "finished":
            break
        make_move(page, decision, js)
        if js:
            expect(page.locator("#table-title")).to_be_focused()
    assert news_seen, "the live region never announced the computer's move"
    expect(page.locator(".play-sheet")).to_be_visible()
    page.goto(base + page.locator('a[href$="/deal/1/"]').get_attribute("href"))
    axe_check(page)
    return checked


@pytest.mark.parametrize("seat", ["elder", "younger"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_plays_a_whole_deal_by_keyboard(
    live_server, page: Page, axe_check, lang: str, seat: str
) -> None:
    checked = play_a_deal(page, live_server.url, lang, seat, axe_check, js=True)
    assert {"exchange", "play", "finished"} <= checked
    assert ("declare" if seat == "elder" else "reply") in checked


def test_it_plays_a_whole_deal_with_javascript_off(
    live_server, browser: Browser, axe_check
) -> None:
    with without_javascript(browser, axe_check) as (page, check):
        checked = play_a_deal(page, live_server.url, "en", "younger", check, js=False)
    assert {"exchange", "reply", "play", "finished"} <= checked


def test_it_shows_a_slow_opponent_thinking_and_refreshes_by_itself(
    live_server, page: Page, axe_check, settings
) -> None:
    import threading

    from tutor.play.models import Game
    from tutor.play.tasks import computer_turn

    settings.PLAY_BACKGROUND_LEVEL = 4
    stop = threading.Event()

    def worker() -> None:  # does the task worker's job (db_worker needs the main thread)
        while not stop.wait(0.5):
            for game_id in Game.objects.values_list("pk", flat=True):
                computer_turn.call(str(game_id))

    page.goto(f"{live_server.url}/en/play/")
    choose(page, "level", "4")
    choose(page, "seat", "younger")  # the computer is elder and exchanges first
    tab_to(page, 'form.sit-down button[type="submit"]')
    with page.expect_navigation():
        page.keyboard.press("Enter")
    table = page.locator("#table")
    expect(table).to_have_attribute("data-decision", "wait")
    expect(page.locator(".play-thinking")).to_be_visible()
    axe_check(page)
    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    try:
        # No reload: htmx polls the table until the computer has exchanged.
        expect(table).to_have_attribute("data-decision", "exchange", timeout=15000)
        expect(page.locator("#news")).to_contain_text("exchanges")
    finally:
        stop.set()
        thread.join(timeout=10)
