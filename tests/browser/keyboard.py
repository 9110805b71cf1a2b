"""Keyboard helpers of the browser tests: a person who uses no mouse (or no JavaScript)."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from playwright.sync_api import Browser, Page


def tab_to(page: Page, selector: str, limit: int = 150) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(
            "(s) => document.activeElement && document.activeElement.matches(s)", selector
        ):
            return
    raise AssertionError(f"Tab never reached {selector}")


def choose(page: Page, name: str, value: str, within: str = "") -> None:
    """Select a radio option with the keyboard: Tab into the group, arrows to the value.
    ``within`` narrows the group to a container (a CSS selector)."""
    tab_to(page, f'{within} input[type="radio"][name="{name}"]'.strip())
    for _ in range(14):
        if page.evaluate("() => document.activeElement.value") == value:
            page.keyboard.press("Space")
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"no option {value} for {name}")


def press_and_wait(page: Page, key: str, js: bool) -> None:
    """Press ``key`` on a control that sends a move, and wait for the table to change."""
    if not js:  # a plain POST and redirect
        with page.expect_navigation():
            page.keyboard.press(key)
        return
    old = page.locator("#table").get_attribute("data-version")
    page.keyboard.press(key)
    # The new table, and the focus moved to it: the site's script focuses [data-autofocus]
    # after htmx has settled, which can come after the swap; a key pressed in between
    # would be taken away from the control it was meant for.
    page.wait_for_function(
        "(v) => { const t = document.querySelector('#table');"
        " if (!t || t.dataset.version === v) return false;"
        " const a = document.querySelector('[data-autofocus]');"
        " return !a || document.activeElement === a; }",
        arg=old,
    )


PHONE = {"width": 390, "height": 844}


@contextmanager
def without_javascript(
    browser: Browser, axe_check: Callable[[Page], None]
) -> Iterator[tuple[Page, Callable[[Page], None]]]:
    """A phone-sized page with JavaScript off, and a check for it: axe needs JavaScript, so
    each page is checked again in a twin page that shares the visitor's cookies."""
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    twin_context = browser.new_context(viewport=PHONE)
    page, twin = context.new_page(), twin_context.new_page()

    def check(p: Page) -> None:
        assert p.evaluate("() => typeof htmx") == "undefined"
        twin_context.add_cookies(context.cookies())
        twin.goto(p.url)
        axe_check(twin)

    try:
        yield page, check
    finally:
        context.close()
        twin_context.close()
