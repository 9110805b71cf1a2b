"""The signature drill in a real browser, with the keyboard alone: five rounds of replying
to elder's calls, one of them deliberately wrong, in each language; then the day's bar in
the drill's chart on the progress page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.keyboard import choose, tab_to
from tutor.drills import generate

pytestmark = pytest.mark.django_db(transaction=True)

WHY = {"en": "Why:", "de": "Warum:", "nl": "Waarom:"}


def answer_step(page: Page, fields: list, expected: dict, wrong: bool) -> None:
    for field in fields:
        value = expected[field.name]
        if field.type == "int":
            tab_to(page, f'input[name="{field.name}"]')
            page.keyboard.type(str(int(value) + 1) if wrong else value)
        else:
            if wrong:
                value = next(o for o in field.options if o != value)
            choose(page, field.name, value)
    tab_to(page, 'form.drill button[type="submit"]')
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.keyboard.press("Enter")
    # htmx swaps the verdict in and moves the focus to it.
    expect(page.locator("#verdict-title")).to_be_focused()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_plays_five_rounds_of_the_reply_drill_by_keyboard(
    live_server, page: Page, axe_check, lang: str
) -> None:
    page.goto(f"{live_server.url}/{lang}/practice/")
    axe_check(page)
    page.goto(f"{live_server.url}/{lang}/practice/reply/1/")
    for round_number in range(5):
        seed = int(re.search(r"/reply/1/(\d+)/", page.url).group(1))
        question = generate("reply", seed, 1)
        for index, step in enumerate(question.steps):
            wrong = round_number == 2 and index == 0
            answer_step(page, list(step.fields), question.expected, wrong)
            verdict = page.locator(".verdict")
            if wrong:
                expect(verdict).to_have_class(re.compile("verdict--wrong"))
                expect(page.locator(".verdict__why")).to_contain_text(WHY[lang])
                expect(page.locator("#verdict-title")).to_be_focused()
                axe_check(page)
                # Put it right and carry on with the dialogue.
                answer_step(page, list(step.fields), question.expected, False)
            expect(page.locator(".verdict")).to_have_class(re.compile("verdict--right"))
        if round_number == 0:
            axe_check(page)
        tab_to(page, "a.button[href$='/practice/reply/1/']")
        with page.expect_navigation():
            page.keyboard.press("Enter")
        expect(page.locator("form.drill")).to_be_visible()
    expect(page.locator(".streak")).to_be_visible()

    page.goto(f"{live_server.url}/{lang}/progress/")
    chart = page.locator('.progress-kind[data-kind="reply"] svg[role="img"]')
    expect(chart).to_be_visible()
    bar = chart.locator(".chart__bar").bounding_box()
    assert bar is not None and bar["height"] > 0 and bar["width"] > 0
    axe_check(page)
