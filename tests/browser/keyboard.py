"""Keyboard helpers of the browser tests: a person who uses no mouse."""

from playwright.sync_api import Page


def tab_to(page: Page, selector: str, limit: int = 150) -> None:
    """Press Tab until the focused element matches ``selector``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(
            "(s) => document.activeElement && document.activeElement.matches(s)", selector
        ):
            return
    raise AssertionError(f"Tab never reached {selector}")


def choose(page: Page, name: str, value: str) -> None:
    """Select a radio option with the keyboard: Tab into the group, arrows to the value."""
    tab_to(page, f'input[type="radio"][name="{name}"]')
    for _ in range(6):
        if page.evaluate("() => document.activeElement.value") == value:
            page.keyboard.press("Space")
            return
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"no option {value} for {name}")
