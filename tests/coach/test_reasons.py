"""The reasons name what an option keeps or breaks, with its share of the value."""

import pytest

from tutor.piquet import CAVENDISH, Deal, Hand, Player, parse_cards
from tutor.piquet.bots import (
    DeclareDecision,
    ExchangeDecision,
    View,
    apply_decision,
    decide,
    view_of,
)
from tutor.piquet.bots.fastplay import solve_lines, tables_for
from tutor.piquet.bots.strategy import outcome_utility, play_state, tricks_won
from tutor.piquet.bots.view import Calls, DecisionKind
from tutor.piquet.coach import cost, find, rate, rate_open
from tutor.piquet.coach.play import open_knowledge, solve_partie
from tutor.piquet.declarations import Declaration

QUINT_HAND = parse_cards("AH KH QH JH TH 9S 8S 7S 8D 7D 8C 7C")


def elder_exchange(hand):
    return View(
        rules=CAVENDISH,
        role=Player.ELDER,
        decision=DecisionKind.EXCHANGE,
        dealt=hand,
        hand=hand,
        talon_left=5,
    )


def reason(rating, code):
    found = [r for r in rating.reasons if r.code == code]
    assert len(found) == 1, (code, rating.reasons)
    return found[0]


def test_a_discard_that_breaks_the_quint_says_so_with_its_points():
    ratings = rate(elder_exchange(QUINT_HAND), seed=1)
    breaks = find(ratings, ExchangeDecision(parse_cards("TH 9S 8S 7S 8D")))
    keeps = find(ratings, ExchangeDecision(parse_cards("9S 8S 7S 8D 7D")))
    broken = reason(breaks, "breaks_sequence")
    assert dict(broken.params) == {
        "suit": "H",
        "rank": "A",
        "length": 5,
        "name": "quint",
        "kept": 4,
    }
    kept = reason(keeps, "keeps_sequence")
    assert dict(kept.params) == {"suit": "H", "rank": "A", "length": 5, "name": "quint"}
    # a quint to the ace is good in every deal (the opponent holds no longer sequence
    # in hearts and a sixieme elsewhere would need six of the 20 unseen cards: rare)
    assert kept.points > 12
    assert broken.points < kept.points - 8
    assert cost(ratings, breaks.decision) > cost(ratings, keeps.decision) + 8
    assert not any(r.code == "breaks_sequence" for r in ratings[0].reasons)


def test_reasons_split_the_value():
    for rating in rate(elder_exchange(QUINT_HAND), seed=2)[:50]:
        assert abs(sum(r.points for r in rating.reasons) - rating.value) < 1e-6


def test_breaking_a_quatorze_is_named_with_the_rank():
    hand = parse_cards("KS KH KD KC 9S 8S 7H 8D 7D 9C 8C 7C")
    ratings = rate(elder_exchange(hand), seed=3)
    breaks = find(ratings, ExchangeDecision(parse_cards("KC 8S 7H 8D 7D")))
    keeps = find(ratings, ExchangeDecision(parse_cards("9S 8S 7H 8D 7D")))
    broken, kept = reason(breaks, "breaks_set"), reason(keeps, "keeps_set")
    assert broken.params["rank"] == kept.params["rank"] == "K"
    assert kept.params["name"] == "quatorze" and broken.params["kept"] == 3
    assert kept.points > broken.points


def test_sinking_a_beaten_sequence_costs_nothing_and_a_good_one_costs_its_score():
    hand = Hand(QUINT_HAND)
    younger_hand = parse_cards("AS KS QS 9H 8H 7H AD KD QD AC KC QC")
    young = View(
        rules=CAVENDISH,
        role=Player.YOUNGER,
        decision=DecisionKind.DECLARE,
        dealt=younger_hand,
        hand=younger_hand,
        calls=Calls.of(Declaration.full(hand)),  # elder called a quint
    )
    ratings = rate(young)
    full = Declaration.full(Hand(younger_hand))
    sink = DeclareDecision(Declaration(full.point, (), full.sets))
    assert cost(ratings, sink) == 0  # his tierces are beaten by the quint
    assert sink in {r.decision for r in ratings if r.value == ratings[0].value}
    sunk = [r for r in find(ratings, sink).reasons if r.code == "sinks"]
    assert sunk and sunk[0].params["category"] == "sequence"
    assert sunk[0].params["scores"] == 0  # beaten by the quint in every hand

    elder = View(
        rules=CAVENDISH,
        role=Player.ELDER,
        decision=DecisionKind.DECLARE,
        dealt=hand.cards,
        hand=hand.cards,
        discards=(),
        opponent_exchanged=3,
    )
    ratings = rate(elder, seed=4)
    full = Declaration.full(hand)
    sink = DeclareDecision(Declaration(full.point, (), full.sets))
    assert ratings[0].decision == DeclareDecision(full)
    quint = [r for r in ratings[0].reasons if r.params.get("category") == "sequence"]
    scores = quint[0].params["scores"]
    # younger may hold the quint major in spades (equal) or a sixieme in diamonds
    assert quint[0].code == "declares" and 50 < scores < 100
    assert cost(ratings, sink) >= 15 * scores / 100  # the quint's 15 where it is good


def test_the_last_trick_names_its_point():
    for seed in range(6):
        deal = Deal.new(seed)
        while not (len(deal.tricks) == 11 and deal.current_lead is not None):
            who = deal.to_act
            apply_decision(deal, who, decide(view_of(deal, who), 1, seed))
        me = deal.to_act
        view = view_of(deal, me)
        (rating,) = rate(view)
        card, led = rating.decision.card, deal.current_lead
        wins = card.suit is led.suit and card.rank.order < led.rank.order
        first = reason(rating, "last_trick" if wins else "loses_last_trick")
        assert first.params == {"suit": card.suit.value, "rank": card.rank.value}
        assert (first.points > 0) is wins and abs(first.points) >= 1
        deal.play(card)
        result = deal.score()
        if min(view.score) > 0:  # no pique left to make: the value is the points to come
            after = result[me].total - result[me.opponent].total
            assert rating.value == after - (view.my_score - view.their_score)


def test_discarding_a_whole_suit_and_leaving_cards_are_named():
    ratings = rate(elder_exchange(QUINT_HAND), seed=5, samples=4)
    spades = find(ratings, ExchangeDecision(parse_cards("9S 8S 7S")))
    codes = {r.code: dict(r.params) for r in spades.reasons}
    assert codes["throws_suit"] == {"suit": "S"}
    assert codes["leaves_cards"] == {"count": 2}
    ragged = find(ratings, ExchangeDecision(parse_cards("9S 8S 8D 8C 7C")))
    codes = {r.code: dict(r.params) for r in ragged.reasons}
    assert codes["breaks_suits"] == {"count": 2} and codes["throws_suit"] == {"suit": "C"}
    assert "leaves_cards" not in codes


def test_in_a_rubicon_parties_last_deal_the_play_is_valued_by_the_partie():
    deal = Deal.new(21)
    while len(deal.tricks) < 4:
        who = deal.to_act
        apply_decision(deal, who, decide(view_of(deal, who), 3, 21))
    me = deal.to_act
    plain = rate(view_of(deal, me), 5)
    # five deals scored, both short of the Rubicon (100): this deal decides the partie
    last = rate(view_of(deal, me, partie=[(15, 17)] * 5), 5)
    assert {r.decision for r in last} == {r.decision for r in plain}
    rubicon = [x for r in last for x in r.reasons if x.code == "rubicon"]
    assert rubicon and any(x.points != 0 for x in rubicon)
    assert not any(x.code == "rubicon" for r in plain for x in r.reasons)
    assert [r.value for r in last] != [r.value for r in plain]


def _endgame(seed: int) -> Deal:
    """A deal played by the bots to the last six tricks, a card to play."""
    deal = Deal.new(seed)
    while len(deal.tricks) < 6 or deal.to_act is None:
        who = deal.to_act
        apply_decision(deal, who, decide(view_of(deal, who), 3, seed))
    return deal


@pytest.mark.parametrize("seed", range(8))
def test_played_for_the_deals_points_the_partie_solver_is_the_exact_solver(seed: int) -> None:
    """The partie's minimax with the deal's points as the utility values every card as
    the bots' exact alpha-beta does (both hands open)."""
    deal = _endgame(seed)
    me = deal.to_act
    view = view_of(deal, me)
    opp = deal.hand(me.opponent).mask
    kn = open_knowledge(view, opp)
    tab = tables_for(view.rules)
    mine, leader, led, _ = play_state(view, kn)
    t0, t1 = tricks_won(view)
    lines = solve_partie(mine, opp, leader, led, t0, t1, tab, lambda p0, p1: p0 - p1)
    exact = solve_lines(mine, opp, leader, led, t0, t1, tab)
    assert {c: line[0] for c, line in lines.items()} == {c: v for c, (v, _) in exact.items()}
    for u, p0, p1, w0 in lines.values():
        assert u == p0 - p1 and 0 <= w0 <= 12


def test_in_a_rubicon_parties_last_deal_the_last_tricks_are_solved_for_the_partie() -> None:
    """Open hands in the last six tricks: each card's value is the partie's result when
    both then play their best for it, whatever the order the cards are tried in."""
    deal = _endgame(3)
    me = deal.to_act
    partie = [(90 - view_of(deal, me).my_score, 150)] + [(0, 0)] * 4
    ratings = rate_open(deal, me, 0, partie=tuple(partie))
    view = view_of(deal, me, partie)
    utility = outcome_utility(view, True)
    opp = deal.hand(me.opponent).mask
    kn = open_knowledge(view, opp)
    mine, leader, led, _ = play_state(view, kn)
    t0, t1 = tricks_won(view)
    lines = solve_partie(mine, opp, leader, led, t0, t1, tables_for(view.rules), utility)
    for r in ratings:
        u, p0, p1, _ = lines[r.decision.card.index]
        assert r.value == pytest.approx(u)
        assert u == utility(p0, p1)  # the line's own points give its value
        assert sum(x.points for x in r.reasons) == pytest.approx(r.value)
    assert any(x.code == "rubicon" for r in ratings for x in r.reasons)
