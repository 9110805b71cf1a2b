"""Plain statements run with as little as possible around the database's own work.

The reads every page makes (the session, a learner's rows, one value of a row) and an
answer's count are plain SQL already (``tutor.sessions``, ``tutor.learners``). Django's
cursor still wraps each one: it rewrites the placeholders, checks the transaction and
translates errors, about 12 µs a statement on SQLite, as long as the database takes for such
a small read (measured in process, 50,000 runs of the session's read: 18.4 µs against 6.4),
and about 16 µs on PostgreSQL (the session's read: 120 µs against 104, the database's own
round trip included).

:func:`run` makes the checks Django's cursor makes (the connection's health, its thread,
the transaction's state) and translates errors as it would, then sends the statement to the
backend's own cursor (``create_cursor``: on PostgreSQL psycopg's, with Django's time zone)
without Django's wrapper around it; on SQLite to the sqlite3 connection itself, with its
placeholders converted once per statement text. While Django lists the queries it runs
(``DEBUG``, or a test counting them) or something wraps its statements
(``connection.execute_wrapper``), the statement goes through Django's cursor.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.backends.sqlite3.base import FORMAT_QMARK_REGEX


def run(connection: BaseDatabaseWrapper, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    """The rows ``sql`` (``%s`` placeholders) gives with ``params``, as the database gives
    them (none for a statement that gives none).

    ``connection`` is the connection itself (``connections[alias]``), not Django's
    ``django.db.connection``: that proxy finds the connection again for every attribute
    read (through the thread's connections, about 1 µs), and a statement reads eight."""
    if connection.queries_logged or connection.execute_wrappers:
        return _rows(connection.cursor(), sql, params)
    connection.close_if_health_check_failed()
    connection.ensure_connection()
    connection.validate_thread_sharing()
    connection.validate_no_broken_transaction()
    with connection.wrap_database_errors:
        if connection.vendor == "sqlite":
            return connection.connection.execute(_qmark(sql), params).fetchall()
        return _rows(connection.create_cursor(), sql, params)


def _rows(cursor: Any, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    """What ``sql`` gives on ``cursor`` (Django's or the backend's), which is then closed."""
    with cursor:
        cursor.execute(sql, params)
        return cursor.fetchall() if cursor.description else []


@lru_cache(maxsize=512)
def _qmark(sql: str) -> str:
    """``sql`` with ``?`` for each ``%s`` placeholder and ``%`` for ``%%``, as the sqlite3
    module takes it (Django's cursor does this on every call)."""
    return FORMAT_QMARK_REGEX.sub("?", sql).replace("%%", "%")
