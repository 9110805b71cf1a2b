"""The game registry: every drill kind belongs to exactly one declared game."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutor import labels
from tutor.drills import GAME_LIST, GAMES, KINDS, DrillError, game_of, generate


def test_it_declares_every_kind_in_exactly_one_game() -> None:
    declared = [name for game in GAME_LIST for name in game.kind_names]
    assert sorted(declared) == sorted(KINDS) and len(set(declared)) == len(declared)
    assert GAMES == {game.id: game.kind_names for game in GAME_LIST}
    for game in GAME_LIST:
        assert all(game_of(kind) is game for kind in game.kind_names)
        assert game.first_kind == game.kind_names[0]


def test_it_reads_each_games_cards_with_its_own_parser() -> None:
    piquet, spades = (game_of("point"), game_of("spades_hand"))
    assert piquet.card_line("as 10h") == "AS TH"
    assert spades.card_line("2s ah") == "2S AH"
    with pytest.raises(ValueError):
        piquet.card_line("2S")  # no twos in a piquet pack


def test_it_refuses_a_kind_of_no_game() -> None:
    with pytest.raises(DrillError) as caught:
        game_of("poker")
    assert caught.value.code == "unknown_kind"


def test_it_labels_a_and_b_as_teams_or_players_by_the_games_sides() -> None:
    with translation.override("en"):
        team = labels.option_label("winner", "a", "spades_game")
        player = labels.option_label("winner", "a", "rubicon")
    assert "team" in team.lower() and "player" in player.lower()
    assert game_of(generate("spades_game", 1, 1).kind).sides == "teams"
