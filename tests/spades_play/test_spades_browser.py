"""The Spades table in a real browser at a phone's width, with the keyboard alone: a whole
hand in each language (once with JavaScript off), then resigning to see the game over;
axe on every phase (bidding, play, the hand's summary, game over)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.keyboard import PHONE, choose, press_and_wait, tab_to, without_javascript

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.browser]

NEXT_HAND = {"en": "Next hand", "de": "Nächste Runde", "nl": "Volgende ronde"}


def check_phone_hand(page: Page) -> None:
    """All of South's cards on screen, none clipped, each big enough to read."""
    boxes = page.eval_on_selector_all(
        "#table ul.hand .card", "els => els.map(e => e.getBoundingClientRect().toJSON())"
    )
    assert len(boxes) == 13
    for box in boxes:
        assert box["left"] >= 0 and box["right"] <= PHONE["width"], box
        assert box["width"] >= 36 and box["height"] >= 50, box


def play_a_hand(page: Page, base: str, lang: str, axe_check, js: bool) -> set[str]:
    """Sit down and play one hand by keyboard, then resign; ``axe_check`` every phase."""
    page.goto(f"{base}/{lang}/play/spades/")
    axe_check(page)
    choose(page, "level", "2")
    tab_to(page, 'form.sit-down button[type="submit"]')
    with page.expect_navigation():
        page.keyboard.press("Enter")
    checked: set[str] = set()
    news_seen = False
    for _ in range(40):
        decision = page.locator("#table").get_attribute("data-decision")
        if decision not in checked:
            checked.add(decision)
            axe_check(page)
            width = page.evaluate("() => document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"{decision}: the page is {width}px wide"
            if page.locator("#table ul.hand .card").count() == 13:
                check_phone_hand(page)
        news_seen = news_seen or bool(page.locator("#news").inner_text().strip())
        if decision == "next_hand":
            break
        if decision == "bid":
            tab_to(page, 'button[name="bid"][value="3"]')
        else:
            assert decision == "play", decision
            tab_to(page, "button.card-button")
        press_and_wait(page, "Enter", js)
        if js:
            expect(page.locator("#table-title")).to_be_focused()
    assert {"bid", "play", "next_hand"} <= checked
    assert news_seen, "the live region never announced the computers' moves"
    expect(page.locator("#summary-caption")).to_be_visible()
    expect(page.get_by_role("button", name=NEXT_HAND[lang])).to_be_visible()
    # Resign by keyboard: open the confirmation, then the button inside it.
    tab_to(page, "details.confirm > summary")
    page.keyboard.press("Enter")
    tab_to(page, "button.danger")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("#table")).to_have_attribute("data-decision", "finished")
    axe_check(page)
    checked.add("finished")
    return checked


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_plays_a_whole_hand_by_keyboard(live_server, page: Page, axe_check, lang) -> None:
    play_a_hand(page, live_server.url, lang, axe_check, js=True)
    expect(page.locator(".play-record")).to_contain_text("1")


def test_it_plays_a_whole_hand_with_javascript_off(
    live_server, browser: Browser, axe_check
) -> None:
    with without_javascript(browser, axe_check) as (page, check):
        play_a_hand(page, live_server.url, "de", check, js=False)
