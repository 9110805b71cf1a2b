"""Django's SQLite backend, with a transaction that waits for the write lock in short steps.

Several gunicorn workers share one SQLite file, and a transaction takes the write lock as it
begins (``BEGIN IMMEDIATE``, settings.py). While another worker holds it, SQLite's own busy
handler sleeps 1 ms, then 2, 5, 10 ms and more before it tries again: far longer than the
tenth of a millisecond an answer's write holds the lock. Under bench/bench_load.py (2
workers, 16 clients) those sleeps left 7 % of the CPU idle while answers were being written.

Here a transaction's ``BEGIN`` is tried with no busy handler and tried again after 50 µs,
the wait doubling up to 2 ms, until the database's ``timeout`` has passed. Every other
statement keeps SQLite's busy handler with that timeout. The ``BEGIN`` is run by
``tutor.statements``: on the sqlite3 connection itself, through Django's cursor while
Django lists or wraps the statements it runs. Select it with ``ENGINE = "tutor.sqlite"``.
"""

from __future__ import annotations

import sqlite3
import time

from django.db import OperationalError
from django.db.backends.sqlite3 import base

from tutor import statements

FIRST_WAIT = 50e-6
LONGEST_WAIT = 2e-3
#: sqlite3.connect's own, when the settings give no timeout.
DEFAULT_TIMEOUT = 5.0


def _busy(error: OperationalError) -> bool:
    """Whether ``error`` is SQLite's "database is locked" (another writer holds the lock)."""
    cause = error.__cause__
    return isinstance(cause, sqlite3.Error) and cause.sqlite_errorcode == sqlite3.SQLITE_BUSY


class DatabaseWrapper(base.DatabaseWrapper):
    transaction_mode: str | None  # set by Django's get_connection_params (not in its stubs)

    def _start_transaction_under_autocommit(self) -> None:
        begin = "BEGIN" if self.transaction_mode is None else f"BEGIN {self.transaction_mode}"
        timeout = float(self.settings_dict["OPTIONS"].get("timeout", DEFAULT_TIMEOUT))
        deadline = time.monotonic() + timeout
        raw = self.connection
        with self.wrap_database_errors:
            raw.execute("PRAGMA busy_timeout = 0")
            try:
                wait = FIRST_WAIT
                while True:
                    try:
                        statements.run(self, begin, [])
                        return
                    except OperationalError as error:
                        if not _busy(error) or time.monotonic() + wait > deadline:
                            raise
                    time.sleep(wait)
                    wait = min(2 * wait, LONGEST_WAIT)
            finally:
                raw.execute(f"PRAGMA busy_timeout = {round(timeout * 1000)}")
