"""A move is saved onto the version it was made for, or not at all (Game.save_table): a
request that comes second, after another changed the game, stores nothing."""

from __future__ import annotations

import pytest

from tutor.piquet.bots import apply_decision, decide, view_of
from tutor.play import table as T
from tutor.play.models import Game

pytestmark = pytest.mark.django_db


def a_decision(seed: int) -> tuple[T.Table, int]:
    """A fresh table with the learner's first decision made, and its version before."""
    table = T.new_table("cavendish", 1, "deal", seed)
    before, me = table.version, table.seat()
    apply_decision(table.deal, me, decide(view_of(table.deal, me), 1, seed))
    assert table.version != before
    return table, before


def test_a_move_is_saved_only_onto_its_version() -> None:
    table, first = a_decision(11)
    fresh = T.new_table("cavendish", 1, "deal", 11)
    game = Game.objects.create(
        anon_id="a" * 32,
        kind="deal",
        preset="cavendish",
        level=1,
        record=fresh.to_dict(),
        version=fresh.version,
    )
    assert game.save_table(table, first)
    stored = Game.objects.get(pk=game.pk)
    assert (stored.version, stored.record) == (table.version, table.to_dict())
    assert stored.updated > stored.created

    second, _ = a_decision(11)  # the same move, made in a second tab for ``first``
    assert not game.save_table(second, first)
    assert Game.objects.get(pk=game.pk).version == table.version
