"""The coach at the play table in a real browser, by keyboard alone: a coached deal with a
hint, a take-back and "How did I do?" at the end; the beginner's coach stopping a costly
discard, with JavaScript and without; axe on every page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.keyboard import choose, press_and_wait, tab_to
from tests.browser.test_play_browser import make_move

pytestmark = pytest.mark.django_db(transaction=True)


def sit_down(page: Page, base: str, lang: str, coaching: str, seat: str = "elder") -> None:
    page.goto(f"{base}/{lang}/play/")
    choose(page, "seat", seat)
    choose(page, "coaching", coaching)
    tab_to(page, 'form.sit-down button[type="submit"]')
    with page.expect_navigation():
        page.keyboard.press("Enter")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_coached_deal_by_keyboard_with_a_hint_a_take_back_and_a_review(
    live_server, page: Page, axe_check, lang: str
) -> None:
    sit_down(page, live_server.url, lang, "on")
    table = page.locator("#table")
    expect(table).to_have_attribute("data-decision", "exchange")
    # A hint: the coach's best discard, with its reasons; focus lands on it.
    tab_to(page, "form[action$='/hint/'] button")
    page.keyboard.press("Enter")
    hint = page.locator("#coach-hint-title")
    expect(hint).to_be_focused()
    expect(page.locator(".play-coach__reasons li").first).to_be_visible()
    axe_check(page)
    # Exchange, then take it back: the exchange is to make again.
    make_move(page, "exchange", js=True)
    expect(table).not_to_have_attribute("data-decision", "exchange")
    tab_to(page, "form[action$='/take-back/'] button")
    press_and_wait(page, "Enter", js=True)
    expect(table).to_have_attribute("data-decision", "exchange")
    expect(page.locator(".play-notice")).to_be_visible()
    axe_check(page)
    for _ in range(60):
        decision = table.get_attribute("data-decision")
        if decision == "finished":
            break
        make_move(page, decision, js=True)
    # How did I do?
    tab_to(page, "a[href$='/review/']")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("h1")).to_contain_text(re.compile(r"\d"))
    rows = page.locator("table.play-review tbody tr")
    assert rows.count() >= 13  # the exchange, the calls and twelve cards at least
    axe_check(page)


def _costly_discard(page: Page) -> None:
    """Tick the five highest cards of the hand (the coach calls that costly)."""
    order = "AKQJT987"
    codes = page.eval_on_selector_all('input[name="cards"]', "els => els.map(e => e.value)")
    top = sorted(codes, key=lambda c: order.index(c[0]))[:5]
    for code in top:
        tab_to(page, f'input[name="cards"][value="{code}"]')
        page.keyboard.press("Space")
    tab_to(page, '#table form button[type="submit"].primary:not([name])')


@pytest.mark.parametrize("js", [True, False])
def test_the_beginners_coach_stops_a_costly_discard(
    live_server, browser: Browser, axe_check, js: bool
) -> None:
    context = browser.new_context(java_script_enabled=js, viewport={"width": 390, "height": 844})
    twin_context = browser.new_context(viewport={"width": 390, "height": 844})
    page, twin = context.new_page(), twin_context.new_page()

    def check(p: Page) -> None:
        if js:
            axe_check(p)
            return
        twin_context.add_cookies(context.cookies())
        twin.goto(p.url)
        axe_check(twin)

    try:
        stopped = False
        for _ in range(6):  # a hand whose five highest cards are a costly discard
            sit_down(page, live_server.url, "en", "beginner")
            _costly_discard(page)
            if js:
                page.keyboard.press("Enter")
                page.wait_for_load_state("networkidle")
            else:
                with page.expect_navigation():
                    page.keyboard.press("Enter")
            if page.locator("#coach-stop-title").count():
                stopped = True
                break
        if not stopped:
            pytest.skip("no costly discard among six hands")
        table = page.locator("#table")
        expect(table).to_have_attribute("data-decision", "exchange")  # nothing made yet
        if js:
            expect(page.locator("#coach-stop-title")).to_be_focused()
            axe_check(page)
        # Confirm by keyboard: the discard is made.
        tab_to(page, 'input[name="confirm"] ~ p button')
        if js:
            press_and_wait(page, "Enter", js=True)
        else:
            with page.expect_navigation():
                page.keyboard.press("Enter")
            check(page)
        expect(table).not_to_have_attribute("data-decision", "exchange")
    finally:
        context.close()
        twin_context.close()
