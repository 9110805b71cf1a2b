"""The exchange (Laws 21-36) and its options."""

import pytest

from tutor.piquet import (
    DUTCH_TEXT,
    DealtCards,
    IllegalActionError,
    Rules,
    can_elder_exchange,
    can_younger_exchange,
    exchange,
    younger_exchange_range,
)

DEALT = DealtCards.parse(
    "AS KS QS JS TS AH 7C KC QC JC TC 9C / 9S 8S 7S JH TH KD QD JD TD 9H 9D 8C"
    " / AD 8H 7H 8D 7D AC KH QH"
)


def test_elder_takes_from_the_top_and_younger_the_rest():
    ex = exchange(DEALT, "KC QC JC TC 9C", "9H 9D 8C")
    assert str(ex.elder) == "AS KS QS JS TS AH 8H 7H AD 8D 7D 7C"
    assert [str(c) for c in ex.younger_draws] == ["AC", "KH", "QH"]
    assert ex.leftovers == () and ex.elder_left == ()


def test_elder_must_exchange_one_to_five():
    assert not can_elder_exchange(DEALT.elder, "")
    assert not can_elder_exchange(DEALT.elder, "KC QC JC TC 9C 7C")
    assert can_elder_exchange(DEALT.elder, "7C")
    with pytest.raises(IllegalActionError) as err:
        exchange(DEALT, "", "9H")
    assert err.value.code == "illegal_exchange"


def test_elder_min_exchange_option():
    assert not can_elder_exchange(DEALT.elder, "7C KC", Rules(elder_min_exchange=3))


def test_younger_may_take_what_elder_left_first():
    # Elder takes 3 (AD 8H 7H): he may look at 8D 7D; younger may take up to 5, from 8D.
    ex = exchange(DEALT, "KC QC JC", "9H 9D")
    assert [str(c) for c in ex.elder_left] == ["8D", "7D"]
    assert [str(c) for c in ex.younger_draws] == ["8D", "7D"]
    assert [str(c) for c in ex.leftovers] == ["AC", "KH", "QH"]
    assert younger_exchange_range(3) == range(1, 6)


def test_younger_must_exchange_one_by_default_none_under_dutch_text():
    assert not can_younger_exchange(DEALT.younger, "", 5)
    assert can_younger_exchange(DEALT.younger, "", 5, DUTCH_TEXT)


def test_dutch_text_younger_takes_at_most_three_from_the_bottom_three():
    # Elder takes 3; under the Dutch text younger still draws from AC KH QH.
    assert younger_exchange_range(3, DUTCH_TEXT) == range(0, 4)
    ex = exchange(DEALT, "KC QC JC", "9H 9D", DUTCH_TEXT)
    assert [str(c) for c in ex.younger_draws] == ["AC", "KH"]
    assert [str(c) for c in ex.leftovers] == ["8D", "7D", "QH"]


def test_discarding_a_card_not_held_is_refused():
    with pytest.raises(IllegalActionError) as err:
        exchange(DEALT, "AD", "9H")
    assert err.value.code == "card_not_in_hand"
