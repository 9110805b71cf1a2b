"""The decision drills in a real browser, by keyboard alone: the best answer of each kind
is right, a clear mistake is wrong with what it costs; axe finds nothing on the question
and on the verdict."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.keyboard import tab_to
from tutor.drills import generate
from tutor.drills.coach_kinds import COACH_KINDS

pytestmark = pytest.mark.django_db(transaction=True)


def pick(page: Page, field, answer: str) -> None:
    """Choose ``answer`` with the keyboard: every card of a discard by Tab and Space, a
    radio option by Tab into its group and the arrow keys."""
    if field.multiple:
        for card in answer.split():
            tab_to(page, f'input[name="{field.name}"][value="{card}"]')
            page.keyboard.press("Space")
        return
    tab_to(page, f'input[type="radio"][name="{field.name}"]')
    for _ in range(len(field.options) + 1):
        if page.evaluate("() => document.activeElement.value") == answer:
            page.keyboard.press("Space")
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"no option {answer} for {field.name}")


def submit(page: Page) -> None:
    tab_to(page, 'form.drill button[type="submit"]')
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.keyboard.press("Enter")
    expect(page.locator("#verdict-title")).to_be_focused()


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_it_takes_a_decision_by_keyboard_and_explains_it(
    live_server, page: Page, axe_check, kind: str
) -> None:
    seed = 3
    q = generate(kind, seed, 2)
    field = q.fields[0]
    grading = q.grading[field.name]
    url = f"{live_server.url}/en/practice/{kind}/2/{seed}/"
    page.goto(url)
    axe_check(page)
    worst = min(grading.options, key=lambda a: grading.options[a].value)
    pick(page, field, worst)
    submit(page)
    wrong = grading.cost(worst) > grading.margin
    expect(page.locator(".verdict")).to_have_class(
        re.compile("verdict--wrong" if wrong else "verdict--right")
    )
    expect(page.locator(".verdict__why")).to_contain_text("best choice")
    axe_check(page)
    page.goto(url)
    pick(page, field, grading.best)
    submit(page)
    expect(page.locator(".verdict")).to_have_class(re.compile("verdict--right"))
