"""What a visitor does on the home page, in a real browser."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_switches_from_english_to_german_on_the_same_page(live_server, page: Page) -> None:
    page.goto(f"{live_server.url}/en/")
    expect(page.locator("h1")).to_have_text("Learn Piquet, one hand at a time")
    page.get_by_role("button", name="Deutsch").click()
    expect(page).to_have_url(re.compile(r"/de/$"))
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("h1")).to_have_text("Piquet lernen, Blatt für Blatt")


@pytest.mark.parametrize(
    "lang, names",
    [
        ("en", ["Ace of hearts", "Queen of hearts", "Ten of hearts", "Seven of clubs"]),
        ("de", ["Herz Ass", "Herz Dame", "Herz Zehn", "Kreuz Sieben"]),
        ("nl", ["harten aas", "harten vrouw", "harten tien", "klaveren zeven"]),
    ],
)
def test_it_gives_the_sample_hand_accessible_card_names(
    live_server, page: Page, lang: str, names: list[str]
) -> None:
    page.goto(f"{live_server.url}/{lang}/")
    hand = page.locator("ul.hand")
    expect(hand.get_by_role("img")).to_have_count(12)
    for name in names:
        expect(hand.get_by_role("img", name=name, exact=True)).to_be_visible()


def test_it_reaches_the_content_with_the_skip_link(live_server, page: Page) -> None:
    page.goto(f"{live_server.url}/en/")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("main")).to_be_focused()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_has_no_accessibility_violations_on_the_home_page(
    live_server, page: Page, axe_check, lang: str
) -> None:
    page.goto(f"{live_server.url}/{lang}/")
    axe_check(page)
