"""Cards, hands and the 32-card pack; notation; seeded shuffles, deals and the cut.

Notation: rank ``AKQJT987`` + suit ``SHDC`` (``AS``, ``TH``, ``7C``). Input is
case-insensitive and accepts ``10H`` for ``TH``; output is canonical. Every value
round-trips: ``parse(str(x)) == x``.

>>> Card.parse("10h")
Card.parse('TH')
>>> str(Hand.parse("7c as kS th"))
'AS KS TH 7C'
>>> Rank("J").points, Rank.ACE.points
(10, 11)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tutor.cardgame import (
    SUITS,
    MaskHand,
    Suit,
    cards_by_byte,
    exact_cards,
    first_duplicate,
    format_cards,
    lookup,
    mask_of,
    notation_table,
)
from tutor.cardgame import make_rng as _make_rng
from tutor.cardgame import split_cards as _split_cards

from .errors import InvalidInputError, NotationError

__all__ = [
    "CARDS",
    "COURT_MASK",
    "PACK_MASK",
    "SUIT_MASKS",
    "PACK",
    "Card",
    "DealtCards",
    "Hand",
    "Rank",
    "Suit",
    "cut_for_deal",
    "deal_cards",
    "format_cards",
    "make_rng",
    "parse_card",
    "parse_cards",
    "shuffled_pack",
]


class Rank(StrEnum):
    """A rank, highest first; the value is the notation letter (``Rank("T")``)."""

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "T"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"

    #: 0 for the ace … 7 for the seven (lower is higher in play).
    order: int
    #: Value for the point: ace 11, court cards and ten 10, others their pips.
    points: int

    @property
    def is_court(self) -> bool:
        """King, queen or knave (what a carte blanche lacks)."""
        return self in (Rank.KING, Rank.QUEEN, Rank.JACK)

    @property
    def forms_sets(self) -> bool:
        """Only aces, kings, queens, knaves and tens make trios and quatorzes."""
        return self.order <= 4

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


for _i, _r in enumerate(Rank):
    _r.order = _i
    _r.points = (11, 10, 10, 10, 10, 9, 8, 7)[_i]


RANKS: tuple[Rank, ...] = tuple(Rank)


@dataclass(frozen=True, slots=True)
class Card:
    """A card. ``str(card)`` is its notation; ``Card.parse`` reads it back.

    ``index`` (0–31, suit-major in the order S H D C, ranks A…7) is the card's bit in a
    hand's ``mask``.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False)
    #: The notation, made once (a page names its cards hundreds of times, and an enum's
    #: ``value`` is a slow attribute).
    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise NotationError(f"not a rank and a suit: {self.rank!r}, {self.suit!r}")
        object.__setattr__(self, "index", self.suit.order * 8 + self.rank.order)
        object.__setattr__(self, "text", self.rank.value + self.suit.value)

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"

    @staticmethod
    def parse(text: str) -> Card:
        """Read one card: ``"AS"``, ``"th"``, ``"10H"``."""
        return parse_card(text)


#: The 32 cards by index (also the pack in canonical order).
CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)
PACK = CARDS
#: The kings, queens and knaves as a hand mask (what a carte blanche lacks, Law 18).
COURT_MASK = sum(1 << c.index for c in CARDS if c.rank.is_court)
#: Each suit's eight cards as a hand mask (by ``Suit.order``), and the whole pack.
SUIT_MASKS: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
PACK_MASK = (1 << 32) - 1

#: Every accepted spelling (``AS``, ``as``, ``TH``, ``10h`` …) → card.
_BY_TEXT: dict[str, Card] = notation_table(CARDS)


def parse_card(text: object) -> Card:
    """Read one card in notation (a :class:`Card` passes through).

    >>> parse_card("qd")
    Card.parse('QD')
    """
    if isinstance(text, Card):
        return text
    card = lookup(_BY_TEXT, text)
    if card is not None:
        return card
    shown = repr(text)[:40]
    raise NotationError(f"not a card: {shown} (write rank AKQJT987 + suit SHDC, e.g. 'TH')")


def parse_cards(cards: object) -> tuple[Card, ...]:
    """Read several distinct cards, in the order given.

    Accepts a string (``"AS KS, QS"``) or an iterable of strings or cards. Raises
    ``bad_card`` for junk and ``duplicate_card`` for a card given twice.

    >>> parse_cards("AS 10h 7c")
    (Card.parse('AS'), Card.parse('TH'), Card.parse('7C'))
    """
    if isinstance(cards, str):
        exact = exact_cards(_BY_TEXT, cards)  # the usual text, read in one pass
        if exact is not None:
            return exact
    items = _split_cards(cards, (Hand,))
    if items is None:
        raise NotationError(f"not a list of cards: {repr(cards)[:40]}")
    out = tuple(parse_card(c) for c in items)
    if len(set(out)) != len(out):
        raise InvalidInputError(f"card given twice: {first_duplicate(out)}", "duplicate_card")
    return out


# The cards of every value of each byte of a mask (a byte is a suit's eight cards).
_S0, _S1, _S2, _S3 = cards_by_byte(CARDS)


def _cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in canonical order."""
    return _S0[mask & 255] + _S1[mask >> 8 & 255] + _S2[mask >> 16 & 255] + _S3[mask >> 24 & 255]


class Hand(
    MaskHand[Card],
    card=Card,
    cards_of=_cards_of,
    parse_cards=parse_cards,
    suit_masks=SUIT_MASKS,
):
    """A set of distinct cards, kept in canonical order (suits S H D C, ranks A…7).

    ``Hand`` takes any iterable of cards or card notation; ``Hand.parse`` reads text.
    Supports ``in``, ``len``, iteration; ``mask`` has bit ``card.index`` set per card.
    (The shared workings are :class:`~tutor.cardgame.MaskHand`'s.)

    >>> hand = Hand.parse("KH AS QH")
    >>> hand
    Hand.parse('AS KH QH')
    >>> Card.parse("AS") in hand, len(hand)
    (True, 3)
    """

    __slots__ = ()

    @property
    def is_carte_blanche(self) -> bool:
        """Twelve cards without king, queen or knave (Law 18)."""
        return len(self.cards) == 12 and not self.mask & COURT_MASK


def make_rng(seed_or_rng: int | random.Random) -> random.Random:
    """A ``random.Random`` from a seed (or the generator itself); ``bad_input`` otherwise."""
    return _make_rng(seed_or_rng, InvalidInputError)


def shuffled_pack(rng: int | random.Random) -> tuple[Card, ...]:
    """The 32 cards in a random order drawn from ``rng`` (a seed or ``random.Random``)."""
    cards = list(PACK)
    make_rng(rng).shuffle(cards)
    return tuple(cards)


@dataclass(frozen=True, slots=True)
class DealtCards:
    """A deal as dealt: 12 cards each and the talon of 8 (top first).

    The talon's top five are elder's, the bottom three younger's. Text form:
    ``"<elder> / <younger> / <talon>"``.
    """

    elder: Hand
    younger: Hand
    talon: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.elder, Hand):
            object.__setattr__(self, "elder", Hand(parse_cards(self.elder)))
        if not isinstance(self.younger, Hand):
            object.__setattr__(self, "younger", Hand(parse_cards(self.younger)))
        object.__setattr__(self, "talon", parse_cards(self.talon))
        for name, n, want in (
            ("elder", len(self.elder), 12),
            ("younger", len(self.younger), 12),
        ):
            if n != want:
                raise InvalidInputError(f"{name} is dealt {n} cards, not 12", "wrong_hand_size")
        if len(self.talon) != 8:
            raise InvalidInputError(
                f"the talon has {len(self.talon)} cards, not 8", "wrong_talon_size"
            )
        if (self.elder.mask | self.younger.mask | mask_of(self.talon)).bit_count() != 32:
            parse_cards(self.elder.cards + self.younger.cards + self.talon)

    def __str__(self) -> str:
        return f"{self.elder} / {self.younger} / {format_cards(self.talon)}"

    def __repr__(self) -> str:
        return f"DealtCards.parse('{self}')"

    @classmethod
    def parse(cls, text: str) -> DealtCards:
        parts = text.split("/") if isinstance(text, str) else []
        if len(parts) != 3:
            raise NotationError("a deal is '<elder> / <younger> / <talon>'", "bad_notation")
        return cls(Hand(parse_cards(parts[0])), Hand(parse_cards(parts[1])), parse_cards(parts[2]))

    def to_dict(self) -> dict[str, list[str]]:
        return {
            "elder_dealt": [str(c) for c in self.elder],
            "younger_dealt": [str(c) for c in self.younger],
            "talon": [str(c) for c in self.talon],
        }

    @classmethod
    def from_dict(cls, data: Any) -> DealtCards:
        try:
            return cls(data["elder_dealt"], data["younger_dealt"], data["talon"])
        except (KeyError, TypeError) as exc:
            raise InvalidInputError(
                f"a deal needs elder_dealt, younger_dealt, talon: {exc}"
            ) from None


def deal_cards(rng: int | random.Random, packet: int = 2) -> DealtCards:
    """Shuffle and deal: 12 each in packets of ``packet`` (2 or 3), elder first; talon of 8.

    >>> d = deal_cards(7)
    >>> d == deal_cards(7), len(d.elder), len(d.talon)
    (True, 12, 8)
    """
    if packet not in (2, 3):
        raise InvalidInputError("cards are dealt by two or by three", "bad_input")
    pack = shuffled_pack(rng)
    elder: list[Card] = []
    younger: list[Card] = []
    pos = 0
    while pos < 24:
        elder.extend(pack[pos : pos + packet])
        younger.extend(pack[pos + packet : pos + 2 * packet])
        pos += 2 * packet
    return DealtCards(Hand(tuple(elder)), Hand(tuple(younger)), pack[24:])


def cut_for_deal(rng: int | random.Random) -> tuple[Card, Card]:
    """Each player cuts a card (ace high); cards of equal rank cut again (Law 4)."""
    gen = make_rng(rng)
    while True:
        a, b = gen.sample(PACK, 2)
        if a.rank is not b.rank:
            return a, b
