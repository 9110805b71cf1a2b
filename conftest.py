"""Suite-wide test set-up.

Tests of the pure layers (the engine and the drills) are marked ``pure`` so that
`make test-postgres` can run everything else, the database-facing tests, again on
PostgreSQL.
"""

from pathlib import Path

import pytest

ROOT = Path(__file__).parent
PURE_DIRS = [
    ROOT / p
    for p in (
        "tests/piquet",
        "tests/drills",
        "tests/spades",
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
def _fresh_cache() -> None:
    """Rate limits and other cached state must not leak from one test into the next."""
    from django.conf import settings

    if not settings.configured:  # pure tests run with `-p no:django` while developing
        return
    from django.core.cache import cache
    from django.utils import translation

    cache.clear()
    # A test that activated a language (a view does, for its request) must not change the
    # language in which the next test's reverse() builds its addresses.
    translation.activate(settings.LANGUAGE_CODE)
