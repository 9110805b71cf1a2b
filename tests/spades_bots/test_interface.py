"""The bots' interface: views, decisions, levels, errors."""

import pytest

from tutor.spades import Deal, IllegalActionError, InvalidInputError, Phase, Seat
from tutor.spades.bots import (
    LEVELS,
    BidDecision,
    DecisionKind,
    PlayDecision,
    View,
    apply_decision,
    decide,
    view_of,
)

from .helpers import play_to


def test_levels_have_stable_keys_from_random_to_strong():
    assert LEVELS[0] == "random" and len(LEVELS) == 4 and len(set(LEVELS)) == 4


def test_a_view_holds_the_own_hand_and_the_public_facts_only():
    deal = play_to(7, 10)  # 4 bids and 6 cards
    who = deal.to_act
    view = view_of(deal, who, scores=(120, -40), bags=(3, 7))
    assert view.hand == deal.hand(who) and view.seat == who
    assert view.decision is DecisionKind.PLAY and view.to_act == who
    assert view.bid_by_seat == deal.bids and len(view.bids) == 4
    assert view.tricks == deal.tricks and view.current == deal.current_trick
    assert view.legal_plays == deal.legal_plays
    assert view.scores == (120, -40) and view.bags == (3, 7) and view.target == 500
    others = {c for s in Seat if s != who for c in deal.hand(s)}
    assert others == set(view.unseen)
    data = view.to_dict()
    assert set(data["hand"]) == {str(c) for c in deal.hand(who)}
    shown = {c for k in ("hand", "current") for c in data[k]}
    shown |= {c for t in data["tricks"] for c in t["cards"]}
    assert not shown & {str(c) for c in others}


def test_views_of_seats_not_to_act_are_views_without_a_decision():
    deal = play_to(3, 2)
    waiting = Seat((deal.to_act + 1) % 4)
    view = view_of(deal, waiting)
    assert view.legal_plays == ()
    with pytest.raises(IllegalActionError) as err:
        decide(view, 1)
    assert err.value.code == "not_your_turn"


def test_a_finished_hand_asks_no_decision():
    deal = play_to(3, 100)
    assert deal.phase is Phase.COMPLETE
    view = view_of(deal, Seat.NORTH)
    assert view.decision is None and view.to_act is None and len(view.hand) == 0
    assert View.from_dict(view.to_dict()) == view
    with pytest.raises(IllegalActionError) as err:
        decide(view, 3)
    assert err.value.code == "wrong_phase"


def test_decisions_are_bids_while_bidding_and_cards_in_play():
    deal = Deal.new(11, dealer=Seat.SOUTH)
    for level in range(len(LEVELS)):
        d = decide(view_of(deal, Seat.WEST), level)
        assert isinstance(d, BidDecision) and 0 <= d.bid <= 13
    deal = play_to(11, 4)
    for level in range(len(LEVELS)):
        d = decide(view_of(deal, deal.to_act), level)
        assert isinstance(d, PlayDecision) and d.card in deal.legal_plays


def test_apply_decision_goes_through_the_deals_own_checks():
    deal = play_to(5, 4)
    who = deal.to_act
    lead = deal.legal_plays[0]
    not_mine = next(c for c in deal.hand(Seat((who + 1) % 4)))
    with pytest.raises(IllegalActionError) as err:
        apply_decision(deal, who, PlayDecision(not_mine))
    assert err.value.code == "card_not_in_hand"
    with pytest.raises(IllegalActionError) as err:
        apply_decision(deal, Seat((who + 1) % 4), PlayDecision(lead))
    assert err.value.code == "not_your_turn"
    apply_decision(deal, who, PlayDecision(lead))
    assert deal.current_trick == (lead,)


@pytest.mark.parametrize("level", [-1, 4, True, "2"])
def test_an_unknown_level_is_refused(level):
    view = view_of(Deal.new(1), Seat.EAST)
    with pytest.raises(InvalidInputError) as err:
        decide(view, level)
    assert err.value.code == "bad_input"


def _view_dict(stop=9, seed=2):
    deal = play_to(seed, stop)
    return deal, view_of(deal, deal.to_act).to_dict()


def _refused(data):
    with pytest.raises(InvalidInputError) as err:
        View.from_dict(data)
    assert err.value.code == "bad_view"
    return err.value.message


def test_an_impossible_view_is_refused_with_bad_view():
    deal, good = _view_dict()
    assert View.from_dict(good) == view_of(deal, deal.to_act)
    other = next(c for s in Seat if s != deal.to_act for c in deal.hand(s))
    cases = [
        [],
        {**good, "seat": 4},
        {**good, "hand": good["hand"] + [str(other)]},  # a card too many
        {**good, "hand": good["hand"][:-1]},  # a card too few
        {**good, "hand": good["hand"][:-1] + [good["current"][0]]},  # seen twice
        {**good, "hand": good["hand"][:-1] + ["ZZ"]},
        {**good, "bids": good["bids"][:3]},  # cards before the bidding ended
        {**good, "bids": [3, 3, 3, 14]},
        {**good, "scores": [510, 200]},  # the game is already won
        {**good, "bags": [10, 0]},
        {**good, "spades_broken": not good["spades_broken"]},
        {**good, "to_act": (good["to_act"] + 1) % 4},
        {**good, "target": 300},
        {**good, "extra": 1},
        {
            **good,
            "tricks": [{**good["tricks"][0], "leader": (good["tricks"][0]["leader"] + 1) % 4}]
            + good["tricks"][1:],
        },
        {**good, "tricks": [{"leader": 0, "cards": ["AS"]}]},
    ]
    for data in cases:
        _refused(data)


def test_a_view_in_which_the_seat_itself_revoked_is_refused():
    # Dealer North, East leads a heart; North, holding twelve hearts, discards a club.
    hearts = [r + "H" for r in "AKQJT98765433"[:12]]
    data = {
        "seat": 0,
        "dealer": 0,
        "hand": hearts,
        "bids": [3, 3, 3, 3],
        "tricks": [{"leader": 1, "cards": ["2H", "AD", "AS", "AC"]}],
    }
    assert "does not follow suit" in _refused(data)
    # The same trick is possible for a North without hearts.
    data["hand"] = [r + "C" for r in "KQJT98765432"]
    assert View.from_dict(data).leader is Seat.WEST
