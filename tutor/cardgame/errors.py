"""The error base class every game engine shares: a ``ValueError`` with a stable ``code``.

Each engine derives its own small family from it (``PiquetError``, ``SpadesError``), so
``except PiquetError`` still means "the Piquet engine refused this"; the web layer and the
command lines translate ``code``, the message is for developers.

>>> err = CardGameError("not a card: 'XX'", "bad_card")
>>> isinstance(err, ValueError), err.code, err.to_dict()
(True, 'bad_card', {'code': 'bad_card', 'message': "not a card: 'XX'"})
"""

from __future__ import annotations

__all__ = ["CardGameError"]


class CardGameError(ValueError):
    """Base class of every engine error; ``code`` is stable snake_case."""

    code: str = "card_game_error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""

    def to_dict(self) -> dict[str, str]:
        """The JSON form used by the command lines: ``{"code": ..., "message": ...}``."""
        return {"code": self.code, "message": self.message}
