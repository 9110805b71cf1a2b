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
