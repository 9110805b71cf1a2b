"""The games the course teaches: one track per game, each with its own content folder.

A track's content lives in ``lessons/content/<track>/<lang>/`` and its pages under
``/<lang>/learn/<track>/``. What differs between the tracks is only data: the game's name
and blurb, how its card diagrams are parsed (Piquet's 32 cards, Spades' 52), which
reference pages it must have, and the drill kind its practice starts with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutor.piquet.cards import format_cards as format_piquet_cards
from tutor.piquet.cards import parse_cards as parse_piquet_cards
from tutor.spades.cards import format_cards as format_spades_cards
from tutor.spades.cards import parse_cards as parse_spades_cards

#: Reference pages every track has, and the one only some tracks have.
REQUIRED_PAGES = ("glossary", "rules")
OPTIONAL_PAGES = ("summary",)
REFERENCE_PAGES = REQUIRED_PAGES + OPTIONAL_PAGES


def piquet_cards(text: str) -> str:
    """Canonical notation of a line of Piquet cards; raises ``ValueError`` if it does not
    parse (a ``PiquetError``)."""
    return format_piquet_cards(parse_piquet_cards(text))


def spades_cards(text: str) -> str:
    """Canonical notation of a line of 52-card Spades cards; raises ``ValueError`` (a
    ``SpadesError``) if it does not parse."""
    return format_spades_cards(parse_spades_cards(text))


@dataclass(frozen=True)
class Track:
    """One game of the course."""

    id: str
    name: Promise
    blurb: Promise
    #: A line of cards in notation → canonical notation; raises ``ValueError``.
    cards: Callable[[str], str]
    #: The drill kind the "practise" link of this game starts with (level 1).
    first_drill: str


PIQUET = Track(
    id="piquet",
    name=pgettext_lazy("game", "Piquet"),
    blurb=_(
        "The classic game for two players with 32 cards: exchange from the talon, declare "
        "your point, sequences and sets, then play the tricks."
    ),
    cards=piquet_cards,
    first_drill="point",
)

SPADES = Track(
    id="spades",
    name=pgettext_lazy("game", "Spades"),
    blurb=_(
        "Four players in two teams with 52 cards: bid how many tricks your team will take, "
        "and remember that spades are always trumps."
    ),
    cards=spades_cards,
    first_drill="spades_hand",
)

#: Every track, in the order the pages list them.
TRACKS: dict[str, Track] = {track.id: track for track in (PIQUET, SPADES)}


def get_track(track_id: str) -> Track | None:
    return TRACKS.get(track_id)
