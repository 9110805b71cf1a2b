"""htmx keeps working under the Content-Security-Policy (audit L11): a practice answer is
swapped in place, and the browser reports no blocked script, style or connection."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_answers_in_place_with_htmx_and_no_policy_violation(live_server, page: Page) -> None:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text))
    page.goto(f"{live_server.url}/en/practice/point/1/5/")
    assert "default-src 'self'" in page.evaluate(
        "async () => (await fetch(location.href)).headers.get('content-security-policy')"
    )
    page.fill('input[name="length"]', "5")
    page.fill('input[name="value"]', "40")
    with page.expect_response(lambda r: r.request.method == "POST") as posted:
        page.click('form.drill button[type="submit"]')
    assert posted.value.request.headers.get("hx-request") == "true"
    expect(page.locator("#verdict-title")).to_be_visible()
    assert not [m for m in messages if "Content Security Policy" in m], messages
