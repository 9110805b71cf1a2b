"""The running game to 500: totals and carried bags hand after hand, the dealer moving
clockwise, until a team has won.

The first dealer is drawn at random (from a seed); then the deal passes to the left.
``Game`` is a frozen value: :meth:`Game.record` returns the game after one more hand.

>>> g = Game.new(seed=4)
>>> g = g.record(bids=(4, 3, 3, 2), tricks=(4, 3, 4, 2))
>>> g.scores, g.bags, g.winner, len(g.hands)
((71, 50), (1, 0), None, 1)
>>> g.dealer == Game.new(seed=4).dealer.next
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.cardgame import make_rng

from .errors import IllegalActionError, InvalidInputError
from .scoring import HandScore, game_winner, score_hand
from .seats import Seat, Team, seat

__all__ = ["Game", "first_dealer"]


def first_dealer(rng: int | random.Random) -> Seat:
    """The first dealer, drawn at random from a seed or ``random.Random``."""
    return Seat(make_rng(rng, InvalidInputError).randrange(4))


@dataclass(frozen=True, slots=True)
class Game:
    """A game in progress: who deals next, the totals and carried bags, the hands so far."""

    dealer: Seat = Seat.NORTH
    scores: tuple[int, int] = (0, 0)
    bags: tuple[int, int] = (0, 0)
    hands: tuple[HandScore, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "dealer", seat(self.dealer))

    @classmethod
    def new(cls, seed: int | random.Random) -> Game:
        return cls(first_dealer(seed))

    @property
    def winner(self) -> Team | None:
        """The team that has won, or ``None`` while the game goes on."""
        return game_winner(self.scores)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def verify_record(self, bids: Sequence[int], tricks: Sequence[int]) -> None:
        """Raise ``game_over`` once a team has won, or the scoring errors of the hand."""
        if self.over:
            raise IllegalActionError("the game is over", "game_over")
        score_hand(bids, tricks, self.scores, self.bags)

    def can_record(self, bids: Sequence[int], tricks: Sequence[int]) -> bool:
        try:
            self.verify_record(bids, tricks)
        except (IllegalActionError, InvalidInputError):
            return False
        return True

    def record(self, bids: Sequence[int], tricks: Sequence[int]) -> Game:
        """The game after one more hand with these bids and tricks (by seat)."""
        if self.over:
            raise IllegalActionError("the game is over", "game_over")
        hand = score_hand(bids, tricks, self.scores, self.bags)
        return Game(self.dealer.next, hand.scores, hand.bags, (*self.hands, hand))
