"""Card notation shared by every game: two characters, rank then suit.

Ranks ``A K Q J T 9 8 7 6 5 4 3 2`` (each game uses its own subset: Piquet ``A``–``7``),
suits ``S H D C``. Input is case-insensitive and accepts ``10`` for ``T``; output is the
canonical upper-case form (``TH``). A game builds its lookup table once from its own
cards (:func:`notation_table`) and raises its own errors; these helpers never raise.

>>> canonical("10h"), canonical("as"), canonical("1H")
('TH', 'AS', None)
>>> spellings("TH")
('TH', 'th', '10H', '10h')
>>> split_cards("AS, kh 10d")
['AS', 'kh', '10d']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar, cast

__all__ = [
    "RANK_LETTERS",
    "SUIT_LETTERS",
    "canonical",
    "exact_cards",
    "first_duplicate",
    "format_cards",
    "lookup",
    "notation_table",
    "spellings",
    "split_cards",
]

C = TypeVar("C")

#: Every rank letter any of our games uses, highest first.
RANK_LETTERS = "AKQJT98765432"
SUIT_LETTERS = "SHDC"


def spellings(code: str) -> tuple[str, ...]:
    """Every exact spelling accepted for the card ``code`` (canonical form first)."""
    out = [code, code.lower()]
    if code[0] == "T":
        out += ["10" + code[1], "10" + code[1].lower()]
    return tuple(out)


def notation_table(cards: Iterable[C]) -> dict[str, C]:
    """Text → card for every spelling of ``cards`` (``str(card)`` is the canonical form)."""
    table: dict[str, C] = {}
    for card in cards:
        for text in spellings(str(card)):
            table[text] = card
    return table


def lookup(table: Mapping[str, C], text: object) -> C | None:
    """The card ``text`` spells in ``table`` (any case, surrounding spaces), or ``None``."""
    if not isinstance(text, str):
        return None
    return table.get(text) or table.get(text.strip().upper())


_CANONICAL: dict[str, str] = notation_table(r + s for s in SUIT_LETTERS for r in RANK_LETTERS)


def canonical(text: object) -> str | None:
    """The canonical notation of any card of the 52-card pack, or ``None`` for junk.

    For code that handles cards of either game without knowing which (answers, pages).
    """
    return lookup(_CANONICAL, text)


def exact_cards(table: Mapping[str, C], text: str) -> tuple[C, ...] | None:
    """The distinct cards of ``text`` when every item is an exact spelling in ``table``
    (as the pages and the drills write cards: ``"AS KS QS"``), else ``None``.

    A fast path only: for anything else (commas, other case, junk, a card twice) the
    caller reads the text the general way, which also names the problem.
    """
    try:
        out = tuple([table[item] for item in text.split()])
    except KeyError:
        return None
    return out if len(set(out)) == len(out) else None


def split_cards(cards: object, containers: tuple[type, ...] = ()) -> Sequence[object] | None:
    """The items of a list of cards: a string split at spaces and commas; a list, tuple,
    set or one of ``containers`` as they are; ``None`` for anything else."""
    if isinstance(cards, str):
        return cards.replace(",", " ").split()
    if isinstance(cards, (list, tuple)):
        return cards
    if isinstance(cards, (frozenset, set, *containers)):
        return list(cast("Iterable[object]", cards))
    return None


def first_duplicate(cards: Sequence[C]) -> C | None:
    """The first card that occurs a second time in ``cards``, or ``None``."""
    seen: set[C] = set()
    for card in cards:
        if card in seen:
            return card
        seen.add(card)
    return None


def format_cards(cards: Iterable[object]) -> str:
    """Cards in notation, separated by spaces, in the order given."""
    return " ".join(map(str, cards))
