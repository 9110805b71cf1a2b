"""The deal state machine: verify/can/act, phases, log and replay."""

import pytest

from tutor.piquet import (
    CAVENDISH,
    DUTCH_TEXT,
    Action,
    ActionKind,
    Deal,
    DealtCards,
    Declaration,
    Hand,
    IllegalActionError,
    Phase,
    Player,
    Rules,
)

E, Y = Player.ELDER, Player.YOUNGER
DEALT = DealtCards.parse(
    "AS KS QS JS TS AH 7C KC QC JC TC 9C / 9S 8S 7S JH TH KD QD JD TD 9H 9D 8C"
    " / AD 8H 7H 8D 7D AC KH QH"
)
TRICKS = "AS 7S KS 8S QS 9S JS AC TS KD AH TH AD TD 8H KH QH 7H JH 7C QD 7D JD 8D".split()


def played_out(rules=CAVENDISH):
    deal = Deal(DEALT, rules)
    deal.exchange("KC QC JC TC 9C")
    deal.exchange("9H 9D 8C")
    deal.declare()
    deal.declare()
    for card in TRICKS:
        deal.play(card)
    return deal


def test_phases_in_order_and_score_matches_the_known_deal():
    deal = Deal(DEALT)
    assert (deal.phase, deal.to_act) == (Phase.ELDER_EXCHANGE, E)
    deal.exchange("KC QC JC TC 9C")
    assert (deal.phase, deal.to_act) == (Phase.YOUNGER_EXCHANGE, Y)
    deal.exchange("9H 9D 8C")
    assert deal.phase is Phase.DECLARATION
    deal.declare()
    deal.declare()
    assert deal.phase is Phase.PLAY
    for card in TRICKS:
        assert card in [str(c) for c in deal.legal_plays]
        deal.play(card)
    assert deal.phase is Phase.COMPLETE
    # The Cavendish pique example of known_deals.json: 71 to 6.
    s = deal.score()
    assert (s.elder.total, s.younger.total, s.pique) == (71, 6, E)


def test_verify_can_and_act_refuse_out_of_turn_and_out_of_phase():
    deal = Deal(DEALT)
    with pytest.raises(IllegalActionError) as err:
        deal.verify_play("AS")
    assert err.value.code == "wrong_phase"
    with pytest.raises(IllegalActionError) as err:
        deal.verify_exchange("9S", Y)
    assert err.value.code == "not_your_turn"
    assert not deal.can_exchange("9S 8S 7S 9H 9D 8C")  # younger's cards
    assert deal.can_exchange("KC")
    with pytest.raises(IllegalActionError) as err:
        deal.score()
    assert err.value.code == "wrong_phase"


def test_revoke_refused_in_play():
    deal = Deal(DEALT)
    deal.exchange("KC QC JC TC 9C")
    deal.exchange("9H 9D 8C")
    deal.declare()
    deal.declare()
    deal.play("AS")
    assert not deal.can_play("AC")  # younger holds spades
    with pytest.raises(IllegalActionError) as err:
        deal.play("AC")
    assert err.value.code == "revoke"


def test_declaring_what_is_not_held_is_refused():
    deal = Deal(DEALT)
    deal.exchange("KC QC JC TC 9C")
    deal.exchange("9H 9D 8C")
    bogus = Declaration.from_dict({"point": ["KH", "QH", "JH"], "sequences": [], "sets": []})
    with pytest.raises(IllegalActionError) as err:
        deal.declare(bogus)
    assert err.value.code == "not_held"


def test_replaying_the_log_reproduces_the_deal():
    deal = played_out()
    again = Deal.from_dict(deal.to_dict())
    assert again == deal
    assert again.score() == deal.score()
    assert Deal.replay(DEALT, deal.actions) == deal


def test_carte_blanche_shown_after_opponent_discards_or_at_once():
    cb = DealtCards.parse(
        "AS TS 9S 8S AH TH AD TD 9D 8D AC 9C / KS QS JS 7S KH QH JH 7H KD QD JD KC"
        " / 8H 9H 7D 7C 8C QC JC TC"
    )
    deal = Deal(cb)
    assert deal.carte_blanche is E and not deal.carte_blanche_shown
    deal.exchange("9D 8D 9C")
    assert not deal.carte_blanche_shown
    deal.exchange("7S")
    assert deal.carte_blanche_shown
    assert set(cb.elder) <= deal.seen_by(Y)
    assert Deal(cb, Rules(carte_blanche_show="at_once")).carte_blanche_shown


def test_leftovers_both_or_neither_decided_at_elders_first_lead():
    deal = Deal(DEALT)
    deal.exchange("KC QC JC")  # elder leaves 8D 7D and may look at them
    assert [str(c) for c in deal.elder_left] == ["8D", "7D"]
    deal.exchange("9H")  # younger takes 8D, leaves 7D AC KH QH
    assert [str(c) for c in deal.leftovers] == ["7D", "AC", "KH", "QH"]
    deal.declare()
    deal.declare()
    assert not deal.can_view_leftovers(True)  # not before the lead
    deal.play("AS")
    deal.view_leftovers(True)
    assert deal.leftovers_visible_to(E) and deal.leftovers_visible_to(Y)
    assert Deal.from_dict(deal.to_dict()) == deal


def test_leftovers_younger_alone_under_dutch_text():
    deal = Deal(DEALT, DUTCH_TEXT)
    deal.exchange("KC QC JC TC 9C")
    deal.exchange("9H")
    assert deal.leftovers_visible_to(Y) and not deal.leftovers_visible_to(E)
    assert not deal.can_view_leftovers(True)


def test_action_json_round_trip():
    for action in played_out().actions:
        assert Action.from_dict(action.to_dict()) == action
    assert Action(Y, ActionKind.VIEW_LEFTOVERS, look=False).to_dict()["look"] is False


def test_new_deal_from_seed_is_reproducible():
    assert Deal.new(11).dealt == Deal.new(11).dealt
    assert isinstance(Deal.new(11).hand(E), Hand)


def test_younger_alone_sees_only_the_leftovers_he_declined():
    """Dutch text: younger may look only at the cards he declines. Elder took 3 and left
    AC 8C (talon positions 4-5), which younger, limited to the bottom three, could never
    take: they stay seen by elder alone (Law 33)."""
    deal = Deal(DealtCards.parse(str(DEALT)), DUTCH_TEXT)
    deal.exchange("KC QC JC")  # elder takes AD 8H 7H and leaves 8D 7D
    deal.exchange("9H 9D")  # younger takes AC KH of the bottom three and declines QH
    assert [str(c) for c in deal.leftovers] == ["8D", "7D", "QH"]
    assert [str(c) for c in deal.leftovers_seen_by(Y)] == ["QH"]
    assert {"8D", "7D"} & {str(c) for c in deal.seen_by(Y)} == set()
    assert {"8D", "7D"} <= {str(c) for c in deal.seen_by(E)}
    deal2 = Deal(DEALT, DUTCH_TEXT)
    deal2.exchange("KC QC JC")
    deal2.exchange("9H 9D 8C")  # he takes all three: nothing declined, nothing seen
    assert not deal2.leftovers_visible_to(Y) and deal2.leftovers_seen_by(Y) == ()
