"""The Spades kinds: fixed questions with answers worked out by hand from the rules,
the levels' properties, bad parameters, Spades cards in answers, team labels."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutor import labels
from tutor.drills import DrillError, check, generate, make

SEEDS = range(300)

# Seats 0 and 2 are team A, 1 and 3 team B.
HANDS = [
    # A bids 4 + 3 = 7, takes 5 + 3 = 8: 70 + 1. B bids 3 + 2 = 5, takes 2 + 3: 50.
    (
        {"bids": "4 3 3 2", "tricks": "5 2 3 3"},
        {"points_a": "71", "bags_a": "1", "points_b": "50", "bags_b": "0"},
    ),
    # South nil takes 1: -100 and 1 bag; North bids 4, takes 5: 40 + 1 + 1 (the nil's
    # trick is an overtrick) = 42; A: -58, 2 bags. B bids 3 + 5 = 8, takes 4 + 3 = 7: -80.
    (
        {"bids": "4 3 0 5", "tricks": "5 4 1 3"},
        {"points_a": "-58", "bags_a": "2", "points_b": "-80", "bags_b": "0"},
    ),
    # The failed nil's 2 tricks do not help North's 5 (he took 4): -50 - 100 = -150, 2 bags.
    # B bids 4 + 4 = 8 and takes 3 + 4 = 7: -80.
    (
        {"bids": "5 4 0 4", "tricks": "4 3 2 4"},
        {"points_a": "-150", "bags_a": "2", "points_b": "-80", "bags_b": "0"},
    ),
    # East and West both nil: East takes none (+100), West 1 (-100, 1 bag worth 1): 1.
    # A bids 6 + 6 = 12, takes 6 + 6: 120.
    (
        {"bids": "6 0 6 0", "tricks": "6 0 6 1"},
        {"points_a": "120", "bags_a": "0", "points_b": "1", "bags_b": "1"},
    ),
]


@pytest.mark.parametrize("params, answer", HANDS)
def test_it_scores_a_spades_hand_as_worked_out_by_hand(params, answer):
    q = make("spades_hand", params)
    assert dict(q.expected) == answer
    assert check(q, answer).correct


def test_it_carries_bags_over_and_takes_100_for_every_ten():
    # A: 71 (1 bag) from 200, 9 bags carried: 10 bags, -100, 0 carried: 171.
    # B: 50, 3 carried: 250.
    q = make(
        "spades_bags", {"bids": "4 3 3 2", "tricks": "5 2 3 3", "scores": "200 200", "bags": "9 3"}
    )
    assert dict(q.expected) == {"score_a": "171", "bags_a": "0", "score_b": "250", "bags_b": "3"}
    codes = [r.code for r in q.reasons]
    assert "spades_bags_penalty" in codes and "spades_bags_carry" in codes
    # Negative totals are fine: -40 + 71 = 31, 2 + 1 bags.
    q = make(
        "spades_bags", {"bids": "4 3 3 2", "tricks": "5 2 3 3", "scores": "-40 0", "bags": "2 0"}
    )
    assert (q.expected["score_a"], q.expected["bags_a"]) == ("31", "3")


@pytest.mark.parametrize(
    "params, cards",
    [
        ({"hand": "AS 5H 2H KD", "led": "9H", "broken": "no"}, "5H 2H"),
        ({"hand": "AS 5C 2D", "led": "9H", "broken": "no"}, "AS 2D 5C"),  # void: anything
        ({"hand": "AS 5C 2D", "led": "", "broken": "no"}, "2D 5C"),  # no spade lead yet
        ({"hand": "AS 5C 2D", "broken": "yes"}, "AS 2D 5C"),
        ({"hand": "AS 7S 2S", "broken": "no"}, "AS 7S 2S"),  # only spades: may lead one
    ],
)
def test_it_lists_the_legal_cards(params, cards):
    q = make("spades_legal", params)
    assert q.expected["cards"] == cards
    assert check(q, {"cards": cards.split()}).correct


def test_it_reads_spades_cards_in_answers_with_10_for_ten():
    q = make("spades_legal", {"hand": "TS 6S 2S KD", "led": "3S"})
    assert check(q, {"cards": ["2s", "10S", "6S"]}).correct
    with pytest.raises(DrillError) as err:
        check(q, {"cards": ["7S"]})  # not in the hand
    assert err.value.code == "bad_answer"


@pytest.mark.parametrize(
    "leader, cards, winner",
    [
        ("1", "AH 2S KH QH", "2"),  # the seed's example: South's two of spades
        ("3", "5H AD KH 2H", "1"),  # W 5H, N AD, E KH, S 2H: the highest heart
        ("2", "AD 3S 9S 2S", "0"),  # S, W 3S, N 9S, E 2S: the highest spade
        ("0", "5S AH KS AD", "2"),  # spades led: aces of other suits do not win
    ],
)
def test_it_names_the_seat_that_wins_the_trick(leader, cards, winner):
    q = make("spades_trick", {"leader": leader, "cards": cards})
    assert q.expected["winner"] == winner


@pytest.mark.parametrize(
    "scores, winner",
    [
        ("510 480", "a"),
        ("499 320", "nobody"),
        ("520 530", "b"),  # both over 500: the higher wins
        ("500 500", "nobody"),  # tied: play on
        ("-600 300", "nobody"),  # negative scores never end the game
        ("-20 500", "b"),
    ],
)
def test_it_says_who_has_won_the_game(scores, winner):
    assert make("spades_game", {"scores": scores}).expected["winner"] == winner


@pytest.mark.parametrize(
    "kind, params",
    [
        ("spades_hand", {"bids": "4 3 3", "tricks": "5 2 3 3"}),
        ("spades_hand", {"bids": "4 3 3 14", "tricks": "5 2 3 3"}),
        ("spades_hand", {"bids": "4 3 3 2", "tricks": "5 2 3 4"}),  # 14 tricks
        ("spades_hand", {"bids": "4 3 3 x", "tricks": "5 2 3 3"}),
        ("spades_bags", {"bids": "4 3 3 2", "tricks": "5 2 3 3", "scores": "0 0", "bags": "10 0"}),
        ("spades_bags", {"bids": "4 3 3 2", "tricks": "5 2 3 3", "scores": "0", "bags": "0 0"}),
        ("spades_legal", {"hand": "AS 2H", "led": "AS"}),  # led card in the hand
        ("spades_legal", {"hand": "AS 1H"}),
        ("spades_legal", {"hand": "AS", "broken": "maybe"}),
        ("spades_trick", {"leader": "4", "cards": "AH 2S KH QH"}),
        ("spades_trick", {"leader": "0", "cards": "AH 2S KH"}),
        ("spades_trick", {"leader": "0", "cards": "AH 2S KH AH"}),
        ("spades_game", {"scores": "500"}),
        ("spades_game", {"scores": "5OO 20"}),
    ],
)
def test_it_refuses_bad_spades_params(kind, params):
    with pytest.raises(DrillError) as err:
        make(kind, params)
    assert err.value.code == "bad_params"


def codes(kind: str, seed: int, level: int) -> set[str]:
    return {r.code for r in generate(kind, seed, level).reasons}


def test_it_keeps_level_1_hands_clear_of_nil_and_brings_nil_at_levels_2_and_3():
    nil = {"spades_nil_made", "spades_nil_failed", "spades_both_nil"}
    for seed in SEEDS:
        assert not codes("spades_hand", seed, 1) & nil
        assert codes("spades_hand", seed, 2) & nil
        assert {"spades_nil_made", "spades_nil_failed"} <= codes("spades_hand", seed, 3)
    level2 = set().union(*(codes("spades_hand", s, 2) for s in SEEDS))
    assert {"spades_both_nil", "spades_nil_failed", "spades_contract_failed"} <= level2


def test_it_crosses_ten_bags_at_level_2_and_never_at_level_1():
    for seed in SEEDS:
        assert "spades_bags_penalty" not in codes("spades_bags", seed, 1)
    crossing = sum("spades_bags_penalty" in codes("spades_bags", s, 2) for s in SEEDS)
    assert crossing == len(SEEDS)


def test_it_asks_about_breaking_spades_and_voids_at_level_2():
    level1 = set().union(*(codes("spades_legal", s, 1) for s in SEEDS))
    level2 = set().union(*(codes("spades_legal", s, 2) for s in SEEDS))
    assert level1 == {"spades_must_follow"}
    assert level2 == {"spades_cannot_follow", "spades_lead_not_broken", "spades_lead_only_spades"}


def test_it_trumps_a_trick_at_level_2_and_overtrumps_at_level_3():
    for seed in SEEDS:
        assert codes("spades_trick", seed, 1) == {"spades_trick_suit_led"}
        assert codes("spades_trick", seed, 2) == {"spades_trick_trumped"}
        assert codes("spades_trick", seed, 3) == {"spades_trick_highest_spade"}


def test_it_brings_both_teams_over_500_and_ties_at_level_2():
    level2 = set().union(*(codes("spades_game", s, 2) for s in SEEDS))
    assert {"spades_game_both_over", "spades_game_tie", "spades_game_won"} <= level2
    negative = [generate("spades_game", s, 3).show["scores"] for s in SEEDS]
    assert any(min(x) < 0 for x in negative)


def test_it_labels_spades_seats_and_teams_apart_from_piquets_players():
    with translation.override("en"):
        assert labels.option_label("winner", "2") == "South"
        assert labels.option_label("winner", "a", "spades_game") == "team A (North and South)"
        assert labels.option_label("winner", "a", "rubicon") == labels.option_label("winner", "a")
        trick = make("spades_trick", {"leader": "1", "cards": "AH 2S KH QH"})
        text = labels.reason_text(trick.reasons[0])
    assert "South" in text and "two of spades" in text
