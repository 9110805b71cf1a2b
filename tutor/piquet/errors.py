"""The engine's errors: a small ``ValueError`` family, each with a stable ``code``.

The web layer and the command line translate ``code``; the message is for developers.

* :class:`NotationError` — text that is not a card, a hand or a deal (``bad_card``).
* :class:`InvalidInputError` — well-formed values that break an invariant
  (``duplicate_card``, ``wrong_hand_size``, ``bad_rules``, ``bad_score`` …).
* :class:`IllegalActionError` — a move the rules forbid at this point of the game
  (``revoke``, ``card_not_in_hand``, ``illegal_exchange``, ``wrong_phase`` …).
"""

from __future__ import annotations

from tutor.cardgame import CardGameError

__all__ = [
    "ERROR_CODES",
    "IllegalActionError",
    "InvalidInputError",
    "NotationError",
    "PiquetError",
]


class PiquetError(CardGameError):
    """Base class of every engine error; ``code`` is stable snake_case (``message`` and
    ``to_dict()`` come from the shared :class:`~tutor.cardgame.CardGameError`)."""

    code: str = "piquet_error"


class NotationError(PiquetError):
    """Text that cannot be read as cards (``bad_card``) or a deal (``bad_notation``)."""

    code = "bad_card"


class InvalidInputError(PiquetError):
    """A value that is well formed but breaks an invariant of the game."""

    code = "bad_input"


class IllegalActionError(PiquetError):
    """An action the rules do not allow now."""

    code = "illegal_action"


#: Every code the engine raises, with the error class that carries it.
ERROR_CODES: dict[str, type[PiquetError]] = {
    "bad_card": NotationError,
    "bad_notation": NotationError,
    "bad_json": InvalidInputError,
    "bad_input": InvalidInputError,
    "duplicate_card": InvalidInputError,
    "wrong_hand_size": InvalidInputError,
    "wrong_talon_size": InvalidInputError,
    "wrong_trick_count": InvalidInputError,
    "bad_rules": InvalidInputError,
    "bad_score": InvalidInputError,
    "bad_declaration": InvalidInputError,
    "too_many_deals": InvalidInputError,
    "card_not_in_hand": IllegalActionError,
    "revoke": IllegalActionError,
    "illegal_exchange": IllegalActionError,
    "not_held": IllegalActionError,
    "wrong_phase": IllegalActionError,
    "not_your_turn": IllegalActionError,
}
