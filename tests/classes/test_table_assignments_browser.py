"""A task at the play table in a real browser, in German, by keyboard: the teacher gives
the class one deal against level 1 from the class page, the pupil presses "Play" on the
dashboard and plays the deal to the end, the teacher reads the results. axe checks every
page of the task on the way. Selectors use field names and URLs, not wording."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from tests.browser.conftest import (  # noqa: F401 (the browser tests' fixtures)
    _static_files_as_in_production,
    axe_check,
    browser_context_args,
    browser_type_launch_args,
)
from tests.browser.keyboard import choose, tab_to
from tests.browser.test_play_browser import make_move

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "Kartenspiel-1882"


def _sign_in(page: Page, base: str, username: str) -> None:
    page.context.clear_cookies()
    page.goto(f"{base}/de/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.locator("form:has(input[name=password]) [type=submit]").click()
    page.wait_for_url(lambda url: "/login/" not in url)


def _enter(page: Page) -> None:
    with page.expect_navigation():
        page.keyboard.press("Enter")


def test_a_class_plays_its_deals_and_the_teacher_reads_the_results_by_keyboard(
    live_server,
    page: Page,
    axe_check,  # noqa: F811 (the fixture imported above)
) -> None:
    from django.contrib.auth import get_user_model

    from tutor.classes.models import Classroom, Membership, TableAssignment

    User = get_user_model()
    teacher = User.objects.create_user("frau.berger", "berger@example.org", PASSWORD)
    pupil = User.objects.create_user("lena", "lena@example.org", PASSWORD, display_name="Lena")
    classroom = Classroom.objects.create(name="7b", teacher=teacher)
    Membership.objects.create(classroom=classroom, pupil=pupil)
    base = live_server.url

    # The teacher gives the class one deal against level 1 from the class page.
    _sign_in(page, base, "frau.berger")
    page.goto(f"{base}/de/classes/c/{classroom.public_id}/")
    tab_to(page, "section[aria-labelledby=table-title] summary")
    page.keyboard.press("Enter")
    axe_check(page)
    choose(page, "level", "1")
    tab_to(page, "input[name=deals]")
    page.keyboard.press("Control+a")
    page.keyboard.type("1")
    now = timezone.localtime()
    page.fill("input[name=opens_at]", (now - timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M"))
    page.fill("input[name=due_at]", (now + timedelta(days=1)).strftime("%Y-%m-%dT%H:%M"))
    tab_to(page, "form[action$='/table/'] button[type=submit]")
    _enter(page)
    task = TableAssignment.objects.get(classroom=classroom)
    assert task.deals == 1
    results = f"{base}/de/classes/p/{task.public_id}/results/"
    page.goto(results)
    axe_check(page)

    # The pupil presses "Play" on the dashboard and plays the deal to the end.
    _sign_in(page, base, "lena")
    page.goto(f"{base}/de/classes/")
    axe_check(page)
    tab_to(page, f"form[action='/de/classes/p/{task.public_id}/play/'] button")
    _enter(page)
    for _ in range(60):
        decision = page.locator("#table").get_attribute("data-decision")
        if decision == "finished":
            break
        make_move(page, decision, js=True)
    else:
        raise AssertionError("the deal did not end")
    page.goto(f"{base}/de/classes/p/{task.public_id}/")
    expect(page.locator(".task-done")).to_be_visible()
    axe_check(page)

    # The teacher reads the margin and the coach's accuracy.
    _sign_in(page, base, "frau.berger")
    page.goto(results)
    expect(page.locator("td.accuracy")).to_contain_text("%")
    axe_check(page)
