"""What a counting player works out from its :class:`View`: the cards still unseen, the
suits each seat has shown it lacks, the masters, each team's contract and tricks.

Everything here is derived from the view alone (the seat's own hand and the public
facts), never from another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..bidding import NIL, team_contract
from ..cards import CARDS, SUIT_MASKS, Card, Hand, Suit
from ..play import spades_broken, winning_card
from ..seats import Seat, Team
from .view import View

__all__ = ["Knowledge", "suit_cards"]

_SPADES = Suit.SPADES


def suit_cards(mask: int, suit: Suit) -> list[Card]:
    """The cards of ``suit`` in ``mask``, highest first."""
    m = mask & SUIT_MASKS[suit.order]
    out = []
    while m:
        low = m & -m
        out.append(CARDS[low.bit_length() - 1])
        m ^= low
    return out


def _above(card: Card) -> int:
    """The mask of the cards of ``card``'s suit that rank above it."""
    return SUIT_MASKS[card.suit.order] & ((1 << card.index) - 1)


@dataclass(slots=True)
class Knowledge:
    """One seat's reckoning at a decision (built from a view)."""

    view: View
    me: Seat
    mine: int
    unseen: int
    voids: tuple[frozenset[Suit], ...]
    won: tuple[int, int, int, int]
    bids: dict[Seat, int]

    @classmethod
    def of(cls, view: View) -> Knowledge:
        voids: list[set[Suit]] = [set(), set(), set(), set()]
        broken = False
        tricks: list[tuple[Seat, tuple[Card, ...]]] = [(t.leader, t.cards) for t in view.tricks]
        if view.current:
            tricks.append((view.leader, view.current))
        for leader, cards in tricks:
            lead = cards[0]
            if lead.suit is _SPADES and not broken:  # led a spade unbroken: nothing else held
                voids[leader] |= {s for s in Suit if s is not _SPADES}
            for i, c in enumerate(cards[1:], 1):
                if c.suit is not lead.suit:
                    voids[(leader + i) % 4].add(lead.suit)
            broken = broken or spades_broken([cards])
        return cls(
            view,
            view.seat,
            view.hand.mask,
            view.unseen.mask,
            tuple(frozenset(v) for v in voids),
            view.tricks_won(),
            view.bid_by_seat,
        )

    # --- cards ----------------------------------------------------------------------

    def is_master(self, card: Card) -> bool:
        """No card still unseen (in another seat's hand) ranks above ``card`` in its suit."""
        return not self.unseen & _above(card)

    def unseen_in(self, suit: Suit) -> int:
        return (self.unseen & SUIT_MASKS[suit.order]).bit_count()

    def may_hold(self, who: Seat, suit: Suit) -> bool:
        """Whether ``who`` may still hold a card of ``suit`` (for me: whether I do)."""
        if who == self.me:
            return bool(self.mine & SUIT_MASKS[suit.order])
        return suit not in self.voids[who] and self.unseen_in(suit) > 0

    def still_to_play(self) -> list[Seat]:
        """The seats that play to the current trick after me."""
        n = len(self.view.current)
        return [Seat((self.me + i) % 4) for i in range(1, 4 - n)]

    def could_beat(self, who: Seat, best: Card, led: Suit) -> bool:
        """Whether ``who`` (still to play) might beat ``best``, the card winning the trick
        whose led suit is ``led``."""
        if best.suit is led and led is not _SPADES:
            if self.may_hold(who, led) and self.unseen & _above(best):
                return True
            # trumps it if void in the led suit: likely when few of the suit are unseen
            void_likely = led in self.voids[who] or self.unseen_in(led) <= 2
            return void_likely and self.may_hold(who, _SPADES)
        # a spade is winning
        if not self.unseen & _above(best):
            return False
        return self.may_hold(who, _SPADES) and (led is _SPADES or not self.may_hold(who, led))

    def holds(self, best: Card, led: Suit, seats: list[Seat] | None = None) -> bool:
        """Whether ``best`` will still win once every seat after me has played."""
        later = self.still_to_play() if seats is None else seats
        return not any(self.could_beat(s, best, led) for s in later)

    def winning(self) -> tuple[Card, Seat] | None:
        """The card winning the current trick so far and who played it."""
        cur = self.view.current
        if not cur:
            return None
        best = winning_card(cur)
        return best, Seat((self.view.leader + cur.index(best)) % 4)

    def winning_now(self) -> tuple[Card, Seat]:
        """:meth:`winning` for a trick already led."""
        found = self.winning()
        if found is None:
            raise ValueError("no card is led yet")
        return found

    # --- contracts ------------------------------------------------------------------

    @property
    def team(self) -> Team:
        return self.me.team

    def is_nil(self, who: Seat) -> bool:
        return self.bids.get(who) == NIL

    def nil_alive(self, who: Seat) -> bool:
        """``who`` bid nil and has taken no trick yet."""
        return self.is_nil(who) and self.won[who] == 0

    def contract(self, team: Team) -> int:
        bids = [self.bids.get(Seat(s), 0) for s in range(4)]
        return team_contract(bids, team)

    def counted(self, team: Team) -> int:
        """The tricks that count for ``team``'s contract (its nil bidders' do not)."""
        return sum(self.won[s] for s in team.seats if not self.is_nil(s))

    def need(self, team: Team) -> int:
        """Tricks ``team`` still needs for its contract (≤ 0: made)."""
        return self.contract(team) - self.counted(team)

    @property
    def left(self) -> int:
        """Tricks not yet complete (the current one included)."""
        return 13 - len(self.view.tricks)

    def hand(self) -> Hand:
        return self.view.hand
