"""Hand scoring with contracts, nil and bags; the game to 500. Worked out by hand."""

import pytest

from tutor.spades import (
    Game,
    IllegalActionError,
    InvalidInputError,
    Team,
    add_bags,
    game_winner,
    score_hand,
)


def test_a_made_contract_scores_ten_per_trick_bid_and_one_per_overtrick():
    # A: 4 + 3 = 7 bid, 5 + 3 = 8 taken: 70 + 1. B: 3 + 2 = 5 bid, 2 + 3 = 5 taken: 50.
    s = score_hand([4, 3, 3, 2], [5, 2, 3, 3])
    a, b = s.teams
    assert (a.contract, a.made, a.points, a.bags) == (7, True, 71, 1)
    assert (b.contract, b.made, b.points, b.bags) == (5, True, 50, 0)
    assert s.scores == (71, 50) and s.bags == (1, 0)


def test_a_failed_contract_costs_ten_per_trick_bid_whatever_the_shortfall():
    # B bids 6 + 4 = 10 and takes 1 + 3 = 4: -100. A bids 1 + 1, takes 5 + 4: 20 + 7 bags.
    s = score_hand([1, 6, 1, 4], [5, 1, 4, 3])
    assert (s.teams[1].made, s.teams[1].points, s.teams[1].bags) == (False, -100, 0)
    assert (s.teams[0].points, s.teams[0].bags) == (27, 7)


def test_a_made_nil_scores_100_on_its_own_next_to_the_partners_contract():
    # East nil and no trick: +100; West bids 4, takes 4: 40. B: 140.
    s = score_hand([5, 0, 4, 4], [5, 0, 4, 4])
    b = s.teams[1]
    assert [(n.seat, n.made, n.points) for n in b.nils] == [(1, True, 100)]
    assert (b.contract, b.made, b.points) == (4, True, 140)


def test_a_failed_nils_tricks_do_not_help_the_partner_but_count_as_bags():
    # South nil takes 2: -100. North bids 5 and takes 4: the nil's 2 tricks do not make
    # the 5, so the contract fails: -50; total -150. The 2 tricks are bags.
    s = score_hand([5, 4, 0, 4], [4, 3, 2, 4])
    a = s.teams[0]
    assert (a.contract, a.tricks, a.made) == (5, 4, False)
    assert [(n.made, n.points) for n in a.nils] == [(False, -100)]
    assert (a.points, a.bags) == (-150, 2)
    assert s.bags == (2, 0)


def test_a_failed_nils_tricks_are_overtricks_when_the_partner_makes_his_bid():
    # North bids 3, takes 3: 30; South nil takes 1: -100 and 1 overtrick (+1). -69.
    s = score_hand([3, 5, 0, 4], [3, 5, 1, 4])
    assert (s.teams[0].points, s.teams[0].bags) == (-69, 1)


def test_both_partners_nil_are_scored_each_on_its_own():
    # North and South both nil: North takes none (+100), South takes 1 (-100, 1 bag);
    # contract 0 is made and the bag is an overtrick (+1): 100 - 100 + 1 = 1.
    s = score_hand([0, 6, 0, 6], [0, 6, 1, 6])
    a = s.teams[0]
    assert [(n.seat, n.made) for n in a.nils] == [(0, True), (2, False)]
    assert (a.contract, a.made, a.points, a.bags) == (0, True, 1, 1)
    # Both made: +200.
    assert score_hand([0, 7, 0, 6], [0, 7, 0, 6]).teams[0].points == 200
    # Both failed: -200, their 5 tricks are bags worth 1 each: -195.
    assert score_hand([0, 4, 0, 4], [3, 4, 2, 4]).teams[0].points == -195


def test_every_ten_bags_cost_100_and_the_rest_carry_over():
    assert add_bags(8, 5) == (1, 3)  # 13: one penalty, 3 carried
    assert add_bags(9, 1) == (1, 0)  # exactly 10
    assert add_bags(5, 4) == (0, 9)
    assert add_bags(9, 13) == (2, 2)  # 22: two penalties
    # A bids 2 + 2 and takes 6 + 5: 40 + 7 = 47; 8 carried + 7 = 15: -100, 5 carried.
    s = score_hand([2, 1, 2, 1], [6, 1, 5, 1], scores=[200, 100], bags=[8, 0])
    assert s.penalties == (1, 0)
    assert s.scores == (200 + 47 - 100, 100 + 20) and s.bags == (5, 0)


def test_a_team_wins_at_500_or_more():
    assert game_winner((500, 200)) is Team.A
    assert game_winner((499, 498)) is None
    assert game_winner((120, 512)) is Team.B


def test_both_teams_over_500_in_one_hand_the_higher_score_wins():
    # A: 450 + 61 (6 bid, 7 taken) = 511; B: 460 + 60 (6 bid, 6 taken) = 520.
    s = score_hand([3, 3, 3, 3], [4, 3, 3, 3], scores=[450, 460])
    assert s.scores == (511, 520) and s.winner is Team.B


def test_a_tie_at_500_or_more_plays_on():
    # A: 440 + 60 = 500; B: 430 + 70 = 500.
    s = score_hand([3, 4, 3, 3], [3, 4, 3, 3], scores=[440, 430])
    assert s.scores == (500, 500) and s.winner is None
    assert game_winner((530, 530)) is None


def test_negative_scores_never_end_the_game():
    assert game_winner((-600, 300)) is None
    assert game_winner((-600, 500)) is Team.B


def test_the_game_passes_the_deal_clockwise_and_stops_once_won():
    g = Game(dealer=3, scores=(430, 0), bags=(0, 0))
    g = g.record([7, 2, 0, 3], [7, 3, 0, 3])  # A: 70 + 100 = 170 -> 600; B: 5 bid, 6 taken: 51
    assert g.dealer == 0 and g.scores == (600, 51) and g.winner is Team.A
    assert not g.can_record([3, 3, 3, 3], [4, 3, 3, 3])
    with pytest.raises(IllegalActionError) as err:
        g.record([3, 3, 3, 3], [4, 3, 3, 3])
    assert err.value.code == "game_over"


@pytest.mark.parametrize(
    "kwargs, code",
    [
        ({"bids": [4, 3, 14, 2], "tricks": [4, 3, 4, 2]}, "bad_bid"),
        ({"bids": [4, 3, -1, 2], "tricks": [4, 3, 4, 2]}, "bad_bid"),
        ({"bids": [4, 3, True, 2], "tricks": [4, 3, 4, 2]}, "bad_bid"),
        ({"bids": [4, 3, 3], "tricks": [4, 3, 4, 2]}, "bad_bid"),
        ({"bids": [4, 3, 3, 2], "tricks": [4, 3, 4, 3]}, "bad_tricks"),
        ({"bids": [4, 3, 3, 2], "tricks": [4, 3, 4, 2.0]}, "bad_tricks"),
        ({"bids": [4, 3, 3, 2], "tricks": [4, 3, 4, 2], "scores": [1]}, "bad_score"),
        ({"bids": [4, 3, 3, 2], "tricks": [4, 3, 4, 2], "bags": [10, 0]}, "bad_bags"),
        ({"bids": [4, 3, 3, 2], "tricks": [4, 3, 4, 2], "bags": [-1, 0]}, "bad_bags"),
    ],
)
def test_it_refuses_bad_scoring_input_with_a_code(kwargs, code):
    with pytest.raises(InvalidInputError) as err:
        score_hand(**kwargs)
    assert err.value.code == code
