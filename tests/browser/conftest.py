"""Browser tests: Playwright drives Debian's Chromium against pytest-django's live_server.

They never skip: if Chromium is missing the launch fails, and `make test` installs it
first where it can.
"""

import json
import os
from pathlib import Path

import pytest
from playwright.sync_api import Page

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.path)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session", autouse=True)
def _static_files_as_in_production():
    """Under production settings pages name hashed static files (manifest storage) that
    only whitenoise, reading STATIC_ROOT, serves; the live server's own static handler
    looks for them in the source folders and would answer 404. Let whitenoise serve."""
    from django.conf import settings
    from django.contrib.staticfiles.handlers import StaticFilesHandler

    if "Manifest" not in settings.STORAGES["staticfiles"]["BACKEND"]:
        yield
        return
    original = StaticFilesHandler._should_handle
    StaticFilesHandler._should_handle = lambda self, path: False  # type: ignore[method-assign]
    yield
    StaticFilesHandler._should_handle = original  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-quic",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    # Phone portrait first: the pages are tested at a phone's width.
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}}


@pytest.fixture
def axe_check():
    """Run axe-core on the page and fail with a readable list of violations."""

    def check(page: Page) -> None:
        assert AXE.exists(), "axe-core is missing: run `npm ci` (make test does)"
        page.evaluate(AXE.read_text())  # not a <script> tag: the CSP forbids inline scripts
        result = page.evaluate("async () => await axe.run(document)")
        violations = [
            {"id": v["id"], "help": v["help"], "nodes": [n["target"] for n in v["nodes"]][:5]}
            for v in result["violations"]
        ]
        assert violations == [], f"axe on {page.url}:\n{json.dumps(violations, indent=2)}"

    return check
