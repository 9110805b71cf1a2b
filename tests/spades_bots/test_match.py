"""Hands and games played by four bots (what the match command and the ladder use)."""

import pytest

from tutor.spades import Deal, Game, InvalidInputError, Phase, Seat
from tutor.spades.bots.match import play_game, play_hand


def test_a_game_is_played_to_its_end_and_scored_by_the_engine():
    record = play_game((3, 2, 1, 2), seed=12)
    game = Game.new(12)
    for deal in record.deals:
        assert deal.phase is Phase.COMPLETE and deal.dealer == game.dealer
        game = game.record([deal.bids[s] for s in Seat], deal.tricks_won)
    assert game == record.game and game.over


def test_swapping_the_levels_keeps_the_cards_of_every_hand():
    # the duplicate ladder's premise: the same seed deals the same hands in the same order
    a = play_game((3, 1, 3, 1), seed=4)
    b = play_game((1, 3, 1, 3), seed=4)
    assert a.deals[0].dealer == b.deals[0].dealer
    n = min(len(a.deals), len(b.deals))
    assert n >= 2
    assert [d.dealt for d in a.deals[:n]] == [d.dealt for d in b.deals[:n]]
    assert [d.tricks for d in a.deals[:n]] != [d.tricks for d in b.deals[:n]]


def test_a_hand_stops_where_a_person_is_to_act():
    deal = play_hand(Deal.new(9, dealer=Seat.EAST), (2, 2, 0, 2), seed=1, until=Seat.SOUTH)
    assert deal.to_act is Seat.SOUTH and len(deal.bids) == 0  # South bids first
    deal.bid(4)
    play_hand(deal, (2, 2, 0, 2), seed=1, until=Seat.SOUTH)
    assert deal.to_act is Seat.SOUTH and deal.phase is Phase.PLAY
    assert len(deal.current_trick) == (Seat.SOUTH - deal.leader) % 4


@pytest.mark.parametrize("levels", [(1, 2, 3), (0, 1, 2, 4), (0, 1, 2, True)])
def test_four_known_levels_are_needed(levels):
    with pytest.raises(InvalidInputError) as err:
        play_game(levels, seed=1)
    assert err.value.code == "bad_input"
