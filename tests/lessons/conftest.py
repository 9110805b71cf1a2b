"""The lessons tests run on small fixture content (tests/lessons/fixtures/content), so they
do not depend on the course text; the real content has its own check."""

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "content"


@pytest.fixture
def fixture_content(settings) -> Path:
    settings.LESSONS_CONTENT_DIR = str(FIXTURES)
    return FIXTURES
