"""Cards, hands, notation, the pack, seeded deals and the cut."""

import random

import pytest

from tutor.piquet import (
    CARDS,
    Card,
    DealtCards,
    Hand,
    InvalidInputError,
    NotationError,
    Rank,
    Suit,
    cut_for_deal,
    deal_cards,
    parse_card,
    parse_cards,
)


def test_pack_has_32_cards_seven_to_ace_in_four_suits():
    assert len(CARDS) == 32 == len(set(CARDS))
    assert [r.value for r in Rank] == list("AKQJT987")
    assert [s.value for s in Suit] == list("SHDC")


def test_point_values_ace_eleven_courts_and_ten_ten_pips_face_value():
    assert [r.points for r in Rank] == [11, 10, 10, 10, 10, 9, 8, 7]


def test_notation_is_case_insensitive_and_accepts_10_for_ten():
    assert parse_card("th") == parse_card("10H") == parse_card("10h") == Card(Rank.TEN, Suit.HEARTS)
    assert str(parse_card("10h")) == "TH"


@pytest.mark.parametrize("junk", ["", "A", "1H", "AX", "ASS", "11H", None, 3, ["AS"]])
def test_junk_is_not_a_card(junk):
    with pytest.raises(NotationError) as err:
        parse_card(junk)
    assert err.value.code == "bad_card"


def test_card_and_hand_text_round_trips():
    for card in CARDS:
        assert Card.parse(str(card)) == card
        assert eval(repr(card)) == card  # repr can be pasted back
    hand = Hand.parse("7c as kS th 10d")
    assert str(hand) == "AS KS TH TD 7C"
    assert Hand.parse(str(hand)) == hand
    assert eval(repr(hand)) == hand


def test_hand_rejects_a_card_given_twice():
    with pytest.raises(InvalidInputError) as err:
        Hand.parse("AS KS AS")
    assert err.value.code == "duplicate_card"


@pytest.mark.parametrize("code", ["AS", "7C"])
def test_hand_refuses_a_spades_card(code):
    from tutor.spades import Card as SpadesCard

    with pytest.raises(NotationError) as err:
        Hand([SpadesCard.parse(code)])
    assert err.value.code == "bad_card"


def test_parse_cards_keeps_order_and_accepts_commas():
    assert [str(c) for c in parse_cards("KS, AS 7C")] == ["KS", "AS", "7C"]


def test_carte_blanche_is_twelve_cards_without_king_queen_or_knave():
    assert Hand.parse("AS TS 9S 8S AH TH AD TD 9D 8D AC 9C").is_carte_blanche
    assert not Hand.parse("AS TS 9S 8S AH TH AD TD 9D 8D AC JC").is_carte_blanche


def test_same_seed_same_deal_and_deal_round_trips():
    d = deal_cards(42)
    assert d == deal_cards(42) == deal_cards(random.Random(42))
    assert DealtCards.parse(str(d)) == d
    assert DealtCards.from_dict(d.to_dict()) == d
    assert len({*d.elder, *d.younger, *d.talon}) == 32


def test_deal_by_packets_of_two_gives_elder_the_top_cards():
    rng_pack = list(CARDS)
    random.Random(9).shuffle(rng_pack)
    d = deal_cards(9, packet=2)
    assert set(d.elder) == set(
        rng_pack[0:2]
        + rng_pack[4:6]
        + rng_pack[8:10]
        + rng_pack[12:14]
        + rng_pack[16:18]
        + rng_pack[20:22]
    )
    assert d.talon == tuple(rng_pack[24:])
    d3 = deal_cards(9, packet=3)
    assert set(d3.elder) == set(rng_pack[0:3] + rng_pack[6:9] + rng_pack[12:15] + rng_pack[18:21])


def test_cut_never_gives_equal_ranks():
    for seed in range(50):
        a, b = cut_for_deal(seed)
        assert a.rank is not b.rank


def test_dealt_cards_need_twelve_twelve_and_eight():
    d = deal_cards(1)
    with pytest.raises(InvalidInputError) as err:
        DealtCards(d.elder, d.younger, d.talon[:7])
    assert err.value.code == "wrong_talon_size"
    with pytest.raises(InvalidInputError) as err:
        DealtCards(Hand(d.elder.cards[:11]), d.younger, d.talon)
    assert err.value.code == "wrong_hand_size"
