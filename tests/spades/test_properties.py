"""Invariants over random deals and random scores (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.spades import Deal, Game, Seat, add_bags, play_out, score_hand

seeds = st.integers(0, 2**32)
bid = st.integers(0, 13)


def tricks_summing_to_13():
    return (
        st.lists(st.integers(0, 13), min_size=3, max_size=3)
        .filter(lambda t: sum(t) <= 13)
        .map(lambda t: [*t, 13 - sum(t)])
    )


def play_randomly(seed):
    rng = random.Random(seed)
    deal = Deal.new(seed, dealer=rng.randrange(4))
    for _ in range(4):
        deal.bid(rng.randint(0, 13))
    while deal.legal_plays:
        deal.play(rng.choice(deal.legal_plays))
    return deal


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_a_hand_has_13_tricks_and_the_tricks_won_add_up_to_13(seed):
    deal = play_randomly(seed)
    assert len(deal.tricks) == 13 and sum(deal.tricks_won) == 13
    assert all(len(deal.hand(s)) == 0 for s in Seat)
    assert len({c for t in deal.tricks for c in t.cards}) == 52


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_replaying_the_tricks_gives_the_same_winners(seed):
    deal = play_randomly(seed)
    again = play_out(deal.dealt, deal.dealer, [t.cards for t in deal.tricks])
    assert again == deal.tricks


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_no_spade_is_led_before_one_is_played_unless_the_leader_has_only_spades(seed):
    deal = play_randomly(seed)
    held = list(deal.dealt)
    broken = False
    for t in deal.tricks:
        lead = t.cards[0]
        if lead.is_spade and not broken:
            assert all(c.is_spade for c in held[t.leader])
        for i, c in enumerate(t.cards):
            held[(t.leader + i) % 4] = held[(t.leader + i) % 4].without((c,))
        broken = broken or any(c.is_spade for c in t.cards)


@given(
    st.lists(bid, min_size=4, max_size=4),
    tricks_summing_to_13(),
    st.lists(st.integers(-2000, 2000), min_size=2, max_size=2),
    st.lists(st.integers(0, 9), min_size=2, max_size=2),
)
def test_score_and_bags_after_are_before_plus_the_hand_less_100_per_ten_bags(
    bids, tricks, scores, bags
):
    s = score_hand(bids, tricks, scores, bags)
    for i, team in enumerate(s.teams):
        total = bags[i] + team.bags
        assert s.penalties[i] == total // 10 and s.bags[i] == total % 10
        assert s.scores[i] == scores[i] + team.points - 100 * s.penalties[i]
        assert 0 <= s.bags[i] <= 9
        # nil bidders are scored each on their own, +-100
        assert sum(n.points for n in team.nils) == 100 * sum(1 if n.made else -1 for n in team.nils)


@given(
    st.lists(st.tuples(st.lists(bid, min_size=4, max_size=4), tricks_summing_to_13()), max_size=12)
)
def test_a_game_replayed_hand_by_hand_gives_the_same_totals(hands):
    game = Game()
    for bids, tricks in hands:
        if game.over:
            break
        game = game.record(bids, tricks)
    # the same hands scored one by one from the totals before each
    scores, bags = (0, 0), (0, 0)
    for h in game.hands:
        again = score_hand(h.bids, h.tricks, scores, bags)
        assert again == h
        scores, bags = again.scores, again.bags
    assert game.scores == scores and game.bags == bags


@given(st.integers(0, 9), st.integers(0, 26))
def test_bags_carry_over_modulo_ten(carried, new):
    penalties, left = add_bags(carried, new)
    assert 10 * penalties + left == carried + new and 0 <= left <= 9
