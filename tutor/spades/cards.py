"""Cards, hands and the 52-card pack; notation; seeded shuffles and deals.

Notation as in Piquet (rank + suit, ``10`` accepted for ``T``, any case in, canonical
out) with the ranks ``A K Q J T 9 8 7 6 5 4 3 2``, ace high. The suits are the shared
:class:`~tutor.cardgame.Suit`.

>>> Card.parse("10h"), Card.parse("2s")
(Card.parse('TH'), Card.parse('2S'))
>>> str(Hand.parse("2c as 6S th"))
'AS 6S TH 2C'
>>> [len(h) for h in deal_hands(7)]
[13, 13, 13, 13]
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from tutor.cardgame import (
    SUITS,
    MaskHand,
    Suit,
    cards_by_byte,
    exact_cards,
    first_duplicate,
    format_cards,
    lookup,
    make_rng,
    notation_table,
    split_cards,
)

from .errors import InvalidInputError, NotationError
from .seats import seat

__all__ = [
    "CARDS",
    "PACK",
    "Card",
    "Hand",
    "Rank",
    "Suit",
    "deal_hands",
    "format_cards",
    "parse_card",
    "parse_cards",
    "shuffled_pack",
]


class Rank(StrEnum):
    """A rank, highest first; the value is the notation letter (``Rank("6")``)."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "T"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"

    #: 0 for the ace … 12 for the two (lower is higher in play).
    order: int

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


for _i, _r in enumerate(Rank):
    _r.order = _i

RANKS: tuple[Rank, ...] = tuple(Rank)


@dataclass(frozen=True, slots=True)
class Card:
    """A card. ``str(card)`` is its notation; ``Card.parse`` reads it back.

    ``index`` (0–51, suit-major S H D C, ranks A…2) is the card's bit in a hand's ``mask``.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False)
    #: The notation, made once (as Piquet's cards have it: an enum's ``value`` is a slow
    #: attribute, and a question names its cards many times).
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise NotationError(f"not a rank and a suit: {self.rank!r}, {self.suit!r}")
        object.__setattr__(self, "index", self.suit.order * 13 + self.rank.order)
        object.__setattr__(self, "text", self.rank.value + self.suit.value)

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"

    @property
    def is_spade(self) -> bool:
        return self.suit is Suit.SPADES

    @staticmethod
    def parse(text: str) -> Card:
        """Read one card: ``"AS"``, ``"th"``, ``"10H"``, ``"2c"``."""
        return parse_card(text)


#: The 52 cards by index (also the pack in canonical order).
CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)
PACK = CARDS
_BY_TEXT: dict[str, Card] = notation_table(CARDS)


def parse_card(text: object) -> Card:
    """Read one card in notation (a :class:`Card` passes through); ``bad_card`` otherwise."""
    if isinstance(text, Card):
        return text
    card = lookup(_BY_TEXT, text)
    if card is None:
        shown = repr(text)[:40]
        raise NotationError(
            f"not a card: {shown} (write rank AKQJT98765432 + suit SHDC, e.g. 'TH')"
        )
    return card


def parse_cards(cards: object) -> tuple[Card, ...]:
    """Read several distinct cards, in the order given (a string or a list of cards).

    >>> parse_cards("AS, 10h 2c")
    (Card.parse('AS'), Card.parse('TH'), Card.parse('2C'))
    """
    if isinstance(cards, str):
        exact = exact_cards(_BY_TEXT, cards)  # the usual text, read in one pass
        if exact is not None:
            return exact
    items = split_cards(cards, (Hand,))
    if items is None:
        raise NotationError(f"not a list of cards: {repr(cards)[:40]}")
    out = tuple(parse_card(c) for c in items)
    if len(set(out)) != len(out):
        raise InvalidInputError(f"card given twice: {first_duplicate(out)}", "duplicate_card")
    return out


#: The 13 bits of each suit in a mask, by ``suit.order``.
SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))

# The cards of every value of each byte of a mask (52 bits: seven bytes).
_B0, _B1, _B2, _B3, _B4, _B5, _B6 = cards_by_byte(CARDS)


def _cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in canonical order."""
    return (
        _B0[mask & 255]
        + _B1[mask >> 8 & 255]
        + _B2[mask >> 16 & 255]
        + _B3[mask >> 24 & 255]
        + _B4[mask >> 32 & 255]
        + _B5[mask >> 40 & 255]
        + _B6[mask >> 48 & 255]
    )


class Hand(
    MaskHand[Card],
    card=Card,
    cards_of=_cards_of,
    parse_cards=parse_cards,
    suit_masks=SUIT_MASKS,
):
    """A set of distinct cards, kept in canonical order (suits S H D C, ranks A…2).

    Supports ``in``, ``len``, iteration; ``mask`` has bit ``card.index`` set per card.
    (The shared workings are :class:`~tutor.cardgame.MaskHand`'s.)

    >>> hand = Hand.parse("KH AS 2S")
    >>> hand, Card.parse("2S") in hand, len(hand)
    (Hand.parse('AS 2S KH'), True, 3)
    """

    __slots__ = ()


def shuffled_pack(rng: int | random.Random) -> tuple[Card, ...]:
    """The 52 cards in a random order drawn from ``rng`` (a seed or ``random.Random``)."""
    cards = list(PACK)
    make_rng(rng, InvalidInputError).shuffle(cards)
    return tuple(cards)


def deal_hands(rng: int | random.Random, dealer: int = 0) -> tuple[Hand, Hand, Hand, Hand]:
    """Shuffle and deal 13 cards each, one at a time clockwise from the dealer's left.

    The hands are returned by seat (0–3), whoever dealt.

    >>> deal_hands(1) == deal_hands(1), deal_hands(1, dealer=3)[0] == deal_hands(1)[1]
    (True, True)
    """
    dealer = seat(dealer)
    pack = shuffled_pack(rng)
    seats: list[list[Card]] = [[], [], [], []]
    for i, card in enumerate(pack):
        seats[(dealer + 1 + i) % 4].append(card)
    north, east, south, west = (Hand(tuple(s)) for s in seats)
    return north, east, south, west
