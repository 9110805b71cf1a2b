"""A game at the play table: its whole state is the table's record, kept under a UUID.

One model for every game the site plays: ``kind`` says which table the record belongs
to — a Piquet :class:`~tutor.play.table.Table` (``deal``, ``partie``: the settings, the
cut and each deal's action log) or a :class:`~tutor.play.spades_table.SpadesTable`
(``spades``: each hand's cards, bids and plays). Both are saved the same way, onto the
version they were loaded at, and a finished game keeps its ``outcome`` for the learner's
statistics."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Collection
from functools import lru_cache
from typing import Any, Protocol

from django.db import DEFAULT_DB_ALIAS, connections, models
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Q
from django.db.models.expressions import Col
from django.utils import timezone

from tutor import statements
from tutor.learners import LearnerOwned, owner_column
from tutor.play.spades_table import KIND as SPADES
from tutor.play.spades_table import SpadesTable
from tutor.play.table import Table


class Record(Protocol):
    """What a table gives the model to store: its record, version and end."""

    @property
    def version(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    @property
    def outcome(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


class Game(LearnerOwned):
    """One game against the computer (a Piquet deal or partie, a game of Spades), owned by
    a user or a visitor."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=8)
    preset = models.CharField(max_length=16)
    level = models.PositiveSmallIntegerField()
    open_hands = models.BooleanField(default=False)
    #: The coach (``tutor.play.coaching.MODES``): ``off`` (hints and "How did I do?" on
    #: request), ``on`` (also take back), ``beginner`` (also stops before a costly mistake).
    coaching = models.CharField(max_length=8, default="off")
    #: The coach's ratings of the learner's decisions, kept so that "How did I do?" is
    #: rated once (``tutor.play.coach_web``): ``{"judged": {key: Judged}, "filed": [key]}``.
    coach = models.JSONField(default=dict, blank=True)
    #: A finished game's figures in a teacher's results and on a pupil's task page,
    #: worked out once from ``record`` and ``coach`` and kept for the ``version`` they were
    #: worked out at (``tutor.play.coach_web.figures``): ``{"version", "points", "costs"}``.
    figures = models.JSONField(null=True, blank=True)
    record = models.JSONField()
    #: ``Table.version`` of ``record``: a decision is saved only onto the version it
    #: was made for, so a replayed or stale POST changes nothing.
    version = models.PositiveIntegerField()
    finished = models.BooleanField(default=False)
    #: For the learner, once ``finished``: ``won``, ``lost`` or ``drawn`` (a resigned
    #: game is lost); empty while the game goes on.
    outcome = models.CharField(max_length=8, blank=True, default="")
    #: The class's "play N deals" task this deal was played for (``tutor.classes``).
    table_assignment = models.ForeignKey(
        "classes.TableAssignment",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="games",
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]
        constraints = [
            models.CheckConstraint(
                condition=Q(user__isnull=False, anon_id__isnull=True)
                | Q(user__isnull=True, anon_id__isnull=False),
                name="game_one_owner",
            ),
            models.CheckConstraint(
                condition=Q(coaching__in=("off", "on", "beginner")), name="game_coaching_mode"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.id}"

    def table(self) -> Table:
        """The Piquet table of a Piquet game."""
        return Table.from_dict(self.record)

    def spades_table(self) -> SpadesTable:
        """The Spades table of a Spades game."""
        return SpadesTable.from_dict(self.record)

    @property
    def is_spades(self) -> bool:
        return self.kind == SPADES

    def save_table(self, table: Record, old_version: int) -> bool:
        """Store ``table`` if the saved game is still at ``old_version``; False if another
        request changed it first."""
        record = table.to_dict()
        values = {
            "record": record,
            "version": table.version,
            "finished": table.finished,
            "outcome": table.outcome,
            "updated": timezone.now(),
        }
        if changed := _update_at_version(self.pk, old_version, values):
            self.record, self.version, self.finished, self.outcome = (
                record,
                table.version,
                table.finished,
                table.outcome,
            )
        return changed


def _update_at_version(pk: uuid.UUID, version: int, values: dict[str, Any]) -> bool:
    """Set ``values`` on game ``pk`` if it is still at ``version``: one plain ``UPDATE``
    run by ``tutor.statements``, whose ``RETURNING`` gives the row it changed, none if the
    game had moved on (every move saves its game; the ORM's ``update`` cost 210 µs on
    SQLite where the statement costs 80, as in :func:`owned_game`)."""
    db = connections[DEFAULT_DB_ALIAS]
    quote = db.ops.quote_name
    fields = {f.name: f for f in Game._meta.concrete_fields}
    column = {name: quote(f.column) for name, f in fields.items()}
    assignments = ", ".join(f"{column[name]} = %s" for name in values)
    params = [fields[name].get_db_prep_save(v, db) for name, v in values.items()]
    key = Game._meta.pk.get_db_prep_value(pk, db)
    sql = (
        f"UPDATE {quote(Game._meta.db_table)} SET {assignments}"
        f" WHERE {column['id']} = %s AND {column['version']} = %s RETURNING {column['id']}"
    )
    return bool(statements.run(db, sql, [*params, key, version]))


def owned_game(pk: uuid.UUID, kinds: Collection[str], owner: dict[str, Any]) -> Game | None:
    """The ``owner``'s game ``pk`` if it is of one of ``kinds``, else None.

    Every move at the table reads its game: one plain statement here, run by
    ``tutor.statements`` as the session's read is, whose row is turned into a game as the
    ORM would (``_reader``), since building the query through the ORM costs about three
    times the rest of the read and ``raw()`` works out the columns and their converters
    again on each call."""
    column, who = owner_column(Game, owner)
    db = connections[DEFAULT_DB_ALIAS]
    select, converters = _reader(db)
    quote = db.ops.quote_name
    fields = {f.name: quote(f.column) for f in Game._meta.concrete_fields}
    sql = (
        f"{select} WHERE {fields['id']} = %s AND {quote(column)} = %s"
        f" AND {fields['kind']} IN ({', '.join(['%s'] * len(kinds))})"
    )
    key = Game._meta.pk.get_db_prep_value(pk, db)
    rows = statements.run(db, sql, [key, who, *kinds])
    if not rows:
        return None
    row = rows[0]
    values = []
    for value, (col, convert) in zip(row, converters, strict=True):
        for converter in convert:
            value = converter(value, col, db)
        values.append(value)
    return Game.from_db(db.alias, [f.attname for f in Game._meta.concrete_fields], values)


@lru_cache(maxsize=8)
def _reader(db: BaseDatabaseWrapper) -> tuple[str, list[tuple[Col, list[Callable]]]]:
    """For the database ``db``: the ``SELECT`` of a game's columns in the model's order,
    and each column's converters, the backend's and the field's, which the ORM's compiler
    applies to a value read (``SQLCompiler.get_converters``)."""
    fields = Game._meta.concrete_fields
    table = Game._meta.db_table
    quote = db.ops.quote_name
    select = f"SELECT {', '.join(quote(f.column) for f in fields)} FROM {quote(table)}"
    columns = [f.get_col(table) for f in fields]
    return select, [(c, [*db.ops.get_db_converters(c), *c.get_db_converters(db)]) for c in columns]
