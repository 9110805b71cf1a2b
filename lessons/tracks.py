"""The games the course teaches: one track per game, each with its own content folder.

A track's content lives in ``lessons/content/<track>/<lang>/`` and its pages under
``/<lang>/learn/<track>/``. What differs between the tracks is only data: the game's name
and blurb here; how its card diagrams are parsed and the drill kind its practice starts
with come from the game's one entry in ``tutor/drills/games.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutor.drills import games
from tutor.drills.games import Game

#: Reference pages every track has, and the one only some tracks have.
REQUIRED_PAGES = ("glossary", "rules")
OPTIONAL_PAGES = ("summary",)
REFERENCE_PAGES = REQUIRED_PAGES + OPTIONAL_PAGES


@dataclass(frozen=True)
class Track:
    """One game of the course: its words here, its cards and drills from the game's entry
    in the drills' registry (``tutor/drills/games.py``)."""

    game: Game
    name: Promise
    blurb: Promise
    #: The game's table (a URL name) and the link to it under the track's lessons.
    table: str
    table_link: Promise
    #: A hand worth showing on the home page, in the game's notation.
    sample_hand: str

    @property
    def id(self) -> str:
        return self.game.track

    def cards(self, text: str) -> str:
        """A line of cards in notation → canonical notation; raises ``ValueError``."""
        return self.game.card_line(text)

    @property
    def first_drill(self) -> str:
        """The drill kind the "practise" link of this game starts with (level 1)."""
        return self.game.first_kind


PIQUET = Track(
    game=games.PIQUET,
    name=pgettext_lazy("game", "Piquet"),
    blurb=_(
        "The classic game for two players with 32 cards: exchange from the talon, declare "
        "your point, sequences and sets, then play the tricks."
    ),
    table="play:index",
    table_link=_("Play Piquet against the computer"),
    # Elder's twelve: a quint to the ace in hearts and three aces.
    sample_hand="AH KH QH JH TH 9S AS AD 8D AC 9C 7C",
)

SPADES = Track(
    game=games.SPADES,
    name=pgettext_lazy("game", "Spades"),
    blurb=_(
        "Four players in two teams with 52 cards: bid how many tricks your team will take, "
        "and remember that spades are always trumps."
    ),
    table="play:spades",
    table_link=_("Play Spades with a computer partner"),
    # Thirteen of the 52: four spades to the ace, so a few sure tricks to bid.
    sample_hand="AS QS 7S 3S KH TH 4H AD 9D 8D 6D QC 2C",
)

#: Every track, in the order the pages list them.
TRACKS: dict[str, Track] = {track.id: track for track in (PIQUET, SPADES)}


def get_track(track_id: str) -> Track | None:
    return TRACKS.get(track_id)
