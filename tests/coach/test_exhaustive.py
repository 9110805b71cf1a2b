"""With both hands open, the play ratings are the exact values: compared with a plain
brute-force minimax over the engine's own rules (``legal_plays``, ``trick_winner``) and
scoring (``score_deal`` of the whole deal) in small endgames of real deals."""

from hypothesis import Phase, assume, given, settings
from hypothesis import strategies as st

from tests.piquet.bots.helpers import play_to
from tutor.piquet import CAVENDISH, Deal, Hand, Player, Rules, legal_plays, score_deal, trick_winner
from tutor.piquet.bots import DecisionKind, PlayDecision, decision_kind, view_of
from tutor.piquet.coach import rate_open


def final_difference(deal: Deal, me: Player, pairs: list) -> int:
    """My total minus the opponent's for the whole deal ending with tricks ``pairs``."""
    played = {p: set() for p in Player}
    leader = Player.ELDER
    for led, reply in pairs:
        played[leader].add(led)
        played[leader.opponent].add(reply)
        leader = leader if trick_winner(led, reply) is led else leader.opponent
    result = score_deal(
        Hand(played[Player.ELDER]),
        Hand(played[Player.YOUNGER]),
        pairs,
        deal.rules,
        elder_dealt=deal.dealt.elder,
        younger_dealt=deal.dealt.younger,
        elder_declaration=deal.declaration(Player.ELDER),
        younger_declaration=deal.declaration(Player.YOUNGER),
    )
    return result[me].total - result[me.opponent].total


def brute_force(deal, me, hands, leader, led, pairs) -> int:
    """The best final difference for ``me`` (maximising) against the opponent
    (minimising), every legal card tried at every turn."""
    if len(pairs) == 12:
        return final_difference(deal, me, pairs)
    mover = leader if led is None else leader.opponent
    values = []
    for card in legal_plays(hands[mover], led):
        rest = dict(hands)
        rest[mover] = hands[mover].without((card,))
        if led is None:
            values.append(brute_force(deal, me, rest, leader, card, pairs))
        else:
            winner = leader if trick_winner(led, card) is led else mover
            values.append(brute_force(deal, me, rest, winner, None, [*pairs, (led, card)]))
    return max(values) if mover is me else min(values)


def card_values(deal: Deal) -> dict:
    me = deal.to_act
    led = deal.current_lead
    leader = me if led is None else me.opponent
    pairs = [(t.led, t.played) for t in deal.tricks]
    hands = {p: deal.hand(p) for p in Player}
    out = {}
    for card in deal.legal_plays:
        rest = dict(hands)
        rest[me] = hands[me].without((card,))
        if led is None:
            out[card] = brute_force(deal, me, rest, leader, card, pairs)
        else:
            winner = leader if trick_winner(led, card) is led else me
            out[card] = brute_force(deal, me, rest, winner, None, [*pairs, (led, card)])
    return out


@settings(max_examples=60, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(
    seed=st.integers(0, 10**6),
    stop=st.integers(20, 30),
    rules=st.sampled_from([CAVENDISH, Rules(lead_points="ten_and_above")]),
)
def test_open_hand_play_ratings_equal_an_exhaustive_search(seed, stop, rules):
    deal = play_to(seed, rules, stop, level=3)
    assume(decision_kind(deal) is DecisionKind.PLAY and len(deal.hand(deal.to_act)) <= 4)
    view = view_of(deal, deal.to_act)
    assume(min(view.score) > 0)  # both have scored: no pique left to make
    now = view.my_score - view.their_score
    exact = {card: v - now for card, v in card_values(deal).items()}
    ratings = rate_open(deal)
    assert {r.decision: r.value for r in ratings} == {PlayDecision(c): v for c, v in exact.items()}
    assert ratings[0].value == max(exact.values())
