"""A move is saved onto the version it was made for, or not at all (Game.save_table): a
request that comes second, after another changed the game, stores nothing."""

from __future__ import annotations

import uuid

import pytest
from django.contrib.auth import get_user_model

from tutor.piquet.bots import apply_decision, decide, view_of
from tutor.play import table as T
from tutor.play.models import Game, owned_game

pytestmark = pytest.mark.django_db


def a_decision(seed: int) -> tuple[T.Table, int]:
    """A fresh table with the learner's first decision made, and its version before."""
    table = T.new_table("cavendish", 1, "deal", seed)
    before, me = table.version, table.seat()
    apply_decision(table.deal, me, decide(view_of(table.deal, me), 1, seed))
    assert table.version != before
    return table, before


def stored_game(table: T.Table, **fields) -> Game:
    """``table`` saved as a game (a level 1 deal unless ``fields`` say otherwise)."""
    settings = {"kind": "deal", "preset": "cavendish", "level": 1, **fields}
    return Game.objects.create(**settings, record=table.to_dict(), version=table.version)


def test_a_move_is_saved_only_onto_its_version() -> None:
    table, first = a_decision(11)
    game = stored_game(T.new_table("cavendish", 1, "deal", 11), anon_id="a" * 32)
    assert game.save_table(table, first)
    stored = Game.objects.get(pk=game.pk)
    assert (stored.version, stored.record) == (table.version, table.to_dict())
    assert stored.updated > stored.created

    second, _ = a_decision(11)  # the same move, made in a second tab for ``first``
    assert not game.save_table(second, first)
    assert Game.objects.get(pk=game.pk).version == table.version


def _fields(game: Game) -> dict:
    return {f.attname: getattr(game, f.attname) for f in Game._meta.concrete_fields}


def test_a_game_is_read_for_its_owner_as_the_orm_reads_it() -> None:
    user = get_user_model().objects.create_user("reader", password="pw-not-used-1")
    table = T.new_table("cavendish", 3, "partie", 5)
    made = [
        stored_game(table, anon_id="b" * 32),
        stored_game(
            table,
            user=user,
            kind="partie",
            preset="dutch_text",
            level=3,
            open_hands=True,
            coaching="beginner",
            coach={"judged": {"k": {"index": 1}}, "filed": ["k"]},
            finished=True,
            outcome="won",
        ),
    ]
    owners = [{"anon_id": "b" * 32}, {"user": user}]
    for game, owner in zip(made, owners, strict=True):
        read = owned_game(game.pk, T.KINDS, owner)
        assert read is not None and read.pk == game.pk
        assert _fields(read) == _fields(Game.objects.get(pk=game.pk))
        assert read.table().to_dict() == table.to_dict()
    # Not another owner's, not another kind's, not a game that does not exist.
    assert owned_game(made[0].pk, T.KINDS, owners[1]) is None
    assert owned_game(made[1].pk, T.KINDS, owners[0]) is None
    assert owned_game(made[0].pk, ("spades",), owners[0]) is None
    assert owned_game(uuid.uuid4(), T.KINDS, owners[0]) is None
