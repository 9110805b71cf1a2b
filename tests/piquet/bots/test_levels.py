"""What each level does that the one below does not."""

from tutor.piquet import CAVENDISH, Card, Deal, Player, Rules
from tutor.piquet.bots import DecisionKind, View, decide, view_of
from tutor.piquet.bots.view import Declared

from .helpers import play_to


def cards(text):
    return tuple(Card.parse(c) for c in text.split())


def play_view(hand, tricks, led=None, role=Player.ELDER, dealt=None, discards=()):
    """A view in the play, hand and tricks given (only what the levels read matters)."""
    return View(
        rules=CAVENDISH,
        role=role,
        decision=DecisionKind.PLAY,
        dealt=dealt or hand,
        hand=hand,
        discards=discards,
        opponent_exchanged=3,
        declared_elder=Declared(),
        declared_younger=Declared(),
        tricks=tricks,
        led=led,
    )


def test_level3_remembers_the_ace_is_gone_and_cashes_its_king():
    # the ace of spades fell in the first trick: the king is now the best spade
    hand = cards("KS 8S 9H 8H 7H 9D 8D 7D 9C 8C 7C")
    view = play_view(hand, (cards("QS AS"),), role=Player.YOUNGER)
    # younger won trick 1 with the ace and leads now
    assert decide(view, 3, 0).card == Card.parse("KS")
    assert decide(view, 2, 0).card != Card.parse("KS")  # level 2 forgets the ace is out


def test_level3_keeps_its_king_guarded_when_discarding():
    hand = cards("KS 7S JH 9H 8H 7H QD JD 9D 8D 7D")
    # the opponent leads clubs; we have none
    view = play_view(
        hand,
        (cards("AD 9D"),),
        led=Card.parse("7C"),
        role=Player.YOUNGER,
        dealt=hand + cards("9D"),
        discards=(),
    )
    played = decide(view, 3, 0).card
    assert played != Card.parse("7S")


def test_level2_exchange_keeps_a_strong_point_and_quatorze():
    deal = Deal.new(0)
    for seed in range(200):
        deal = Deal.new(seed)
        hand = deal.hand(Player.ELDER)
        if len(hand.suit(hand.cards[0].suit)) >= 5:
            break
    view = view_of(deal, Player.ELDER)
    point = max((c.suit for c in hand), key=lambda s: len(hand.suit(s)))
    discard = decide(view, 2, 0).discard
    kept_of_point = len(hand.suit(point)) - sum(c.suit is point for c in discard)
    assert kept_of_point >= len(hand.suit(point)) - 1


def test_level4_sinks_hopeless_sequences_and_sets_and_always_calls_its_point():
    sunk = 0
    for seed in range(60):
        deal = play_to(seed, CAVENDISH, 2, level=1)  # both exchanged: elder declares
        view = view_of(deal, Player.ELDER)
        assert view.decision is DecisionKind.DECLARE
        mine, full = decide(view, 4, 0).declaration, decide(view, 3, 0).declaration
        assert mine.point == full.point
        assert set(mine.sequences) <= set(full.sequences) and set(mine.sets) <= set(full.sets)
        if mine != full:
            sunk += 1
            deal.declare(mine)  # the engine accepts what it calls
    assert sunk >= 1


def test_level5_plays_for_the_rubicon_in_the_last_deal():
    """Level 5 values outcomes by the partie's result in the sixth deal: with the same
    cards, a partie score changes what it thinks best at least sometimes."""
    differ = 0
    for seed in range(30):
        deal = play_to(seed, CAVENDISH, 12, level=1)
        if deal.to_act is None:
            continue
        base = view_of(deal, deal.to_act)
        if len(base.legal_plays) < 2:
            continue
        close = view_of(deal, deal.to_act, partie=[(15, 30)] * 5)  # behind, under 100
        a = decide(base, 5, seed).card
        b = decide(close, 5, seed).card
        assert b in close.legal_plays
        differ += a != b
    assert differ >= 1


def test_every_level_plays_whole_deals_under_every_preset():
    for rules in (CAVENDISH, Rules(younger_max_exchange=3, younger_min_exchange=0)):
        for level in range(6):
            deal = play_to(level, rules, 40, level=level)
            assert deal.to_act is None
