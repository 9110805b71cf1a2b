"""The partie: Rubicon settlement, ties, au cent (Laws 71-73, au cent laws)."""

import pytest

from tutor.piquet import (
    AU_CENT,
    CAVENDISH,
    DUTCH_TEXT,
    Card,
    InvalidInputError,
    PartiePlayer,
    au_cent_match,
    dealer_of,
    first_dealer,
    partie_result,
    rubicon_score,
)

A, B = PartiePlayer.A, PartiePlayer.B


@pytest.mark.parametrize(
    ("winner", "loser", "score"),
    [(120, 99, 319), (120, 101, 119), (105, 101, 104), (51, 49, 200), (150, 100, 150)],
)
def test_rubicon_settlement_sum_if_loser_under_100_else_difference_plus_100(winner, loser, score):
    assert rubicon_score(winner, loser) == score


def test_tie_after_six_two_more_then_draw():
    assert not partie_result([[10, 10]] * 6).complete
    assert not partie_result([[10, 10]] * 7).complete
    r = partie_result([[10, 10]] * 8)
    assert (r.complete, r.winner, r.rubicon_score) == (True, None, 0)


def test_too_many_deals_and_negative_points_are_refused():
    for deals, code in (
        ([[20, 10]] * 6 + [[0, 0]], "too_many_deals"),
        ([[10, 10]] * 9, "too_many_deals"),
        ([[1, -1]], "bad_score"),
        ([[1, 1.5]], "bad_score"),
        ([[1]], "bad_input"),
    ):
        with pytest.raises(InvalidInputError) as err:
            partie_result(deals)
        assert err.value.code == code


def test_dealer_alternates_and_first_dealer_by_cut():
    assert [dealer_of(n, A) for n in range(1, 7)] == [A, B, A, B, A, B]
    ace, seven = Card.parse("AS"), Card.parse("7H")
    assert first_dealer(ace, seven, CAVENDISH) is A  # higher cut chooses (to deal)
    assert first_dealer(ace, seven, CAVENDISH, chooser_deals=False) is B
    assert first_dealer(ace, seven, DUTCH_TEXT) is B  # lower cut deals


def test_au_cent_double_and_match_first_to_three_games():
    double = partie_result([[60, 20], [45, 10]], AU_CENT)
    single = partie_result([[40, 60], [20, 45]], AU_CENT)
    assert (double.winner, double.rubiconed, double.rubicon_score) == (A, True, 2)
    assert (single.winner, single.rubiconed, single.rubicon_score) == (B, False, 1)
    assert not au_cent_match([double]).complete
    m = au_cent_match([double, single, double])
    assert (m.complete, m.winner, m.games) == (True, A, (4, 1))
    with pytest.raises(InvalidInputError):
        partie_result([[100, 0], [0, 0]], AU_CENT)
