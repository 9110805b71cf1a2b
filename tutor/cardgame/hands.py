"""A hand as a bit mask, shared by every game: :class:`MaskHand` and its lookup tables.

A hand is a set of distinct cards kept in the game's canonical order (suit by suit, each
suit highest first); ``mask`` has bit ``card.index`` set per card, so set operations are
bit operations. Each game's ``Hand`` is a thin subclass that names its card class, its
``parse_cards``, its cards by mask (:func:`cards_by_byte` builds the tables) and its suit
masks, and adds its own extras; everything else (validation, ``from_mask``, ``in``,
``len``, iteration, equality, notation) is here once.

>>> tables = cards_by_byte("ABCDEFGHIJ")
>>> len(tables), tables[0][0b101], tables[1][0b11]
(2, ('A', 'C'), ('I', 'J'))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .masks import mask_of
from .notation import format_cards
from .suits import Suit

__all__ = ["HandCard", "MaskHand", "cards_by_byte"]


class HandCard(Protocol):
    """A card of either engine: its bit in a hand's mask and its suit."""

    @property
    def index(self) -> int: ...

    @property
    def suit(self) -> Suit: ...


C = TypeVar("C", bound=HandCard)
T = TypeVar("T")


def cards_by_byte(cards: Sequence[T]) -> tuple[tuple[tuple[T, ...], ...], ...]:
    """For each byte of a mask (bits 0–7, 8–15, …), the cards of every value of that byte.

    ``cards`` are by index; a game's hand concatenates ``tables[k][mask >> 8 * k & 255]``
    for every ``k`` to get its cards in index order.
    """
    n = len(cards)
    return tuple(
        tuple(
            tuple(cards[base + i] for i in range(8) if b >> i & 1 and base + i < n)
            for b in range(256)
        )
        for base in range(0, n, 8)
    )


@dataclass(frozen=True, slots=True)
class MaskHand(Generic[C]):
    """A set of distinct cards in canonical order, with ``mask`` (bit ``card.index`` each).

    A game subclasses it once, naming its pieces::

        class Hand(MaskHand[Card], card=Card, cards_of=_cards_of,
                   parse_cards=parse_cards, suit_masks=SUIT_MASKS):
            __slots__ = ()

    ``Hand(cards)`` takes any iterable of the game's cards or card notation (its
    ``parse_cards`` reads what is not already its cards, and raises its errors);
    ``Hand.parse`` reads text; ``Hand.from_mask`` trusts its mask. Supports ``in``, ``len``,
    iteration; equal hands hold the same cards (and hash alike).
    """

    cards: tuple[C, ...]
    mask: int = field(init=False, repr=False, compare=False)

    #: Each suit's cards as a mask, by ``Suit.order``.
    suit_masks: ClassVar[tuple[int, ...]]
    # The game's ``parse_cards`` (for ``parse``).
    _parse_cards: ClassVar[Callable[[object], tuple[Any, ...]]]

    def __init_subclass__(
        cls,
        *,
        card: type[HandCard],
        cards_of: Callable[[int], tuple[HandCard, ...]],
        parse_cards: Callable[[object], tuple[HandCard, ...]],
        suit_masks: tuple[int, ...],
        **kwargs: Any,
    ) -> None:
        super(MaskHand, cls).__init_subclass__(**kwargs)
        cls.suit_masks = suit_masks
        cls._parse_cards = staticmethod(parse_cards)
        for name, method in _hot_methods(card, cards_of, parse_cards).items():
            setattr(cls, name, method)

    # The hot methods (``__init__``, ``from_mask``, ``in``) come from _hot_methods, made for
    # each game with its card class and tables as constants: a class attribute looked up
    # per call cost up to 10 % of ``in``, and ``__init__`` sets each slot once.
    def __post_init__(self) -> None:
        raise TypeError("MaskHand is a base: a game subclasses it")

    @classmethod
    def from_mask(cls, mask: int) -> Self:
        """The hand whose cards are the set bits of ``mask``."""
        raise TypeError("MaskHand is a base: a game subclasses it")

    def __contains__(self, card: object) -> bool:
        raise TypeError("MaskHand is a base: a game subclasses it")

    @classmethod
    def parse(cls, text: str) -> Self:
        return cls(cls._parse_cards(text))

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Hand.parse('{self}')"

    def __iter__(self) -> Iterator[C]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def suit(self, suit: Suit) -> tuple[C, ...]:
        """This hand's cards of ``suit``, highest first."""
        return tuple(c for c in self.cards if c.suit is suit)

    def has_suit(self, suit: Suit) -> bool:
        """Whether this hand holds a card of ``suit``."""
        return bool(self.mask & self.suit_masks[suit.order])

    def without(self, cards: Iterable[C]) -> Self:
        """This hand less ``cards`` (cards it does not hold are ignored)."""
        return self.from_mask(self.mask & ~mask_of(cards))

    def with_cards(self, cards: Iterable[C]) -> Self:
        """This hand and ``cards``."""
        return self.from_mask(self.mask | mask_of(cards))


# The slots' own setters: a frozen hand's fields are set once, at its making (faster than
# ``object.__setattr__``).
_set_cards = MaskHand.__dict__["cards"].__set__
_set_mask = MaskHand.__dict__["mask"].__set__


def _hot_methods(
    card_type: type[HandCard],
    cards_of: Callable[[int], tuple[HandCard, ...]],
    parse: Callable[[object], tuple[HandCard, ...]],
) -> dict[str, object]:
    """``__init__``, ``from_mask`` and ``__contains__`` for one game's hand."""

    def __init__(self: MaskHand[Any], cards: Any) -> None:
        if not isinstance(cards, (tuple, list)):
            cards = parse(list(cards) if isinstance(cards, Iterator) else cards)
        mask = 0
        c: Any
        try:
            for c in cards:
                if c.__class__ is not card_type:
                    raise TypeError
                mask |= 1 << c.index
        except (AttributeError, TypeError):
            cards = parse(cards)
            mask = mask_of(cards)
        if mask.bit_count() != len(cards):
            parse(cards)  # raises duplicate_card naming the card
        _set_cards(self, cards_of(mask))
        _set_mask(self, mask)

    def from_mask(cls: type[MaskHand[Any]], mask: int) -> MaskHand[Any]:
        """The hand whose cards are the set bits of ``mask``."""
        hand = object.__new__(cls)
        _set_cards(hand, cards_of(mask))
        _set_mask(hand, mask)
        return hand

    def __contains__(self: MaskHand[Any], card: object) -> bool:
        return isinstance(card, card_type) and bool(self.mask >> card.index & 1)

    return {
        "__init__": __init__,
        "from_mask": classmethod(from_mask),
        "__contains__": __contains__,
    }
