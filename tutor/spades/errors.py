"""The Spades engine's errors: a small ``ValueError`` family with stable codes.

All derive from :class:`SpadesError`, itself a :class:`~tutor.cardgame.CardGameError`
(``code``, ``message``, ``to_dict()``).

* :class:`NotationError` — text that is not a card (``bad_card``).
* :class:`InvalidInputError` — well-formed values that break an invariant
  (``duplicate_card``, ``wrong_hand_size``, ``bad_bid``, ``bad_tricks`` …).
* :class:`IllegalActionError` — a move the rules forbid now (``revoke``,
  ``spades_not_broken``, ``card_not_in_hand``, ``not_your_turn`` …).
"""

from __future__ import annotations

from tutor.cardgame import CardGameError

__all__ = [
    "ERROR_CODES",
    "IllegalActionError",
    "InvalidInputError",
    "NotationError",
    "SpadesError",
]


class SpadesError(CardGameError):
    """Base class of every Spades engine error."""

    code: str = "spades_error"


class NotationError(SpadesError):
    """Text that cannot be read as cards."""

    code = "bad_card"


class InvalidInputError(SpadesError):
    """A value that is well formed but breaks an invariant of the game."""

    code = "bad_input"


class IllegalActionError(SpadesError):
    """An action the rules do not allow now."""

    code = "illegal_action"


#: Every code the engine raises, with the error class that carries it.
ERROR_CODES: dict[str, type[SpadesError]] = {
    "bad_card": NotationError,
    "bad_json": InvalidInputError,
    "bad_input": InvalidInputError,
    "duplicate_card": InvalidInputError,
    "wrong_hand_size": InvalidInputError,
    "wrong_trick_count": InvalidInputError,
    "wrong_trick_size": InvalidInputError,
    "bad_seat": InvalidInputError,
    "bad_bid": InvalidInputError,
    "bad_tricks": InvalidInputError,
    "bad_score": InvalidInputError,
    "bad_bags": InvalidInputError,
    "bad_view": InvalidInputError,
    "card_not_in_hand": IllegalActionError,
    "revoke": IllegalActionError,
    "spades_not_broken": IllegalActionError,
    "not_your_turn": IllegalActionError,
    "wrong_phase": IllegalActionError,
    "game_over": IllegalActionError,
}
