"""Play: following suit, trick winner, points in play (Law 65)."""

import pytest

from tutor.piquet import (
    CAVENDISH,
    Card,
    Hand,
    IllegalActionError,
    Player,
    Rules,
    can_play,
    legal_plays,
    play_out,
    trick_winner,
    verify_play,
)

C = Card.parse


def test_must_follow_suit_when_able():
    assert legal_plays(Hand.parse("AS 7S KH"), C("QS")) == (C("AS"), C("7S"))


def test_any_card_when_void_in_the_suit_led_and_any_card_to_lead():
    hand = Hand.parse("AS 7S KH")
    assert legal_plays(hand, C("QD")) == hand.cards == legal_plays(hand)


def test_revoke_is_refused():
    with pytest.raises(IllegalActionError) as err:
        verify_play(Hand.parse("AS 7S KH"), C("KH"), C("QS"))
    assert err.value.code == "revoke"
    assert not can_play(Hand.parse("AS 7S KH"), C("KH"), C("QS"))


def test_card_not_in_hand_is_refused():
    with pytest.raises(IllegalActionError) as err:
        verify_play(Hand.parse("AS 7S KH"), C("QH"))
    assert err.value.code == "card_not_in_hand"


def test_higher_card_of_suit_led_wins_no_trumps():
    assert trick_winner(C("7H"), C("8H")) == C("8H")
    assert trick_winner(C("8H"), C("7H")) == C("8H")
    assert trick_winner(C("7H"), C("AS")) == C("7H")


def test_winner_leads_next_and_trick_points():
    tricks = play_out("AS 7H", "KS 8H", [["AS", "KS"], ["7H", "8H"]])
    assert [(t.leader, t.winner) for t in tricks] == [
        (Player.ELDER, Player.ELDER),
        (Player.ELDER, Player.YOUNGER),
    ]
    # Law 65: 1 for the lead; 1 for winning the opponent's lead.
    assert tricks[1].points(CAVENDISH) == {Player.ELDER: 1, Player.YOUNGER: 1}


def test_lead_points_ten_and_above_old_rule():
    rules = Rules(lead_points="ten_and_above")
    tricks = play_out("9S", "TS", [["9S", "TS"]], rules)
    # A nine led scores nothing; winning with the ten scores 1.
    assert tricks[0].points(rules) == {Player.ELDER: 0, Player.YOUNGER: 1}
