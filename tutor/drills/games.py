"""The games the drills cover, each declared once (like python-chess's ``VARIANTS``).

A :class:`Game` names its drill kinds (in teaching order), its lesson track, how to read
its cards, and what the choice values ``a``/``b`` mean in its questions. Everything that
needs to know "which games exist" iterates over :data:`GAME_LIST` or looks a kind's game
up with :func:`game_of`, instead of testing name prefixes.

>>> [g.id for g in GAME_LIST]
['piquet', 'spades']
>>> game_of("spades_hand").sides, game_of("rubicon").sides
('teams', 'players')
>>> PIQUET.card_line("as 10h")
'AS TH'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from tutor import piquet, spades

from .coach_kinds import DISCARD, GUARD, LEAD, PLAY, SINK
from .common import Kind
from .hand_kinds import ANNOUNCE, CARTE_BLANCHE, POINT, SEQUENCE, SETS
from .model import DrillError
from .play_kinds import EXCHANGE, LEGAL_PLAYS, TRICK
from .score_kinds import DEAL_TOTAL, REPIQUE_PIQUE, RUBICON
from .spades_kinds import SPADES_BAGS, SPADES_GAME, SPADES_HAND, SPADES_LEGAL, SPADES_TRICK
from .table_kinds import DECLARATIONS, REPLY

__all__ = ["GAME_LIST", "PIQUET", "SPADES", "Game", "game_of"]


@dataclass(frozen=True)
class Game:
    """One game: ``id`` (also its lesson track's id), its drill kinds in teaching order,
    its card parser (raises ``ValueError``), and ``sides``: whether the choice values
    ``a``/``b`` are two players (a partie's A and B) or two teams."""

    id: str
    kinds: tuple[Kind, ...]
    parse_cards: Callable[[str], Iterable[object]]
    sides: Literal["players", "teams"]

    @property
    def kind_names(self) -> tuple[str, ...]:
        return tuple(k.name for k in self.kinds)

    @property
    def track(self) -> str:
        """The id of the game's lesson track."""
        return self.id

    @property
    def first_kind(self) -> str:
        """The kind a "practise this game" link starts with."""
        return self.kinds[0].name

    def card_line(self, text: str) -> str:
        """A line of cards in this game's notation, canonical (``ValueError`` if bad)."""
        return " ".join(str(c) for c in self.parse_cards(text))


PIQUET = Game(
    "piquet",
    (
        POINT,
        SEQUENCE,
        SETS,
        CARTE_BLANCHE,
        EXCHANGE,
        DECLARATIONS,
        ANNOUNCE,
        REPLY,
        REPIQUE_PIQUE,
        LEGAL_PLAYS,
        TRICK,
        DEAL_TOTAL,
        RUBICON,
        DISCARD,
        SINK,
        LEAD,
        PLAY,
        GUARD,
    ),
    piquet.parse_cards,
    "players",
)
SPADES = Game(
    "spades",
    (SPADES_HAND, SPADES_BAGS, SPADES_LEGAL, SPADES_TRICK, SPADES_GAME),
    spades.parse_cards,
    "teams",
)
#: Every game, in the order the pages list them (Piquet's kinds first, then Spades').
GAME_LIST: tuple[Game, ...] = (PIQUET, SPADES)
_BY_KIND = {kind.name: game for game in GAME_LIST for kind in game.kinds}


def game_of(kind: str) -> Game:
    """The game a drill kind belongs to; ``unknown_kind`` otherwise."""
    try:
        return _BY_KIND[kind]
    except (KeyError, TypeError):
        raise DrillError("unknown_kind", f"no question kind {str(kind)[:30]!r}") from None
