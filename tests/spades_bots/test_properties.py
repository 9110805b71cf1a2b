"""Properties of every level: legal decisions, only the seat's own knowledge, determinism."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.spades import Deal, Phase, Seat
from tutor.spades.bots import (
    LEVELS,
    BidDecision,
    PlayDecision,
    View,
    apply_decision,
    decide,
    view_of,
)

from .helpers import play_to, redeal

levels = st.integers(0, len(LEVELS) - 1)
seeds = st.integers(0, 2**31)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, table=st.tuples(levels, levels, levels, levels))
def test_every_decision_is_legal_at_every_level_over_whole_hands(seed, table):
    deal = Deal.new(seed, seed % 4)
    scores = (seed % 400 - 150, (seed // 7) % 400 - 150)
    bags = (seed % 10, (seed // 3) % 10)
    while deal.phase is not Phase.COMPLETE:
        who = deal.to_act
        decision = decide(view_of(deal, who, scores, bags), table[who], seed)
        if deal.phase is Phase.BIDDING:
            assert isinstance(decision, BidDecision) and deal.can_bid(decision.bid, who)
        else:
            assert isinstance(decision, PlayDecision) and deal.can_play(decision.card, who)
        apply_decision(deal, who, decision)
    assert sum(deal.tricks_won) == 13


@pytest.mark.parametrize("level", range(len(LEVELS)))
def test_each_level_plays_many_hands_legally(level):
    for seed in range(40):
        deal = Deal.new(seed, seed % 4)
        while deal.phase is not Phase.COMPLETE:
            who = deal.to_act
            decision = decide(view_of(deal, who), level, seed)
            apply_decision(deal, who, decision)  # the Deal's own checks would raise
        assert deal.score().bids == tuple(deal.bids[s] for s in Seat)


@settings(max_examples=80, deadline=None)
@given(seed=seeds, stop=st.integers(0, 55), level=levels, swap_seed=seeds)
def test_a_decision_does_not_change_when_the_unseen_cards_are_dealt_otherwise(
    seed, stop, level, swap_seed
):
    deal = play_to(seed, stop)
    if deal.phase is Phase.COMPLETE:
        return
    who = deal.to_act
    other = redeal(deal, who, random.Random(swap_seed))
    assert view_of(other, who) == view_of(deal, who)
    assert decide(view_of(other, who), level, seed) == decide(view_of(deal, who), level, seed)


def test_re_dealing_really_moves_the_hidden_cards():
    # the property above is only worth something if the other hands do change
    moved = 0
    for seed in range(20):
        deal = play_to(seed, 10)
        other = redeal(deal, deal.to_act, random.Random(seed))
        moved += sum(other.hand(s) != deal.hand(s) for s in Seat if s != deal.to_act)
    assert moved >= 40


@settings(max_examples=60, deadline=None)
@given(seed=seeds, stop=st.integers(0, 55), level=levels, bot_seed=seeds)
def test_a_decision_is_deterministic_and_survives_the_json_round_trip(seed, stop, level, bot_seed):
    deal = play_to(seed, stop)
    if deal.phase is Phase.COMPLETE:
        return
    view = view_of(deal, deal.to_act)
    again = View.from_dict(json.loads(json.dumps(view.to_dict())))
    assert again == view
    assert decide(view, level, bot_seed) == decide(again, level, bot_seed)


def test_the_seed_matters_for_the_random_player():
    deal = play_to(4, 0)
    view = view_of(deal, deal.to_act)
    bids = {decide(view, 0, s).bid for s in range(40)}
    assert len(bids) > 5
