"""Point, sequences and sets: evaluation and comparison (Laws 62-64)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.cardgame import SUITS
from tutor.piquet import (
    CardSet,
    Declaration,
    Hand,
    IllegalActionError,
    InvalidInputError,
    Player,
    Point,
    Reason,
    Sequence,
    Suit,
    best_keys,
    best_point,
    compare_declarations,
    compare_point,
    compare_sequences,
    compare_sets,
    sequences,
    sets,
    suit_point,
    verify_declaration,
)

E, Y = Player.ELDER, Player.YOUNGER


def test_point_scores_its_length_not_its_value():
    # AKQJT of spades: five cards (value 51) scores 5.
    p = best_point(Hand.parse("AS KS QS JS TS 7H 8H 7D 8D 9C 8C 7C"))
    assert (p.length, p.value, p.score) == (5, 51, 5)


def test_best_point_prefers_more_cards_then_higher_value():
    # Spades 4 cards (A K Q J = 41), hearts 4 cards (K Q J T = 40), clubs 4 (9 8 7 T?).
    p = best_point(Hand.parse("AS KS QS JS KH QH JH TH 9C 8C 7C TC"))
    assert str(p) == "AS KS QS JS"


def test_sequences_are_maximal_runs_of_three_or_more():
    # A six-card run is one sixieme, not a quart and a tierce.
    seqs = sequences(Hand.parse("AS KS QS JS TS 9S 7S 8H 7H 9D 8D 7D"))
    assert [(s.length, s.top.value, s.name, s.score) for s in seqs] == [
        (6, "A", "sixieme", 16),
        (3, "9", "tierce", 3),
    ]


def test_sequence_scores_tierce_3_quart_4_quint_15_up_to_huitieme_18():
    scores = [
        Sequence.from_cards("AS KS QS JS TS 9S 8S 7S"[: 3 * n - 1]).score for n in range(3, 9)
    ]
    assert scores == [3, 4, 15, 16, 17, 18]


def test_nines_eights_sevens_never_form_sets():
    assert sets(Hand.parse("9S 9H 9D 9C 8S 8H 8D 7S 7H 7D AS KS")) == ()
    with pytest.raises(InvalidInputError):
        CardSet.parse("9S 9H 9D")


def test_sets_best_first_quatorze_before_trios():
    found = sets(Hand.parse("TS TH TD TC AS AH AD 9S 9H 8S 8H 7S"))
    assert [(s.kind.value, s.rank.value, s.score) for s in found] == [
        ("quatorze", "T", 14),
        ("trio", "A", 3),
    ]


def test_longer_point_wins():
    r = compare_point(Point.parse("9S 8S 7S TS"), Point.parse("AH KH QH"))
    assert (r.winner, r.reason, r.score) == (E, Reason.LONGER, 4)


def test_equal_point_higher_value_wins():
    r = compare_point(Point.parse("AS 7S 8S"), Point.parse("KH QH 9H"))  # 26 v 29
    assert (r.winner, r.reason, r.score) == (Y, Reason.HIGHER_VALUE, 3)


def test_equal_point_equal_value_nobody_scores():
    r = compare_point(Point.parse("KS QS"), Point.parse("JH TH"))
    assert (r.winner, r.reason, r.score) == (None, Reason.EQUAL, 0)


def test_longer_sequence_beats_higher_one():
    # A quart minor is good against a tierce major (Cavendish).
    r = compare_sequences([Sequence.parse("AS KS QS")], [Sequence.parse("TH 9H 8H 7H")])
    assert (r.winner, r.reason, r.score) == (Y, Reason.LONGER, 4)


def test_equal_length_sequence_higher_top_card_wins_and_scores_all():
    # Quart to the queen + tierce minor against a quart to the knave: 4 + 3.
    r = compare_sequences(
        [Sequence.parse("QS JS TS 9S"), Sequence.parse("9C 8C 7C")],
        [Sequence.parse("JH TH 9H 8H")],
    )
    assert (r.winner, r.reason, r.score) == (E, Reason.HIGHER_RANK, 7)
    assert len(r.scored) == 2


def test_equal_best_sequence_nullifies_the_whole_category():
    # Tierce major v tierce major: nobody scores, even a second tierce (Cavendish).
    r = compare_sequences(
        [Sequence.parse("AS KS QS"), Sequence.parse("9D 8D 7D")], [Sequence.parse("AH KH QH")]
    )
    assert (r.winner, r.reason, r.score) == (None, Reason.EQUAL, 0)


def test_any_quatorze_beats_any_trio():
    r = compare_sets([CardSet.parse("AS AH AD")], [CardSet.parse("TS TH TD TC")])
    assert (r.winner, r.reason, r.score) == (Y, Reason.QUATORZE, 14)


def test_higher_trio_wins_and_winner_scores_all_sets():
    r = compare_sets(
        [CardSet.parse("KS KH KD"), CardSet.parse("TS TH TC")], [CardSet.parse("QS QH QD")]
    )
    assert (r.winner, r.reason, r.score) == (E, Reason.HIGHER_RANK, 6)


def test_uncontested_and_empty_categories():
    r = compare_sets([], [CardSet.parse("JS JH JD")])
    assert (r.winner, r.reason, r.score) == (Y, Reason.UNCONTESTED, 3)
    r = compare_sequences([], [])
    assert (r.winner, r.reason, r.score) == (None, Reason.NONE, 0)


def test_compare_declarations_hands_declare_everything():
    c = compare_declarations(
        Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC"),
        Hand.parse("KD QD JD 8D 7D JH TH KC QC JC 9C 8C"),
    )
    # Point 5 (50) v 5 (47): elder by value; quart + tierce 7; four aces v three knaves 14.
    assert (c.point.winner, c.point.reason, c.point.score) == (E, Reason.HIGHER_VALUE, 5)
    assert (c.sequence.winner, c.sequence.score) == (E, 7)
    assert (c.sets.winner, c.sets.reason, c.sets.score) == (E, Reason.QUATORZE, 14)
    assert c.score(E) == 26 and c.score(Y) == 0


def test_sunk_combination_scores_nothing_and_saves_nothing():
    elder = Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC")
    younger = Hand.parse("KD QD JD 8D 7D JH TH KC QC JC 9C 8C")
    # Elder sinks his aces: younger's three knaves become good (3).
    sunk = Declaration(best_point(elder), sequences(elder), ())
    c = compare_declarations(sunk, younger)
    assert (c.sets.winner, c.sets.score) == (Y, 3)


def test_calling_less_than_held():
    # A player may call five of his six cards for point, or three of four kings.
    hand = Hand.parse("AS KS QS JS TS 9S KH KD KC 7H 7D 7C")
    d = Declaration(Point.parse("AS KS QS JS TS"), (), (CardSet.parse("KS KH KD"),))
    verify_declaration(hand, d)
    with pytest.raises(IllegalActionError) as err:
        verify_declaration(hand, Declaration(None, (), (CardSet.parse("AS AH AD"),)))
    assert err.value.code == "not_held"


def test_declaration_round_trips_through_dict():
    d = Declaration.full(Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC"))
    assert Declaration.from_dict(d.to_dict()) == d


def test_bad_combinations_are_refused():
    for make in (
        lambda: Sequence.from_cards("AS KS JS"),
        lambda: Point.parse("AS KH"),
        lambda: CardSet.parse("AS AH"),
        lambda: Declaration.from_dict({"point": None, "bogus": []}),
    ):
        with pytest.raises(InvalidInputError) as err:
            make()
        assert err.value.code == "bad_declaration"


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_best_keys_are_the_keys_of_the_best_combinations(mask):
    """best_keys reads from its tables what best_point, sequences and sets make."""
    hand = Hand.from_mask(mask)
    point, runs, found = best_point(hand), sequences(hand), sets(hand)
    assert best_keys(mask) == (
        point.key if point else 0,
        runs[0].key if runs else 0,
        found[0].key if found else 0,
    )


@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from(SUITS))
def test_a_suits_point_is_its_cards(mask, suit):
    """suit_point reads from its table the point the suit's cards make."""
    hand = Hand.from_mask(mask)
    cards = hand.suit(suit)
    assert suit_point(hand, suit) == (Point(cards) if cards else None)
    assert suit_point(str(hand), suit) == suit_point(hand, suit)


def test_a_suits_point_by_example():
    hand = Hand.parse("AS KS QS JS KH QH JH TH 9C 8C 7C TC")
    assert (suit_point(hand, Suit.SPADES).length, suit_point(hand, Suit.SPADES).value) == (4, 41)
    assert suit_point(hand, Suit.DIAMONDS) is None
