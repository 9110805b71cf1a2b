"""What distinguishes the levels, in positions made by hand."""

from tutor.spades import Card, Deal, Hand, Seat
from tutor.spades.bots import BidDecision, decide, view_of
from tutor.spades.bots.strategy import expected_tricks, nil_risk

NORTH = "AH 4H AD KD QD JD TD 9D 8D 7D 6D 5D 4D"
WEST = "3H AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S"


def trick_to_north(east, south, bids, cards):
    """Dealer North, so East leads and North plays last; ``bids`` in the order East,
    South, West, North."""
    deal = Deal([Hand.parse(h) for h in (NORTH, east, south, WEST)], dealer=Seat.NORTH)
    for b in bids:
        deal.bid(b)
    for c in cards:
        deal.play(c)
    assert deal.to_act is Seat.NORTH
    return view_of(deal, Seat.NORTH)


def test_the_strong_player_covers_its_partners_nil_and_the_counting_player_does_not():
    east = "2H 5H 6H 7H 8H 9H TH JH QH AC KC QC JC"
    south = "KH 3D 2D TC 9C 8C 7C 6C 5C 4C 3C 2C 2S"
    # South bid nil and is winning the trick with the king: North can take it with the ace.
    view = trick_to_north(east, south, [3, 0, 5, 4], ["2H", "KH", "3H"])
    assert decide(view, 3).card == Card.parse("AH")
    assert decide(view, 2).card == Card.parse("4H")  # the partner's trick "holds"


def test_the_strong_player_leaves_an_opponents_nil_on_the_hook():
    east = "KH 5H 6H 7H 8H 9H TH JH QH AC KC QC JC"
    south = "2H 3D 2D TC 9C 8C 7C 6C 5C 4C 3C 2C 2S"
    # East bid nil and led the king, which is winning: taking it would save his nil.
    view = trick_to_north(east, south, [0, 3, 4, 4], ["KH", "2H", "3H"])
    assert decide(view, 3).card == Card.parse("4H")
    assert decide(view, 2).card == Card.parse("AH")  # it wants the trick for its contract


def test_expected_tricks_grow_with_high_cards_and_long_spades():
    weak = Hand.parse("2S 3H 4H 5H 7D 8D 9D 2C 3C 4C 6C 7C 9C")
    honours = Hand.parse("AS 3H 4H AH 7D 8D KD 2C 3C 4C 6C AC 9C")
    long_spades = Hand.parse("AS KS QS JS TS 9S 8S 5H 7D 8D 2C 3C 4C")
    assert expected_tricks(weak) < 1 < 3 < expected_tricks(honours) < expected_tricks(long_spades)
    assert expected_tricks(long_spades) >= 7


def test_the_strong_player_bids_nil_with_a_hand_that_can_duck_everything():
    deal = Deal(
        [
            Hand.parse("2S 3S 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 5C"),  # North: nothing high
            Hand.parse("AS KS QS JS AH KH QH JH AD KD QD AC KC"),
            Hand.parse("TS 9S 8S 7S TH 9H 8H 7H JD TD 9D QC JC"),
            Hand.parse("6S 5S 4S 6H 2H 8D 7D 6D TC 9C 8C 7C 6C"),
        ],
        dealer=Seat.WEST,
    )
    north = deal.hand(Seat.NORTH)
    assert nil_risk(north) < nil_risk(deal.hand(Seat.SOUTH))
    assert decide(view_of(deal, Seat.NORTH), 3) == BidDecision(0)
    assert decide(view_of(deal, Seat.NORTH), 2).bid >= 1  # the counting player never bids nil
    assert decide(view_of(deal, Seat.NORTH), 1).bid >= 1
