"""The bots' interface: views hold only what a player may know, every level's decision is
legal in every phase, decisions are deterministic for a seed."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.piquet import AU_CENT, CAVENDISH, DUTCH_TEXT, GERMAN_TEXT, Deal, Player, Rules
from tutor.piquet.bots import (
    LEVELS,
    DecisionKind,
    View,
    apply_decision,
    decide,
    decision_kind,
    view_of,
)

from .helpers import hidden_variant, play_to

RULES = st.sampled_from(
    [
        CAVENDISH,
        GERMAN_TEXT,
        DUTCH_TEXT,
        AU_CENT,
        Rules(cards_count_for_pique=True),
        Rules(elder_min_exchange=3, lead_points="ten_and_above"),
    ]
)
ALL_LEVELS = [0, *LEVELS]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    rules=RULES,
    stop=st.integers(0, 30),
    level=st.sampled_from(ALL_LEVELS),
)
def test_every_decision_is_legal_at_every_level(seed, rules, stop, level):
    deal = play_to(seed, rules, stop)
    kind = decision_kind(deal)
    if kind is None:
        return
    who = deal.to_act
    view = view_of(deal, who)
    decision = decide(view, level, seed, budget=0.05)
    apply_decision(deal, who, decision)  # the Deal's own act methods check it


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, stop=st.integers(0, 30), swap=st.integers(0, 99))
def test_a_view_does_not_depend_on_cards_the_player_has_not_seen(seed, rules, stop, swap):
    deal = play_to(seed, rules, stop)
    if decision_kind(deal) is None:
        return
    who = deal.to_act
    other = hidden_variant(deal, who, random.Random(swap))
    if other is None:
        return
    assert view_of(other, who) == view_of(deal, who)
    assert decide(view_of(other, who), 1, seed) == decide(view_of(deal, who), 1, seed)


def test_hidden_variants_do_change_the_opponents_cards():
    changed = 0
    for seed in range(40):
        deal = play_to(seed, CAVENDISH, 20)
        other = hidden_variant(deal, deal.to_act, random.Random(seed))
        if other is not None and other.hand(deal.to_act.opponent) != deal.hand(
            deal.to_act.opponent
        ):
            changed += 1
    assert changed >= 5


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_decisions_are_deterministic_for_a_seed(level):
    deal = play_to(11, CAVENDISH, 6)
    view = view_of(deal, deal.to_act)
    assert decide(view, level, 3) == decide(view, level, 3)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), rules=RULES, stop=st.integers(0, 30))
def test_a_view_round_trips_through_its_json_form(seed, rules, stop):
    deal = play_to(seed, rules, stop)
    kind = decision_kind(deal)
    if kind in (None, DecisionKind.LEFTOVERS):
        return
    view = view_of(deal, deal.to_act)
    assert View.from_dict(view.to_dict()) == view


def test_running_score_grows_to_the_deals_score():
    for seed in range(20):
        deal = Deal.new(seed)
        last = (0, 0)
        while decision_kind(deal) is not None:
            who = deal.to_act
            view = view_of(deal, who)
            assert view.score[0] >= last[0] and view.score[1] >= last[1]
            last = view.score
            apply_decision(deal, who, decide(view, 1, seed))
        score = deal.score()
        assert view_of(deal, Player.ELDER).score == (score.elder.total, score.younger.total)
        # before the last card only the last trick's points are still to come
        assert last[0] <= score.elder.total and last[1] <= score.younger.total


def test_level1_keeps_its_longest_suit_and_plays_its_highest_card():
    deal = Deal.new(3)
    view = view_of(deal, Player.ELDER)
    hand = deal.hand(Player.ELDER)
    longest = max(
        {c.suit for c in hand},
        key=lambda s: (len(hand.suit(s)), sum(c.rank.points for c in hand.suit(s))),
    )
    discard = decide(view, 1, 0).discard
    assert all(c.suit is not longest for c in discard) or len(hand.suit(longest)) > 7
    apply_decision(deal, Player.ELDER, decide(view, 1, 0))
    while deal.to_act is not None and decision_kind(deal) is not DecisionKind.PLAY:
        apply_decision(deal, deal.to_act, decide(view_of(deal, deal.to_act), 1, 0))
    view = view_of(deal, deal.to_act)
    card = decide(view, 1, 0).card
    assert min(c.rank.order for c in view.legal_plays) == card.rank.order
