"""Cards, hands, notation and seeded deals of the 52-card pack."""

import random

import pytest

from tutor.spades import (
    CARDS,
    Card,
    Hand,
    InvalidInputError,
    NotationError,
    Rank,
    Suit,
    deal_hands,
    parse_card,
    parse_cards,
)


def test_it_has_52_cards_ace_high_down_to_the_two_in_four_suits():
    assert len(CARDS) == 52 == len(set(CARDS))
    assert [r.value for r in Rank] == list("AKQJT98765432")
    assert [s.value for s in Suit] == list("SHDC")


def test_it_reads_notation_in_any_case_with_10_for_ten():
    assert parse_card("th") == parse_card("10H") == Card(Rank.TEN, Suit.HEARTS)
    assert str(parse_card("2c")) == "2C" and str(parse_card("6s")) == "6S"


@pytest.mark.parametrize("junk", ["", "1S", "AX", "11H", "ASS", "0S", None, 2, ["AS"]])
def test_it_refuses_junk_as_a_card(junk):
    with pytest.raises(NotationError) as err:
        parse_card(junk)
    assert err.value.code == "bad_card"


def test_its_text_forms_round_trip():
    for card in CARDS:
        assert Card.parse(str(card)) == card and eval(repr(card)) == card
    hand = Hand.parse("2c as 6S th 10d")
    assert str(hand) == "AS 6S TH TD 2C"
    assert Hand.parse(str(hand)) == hand and eval(repr(hand)) == hand


def test_it_refuses_a_card_given_twice():
    with pytest.raises(InvalidInputError) as err:
        parse_cards("AS 2S as")
    assert err.value.code == "duplicate_card"


def test_it_deals_13_cards_each_from_the_dealers_left_the_same_for_the_same_seed():
    hands = deal_hands(42)
    assert hands == deal_hands(42) == deal_hands(random.Random(42))
    assert [len(h) for h in hands] == [13, 13, 13, 13]
    assert len({c for h in hands for c in h}) == 52
    # One card at a time, clockwise, starting left of the dealer: with dealer 0 the first
    # card of the shuffled pack goes to seat 1, the second to seat 2, ...
    pack = list(CARDS)
    random.Random(42).shuffle(pack)
    assert set(hands[1]) == set(pack[0::4]) and set(hands[0]) == set(pack[3::4])
    assert deal_hands(42, dealer=1)[2] == hands[1]


def test_it_refuses_a_dealer_that_is_not_a_seat():
    with pytest.raises(InvalidInputError) as err:
        deal_hands(1, dealer=4)
    assert err.value.code == "bad_seat"
