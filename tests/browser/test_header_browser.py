"""The header on a phone takes one line (brand, languages, a Menu that opens over the page);
on a wide screen the links show inline. The language switch always switches (B3); pages
declare a favicon that loads."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.django_db(transaction=True)

LANGS = ["en", "de", "nl"]


def one_line(page: Page) -> None:
    """Every visible item of the header sits on the same row, and the header is one
    button high."""
    header = page.locator(".site-header").bounding_box()
    items = [
        page.locator(".site-header .brand"),
        page.locator(".site-header .language-switcher"),
        page.locator(".site-header .site-menu__toggle"),
    ]
    boxes = [item.bounding_box() for item in items]
    tops = [box["y"] for box in boxes]
    bottoms = [box["y"] + box["height"] for box in boxes]
    assert max(tops) < min(bottoms), boxes  # they overlap vertically: one row
    assert header["height"] <= 3.5 * 16, header  # one 2.5rem button plus padding
    assert all(box["x"] + box["width"] <= 390 for box in boxes), boxes


@pytest.mark.parametrize("lang", LANGS)
def test_it_fits_the_header_on_one_line_of_a_phone(
    live_server, page: Page, axe_check, lang: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{lang}/learn/piquet/")
    one_line(page)
    nav = page.locator(".site-nav")
    expect(nav).to_be_hidden()
    axe_check(page)
    page.locator(".site-menu__toggle").click()
    expect(nav).to_be_visible()
    one_line(page)  # the menu opens over the page, the header stays one line
    axe_check(page)
    page.locator(".site-nav a").nth(2).click()  # Practice
    expect(page).to_have_url(re.compile(rf"/{lang}/practice/$"))


def test_it_opens_the_menu_with_the_keyboard(live_server, page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/en/")
    toggle = page.locator(".site-menu__toggle")
    for _ in range(10):
        if toggle.evaluate("el => el === document.activeElement"):
            break
        page.keyboard.press("Tab")
    expect(toggle).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_role("link", name="My progress")).to_be_visible()


def test_it_shows_the_links_inline_on_a_wide_screen(live_server, page: Page, axe_check) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(f"{live_server.url}/en/")
    expect(page.locator(".site-menu__toggle")).to_be_hidden()
    for name in ("Learn", "Practice", "My progress", "Sign in"):
        expect(page.get_by_role("link", name=name, exact=True)).to_be_visible()
    page.get_by_role("link", name="Learn", exact=True).focus()
    expect(page.get_by_role("link", name="Learn", exact=True)).to_be_focused()
    axe_check(page)


def test_it_switches_language_from_any_address_and_after_back(live_server, page: Page) -> None:
    page.goto(f"{live_server.url}/nl/")
    page.get_by_role("button", name="Deutsch").click()
    expect(page).to_have_url(re.compile(r"/de/$"))
    # A Dutch address while German was the last choice (a shared link): English works.
    page.goto(f"{live_server.url}/nl/learn/piquet/")
    page.get_by_role("button", name="English").click()
    expect(page).to_have_url(re.compile(r"/en/learn/piquet/$"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.go_back()
    expect(page).to_have_url(re.compile(r"/nl/learn/piquet/$"))
    page.get_by_role("button", name="Deutsch").click()
    expect(page).to_have_url(re.compile(r"/de/learn/piquet/$"))
    expect(page.locator("html")).to_have_attribute("lang", "de")


def test_it_declares_a_favicon_that_loads(live_server, page: Page) -> None:
    missing: list[str] = []
    page.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    page.goto(f"{live_server.url}/en/")
    for selector in ('link[rel="icon"]', 'link[rel="manifest"]', 'link[rel="apple-touch-icon"]'):
        for href in page.locator(selector).evaluate_all("links => links.map(l => l.href)"):
            assert page.request.get(href).status == 200, href
    assert page.request.get(f"{live_server.url}/favicon.ico").status == 200
    assert missing == []
