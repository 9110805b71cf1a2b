"""The capstone lesson "A whole deal, step by step" walked with the keyboard alone, in each
language: every decision of the one deal answered as the engine and the coach rate it, axe
finding nothing on the way, and the last step handing the learner to the table."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from lessons.content import get_library
from tests.browser.keyboard import choose, tab_to
from tutor.drills import make

pytestmark = pytest.mark.django_db(transaction=True)

SLUG = "whole-deal-step-by-step"


def tick(page: Page, name: str, values: set[str]) -> None:
    """Check exactly ``values`` among a group of checkboxes, by Tab and Space."""
    boxes = page.locator(f'form.drill input[type="checkbox"][name="{name}"]')
    for index in range(boxes.count()):
        box = boxes.nth(index)
        if (box.get_attribute("value") in values) != box.is_checked():
            value = box.get_attribute("value")
            tab_to(page, f'form.drill input[type="checkbox"][name="{name}"][value="{value}"]')
            page.keyboard.press("Space")


def answer_step(page: Page, fields: list, values: dict[str, str]) -> None:
    """Fill one step of the exercise's form with the keyboard and send it with Enter."""
    for field in fields:
        value = values[field.name]
        if field.type == "int":
            tab_to(page, f'form.drill input[name="{field.name}"]')
            page.keyboard.press("Control+A")
            page.keyboard.type(value)
        elif field.multiple:
            tick(page, field.name, set(value.split()))
        else:
            choose(page, field.name, value, within="form.drill")
    tab_to(page, 'form.drill button[type="submit"]')
    with page.expect_response(lambda r: r.request.method == "POST"):
        page.keyboard.press("Enter")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_walks_the_whole_deal_by_keyboard_and_goes_to_the_table(
    live_server, page: Page, axe_check, lang: str
) -> None:
    lesson = get_library("piquet", lang).lesson(SLUG)
    assert lesson is not None, "the capstone lesson is not written yet"
    page.goto(f"{live_server.url}/{lang}/learn/piquet/{SLUG}/")
    decisions = 0
    for number, step in enumerate(lesson.steps, start=1):
        expect(page.locator("h1")).to_have_text(step.title)
        exercise = step.exercise
        if exercise is not None:
            assert exercise.answer is not None, "the capstone's deal is fixed"
            question = make(exercise.kind, exercise.params_dict)
            written = exercise.answer_dict
            for drill_step in question.steps:
                answer_step(page, list(drill_step.fields), written)
                verdict = page.locator(".verdict")
                expect(verdict).to_have_class(re.compile("verdict--right"))
                expect(page.locator("#verdict-title")).to_be_focused()
            if question.grading:  # the coach's verdict: the best choice with its value
                decisions += 1
                expect(page.locator(".verdict__why li").first).to_be_visible()
            axe_check(page)
        if number < len(lesson.steps):
            tab_to(page, '.step-nav a[rel="next"]')
            page.keyboard.press("Enter")
            page.wait_for_url(f"**/{lang}/learn/piquet/{SLUG}/{lesson.steps[number].id}/")
    assert decisions >= 3, "the exchange and the leads are the coach's to judge"
    axe_check(page)
    tab_to(page, f'main a[href="/{lang}/play/"]')
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/{lang}/play/")
    expect(page.locator('input[name="level"][value="1"]')).to_be_checked()
    axe_check(page)
