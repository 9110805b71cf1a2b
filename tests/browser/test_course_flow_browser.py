"""Issue 16's path, in each language: a newcomer walks Piquet lesson 1 with the keyboard to
the "Lesson complete" screen, is offered the next lesson, and sees the day's streak on the
home and practice pages; axe finds nothing on the new pages."""

import re

import pytest
from playwright.sync_api import Page, expect

from lessons.content import Exercise, get_library
from tests.browser.test_lessons_browser import answer, tab_to
from tutor.drills import generate, make

pytestmark = pytest.mark.django_db(transaction=True)

LANGS = ["en", "de", "nl"]


def expected(page: Page, exercise: Exercise) -> dict[str, str]:
    """The engine's answer to the hand on the page (a seeded one carries its seed)."""
    if exercise.is_seeded:
        seed = int(page.locator('form.drill input[name="seed"]').get_attribute("value"))
        return dict(generate(exercise.kind, seed, exercise.level).expected)
    return dict(make(exercise.kind, exercise.params_dict).expected)


def answer_exercise(page: Page, exercise: Exercise) -> None:
    """Answer every part of the exercise right, until the lesson may go on."""
    right = expected(page, exercise)
    done = page.locator("#exercise p > a.button")
    for _ in range(8):
        names = page.locator("form.drill input:not([type=hidden])").evaluate_all(
            "inputs => [...new Set(inputs.map(i => i.name))]"
        )
        answer(page, {name: right[name] for name in names})
        expect(page.locator(".verdict")).to_be_visible()
        # Focus moves to the verdict once htmx has settled; tabbing on before then could
        # leave the keyboard on a link that focus is about to leave.
        expect(page.locator("#verdict-title")).to_be_focused()
        if done.count():
            return
    raise AssertionError("the exercise never finished")


@pytest.mark.parametrize("lang", LANGS)
def test_it_walks_lesson_1_to_the_complete_screen_and_on(
    live_server, page: Page, axe_check, lang: str
) -> None:
    lessons = get_library("piquet", lang).lessons
    first, second = lessons[0], lessons[1]
    page.goto(f"{live_server.url}/{lang}/learn/piquet/{first.slug}/")
    for number, step in enumerate(first.steps, start=1):
        expect(page.locator("h1")).to_have_text(step.title)
        if step.exercise is not None:
            answer_exercise(page, step.exercise)
        if number < len(first.steps):
            tab_to(page, page.locator('.step-nav a[rel="next"]'))
            page.keyboard.press("Enter")
            page.wait_for_url(f"**/{first.slug}/{first.steps[number].id}/")
    finish = page.locator(".step-nav a[data-finish]")
    tab_to(page, finish)
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/{lang}/learn/piquet/{first.slug}/complete/")

    # The complete screen: every exercise right at the first try gives three stars.
    expect(page.locator(".lesson-complete__stars .stars")).to_have_attribute("data-stars", "3")
    expect(page.locator(".lesson-goals li")).to_have_count(len(first.steps))
    expect(page.locator(".stars-rule li")).to_have_count(3)
    expect(page.locator(".course-map__stop--done")).to_have_count(1)
    expect(page.locator(".course-map__stop--current a")).to_have_attribute(
        "href", f"/{lang}/learn/piquet/{second.slug}/"
    )
    axe_check(page)
    next_lesson = page.locator(f'a[data-next-lesson="{second.slug}"]')
    expect(next_lesson).to_contain_text(second.title)
    tab_to(page, next_lesson)
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(rf"/{lang}/learn/piquet/{second.slug}/{second.steps[0].id}/$"))

    # The day's goal is met by the lesson steps: a streak of one day, home and practice.
    for path in (f"/{lang}/", f"/{lang}/practice/"):
        page.goto(f"{live_server.url}{path}")
        goal = page.locator(".daily-goal")
        expect(goal).to_have_attribute("data-streak", "1")
        expect(goal.locator("[data-goal]")).to_have_attribute("data-goal", "done")
        axe_check(page)
    expect(page.locator(".start-here")).to_be_visible()
    page.goto(f"{live_server.url}/{lang}/progress/")
    expect(page.locator('.progress-lessons[data-track="piquet"]')).to_have_attribute(
        "data-done", "1"
    )
    axe_check(page)


@pytest.mark.parametrize("lang", LANGS)
def test_it_explains_an_open_exercise_on_the_complete_screen(
    live_server, page: Page, axe_check, lang: str
) -> None:
    lesson = get_library("piquet", lang).lessons[0]
    page.goto(f"{live_server.url}/{lang}/learn/piquet/{lesson.slug}/complete/")
    expect(page.locator(".open-steps li")).to_have_count(len(lesson.steps))
    axe_check(page)
    page.goto(f"{live_server.url}/{lang}/learn/piquet/")
    expect(page.locator(".course-map__stop--current")).to_have_count(1)
    axe_check(page)
