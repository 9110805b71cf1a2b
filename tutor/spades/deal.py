"""One hand as a state machine: the deal, the bidding, thirteen tricks, the score.

Phases: ``bidding`` (each seat once, clockwise from the dealer's left) → ``play``
(the dealer's left leads; each trick's winner leads the next) → ``complete``.
Every action has ``verify_*`` (raises a coded error), ``can_*`` (answers) and the act
itself; ``legal_plays`` lists what the seat to act may play.

>>> deal = Deal.new(5, dealer=Seat.WEST)
>>> deal.phase, deal.to_act
(Phase.BIDDING, Seat.NORTH)
>>> for b in (3, 0, 4, 2):
...     deal.bid(b)
>>> while deal.phase is Phase.PLAY:
...     _ = deal.play(deal.legal_plays[0])
>>> sum(deal.tricks_won), deal.score().bids
(13, (3, 0, 4, 2))
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum

from .bidding import verify_bid
from .cards import Card, Hand, deal_hands, parse_card
from .errors import IllegalActionError, InvalidInputError
from .play import Trick, legal_plays, spades_broken, trick_winner, verify_play
from .scoring import HandScore, score_hand
from .seats import Seat, seat

__all__ = ["Deal", "Phase"]


class Phase(StrEnum):
    BIDDING = "bidding"
    PLAY = "play"
    COMPLETE = "complete"

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


class Deal:
    """A hand in progress (mutable, like the Piquet engine's ``Deal``)."""

    def __init__(self, hands: Sequence[Hand], dealer: int = 0) -> None:
        if len(hands) != 4:
            raise InvalidInputError("a deal has four hands", "wrong_hand_size")
        self.dealer = seat(dealer)
        self.dealt = tuple(h if isinstance(h, Hand) else Hand(h) for h in hands)
        for s, h in enumerate(self.dealt):
            if len(h) != 13:
                raise InvalidInputError(f"seat {s} holds {len(h)} cards, not 13", "wrong_hand_size")
        if len({c for h in self.dealt for c in h}) != 52:
            raise InvalidInputError("a card is in two hands", "duplicate_card")
        self._hands = list(self.dealt)
        self._bids: list[int] = []
        self._tricks: list[Trick] = []
        self._current: list[Card] = []

    @classmethod
    def new(cls, rng: int | random.Random, dealer: int = 0) -> Deal:
        """Shuffle and deal from a seed or ``random.Random``."""
        return cls(deal_hands(rng, dealer), dealer)

    # --- state ------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        if len(self._bids) < 4:
            return Phase.BIDDING
        return Phase.PLAY if len(self._tricks) < 13 else Phase.COMPLETE

    @property
    def bids(self) -> dict[Seat, int]:
        """The bids so far, by seat."""
        return {Seat((self.dealer + 1 + i) % 4): b for i, b in enumerate(self._bids)}

    @property
    def leader(self) -> Seat:
        """Who leads (or led) the current trick."""
        return self._tricks[-1].winner if self._tricks else self.dealer.next

    @property
    def to_act(self) -> Seat | None:
        phase = self.phase
        if phase is Phase.BIDDING:
            return Seat((self.dealer + 1 + len(self._bids)) % 4)
        if phase is Phase.PLAY:
            return Seat((self.leader + len(self._current)) % 4)
        return None

    def hand(self, who: int) -> Hand:
        """What ``who`` holds now."""
        return self._hands[seat(who)]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return tuple(self._tricks)

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick being played, the lead first."""
        return tuple(self._current)

    @property
    def spades_broken(self) -> bool:
        """Whether a spade has been played in an earlier trick."""
        return spades_broken(t.cards for t in self._tricks)

    @property
    def tricks_won(self) -> tuple[int, int, int, int]:
        won = [0, 0, 0, 0]
        for t in self._tricks:
            won[t.winner] += 1
        return (won[0], won[1], won[2], won[3])

    @property
    def legal_plays(self) -> tuple[Card, ...]:
        who = self.to_act
        if self.phase is not Phase.PLAY or who is None:
            return ()
        led = self._current[0] if self._current else None
        return legal_plays(self._hands[who], led, self.spades_broken)

    # --- actions ----------------------------------------------------------------------

    def _check_turn(self, phase: Phase, who: int | None) -> Seat:
        if self.phase is not phase:
            raise IllegalActionError(f"not in the {phase} phase", "wrong_phase")
        to_act = self.to_act
        assert to_act is not None
        if who is not None and seat(who) != to_act:
            raise IllegalActionError(f"it is seat {int(to_act)}'s turn", "not_your_turn")
        return to_act

    def verify_bid(self, bid: int, who: int | None = None) -> None:
        self._check_turn(Phase.BIDDING, who)
        verify_bid(bid)

    def can_bid(self, bid: int, who: int | None = None) -> bool:
        try:
            self.verify_bid(bid, who)
        except (IllegalActionError, InvalidInputError):
            return False
        return True

    def bid(self, bid: int, who: int | None = None) -> None:
        """Record the bid of the seat to act (0 is nil)."""
        self.verify_bid(bid, who)
        self._bids.append(bid)

    def verify_play(self, card: Card | str, who: int | None = None) -> None:
        actor = self._check_turn(Phase.PLAY, who)
        led = self._current[0] if self._current else None
        verify_play(self._hands[actor], parse_card(card), led, self.spades_broken)

    def can_play(self, card: Card | str, who: int | None = None) -> bool:
        try:
            self.verify_play(card, who)
        except (IllegalActionError, InvalidInputError):
            return False
        return True

    def play(self, card: Card | str, who: int | None = None) -> Trick | None:
        """Play a card of the seat to act; returns the trick once it is complete."""
        self.verify_play(card, who)
        c = parse_card(card)
        actor = self.to_act
        assert actor is not None
        self._hands[actor] = self._hands[actor].without((c,))
        self._current.append(c)
        if len(self._current) < 4:
            return None
        leader = self.leader
        cards = tuple(self._current)
        trick = Trick(len(self._tricks) + 1, leader, cards, trick_winner(leader, cards))  # type: ignore[arg-type]  # four cards now
        self._tricks.append(trick)
        self._current = []
        return trick

    def score(self, scores: Sequence[int] = (0, 0), bags: Sequence[int] = (0, 0)) -> HandScore:
        """The hand's score once complete (``scores``/``bags``: the totals before it)."""
        if self.phase is not Phase.COMPLETE:
            raise IllegalActionError("the hand is not over", "wrong_phase")
        bids = self.bids
        return score_hand([bids[Seat(s)] for s in range(4)], self.tricks_won, scores, bags)

    def __repr__(self) -> str:
        return (
            f"<Deal dealer={int(self.dealer)} phase={self.phase.value} tricks={len(self._tricks)}>"
        )
