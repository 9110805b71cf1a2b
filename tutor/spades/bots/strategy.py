"""Levels 2 (the counting player) and 3 (the strong partnership player).

Both reckon from :class:`~.knowledge.Knowledge`: the cards still unseen, who has shown
out of which suit, which cards are masters, and what each team still needs. Level 2 bids
its expected tricks, cashes masters while its team needs tricks and ducks once the
contract is made (bags cost). Level 3 also bids nil with a hand that can duck
everything, covers its partner's nil (plays high before him, overtakes him after), works
to set the opponents' nil and their contract, and minds the bags in its bids.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..bidding import MAX_BID, NIL
from ..cards import SUIT_MASKS, Card, Hand, Rank, Suit
from ..play import winning_card
from ..seats import Seat
from .decisions import BidDecision, Decision, PlayDecision
from .knowledge import Knowledge
from .view import DecisionKind, View

__all__ = ["expected_tricks", "level2", "level3", "nil_risk"]

_S = Suit.SPADES
_SIDE = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

#: Level 3 bids nil with fewer expected tricks than this and a nil risk below the next.
NIL_MAX_TRICKS = 2.5
NIL_MAX_RISK = 1.0
#: Level 3 bids its expected tricks plus this.
BID_OFFSET = 0.0
#: Level 3 plays to set the opponents once they need all but this many of the tricks left.
SET_SLACK = 2


# --- bidding -----------------------------------------------------------------------


def expected_tricks(hand: Hand) -> float:
    """The tricks ``hand`` may expect to take: side-suit honours by length, trump honours
    by their guards, long trumps, and ruffs in short suits with trumps to spare."""
    spades = hand.suit(_S)
    n = len(spades)
    trump = 0.0
    for i, c in enumerate(spades):
        missing = c.rank.order - i  # higher spades not in this hand
        guards = n - 1 - i
        if missing <= 0:
            p = 1.0
        elif missing <= guards:
            p = (0.85, 0.6, 0.35)[missing - 1] if missing <= 3 else 0.15
        else:
            p = 0.1
        long_trump = 0.8 if i >= 4 else 0.0
        trump += max(p, long_trump)
    side = 0.0
    short = 0.0
    for suit in _SIDE:
        cards = hand.suit(suit)
        m = len(cards)
        ranks = {c.rank for c in cards}
        if Rank.ACE in ranks:
            side += 0.95 if m <= 4 else 0.8 if m == 5 else 0.55
        if Rank.KING in ranks:
            if m == 1:
                side += 0.15
            else:
                side += 0.8 if m <= 3 else 0.55 if m == 4 else 0.3
        if Rank.QUEEN in ranks and m >= 3:
            side += (0.45 if m <= 4 else 0.2) if ranks & {Rank.ACE, Rank.KING} else 0.2
        short += (0.9, 0.6, 0.25)[m] if m <= 2 else 0.0
    spare = max(0.0, n - trump)
    return trump + side + min(short, spare)


def nil_risk(hand: Hand) -> float:
    """How likely (roughly, 0 to 1 and beyond) ``hand`` is to be forced to take a trick
    if it bids nil: high spades, long spades, unguarded high side cards."""
    risk = 0.0
    spades = hand.suit(_S)
    for i, c in enumerate(spades):
        low_below = len(spades) - 1 - i
        if c.rank.order <= 3:  # A K Q J of spades
            risk += (1.0, 0.8, 0.6, 0.4)[c.rank.order]
        elif c.rank.order <= 6:  # T 9 8
            risk += 0.2
        risk += 0.05 * low_below
    risk += max(0, len(spades) - 3) * 0.3
    for suit in _SIDE:
        cards = hand.suit(suit)
        lows = sum(1 for c in cards if c.rank.order >= 8)  # 6 and below
        for c in cards:
            if c.rank.order <= 2:  # A K Q
                risk += (0.6, 0.4, 0.25)[c.rank.order] / (1 + 0.5 * lows)
    return risk


def _bid_counting(view: View) -> int:
    return max(1, min(MAX_BID, round(expected_tricks(view.hand))))


def _bid_strong(view: View) -> int:
    k = Knowledge.of(view)
    hand = view.hand
    e = expected_tricks(hand)
    partner = view.seat.partner
    partner_bid = k.bids.get(partner)
    my_bags = view.bags[view.seat.team.index]
    if (
        partner_bid != NIL
        and e < NIL_MAX_TRICKS
        and nil_risk(hand) < NIL_MAX_RISK
        and (partner_bid is None or partner_bid >= 3)
    ):
        return NIL
    if partner_bid == NIL:
        e += 0.5  # covering the nil takes tricks the partner must not
    bid = e + BID_OFFSET if my_bags < 6 else e + 0.25  # bags near ten: less to spare
    return max(1, min(MAX_BID, round(bid)))


# --- play helpers --------------------------------------------------------------------


def _rank_key(c: Card) -> int:
    """Higher for the stronger card: spades above everything, then rank."""
    return (100 if c.suit is _S else 0) + (12 - c.rank.order)


def _lowest(cards: Sequence[Card]) -> Card:
    return min(cards, key=_rank_key)


def _highest(cards: Sequence[Card]) -> Card:
    return max(cards, key=_rank_key)


def _beats(card: Card, best: Card) -> bool:
    return winning_card((best, card)) == card


def _wins_now(card: Card, k: Knowledge) -> bool:
    cur = k.view.current
    return not cur or winning_card((*cur, card)) == card


def _discard(cards: Sequence[Card], k: Knowledge) -> Card:
    """The card to throw away: the lowest side card of the shortest side suit (making a
    void to ruff later), never a master while a non-master will do."""
    side = [c for c in cards if c.suit is not _S] or list(cards)
    plain = [c for c in side if not k.is_master(c)] or side

    def key(c: Card) -> tuple[int, int]:
        length = (k.mine & SUIT_MASKS[c.suit.order]).bit_count()
        return (length, -c.rank.order)

    return min(plain, key=key)


def _shed(cards: Sequence[Card]) -> Card:
    """The card to throw away when tricks are unwanted: the highest side card."""
    side = [c for c in cards if c.suit is not _S]
    return _highest(side) if side else _lowest(cards)


# --- the modes -----------------------------------------------------------------------


def _take(legal: Sequence[Card], k: Knowledge) -> Card:
    """Play to win tricks for the team."""
    view = k.view
    if not view.current:
        return _lead_take(legal, k)
    best, by = k.winning_now()
    led = view.current[0].suit
    if by == k.me.partner and k.holds(best, led):
        return _lowest(legal) if legal[0].suit is led else _discard(legal, k)
    winners = [c for c in legal if _beats(c, best)]
    if not winners:
        return _lowest(legal) if legal[0].suit is led else _discard(legal, k)
    safe = [c for c in winners if k.holds(c, led)]
    if safe:
        return _lowest(safe)
    if len(view.current) == 1 and legal[0].suit is led:  # second hand low
        return _lowest(legal)
    return _highest(winners) if winners[0].suit is led else _lowest(winners)


def _lead_take(legal: Sequence[Card], k: Knowledge) -> Card:
    opponents = [k.me.next, k.me.partner.next]
    cash = [
        c
        for c in legal
        if k.is_master(c)
        and (c.suit is _S or not any(c.suit in k.voids[o] and k.may_hold(o, _S) for o in opponents))
    ]
    if cash:
        side = [c for c in cash if c.suit is not _S]
        return _highest(side) if side else _highest(cash)
    side = [c for c in legal if c.suit is not _S]
    spades = (k.mine & SUIT_MASKS[_S.order]).bit_count()
    if side and spades:
        short = [c for c in side if (k.mine & SUIT_MASKS[c.suit.order]).bit_count() == 1]
        if short:
            return _lowest(short)  # to ruff the suit later
    pool = side or list(legal)
    return _lowest(pool)


def _duck(legal: Sequence[Card], k: Knowledge) -> Card:
    """Play to take no trick (the contract is made: tricks would be bags; or nil)."""
    view = k.view
    if not view.current:
        side = [c for c in legal if c.suit is not _S] or list(legal)
        safe = [c for c in side if k.unseen & SUIT_MASKS[c.suit.order] & ((1 << c.index) - 1)]
        return _lowest(safe or side)
    return _under_the_trick(legal, k)


def _nil(legal: Sequence[Card], k: Knowledge) -> Card:
    """Play a nil: never win a trick; shed the dangerous high cards while it is safe."""
    view = k.view
    if not view.current:
        side = [c for c in legal if c.suit is not _S] or list(legal)
        return min(side, key=lambda c: (-c.rank.order, -k.unseen_in(c.suit)))
    return _under_the_trick(legal, k)


def _under_the_trick(legal: Sequence[Card], k: Knowledge) -> Card:
    """Not leading, keep out of the trick: the highest card that loses it (the highest
    spade-free discard when off suit); if every card wins it for now, the lowest while
    others are still to play, else the highest."""
    best, _ = k.winning_now()
    led = k.view.current[0].suit
    losers = [c for c in legal if not _beats(c, best)]
    if losers:
        if legal[0].suit is led:
            return _highest(losers)
        return _shed(losers)
    if k.still_to_play():
        return _lowest(legal)
    return _highest(legal)


def _cover(legal: Sequence[Card], k: Knowledge) -> Card | None:
    """Protect the partner's live nil: win the trick he might otherwise take."""
    view = k.view
    partner = k.me.partner
    if not view.current:
        side = [c for c in legal if c.suit is not _S]
        pool = side or list(legal)
        return _highest(pool)  # lead high: the partner can play under it
    mine_i = len(view.current)
    pi = (partner - view.leader) % 4
    best, by = k.winning_now()
    led = view.current[0].suit
    if pi < mine_i:  # the partner has played
        if by != partner:
            return None  # he is under someone: play normally
        winners = [c for c in legal if _beats(c, best)]
        if winners:
            return _lowest([c for c in winners if k.holds(c, led)] or winners)
        return None
    # the partner plays after me: make the trick hard to beat
    winners = [c for c in legal if _beats(c, best)]
    if winners:
        return _highest(winners)
    return None


def _set_nil(legal: Sequence[Card], k: Knowledge, target: Seat) -> Card | None:
    """Work on an opponent's live nil: lead low into him, never take him off the hook."""
    view = k.view
    if not view.current:
        suits = [c for c in legal if c.suit is not _S and k.may_hold(target, c.suit)]
        return _lowest(suits) if suits else None
    ti = (target - view.leader) % 4
    mine_i = len(view.current)
    best, by = k.winning_now()
    led = view.current[0].suit
    if ti < mine_i:
        if by == target:  # he is winning it: stay under him
            losers = [c for c in legal if not _beats(c, best)]
            if losers:
                return _highest(losers) if losers[0].suit is led else _shed(losers)
        return None
    # he plays after me: keep the trick low so he may be forced to win it
    if by == k.me.partner or by == k.me:
        return None
    if legal[0].suit is led:
        return _lowest(legal)
    return None


def _want_tricks(k: Knowledge, strong: bool) -> bool:
    team = k.team
    need = k.need(team)
    if need > 0:
        return True
    if not strong:
        return False
    opp = team.opponent
    opp_need = k.need(opp)
    # set the opponents: they need nearly every trick that is left
    return 0 < opp_need and opp_need >= k.left - SET_SLACK


def _play(view: View, rng: random.Random, strong: bool) -> Card:
    legal = view.legal_plays
    if len(legal) == 1:
        return legal[0]
    k = Knowledge.of(view)
    me = k.me
    if k.nil_alive(me):
        return _nil(legal, k)
    if k.is_nil(me):  # a failed nil: its tricks are only bags now
        return _duck(legal, k)
    if strong:
        if k.nil_alive(me.partner):
            card = _cover(legal, k)
            if card is not None:
                return card
        for opp in (me.next, me.partner.next):
            if k.nil_alive(opp) and k.need(k.team) <= k.left - 3:
                card = _set_nil(legal, k, opp)
                if card is not None:
                    return card
    if _want_tricks(k, strong):
        return _take(legal, k)
    return _duck(legal, k)


def level2(view: View, rng: random.Random) -> Decision:
    """The counting player."""
    if view.check_to_act() is DecisionKind.BID:
        return BidDecision(_bid_counting(view))
    return PlayDecision(_play(view, rng, strong=False))


def level3(view: View, rng: random.Random) -> Decision:
    """The strong player."""
    if view.check_to_act() is DecisionKind.BID:
        return BidDecision(_bid_strong(view))
    return PlayDecision(_play(view, rng, strong=True))
