"""On PostgreSQL a connection prepares the statements it sends again and again (tutor/
settings.py), so the server parses and plans a page's statements once per worker, not on
every request: the session's read, for one, after a few pages."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import Client

pytestmark = pytest.mark.django_db

SESSION_READ = 'FROM "django_session" WHERE'


def _prepared() -> list[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        return [row[0] for row in cursor.fetchall()]


def test_it_prepares_the_session_read_after_a_few_pages(client: Client) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("prepared statements are PostgreSQL's")
    assert client.get("/en/practice/point/1/7/").status_code == 200  # a session begins
    client.post("/en/practice/point/1/7/", {"length": "0", "value": "0"})
    assert not any(SESSION_READ in s for s in _prepared())
    for _ in range(8):
        assert client.get("/en/practice/point/1/7/").status_code == 200
    assert any(SESSION_READ in s for s in _prepared())
