"""What a visitor does on the home page, in a real browser."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_switches_from_english_to_german_on_the_same_page(live_server, page: Page) -> None:
    page.goto(f"{live_server.url}/en/")
    expect(page.locator("h1")).to_have_text("Learn Piquet and Spades, one hand at a time")
    page.get_by_role("button", name="Deutsch").click()
    expect(page).to_have_url(re.compile(r"/de/$"))
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("h1")).to_have_text("Piquet und Spades lernen, Blatt für Blatt")


@pytest.mark.parametrize(
    "lang, names",
    [
        ("en", ["ace of hearts", "queen of hearts", "ten of hearts", "seven of clubs"]),
        ("de", ["Herz-Ass", "Herz-Dame", "Herz-Zehn", "Kreuz-Sieben"]),
        ("nl", ["hartenaas", "hartenvrouw", "hartentien", "klaverenzeven"]),
    ],
)
def test_it_gives_the_sample_hand_accessible_card_names(
    live_server, page: Page, lang: str, names: list[str]
) -> None:
    page.goto(f"{live_server.url}/{lang}/")
    hand = page.locator("#game-piquet ul.hand")
    expect(hand.get_by_role("img")).to_have_count(12)
    for name in names:
        expect(hand.get_by_role("img", name=name, exact=True)).to_be_visible()


@pytest.mark.parametrize(
    "lang, names",
    [
        ("en", ["ace of spades", "three of spades", "six of diamonds", "two of clubs"]),
        ("de", ["Pik-Ass", "Pik-Drei", "Karo-Sechs", "Kreuz-Zwei"]),
        ("nl", ["schoppenaas", "schoppendrie", "ruitenzes", "klaverentwee"]),
    ],
)
def test_it_shows_a_spades_hand_of_thirteen_cards(
    live_server, page: Page, lang: str, names: list[str]
) -> None:
    page.goto(f"{live_server.url}/{lang}/")
    hand = page.locator("#game-spades ul.hand")
    expect(hand.get_by_role("img")).to_have_count(13)
    for name in names:
        expect(hand.get_by_role("img", name=name, exact=True)).to_be_visible()


@pytest.mark.parametrize("track", ["piquet", "spades"])
def test_it_starts_each_games_lessons_from_the_home_page(
    live_server, page: Page, track: str
) -> None:
    page.goto(f"{live_server.url}/en/")
    page.locator(f"#game-{track} a.button").first.click()
    expect(page).to_have_url(re.compile(rf"/en/learn/{track}/[a-z0-9-]+/[a-z0-9-]+/$"))
    expect(page.locator(".step-count")).to_contain_text("1")


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
