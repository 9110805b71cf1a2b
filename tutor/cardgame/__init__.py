"""What every card game of the tutor shares: pure Python, no Django, no I/O.

* :class:`Suit` — the four suits (``Suit("S")``; ``order`` 0–3 in the order S H D C).
* notation helpers (:mod:`.notation`) — two characters rank + suit, ``10`` accepted for
  ``T``, case-insensitive in, canonical out: :func:`notation_table`, :func:`lookup`,
  :func:`canonical`, :func:`split_cards`, :func:`first_duplicate`, :func:`format_cards`.
* :func:`mask_of` — a set of cards as a bit mask (each card's ``index`` is its bit).
* :class:`MaskHand` — a hand as a bit mask: each game's ``Hand`` is a thin subclass
  (its cards, its ``parse_cards``, its suit masks, its extras).
* :func:`make_rng` — a ``random.Random`` from a seed, so every deal is reproducible.
* :class:`CardGameError` — the ``ValueError`` with a stable ``code`` that each engine's
  error family derives from.

Each game keeps its own ranks and cards (Piquet's 32, Spades' 52), built on these
pieces:

>>> from tutor.cardgame import Suit, canonical, make_rng
>>> Suit("s".upper()), canonical("10c")
(Suit.SPADES, 'TC')
>>> make_rng(3).randint(1, 6) == make_rng(3).randint(1, 6)
True
"""

from .errors import CardGameError
from .hands import MaskHand, cards_by_byte
from .masks import mask_of, mask_of_indices
from .notation import (
    RANK_LETTERS,
    SUIT_LETTERS,
    canonical,
    exact_cards,
    first_duplicate,
    format_cards,
    lookup,
    notation_table,
    spellings,
    split_cards,
)
from .rng import make_rng
from .suits import SUITS, Suit

__all__ = [
    "RANK_LETTERS",
    "SUITS",
    "SUIT_LETTERS",
    "CardGameError",
    "MaskHand",
    "Suit",
    "canonical",
    "exact_cards",
    "cards_by_byte",
    "first_duplicate",
    "format_cards",
    "lookup",
    "make_rng",
    "mask_of",
    "mask_of_indices",
    "notation_table",
    "spellings",
    "split_cards",
]
