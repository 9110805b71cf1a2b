"""Who is learning: a signed-in user, or an anonymous visitor known by their session.

Progress of every kind (lesson steps, practice statistics, review items) is stored in
models that derive from :class:`LearnerOwned`: each row belongs either to ``user`` or to
``anon_id``. The anonymous id lives *inside* the session data, not as the session key:
Django gives the session a new key when a visitor signs in but keeps its data, so the id
survives the sign-in.

Whose is that progress? At sign-up it is the new account's: the visitor who practised made
the account. At sign-in to an existing account it may be someone else's (a shared school
computer, or a planted session: audit L15), so it is kept aside as *pending* and the
account is asked; only a "yes" moves it (:func:`claim`). Each app moves its own rows in a
receiver of :data:`progress_claimed`.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from contextlib import nullcontext
from functools import lru_cache
from typing import Any, Literal, overload

from django.apps import apps
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, connections, models, transaction
from django.db.models import Q
from django.dispatch import Signal
from django.http import HttpRequest

from tutor import statements

SESSION_FIELD = "anon_learner_id"
#: The anonymous id whose progress a signed-in user has not yet said is theirs.
PENDING_FIELD = "anon_learner_pending"

#: Sent (``anon_id=``, ``user=``) when an anonymous learner's progress becomes ``user``'s;
#: each app's receiver moves its own rows, merging what both have.
progress_claimed = Signal()


def anonymous_id(request: HttpRequest, *, create: bool = True) -> str | None:
    """The visitor's anonymous learner id, made on first use when ``create``."""
    anon = request.session.get(SESSION_FIELD)
    if anon is None and create:
        anon = uuid.uuid4().hex
        request.session[SESSION_FIELD] = anon
    return anon


@overload
def owner(request: HttpRequest, *, create: Literal[True] = ...) -> dict[str, Any]: ...
@overload
def owner(request: HttpRequest, *, create: bool) -> dict[str, Any] | None: ...
def owner(request: HttpRequest, *, create: bool = True) -> dict[str, Any] | None:
    """Filter keyword arguments selecting this learner's rows: ``user=`` or ``anon_id=``.

    None for a visitor who has no anonymous id yet when ``create`` is false (they have
    no rows).
    """
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return {"user": user}
    anon = anonymous_id(request, create=create)
    return {"anon_id": anon} if anon else None


class LearnerOwned(models.Model):
    """A row that belongs to a signed-in user or to an anonymous learner, never both."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE
    )
    # NULL, not "", for signed-in learners: the unique constraints skip NULLs.
    anon_id = models.CharField(max_length=32, null=True, blank=True, db_index=True)  # noqa: DJ001

    class Meta:
        abstract = True


def owner_constraints(name: str, *fields: str) -> list[models.BaseConstraint]:
    """Exactly one owner per row, and ``fields`` unique per owner."""
    return [
        models.CheckConstraint(
            condition=Q(user__isnull=False, anon_id__isnull=True)
            | Q(user__isnull=True, anon_id__isnull=False),
            name=f"{name}_one_owner",
        ),
        models.UniqueConstraint(
            fields=["user", *fields], condition=Q(user__isnull=False), name=f"{name}_unique_user"
        ),
        models.UniqueConstraint(
            fields=["anon_id", *fields],
            condition=Q(anon_id__isnull=False),
            name=f"{name}_unique_anon",
        ),
    ]


def _field(model: type[models.Model], name: str) -> models.Field:
    field = model._meta.get_field(name)
    assert isinstance(field, models.Field)  # a concrete column, not a relation's far side
    return field


def owner_column(model: type[LearnerOwned], owner: dict[str, Any]) -> tuple[str, Any]:
    """The database column that holds ``owner`` in ``model``'s table, and its value."""
    ((name, who),) = owner.items()
    return _field(model, name).column, getattr(who, "pk", who)


#: The conflict target of an owner's row is the partial unique index of
#: :func:`owner_constraints` (``WHERE <owner> IS NOT NULL``). The row's values come from a
#: ``SELECT`` so that a condition can hold the statement back (SQLite needs a ``WHERE`` there
#: to read ``ON CONFLICT`` as the upsert's).
_ADD_SQL = """
INSERT INTO {table} ({owner}, {keys}, {amounts})
SELECT %s, {key_values}, {amount_values} WHERE {condition}
ON CONFLICT ({owner}, {keys}) WHERE {owner} IS NOT NULL
DO UPDATE SET {sums}
"""


#: A statement and its parameters (``%s`` placeholders, in order).
Statement = tuple[str, list[Any]]


def unless_any(query: Statement | None) -> Statement:
    """The condition ``NOT EXISTS (query)`` (always true without a query), for a statement
    that writes only while ``query`` finds no row."""
    if query is None:
        return "true", []
    sql, params = query
    return f"NOT EXISTS ({sql})", params


def add_to_row(
    model: type[LearnerOwned],
    owner: dict[str, Any],
    key: dict[str, Any],
    amounts: dict[str, int],
    unless: Statement | None = None,
) -> Statement:
    """The statement that adds ``amounts`` to the learner's row of ``model`` with ``key``,
    making the row (with ``amounts``) if there is none, so that two parallel requests both
    count; run it with :func:`execute_together`. With ``unless`` (a query), it writes
    nothing if the query finds a row.

    ``key`` names the fields that are unique per owner (``owner_constraints``)."""
    column, who = owner_column(model, owner)
    condition, condition_params = unless_any(unless)
    connection = connections[DEFAULT_DB_ALIAS]
    sql = _add_sql(model, column, tuple(key), tuple(amounts), condition, connection.vendor)
    values = [_field(model, k).get_db_prep_value(v, connection) for k, v in key.items()]
    return sql, [who, *values, *amounts.values(), *condition_params]


@lru_cache(maxsize=256)
def _add_sql(
    model: type[LearnerOwned],
    owner: str,
    key: tuple[str, ...],
    amounts: tuple[str, ...],
    condition: str,
    vendor: str,
) -> str:
    """The text of :func:`add_to_row`'s statement, the same for every learner: made once
    (about 5 µs, a hundredth of an answer). ``vendor`` keeps one text per database, whose
    quoting it uses."""
    quote = connections[DEFAULT_DB_ALIAS].ops.quote_name
    cols = {name: quote(_field(model, name).column) for name in (*key, *amounts)}
    table = quote(model._meta.db_table)
    return _ADD_SQL.format(
        table=table,
        owner=quote(owner),
        keys=", ".join(cols[k] for k in key),
        amounts=", ".join(cols[a] for a in amounts),
        key_values=", ".join(["%s"] * len(key)),
        amount_values=", ".join(["%s"] * len(amounts)),
        sums=", ".join(f"{cols[a]} = {table}.{cols[a]} + EXCLUDED.{cols[a]}" for a in amounts),
        condition=condition,
    )


def execute_together(main: Statement, *more: Statement) -> tuple[Any, ...] | None:
    """Run ``main`` and the data-changing statements ``more`` as one unit, and return the
    first row ``main`` gives (its ``RETURNING``), or None.

    On PostgreSQL they are one statement (each of ``more`` a data-modifying ``WITH`` of
    ``main``): atomic by itself and one round trip, where separate statements in a
    transaction take one each, and ``BEGIN`` and ``COMMIT`` two more.
    Elsewhere (SQLite, whose ``WITH`` cannot change data) they run in turn in one
    transaction."""
    sql, params = main
    connection = connections[DEFAULT_DB_ALIAS]
    if more and connection.vendor == "postgresql":
        clauses = ", ".join(f"more_{n} AS ({more_sql})" for n, (more_sql, _) in enumerate(more))
        sql, params = f"WITH {clauses} {sql}", [*(p for _, ps in more for p in ps), *params]
        more = ()
    with transaction.atomic(savepoint=False) if more else nullcontext():
        rows = statements.run(connection, sql, params)
        for statement in more:
            statements.run(connection, *statement)
    return rows[0] if rows else None


def row_value(
    model: type[LearnerOwned], owner: dict[str, Any], key: dict[str, Any], field: str
) -> Any:
    """``field`` of the learner's row of ``model`` with ``key`` as the database gives it
    (no conversion: a number, or NULL as None), or None if there is no row.

    One plain ``SELECT``, for the pages that read one value of a learner's on every visit
    (a query built through the ORM costs several times the database's own work, as in
    ``tutor.sessions``)."""
    ((owner_name, who),) = owner.items()
    connection = connections[DEFAULT_DB_ALIAS]
    sql = _value_sql(model, owner_name, tuple(key), field, connection.alias)
    values = [_field(model, k).get_db_prep_value(v, connection) for k, v in key.items()]
    rows = statements.run(connection, sql, [getattr(who, "pk", who), *values])
    return rows[0][0] if rows else None


@lru_cache(maxsize=64)
def _value_sql(
    model: type[LearnerOwned], owner_name: str, key: tuple[str, ...], field: str, alias: str
) -> str:
    """:func:`row_value`'s ``SELECT``, written once for each model, owner, key and field."""
    quote = connections[alias].ops.quote_name
    columns = [_field(model, name).column for name in (owner_name, *key)]
    where = " AND ".join(f"{quote(c)} = %s" for c in columns)
    table = quote(model._meta.db_table)
    return f"SELECT {quote(_field(model, field).column)} FROM {table} WHERE {where}"


def select_owned(
    model: type[LearnerOwned], owner: dict[str, Any], fields: Sequence[str | int]
) -> Statement:
    """The plain ``SELECT`` of ``fields`` from the learner's rows of ``model``: each a field's
    name, or a whole number that every row gives as it is. Run it with :func:`fetch_all`;
    two of them can be joined with ``UNION ALL``.

    For the pages that read a learner's rows on every visit, as :func:`row_value`."""
    column, who = owner_column(model, owner)
    quote = connections[DEFAULT_DB_ALIAS].ops.quote_name
    names = ", ".join(
        str(f) if isinstance(f, int) else quote(_field(model, f).column) for f in fields
    )
    return f"SELECT {names} FROM {quote(model._meta.db_table)} WHERE {quote(column)} = %s", [who]


def fetch_all(statement: Statement) -> list[tuple[Any, ...]]:
    """Every row that ``statement`` gives, as the database gives them."""
    return statements.run(connections[DEFAULT_DB_ALIAS], *statement)


def fetch_each(*parts: tuple[Statement, int]) -> list[list[tuple[Any, ...]]]:
    """The rows of each statement (given with its number of columns), as :func:`fetch_all`
    gives them, read with one statement: one round trip to the database, where each
    statement costs one (on PostgreSQL about 100 µs of the worker's and the server's time,
    more than such a small read itself).

    The statements are joined with ``UNION ALL``, each in columns of its own (NULL in the
    others'), after a first column that names the statement a row belongs to. A first
    ``SELECT`` that gives no row names every statement's columns, so that the union's
    columns take their types from it. Without it PostgreSQL would make a column text where
    the first two ``SELECT`` statements fill it with NULL, and the sqlite3 module, which
    converts dates and booleans by the types the first ``SELECT`` declares, would leave
    them as SQLite keeps them."""
    width = sum(columns for _, columns in parts)
    names, sources, params = [], [], []
    selects, places, before = [], [], 0
    for n, ((sql, part_params), columns) in enumerate(parts):
        names.append(f"part_{n}.*")
        sources.append(f"({sql}) AS part_{n}")
        params += part_params
        padded = ["NULL"] * before + [f"part_{n}.*"] + ["NULL"] * (width - before - columns)
        selects.append(f"SELECT {n}, {', '.join(padded)} FROM ({sql}) AS part_{n}")
        places.append(slice(1 + before, 1 + before + columns))
        before += columns
    types = f"SELECT -1, {', '.join(names)} FROM {', '.join(sources)} WHERE 1 = 0"
    found: list[list[tuple[Any, ...]]] = [[] for _ in parts]
    for row in fetch_all((" UNION ALL ".join([types, *selects]), params * 2)):
        found[row[0]].append(row[places[row[0]]])
    return found


def _owned_models() -> list[type[LearnerOwned]]:
    return [m for m in apps.get_models() if issubclass(m, LearnerOwned)]


def has_progress(anon_id: str) -> bool:
    """Whether the anonymous learner left any row (a lesson step, an answer, a game)."""
    return any(m._default_manager.filter(anon_id=anon_id).exists() for m in _owned_models())


def claim(anon_id: str, user: Any) -> None:
    """Move an anonymous learner's progress into ``user``'s account."""
    with transaction.atomic():
        progress_claimed.send(sender=LearnerOwned, anon_id=anon_id, user=user)


def signed_up(request: HttpRequest, user: Any) -> None:
    """A new account takes the visitor's progress: they made it a moment ago."""
    anon = request.session.pop(SESSION_FIELD, None)
    if anon:
        claim(anon, user)


def signed_in(request: HttpRequest) -> None:
    """Keep the visitor's progress aside for the account to claim or leave."""
    anon = request.session.pop(SESSION_FIELD, None)
    if anon and has_progress(anon):
        request.session[PENDING_FIELD] = anon


def settle_pending(request: HttpRequest, user: Any, *, theirs: bool) -> None:
    """The account's answer: ``theirs`` moves the progress in; otherwise it is deleted
    (nobody can reach it any more: its session now belongs to this account)."""
    anon = request.session.pop(PENDING_FIELD, None)
    if not anon:
        return
    if theirs:
        claim(anon, user)
        return
    with transaction.atomic():
        for model in _owned_models():
            model._default_manager.filter(anon_id=anon).delete()
