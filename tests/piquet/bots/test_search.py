"""The search machinery of levels 4 and 5: the exact endgame solver, rollouts, and the
opponent hands sampled from what a player knows."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.piquet import CARDS, CAVENDISH, Player, Rules, trick_winner
from tutor.piquet.bots import decide, decision_kind, view_of
from tutor.piquet.bots.fastplay import CARDS_BONUS, _moves, beats, rollout, solve, tables_for
from tutor.piquet.bots.knowledge import knowledge
from tutor.piquet.cards import SUIT_MASKS as SUIT

from .helpers import play_to


def test_mask_trick_rule_is_the_engines_trick_winner():
    for led in CARDS:
        for reply in CARDS:
            if led != reply:
                assert beats(reply.index, led.index) is (trick_winner(led, reply) is reply)


def minimax(a, b, leader, led, w0, w1, tab):
    """Plain minimax over every card (no pruning, no table): the reference."""
    if w0 + w1 == 12:
        if w0 > 6:
            return CARDS_BONUS if w0 < 12 else 40
        if w1 > 6:
            return -CARDS_BONUS if w1 < 12 else -40
        return 0
    mover = leader if led < 0 else 1 - leader
    values = []
    for c in _moves(a if mover == 0 else b, led):
        na, nb = (a & ~(1 << c), b) if mover == 0 else (a, b & ~(1 << c))
        if led < 0:
            sign = 1 if mover == 0 else -1
            values.append(sign * tab.lead[c] + minimax(na, nb, leader, c, w0, w1, tab))
            continue
        wins = c >> 3 == led >> 3 and (c & 7) < (led & 7)
        winner = mover if wins else leader
        pts = (tab.win[c] if wins else 0) + (1 if w0 + w1 == 11 else 0)
        sign = 1 if winner == 0 else -1
        values.append(
            sign * pts + minimax(na, nb, winner, -1, w0 + (winner == 0), w1 + (winner == 1), tab)
        )
    return max(values) if mover == 0 else min(values)


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    n=st.integers(1, 4),
    follow=st.booleans(),
    old_rule=st.booleans(),
)
def test_solver_agrees_with_plain_minimax(seed, n, follow, old_rule):
    rules = Rules(lead_points="ten_and_above") if old_rule else CAVENDISH
    tab = tables_for(rules)
    rng = random.Random(seed)
    cards = rng.sample(range(32), 2 * n)
    a = sum(1 << i for i in cards[:n])
    t0 = rng.randint(0, 12 - n)
    t1 = 12 - n - t0
    if follow:  # the opponent has led the last of his cards to this trick
        led = cards[n]
        b = sum(1 << i for i in cards[n + 1 :])
        got = solve(a, b, 1, led, t0, t1, tab)
        want = {}
        for c in _moves(a, led):
            wins = c >> 3 == led >> 3 and (c & 7) < (led & 7)
            pts = (tab.win[c] if wins else 0) + (1 if t0 + t1 == 11 else 0)
            rest = minimax(a & ~(1 << c), b, 0 if wins else 1, -1, t0 + wins, t1 + (not wins), tab)
            want[c] = (pts if wins else -pts) + rest
    else:
        b = sum(1 << i for i in cards[n:])
        got = solve(a, b, 0, -1, t0, t1, tab)
        want = {
            c: tab.lead[c] + minimax(a & ~(1 << c), b, 0, c, t0, t1, tab) for c in _moves(a, -1)
        }
    assert got == want


def test_rollout_plays_every_card_and_scores_the_last_trick():
    tab = tables_for(CAVENDISH)
    rng = random.Random(4)
    cards = rng.sample(range(32), 24)
    a, b = sum(1 << i for i in cards[:12]), sum(1 << i for i in cards[12:])
    p0, p1, t0, t1 = rollout(a, b, 0, -1, 0, 0, tab)
    assert t0 + t1 == 12
    # 12 leads, one point per trick won from the other's lead, one for the last trick,
    # the cards to whoever took more than six
    assert p0 + p1 >= 12 + 1
    assert (t0 > 6) <= (p0 >= CARDS_BONUS)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), stop=st.integers(4, 28), draw=st.integers(0, 99))
def test_sampled_opponent_hands_fit_what_the_player_knows(seed, stop, draw):
    deal = play_to(seed, CAVENDISH, stop, level=1)
    if decision_kind(deal) is None:
        return
    me = deal.to_act
    view = view_of(deal, me)
    kn = knowledge(view)
    hand = kn.sample(random.Random(draw))
    truth = deal.hand(me.opponent).mask
    assert hand.bit_count() == len(deal.hand(me.opponent))
    assert not hand & kn.hand and not hand & kn.played
    assert hand & kn.must == kn.must and truth & kn.must == kn.must  # must is true
    for s in range(4):
        if kn.void >> s & 1:
            assert not hand & SUIT[s] and not truth & SUIT[s]  # voids are true
    assert truth & ~(kn.unknown) == 0  # the real hand is among the possible ones


def test_elder_knows_younger_took_the_cards_he_left():
    deal = play_to(3, CAVENDISH, 0)
    elder_hand = deal.hand(Player.ELDER)
    deal.exchange(elder_hand.cards[:3])  # takes three, leaves two he may look at
    left = deal.elder_left
    deal.exchange(deal.hand(Player.YOUNGER).cards[:4])  # takes the two, then two more
    deal.declare()
    view = view_of(deal, Player.ELDER)
    kn = knowledge(view)
    assert all(kn.must >> c.index & 1 for c in left)
    assert set(left) <= set(deal.hand(Player.YOUNGER))


def test_search_levels_answer_within_a_tiny_budget():
    deal = play_to(12, CAVENDISH, 8, level=1)
    view = view_of(deal, deal.to_act)
    for level in (4, 5):
        card = decide(view, level, 1, budget=0.0).card
        assert card in view.legal_plays
