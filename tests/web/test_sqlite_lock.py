"""On SQLite a transaction waits for the write lock another worker holds in short steps
(tutor/sqlite/base.py), not in SQLite's busy handler's sleeps of a millisecond and more,
and still gives up with "database is locked" once the database's timeout has passed.

Each test opens its own database file: the test database is in memory, shared by one
process, where two connections cannot hold the file lock against each other."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from django.db import OperationalError, connection
from django.test.utils import CaptureQueriesContext

from tutor.sqlite import base

#: Django's test runner lets a test open connections only with this mark (its own database is
#: not used).
pytestmark = pytest.mark.django_db


def wrapper(path: Path, timeout: float) -> base.DatabaseWrapper:
    """The site's backend on the database file ``path``, as settings.py configures it."""
    options = {"transaction_mode": "IMMEDIATE", "timeout": timeout}
    settings = {**connection.settings_dict, "NAME": str(path), "OPTIONS": options}
    return base.DatabaseWrapper(settings, alias="lock-test")


def begin(db: base.DatabaseWrapper) -> None:
    """What ``transaction.atomic`` does as it starts a transaction on SQLite."""
    db.set_autocommit(False, force_begin_transaction_with_broken_autocommit=True)


def busy_timeout(db: base.DatabaseWrapper) -> int:
    with db.cursor() as cursor:
        cursor.execute("PRAGMA busy_timeout")
        return cursor.fetchone()[0]


@pytest.fixture
def holder(tmp_path: Path):
    """Another worker's connection to a fresh database file, holding its write lock."""
    other = sqlite3.connect(tmp_path / "db.sqlite3", isolation_level=None)
    other.execute("CREATE TABLE t (n INTEGER)")
    other.execute("BEGIN IMMEDIATE")
    yield other
    other.close()


def test_it_begins_once_the_other_writer_is_done_waiting_in_short_steps(
    tmp_path: Path, holder: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == 9:
            holder.execute("COMMIT")  # the other worker's write is done

    monkeypatch.setattr(base.time, "sleep", sleep)
    db = wrapper(tmp_path / "db.sqlite3", timeout=20)
    begin(db)
    assert waits == [50e-6, 100e-6, 200e-6, 400e-6, 800e-6, 1.6e-3, 2e-3, 2e-3, 2e-3]
    with db.cursor() as cursor:
        cursor.execute("INSERT INTO t VALUES (1)")
    # The transaction holds the lock now: the other worker cannot begin one.
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        holder.execute("BEGIN IMMEDIATE")
    db.commit()
    assert holder.execute("SELECT n FROM t").fetchall() == [(1,)]
    # Other statements wait with SQLite's busy handler, for the whole timeout.
    assert busy_timeout(db) == 20_000
    db.close()


def test_it_gives_up_when_the_timeout_has_passed(
    tmp_path: Path, holder: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(base.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(
        base.time, "sleep", lambda seconds: clock.__setitem__(0, clock[0] + seconds)
    )
    db = wrapper(tmp_path / "db.sqlite3", timeout=0.25)
    with pytest.raises(OperationalError, match="locked"):
        begin(db)
    assert 0.248 <= clock[0] - 1000 <= 0.25
    assert busy_timeout(db) == 250
    db.close()


def test_an_error_other_than_the_lock_is_not_waited_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(base.time, "sleep", pytest.fail)
    db = wrapper(tmp_path / "db.sqlite3", timeout=20)
    db.ensure_connection()
    db.connection.execute("BEGIN")  # a transaction Django does not know of: SQLite refuses
    with pytest.raises(OperationalError, match="within a transaction"):
        begin(db)
    db.close()


def test_the_begin_is_listed_while_django_lists_queries(tmp_path: Path) -> None:
    db = wrapper(tmp_path / "db.sqlite3", timeout=20)
    with CaptureQueriesContext(db) as queries:
        begin(db)
        db.commit()
    assert [q["sql"] for q in queries.captured_queries][:1] == ["BEGIN IMMEDIATE"]
    db.close()
