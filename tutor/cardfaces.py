"""How a card looks and is named in the learner's language.

The engine speaks notation (``QH`` is the queen of hearts); this module turns a
card into what a page shows: the locale's rank letter (en Q, de D, nl V), the
suit symbol, and an accessible name written as running text writes it ("queen of hearts",
"Herz-Dame", "hartenvrouw"). Every word goes through gettext, so the .po files decide.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language, pgettext, pgettext_lazy

from tutor.cardgame.notation import RANK_LETTERS as RANK_ORDER
from tutor.cardgame.notation import SUIT_LETTERS as SUIT_ORDER

RANK_LETTERS = {
    "A": pgettext_lazy("card rank letter", "A"),
    "K": pgettext_lazy("card rank letter", "K"),
    "Q": pgettext_lazy("card rank letter", "Q"),
    "J": pgettext_lazy("card rank letter", "J"),
    "T": "10",
    "9": "9",
    "8": "8",
    "7": "7",
    "6": "6",
    "5": "5",
    "4": "4",
    "3": "3",
    "2": "2",
}

RANK_NAMES = {
    "A": pgettext_lazy("card rank", "ace"),
    "K": pgettext_lazy("card rank", "king"),
    "Q": pgettext_lazy("card rank", "queen"),
    "J": pgettext_lazy("card rank", "jack"),
    "T": pgettext_lazy("card rank", "ten"),
    "9": pgettext_lazy("card rank", "nine"),
    "8": pgettext_lazy("card rank", "eight"),
    "7": pgettext_lazy("card rank", "seven"),
    "6": pgettext_lazy("card rank", "six"),
    "5": pgettext_lazy("card rank", "five"),
    "4": pgettext_lazy("card rank", "four"),
    "3": pgettext_lazy("card rank", "three"),
    "2": pgettext_lazy("card rank", "two"),
}

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

SUIT_NAMES = {
    "S": pgettext_lazy("card suit", "spades"),
    "H": pgettext_lazy("card suit", "hearts"),
    "D": pgettext_lazy("card suit", "diamonds"),
    "C": pgettext_lazy("card suit", "clubs"),
}


@dataclass(frozen=True)
class CardFace:
    """What the card component draws for one card."""

    code: str
    rank_letter: str
    suit: str
    name: str


#: Each card's face once per language (a table page names some thirty cards).
_FACES: dict[tuple[str | None, str], CardFace] = {}


def card_face(code: str) -> CardFace:
    """The face of a card given in canonical notation (``"QH"``), in the current language."""
    return _face(get_language(), code)


def card_faces(codes: Iterable[str], language: str | None = None) -> list[CardFace]:
    """The faces of the cards ``codes`` in the current language, looked up once (or given as
    ``language`` by a caller that has it)."""
    language = language or get_language()
    return [_face(language, code) for code in codes]


def _face(language: str | None, code: str) -> CardFace:
    face = _FACES.get((language, code))
    if face is None:
        face = _FACES[(language, code)] = _new_face(code)
    return face


def _new_face(code: str) -> CardFace:
    rank, suit = code[0], code[1]
    name = pgettext("card name", "%(rank)s of %(suit)s") % {
        "rank": RANK_NAMES[rank],
        "suit": SUIT_NAMES[suit],
    }
    return CardFace(
        code=code,
        rank_letter=str(RANK_LETTERS[rank]),
        suit=suit,
        name=name,
    )


#: Each card's short text (``short_cards``) once per language: its rank letter is a lazy
#: translation, looked up again on every use.
_SHORT: dict[str | None, dict[str, str]] = {}


def short_cards(cards: str) -> str:
    """Cards in notation as the locale's rank letters and suit symbols, for running text:
    ``"QH TS"`` → ``"D♥ 10♠"`` in German."""
    short = _SHORT.setdefault(get_language(), {})
    return " ".join(short.get(c) or _shorten(short, c) for c in cards.split())


def _shorten(short: dict[str, str], code: str) -> str:
    short[code] = f"{RANK_LETTERS[code[0]]}{SUIT_SYMBOLS[code[1]]}"
    return short[code]


#: Where each card stands in a shown hand: (suit, rank) positions, for sorting.
_HAND_POSITION = {
    f"{rank}{suit}": (SUIT_ORDER.index(suit), RANK_ORDER.index(rank))
    for suit in SUIT_ORDER
    for rank in RANK_ORDER
}


def hand_order(codes: list[str]) -> list[str]:
    """Cards in canonical notation as a hand is shown: suit by suit (spades, hearts,
    diamonds, clubs), each from high to low."""
    return sorted(codes, key=_HAND_POSITION.__getitem__)


#: Each card's HTML (``cards/card.html``) once per language: a page draws many cards,
#: and a card looks the same wherever it is drawn.
_CARD_HTML: dict[str | None, dict[str, SafeString]] = {}


def cards_html(codes: Iterable[str], language: str | None = None) -> list[SafeString]:
    """The drawn cards for codes in canonical notation, in the current language (given as
    ``language`` by a caller that has it)."""
    drawn = _CARD_HTML.setdefault(language or get_language(), {})
    return [drawn.get(code) or _draw(drawn, code) for code in codes]


def card_html(code: str) -> SafeString:
    """The drawn card for a code in canonical notation, in the current language."""
    return cards_html((code,))[0]


def _draw(drawn: dict[str, SafeString], code: str) -> SafeString:
    html = drawn[code] = SafeString(render_to_string("cards/card.html", {"face": card_face(code)}))
    return html
