"""Following suit, breaking spades, trumps and who wins a trick."""

import pytest

from tutor.spades import (
    Card,
    Deal,
    Hand,
    IllegalActionError,
    Phase,
    Seat,
    can_play,
    legal_plays,
    play_out,
    trick_winner,
    verify_play,
    winning_card,
)


def cards(text):
    return tuple(Card.parse(c) for c in text.split())


def test_the_two_of_spades_beats_the_ace_of_hearts_when_its_player_has_no_heart():
    # The seed's example: hearts led, the player has no heart and plays the two of spades.
    hand = Hand.parse("2S 9D 4C")
    assert can_play(hand, Card.parse("2S"), led=Card.parse("AH"))
    assert winning_card(cards("AH 2S")) == Card.parse("2S")
    assert trick_winner(Seat.NORTH, "AH 2S KH QH") == Seat.EAST
    # ... but not instead of a heart he holds.
    with pytest.raises(IllegalActionError) as err:
        verify_play(Hand.parse("2S 3H"), Card.parse("2S"), led=Card.parse("AH"))
    assert err.value.code == "revoke"


def test_the_highest_card_of_the_suit_led_wins_without_spades():
    # Another suit, even an ace, never wins; the highest heart does.
    assert trick_winner(Seat.WEST, "5H AD KH 2H") == Seat.EAST  # W 5H, N AD, E KH, S 2H
    assert winning_card(cards("5H AD 6H AC")) == Card.parse("6H")


def test_the_highest_spade_wins_when_several_trump():
    assert trick_winner(Seat.SOUTH, "AD 3S 9S 2S") == Seat.NORTH  # S, W 3S, N 9S, E 2S


def test_a_spade_led_is_won_by_the_highest_spade():
    assert winning_card(cards("5S AH KS 2S")) == Card.parse("KS")


def test_who_must_follow_suit_may_only_play_that_suit():
    assert legal_plays(Hand.parse("AS 5H 2H KD"), led=Card.parse("9H")) == cards("5H 2H")


def test_who_cannot_follow_may_play_anything_trumping_is_optional():
    hand = Hand.parse("AS 5C 2D")
    assert legal_plays(hand, led=Card.parse("9H")) == cards("AS 2D 5C")


def test_spades_may_not_be_led_before_they_are_broken():
    hand = Hand.parse("AS 5C 2D")
    assert legal_plays(hand) == cards("2D 5C")
    with pytest.raises(IllegalActionError) as err:
        verify_play(hand, Card.parse("AS"))
    assert err.value.code == "spades_not_broken"
    assert legal_plays(hand, broken=True) == cards("AS 2D 5C")


def test_a_leader_with_only_spades_may_lead_one_before_they_are_broken():
    hand = Hand.parse("AS 7S 2S")
    assert legal_plays(hand) == cards("AS 7S 2S")
    assert can_play(hand, Card.parse("2S"))


def test_spades_may_be_played_to_the_first_trick_when_void():
    # No other restriction on the first trick: a void player may trump it.
    assert can_play(Hand.parse("AS 2D"), Card.parse("AS"), led=Card.parse("KH"))


def test_a_card_not_held_cannot_be_played():
    with pytest.raises(IllegalActionError) as err:
        verify_play(Hand.parse("AS"), Card.parse("KS"), led=Card.parse("2S"))
    assert err.value.code == "card_not_in_hand"


def _hands_by_suit():
    # North all spades, East all hearts, South all diamonds, West all clubs.
    return [Hand.parse(" ".join(r + s for r in "AKQJT98765432")) for s in "SHDC"]


def test_play_out_breaks_spades_once_a_spade_is_played_on_another_lead():
    hands = _hands_by_suit()
    # Dealer West: North leads. He has only spades, so he may lead one.
    tricks = play_out(hands, 3, ["AS AH AD AC"])
    assert tricks[0].winner == Seat.NORTH
    # Dealer North: East leads hearts, North (void) trumps; the spade wins.
    tricks = play_out(hands, 0, ["2H 2D 2C 2S"])
    assert tricks[0].winner == Seat.NORTH and tricks[0].played_by(Seat.NORTH) == Card.parse("2S")


def test_play_out_refuses_a_revoke_and_names_the_trick():
    hands = [Hand.parse("AS KH"), Hand.parse("QS JH"), Hand.parse("TS 9H"), Hand.parse("8S 7H")]
    with pytest.raises(IllegalActionError) as err:
        play_out(hands, 3, ["KH QS 9H 7H"])  # East holds a heart
    assert err.value.code == "revoke" and "trick 1" in err.value.message


def test_a_deal_follows_the_turn_and_breaking_of_spades():
    deal = Deal(_hands_by_suit(), dealer=0)
    assert deal.to_act == Seat.EAST
    for b in (0, 13, 0, 0):  # East nil, South 13, West nil, North nil
        deal.bid(b)
    assert deal.bids == {Seat.EAST: 0, Seat.SOUTH: 13, Seat.WEST: 0, Seat.NORTH: 0}
    assert deal.phase is Phase.PLAY and deal.to_act == Seat.EAST
    with pytest.raises(IllegalActionError) as err:
        deal.play("2S")
    assert err.value.code == "card_not_in_hand"
    with pytest.raises(IllegalActionError) as err:
        deal.play("AH", who=Seat.SOUTH)
    assert err.value.code == "not_your_turn"
    assert deal.play("AH") is None and not deal.spades_broken
    deal.play("AD"), deal.play("AC")
    trick = deal.play("2S")  # North trumps
    assert trick.winner == Seat.NORTH and deal.spades_broken and deal.to_act == Seat.NORTH
