"""The two seats of a deal: elder hand (non-dealer) and younger hand (dealer)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Player"]


class Player(StrEnum):
    """Elder hand (``"elder"``, the non-dealer) or younger hand (``"younger"``, the dealer).

    >>> Player("elder").opponent
    Player.YOUNGER
    """

    ELDER = "elder"
    YOUNGER = "younger"

    @property
    def opponent(self) -> Player:
        return Player.YOUNGER if self is Player.ELDER else Player.ELDER

    def __repr__(self) -> str:
        return f"Player.{self.name}"
