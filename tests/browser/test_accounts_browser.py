"""The account pages pass axe in every language."""

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize(
    "page_path", ["accounts/login/", "accounts/signup/", "accounts/password/reset/"]
)
def test_it_has_no_accessibility_violations_on_account_pages(
    live_server, page: Page, axe_check, lang: str, page_path: str
) -> None:
    page.goto(f"{live_server.url}/{lang}/{page_path}")
    axe_check(page)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_saves_settings_by_keyboard_without_accessibility_violations(
    live_server, page: Page, axe_check, lang: str
) -> None:
    from django.contrib.auth import get_user_model
    from playwright.sync_api import expect

    user = get_user_model().objects.create_user(username=f"zone-{lang}", password="kartenspiel-42")
    page.goto(f"{live_server.url}/{lang}/accounts/login/")
    page.fill("#id_login", user.username)
    page.fill("#id_password", "kartenspiel-42")
    page.locator('main form button[type="submit"]').click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    page.goto(f"{live_server.url}/{lang}/accounts/settings/")
    axe_check(page)
    page.locator("#id_display_name").focus()
    page.keyboard.type("Herr Wouters")
    page.keyboard.press("Tab")
    expect(page.locator("#id_time_zone")).to_be_focused()
    page.locator("#id_time_zone").select_option("Europe/Amsterdam")
    page.keyboard.press("Tab")  # to "Save"
    expect(page.locator('main form button[type="submit"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".messages")).to_be_visible()
    axe_check(page)
    user.refresh_from_db()
    assert (user.display_name, user.time_zone) == ("Herr Wouters", "Europe/Amsterdam")
