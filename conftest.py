"""Suite-wide test set-up.

Tests of the pure layers (the engine and the drills) are marked ``pure`` so that
`make test-postgres` can run everything else, the database-facing tests, again on
PostgreSQL.
"""

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).parent
PURE_DIRS = [
    ROOT / p
    for p in (
        "tests/piquet",
        "tests/drills",
        "tests/spades",
        "tests/spades_bots",
        "tutor/piquet",
        "tutor/drills",
        "tutor/spades",
        "tutor/cardgame",
    )
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.path))
        if any(path.is_relative_to(d) for d in PURE_DIRS):
            item.add_marker(pytest.mark.pure)


@pytest.fixture(autouse=True)
def _fresh_cache(request: pytest.FixtureRequest) -> None:
    """Rate limits and other cached state must not leak from one test into the next."""
    from django.conf import settings

    if not settings.configured:  # pure tests run with `-p no:django` while developing
        return
    from django.core.cache import caches
    from django.core.cache.backends.db import DatabaseCache
    from django.utils import translation

    cache = caches["default"]
    if isinstance(cache, DatabaseCache):
        # Production settings keep the cache in the database: a test without the database
        # cannot have filled it, and one with it must have its database set up first.
        if request.node.get_closest_marker("django_db") is not None:
            request.getfixturevalue("_django_db_marker")
        elif "transactional_db" in request.fixturenames:
            request.getfixturevalue("transactional_db")
        elif "db" in request.fixturenames:
            request.getfixturevalue("db")
        else:
            cache = None
    if cache is not None:
        cache.clear()
    # A test that activated a language (a view does, for its request) must not change the
    # language in which the next test's reverse() builds its addresses.
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture(autouse=True)
def _live_server_answered(request: pytest.FixtureRequest) -> Iterator[None]:
    """After a test that used the live server, wait (a few seconds at most) until the server
    has answered the requests its pages sent: the database is flushed next, and on SQLite a
    request still reading it makes the flush fail ("database table is locked").

    The fixture asks for the database first, so that its wait comes before the flush."""
    if "live_server" in request.fixturenames:
        request.getfixturevalue("transactional_db")
    yield
    if "live_server" not in request.fixturenames:
        return
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and any(
        t.name.endswith("(process_request_thread)") for t in threading.enumerate()
    ):
        time.sleep(0.02)
