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


def test_several_statements_read_at_once_give_each_its_own_rows() -> None:
    """``learners.fetch_each``: each statement's rows, in its own columns, as ``fetch_all``
    gives them (dates as dates, on SQLite too, whichever statement they come in)."""
    from lessons.models import LessonProgress
    from tutor.activity.models import LessonDay
    from tutor.learners import fetch_all, fetch_each, select_owned

    run(connection, *insert("point", 3))
    run(connection, *insert("sequence", 5))
    owner = {"anon_id": OWNER}
    LessonDay.objects.create(**owner, day="2026-12-01", steps=2)
    stats = select_owned(KindStat, owner, ["kind", "answered", "streak"])
    days = select_owned(LessonDay, owner, ["day", "steps"])
    none = select_owned(LessonProgress, owner, ["track", "lesson"])
    each = fetch_each((days, 2), (stats, 3), (none, 2), (days, 2))
    assert each[0] == each[3] == fetch_all(days)
    assert sorted(each[1]) == sorted(fetch_all(stats)) == [("point", 3, 0), ("sequence", 5, 0)]
    assert each[2] == fetch_all(none) == []
    none_first = fetch_each((none, 2), (stats, 3), (days, 2))
    assert none_first[0] == [] and none_first[2] == fetch_all(days)
    assert sorted(none_first[1]) == sorted(each[1])
    # A boolean after another statement's rows: a boolean, not 1, on SQLite too.
    LessonProgress.objects.create(
        **owner, track="piquet", lesson="a", step="b", first_try_correct=True
    )
    steps = select_owned(LessonProgress, owner, ["step", "first_try_correct"])
    assert fetch_each((days, 2), (steps, 2))[1] == fetch_all(steps) == [("b", True)]
    assert fetch_each((days, 2), (steps, 2))[1][0][1] is True
