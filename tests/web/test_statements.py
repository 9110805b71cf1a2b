"""Plain statements (tutor/statements.py) behave as through Django's cursor: the rows as the
database gives them, Django's errors, the transaction's state respected, and every
statement listed while Django lists queries or wraps them. These tests run on both databases."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.transaction import TransactionManagementError
from django.test.utils import CaptureQueriesContext

from tutor.practice.models import KindStat
from tutor.statements import run

pytestmark = pytest.mark.django_db

TABLE = KindStat._meta.db_table
OWNER = "c0ffee00c0ffee00c0ffee00c0ffee00"


def insert(kind: str, answered: int) -> tuple[str, list]:
    return (
        f"INSERT INTO {TABLE} (anon_id, kind, answered, correct, streak, best_streak)"
        " VALUES (%s, %s, %s, 0, 0, 0)",
        [OWNER, kind, answered],
    )


def test_it_gives_the_rows_as_the_database_gives_them() -> None:
    assert run(connection, *insert("point", 3)) == []
    run(connection, *insert("sequence", 5))
    select = f"SELECT kind, answered FROM {TABLE} WHERE anon_id = %s ORDER BY kind"
    assert run(connection, select, [OWNER]) == [("point", 3), ("sequence", 5)]
    assert run(connection, f"SELECT answered FROM {TABLE} WHERE kind = %s", ["none"]) == []
    # A literal percent sign is written %% beside the placeholders, as for Django's cursor.
    assert run(connection, "SELECT '100%%', %s", [1]) == [("100%", 1)]


def test_an_error_is_djangos_and_a_broken_transaction_is_refused() -> None:
    run(connection, *insert("point", 1))
    with transaction.atomic():
        with pytest.raises(IntegrityError), transaction.atomic(savepoint=False):
            run(connection, *insert("point", 1))  # the learner has a row of the kind already
        # The error left the transaction to be rolled back: nothing more runs in it.
        with pytest.raises(TransactionManagementError):
            run(connection, f"SELECT count(*) FROM {TABLE}", [])


def test_statements_are_listed_while_django_lists_queries() -> None:
    with CaptureQueriesContext(connection) as queries:
        run(connection, *insert("point", 1))
        run(connection, f"SELECT answered FROM {TABLE} WHERE anon_id = %s", [OWNER])
    assert [q["sql"].split()[0] for q in queries.captured_queries] == ["INSERT", "SELECT"]


def test_statements_pass_through_an_execute_wrapper() -> None:
    seen: list[str] = []

    def wrapper(execute, sql, params, many, context):
        seen.append(sql.split()[0])
        return execute(sql, params, many, context)

    with connection.execute_wrapper(wrapper):
        run(connection, *insert("point", 1))
        rows = run(connection, f"SELECT answered FROM {TABLE} WHERE anon_id = %s", [OWNER])
    assert seen == ["INSERT", "SELECT"]
    assert rows == [(1,)]
