"""A learner walks Piquet lesson 6 (the point) and a Spades lesson with the keyboard only,
in each language; axe finds nothing on the games, the lesson lists and the reference pages."""

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Locator, Page, expect

from lessons.content import Exercise, get_library
from lessons.tracks import TRACKS

pytestmark = pytest.mark.django_db(transaction=True)

LANGS = ["en", "de", "nl"]
VALUES = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}


def point_of(codes: list[str]) -> dict[str, str]:
    """The point worked out from the rules: the longest suit, the higher value on a tie."""
    suits: dict[str, list[str]] = {}
    for code in codes:
        suits.setdefault(code[1], []).append(code[0])
    best = max(suits.values(), key=lambda ranks: (len(ranks), sum(VALUES[r] for r in ranks)))
    return {"length": str(len(best)), "value": str(sum(VALUES[r] for r in best))}


def is_focused(locator: Locator) -> bool:
    return locator.evaluate("el => el === document.activeElement")


def tab_to(page: Page, locator: Locator, limit: int = 150) -> None:
    """Press Tab until ``locator`` has the focus (the keyboard, not a click, gets there)."""
    for _ in range(limit):
        if is_focused(locator):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {locator}")


def answer(page: Page, values: dict[str, str]) -> None:
    """Fill the exercise form with the keyboard and submit it with Enter."""
    form = page.locator("form.drill")
    for name, value in values.items():
        number = form.locator(f'input[type="number"][name="{name}"]')
        if number.count():
            tab_to(page, number)
            page.keyboard.press("Control+A")
            page.keyboard.type(value)
            continue
        options = form.locator(f'input[name="{name}"]')
        wanted = set(value.split())
        if options.first.get_attribute("type") == "radio":
            target = form.locator(f'input[name="{name}"][value="{value}"]')
            tab_to(page, options.first)
            for _ in range(options.count()):
                if target.is_checked():
                    break
                page.keyboard.press("ArrowDown")
            assert target.is_checked(), (name, value)
        else:
            for index in range(options.count()):
                box = options.nth(index)
                if (box.get_attribute("value") in wanted) != box.is_checked():
                    tab_to(page, box)
                    page.keyboard.press("Space")
    tab_to(page, form.locator('button[type="submit"]'))
    page.keyboard.press("Enter")


def answer_anything(page: Page) -> None:
    """Give some valid answer (the first option, the first card, 0) to a generated question."""
    form = page.locator("form.drill")
    numbers = form.locator('input[type="number"]')
    for index in range(numbers.count()):
        tab_to(page, numbers.nth(index))
        page.keyboard.press("Control+A")
        page.keyboard.type("0")
    for group in form.locator("fieldset").all():
        first = group.locator("input").first
        if first.count() and not first.is_checked():
            tab_to(page, first)
            page.keyboard.press("Space")
    tab_to(page, form.locator('button[type="submit"]'))
    page.keyboard.press("Enter")


def wrong_on_page(page: Page, values: dict[str, str]) -> dict[str, str]:
    """A wrong but valid answer: a number one higher, another choice, one card more or less."""
    form = page.locator("form.drill")
    name, value = next(iter(values.items()))
    if form.locator(f'input[type="number"][name="{name}"]').count():
        return wrong_version(values)
    options = form.locator(f'input[name="{name}"]')
    offered = [options.nth(i).get_attribute("value") for i in range(options.count())]
    if options.first.get_attribute("type") == "radio":
        return {**values, name: next(v for v in offered if v != value)}
    chosen = value.split()
    extra = [v for v in offered if v not in chosen]
    wrong = chosen + extra[:1] if extra else chosen[1:]
    return {**values, name: " ".join(wrong)}


def right_answer(page: Page, exercise: Exercise) -> dict[str, str]:
    if exercise.answer is not None:
        return exercise.answer_dict
    assert exercise.kind == "point", "a seeded exercise of another kind needs its own helper"
    codes = page.locator("form.drill ul.hand [data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    return point_of(codes)


def wrong_version(values: dict[str, str]) -> dict[str, str]:
    name, value = next((k, v) for k, v in values.items() if v.isdigit())
    return {**values, name: str(int(value) + 1)}


@pytest.mark.parametrize("lang", LANGS)
def test_it_walks_lesson_6_with_the_keyboard(live_server, page: Page, axe_check, lang: str) -> None:
    lesson = get_library("piquet", lang).lesson("point")
    assert lesson is not None, "lesson 6 (the point) is not written yet"
    page.goto(f"{live_server.url}/{lang}/learn/piquet/point/")
    answered_wrongly = False
    for number, step in enumerate(lesson.steps, start=1):
        expect(page.locator("h1")).to_have_text(step.title)
        expect(page.locator(".step-count")).to_contain_text(f"{number}")
        exercise = step.exercise
        if exercise is not None:
            right = right_answer(page, exercise)
            if not answered_wrongly:
                answer(page, wrong_version(right))
                verdict = page.locator(".verdict--wrong")
                expect(verdict).to_be_visible()
                expect(page.locator("#verdict-title")).to_be_focused()
                expect(verdict.locator(".verdict__why li").first).to_be_visible()
                axe_check(page)
                answered_wrongly = True
            answer(page, right)
            expect(page.locator(".verdict--right")).to_be_visible()
            expect(page.locator("#verdict-title")).to_be_focused()
        if number < len(lesson.steps):
            tab_to(page, page.locator('.step-nav a[rel="next"]'))
            page.keyboard.press("Enter")
            page.wait_for_url(f"**/{lang}/learn/piquet/point/{lesson.steps[number].id}/")
    assert answered_wrongly
    page.goto(f"{live_server.url}/{lang}/learn/piquet/")
    card = page.locator(".lesson-card").filter(has=page.locator('a[href*="/piquet/point/"]'))
    expect(card.locator(".state")).to_have_attribute("data-state", "done")
    # One exercise went wrong at the first try, the others right: at least half → 2 stars.
    expect(card.locator(".stars")).to_have_attribute("data-stars", "2")
    axe_check(page)

    # Signing in asks whether the progress on this device is the learner's; "yes" moves it
    # into the account.
    get_user_model().objects.create_user(username=f"learner-{lang}", password="kartenspiel-42")
    page.goto(f"{live_server.url}/{lang}/accounts/login/")
    page.fill("#id_login", f"learner-{lang}")
    page.fill("#id_password", "kartenspiel-42")
    page.locator('main form button[type="submit"]').click()
    page.wait_for_url(lambda url: "/accounts/login/" not in url)
    question = page.locator('section[aria-labelledby="progress-pending-title"]')
    expect(question).to_be_visible()
    axe_check(page)
    tab_to(page, question.locator('button[value="add"]'))
    page.keyboard.press("Enter")
    expect(question).to_have_count(0)
    page.goto(f"{live_server.url}/{lang}/learn/piquet/")
    card = page.locator(".lesson-card").filter(has=page.locator('a[href*="/piquet/point/"]'))
    expect(card.locator(".state")).to_have_attribute("data-state", "done")
    expect(card.locator(".stars")).to_have_attribute("data-stars", "2")


SPADES_LESSON = "trumps-and-following-suit"


@pytest.mark.parametrize("lang", LANGS)
def test_it_walks_a_spades_lesson_with_the_keyboard(
    live_server, page: Page, axe_check, lang: str
) -> None:
    lesson = get_library("spades", lang).lesson(SPADES_LESSON)
    assert lesson is not None, f"the Spades lesson {SPADES_LESSON} is not written in {lang} yet"
    page.goto(f"{live_server.url}/{lang}/learn/spades/{SPADES_LESSON}/")
    answered_wrongly = False
    for number, step in enumerate(lesson.steps, start=1):
        expect(page.locator("h1")).to_have_text(step.title)
        expect(page.locator(".step-count")).to_contain_text(f"{number}")
        axe_check(page)
        exercise = step.exercise
        if exercise is not None and exercise.answer is not None:
            right = exercise.answer_dict
            if not answered_wrongly:
                answer(page, wrong_on_page(page, right))
                expect(page.locator(".verdict--wrong")).to_be_visible()
                expect(page.locator("#verdict-title")).to_be_focused()
                axe_check(page)
                answered_wrongly = True
            answer(page, right)
            expect(page.locator(".verdict--right")).to_be_visible()
            expect(page.locator("#verdict-title")).to_be_focused()
        elif exercise is not None:  # a generated hand: any valid answer gets a verdict
            answer_anything(page)
            expect(page.locator(".verdict")).to_be_visible()
            expect(page.locator("#verdict-title")).to_be_focused()
            axe_check(page)
        if number < len(lesson.steps):
            tab_to(page, page.locator('.step-nav a[rel="next"]'))
            page.keyboard.press("Enter")
            page.wait_for_url(f"**/{lang}/learn/spades/{SPADES_LESSON}/{lesson.steps[number].id}/")
    assert answered_wrongly
    page.goto(f"{live_server.url}/{lang}/learn/spades/")
    card = page.locator(".lesson-card").filter(has=page.locator(f'a[href*="/{SPADES_LESSON}/"]'))
    expect(card.locator(".state")).to_have_attribute("data-state", "done")
    axe_check(page)


# Spades has no printable summary.
REFERENCE = [
    ("piquet", "rules"),
    ("piquet", "glossary"),
    ("piquet", "summary"),
    ("spades", "rules"),
    ("spades", "glossary"),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("track, name", REFERENCE)
def test_it_has_no_accessibility_violations_on_reference_pages(
    live_server, page: Page, axe_check, lang: str, track: str, name: str
) -> None:
    page.goto(f"{live_server.url}/{lang}/learn/{track}/{name}/")
    expect(page.locator("h1")).to_be_visible()
    axe_check(page)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", ["", *(f"{track}/" for track in TRACKS)])
def test_it_has_no_accessibility_violations_on_the_lesson_lists(
    live_server, page: Page, axe_check, lang: str, path: str
) -> None:
    page.goto(f"{live_server.url}/{lang}/learn/{path}")
    expect(page.locator(".lesson-card").first).to_be_visible()
    axe_check(page)


def test_it_goes_from_the_games_to_a_spades_lesson_with_the_keyboard(
    live_server, page: Page
) -> None:
    page.goto(f"{live_server.url}/en/learn/")
    start = page.locator("#game-spades .track-continue a")
    tab_to(page, start)
    page.keyboard.press("Enter")
    first = get_library("spades", "en").lessons[0]
    page.wait_for_url(f"**/en/learn/spades/{first.slug}/{first.steps[0].id}/")
    expect(page.locator("h1")).to_have_text(first.steps[0].title)


def test_it_answers_without_javascript(live_server, browser) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    lesson = get_library("piquet", "en").lesson("point")
    step = next(s for s in lesson.steps if s.exercise is not None and s.exercise.answer)
    page.goto(f"{live_server.url}/en/learn/piquet/point/{step.id}/")
    for name, value in wrong_version(step.exercise.answer_dict).items():
        page.locator(f'form.drill input[type="number"][name="{name}"]').fill(value)
    page.locator('form.drill button[type="submit"]').click()
    expect(page).to_have_url(f"{live_server.url}/en/learn/piquet/point/{step.id}/#exercise")
    expect(page.locator(".verdict--wrong")).to_be_visible()
    context.close()
