"""The coach's tests are pure (no database), like the engine's and the bots'."""

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.path)).is_relative_to(HERE):
            item.add_marker(pytest.mark.pure)
