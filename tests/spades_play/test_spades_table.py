"""The Spades table without the web: its record replays through the engine, every change
moves the version, the computers stop at South's turn, and the game's end, outcome and
resignation."""

from __future__ import annotations

import copy

import pytest

from tutor.play import spades_table as S
from tutor.play.table import TableError
from tutor.spades import Phase, Seat, SpadesError


def _south_plays_first_legal(table: S.SpadesTable) -> None:
    if table.deal.phase is Phase.BIDDING:
        S.bid(table, 3)
    elif table.deal.phase is Phase.PLAY:
        S.play(table, table.deal.legal_plays[0])
    else:
        S.next_hand(table)


def test_the_computers_move_until_south_is_to_act() -> None:
    for seed in range(8):
        table = S.new_table(1, seed)
        assert table.deal.to_act is Seat.SOUTH and table.learner_to_act
        assert not table.computer_to_act
        S.bid(table, 2)
        assert table.deal.phase is Phase.PLAY and table.deal.to_act is Seat.SOUTH


def test_the_record_round_trips_and_every_decision_moves_the_version() -> None:
    table = S.new_table(2, 7)
    versions = [table.version]
    for _ in range(40):
        _south_plays_first_legal(table)
        versions.append(table.version)
        again = S.SpadesTable.from_dict(table.to_dict())
        assert again.to_dict() == table.to_dict() and again.version == table.version
    assert versions == sorted(set(versions))


def test_a_stored_record_with_an_illegal_card_is_refused_by_the_engine() -> None:
    table = S.new_table(1, 3)
    S.bid(table, 3)
    data = copy.deepcopy(table.to_dict())
    south = data["hands"][0]["dealt"][Seat.SOUTH].split()
    data["hands"][0]["plays"].insert(0, south[0])  # South cannot lead out of turn
    with pytest.raises(SpadesError):
        S.SpadesTable.from_dict(data)


def test_decisions_out_of_turn_are_refused() -> None:
    table = S.new_table(1, 5)
    with pytest.raises(TableError):
        S.play(table, table.deal.hand(Seat.SOUTH).cards[0])
    with pytest.raises(TableError):
        S.next_hand(table)
    with pytest.raises(SpadesError) as refused:
        S.bid(table, 14)
    assert refused.value.code == "bad_bid"


def test_the_game_ends_when_the_engine_names_a_winner_and_resigning_is_a_loss() -> None:
    table = S.new_table(3, 11)
    while not table.finished:
        _south_plays_first_legal(table)
    assert table.score().winner is not None
    assert table.outcome == ("won" if table.score().winner.value == "a" else "lost")
    with pytest.raises(TableError):
        S.next_hand(table)
    with pytest.raises(TableError):
        S.resign(table)
    fresh = S.new_table(1, 12)
    S.resign(fresh)
    assert fresh.finished and fresh.outcome == "lost"
    assert S.SpadesTable.from_dict(fresh.to_dict()).outcome == "lost"
