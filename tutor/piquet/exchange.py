"""The exchange (discarding and taking in), Laws 21–36 and the rules options.

* Elder discards ``elder_min_exchange`` (1) to 5 cards and takes as many from the top of
  the talon. He may look at the cards he leaves of his five (Law 33).
* Younger then discards ``younger_min_exchange`` (1) up to what he may take and takes as
  many: by default (Law 34) every card still in the talon is his to take, from the top,
  the cards elder left first; with ``younger_max_exchange`` set (Dutch text: 3) he takes
  at most that many, from the bottom three only, and elder's leftovers stay out.
* Cards left by younger ("leftovers") are seen by both or neither at elder's first lead
  (Law 36, ``younger_leftover_view="both_or_neither"``) or by younger alone
  (``"younger_alone"``, Dutch text), and then only the cards he declined: those he was
  entitled to take and left (``younger_declined``), never elder's untaken cards that he
  could not take.

:func:`take_in` is the one place that says who takes which talon cards.

>>> from tutor.piquet.cards import DealtCards, deal_cards
>>> d = deal_cards(1)
>>> ex = exchange(d, d.elder.cards[:5], d.younger.cards[:3])
>>> len(ex.elder), len(ex.younger), ex.leftovers
(12, 12, ())
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import Card, DealtCards, Hand, parse_cards
from .errors import IllegalActionError
from .rules import CAVENDISH, Rules

__all__ = [
    "Exchange",
    "can_elder_exchange",
    "can_younger_exchange",
    "TakeIn",
    "elder_exchange_range",
    "exchange",
    "take_in",
    "verify_elder_exchange",
    "verify_younger_exchange",
    "younger_exchange_range",
    "younger_stock",
]


def _illegal(message: str) -> IllegalActionError:
    return IllegalActionError(message, "illegal_exchange")


def elder_exchange_range(rules: Rules = CAVENDISH) -> range:
    """How many cards elder may exchange (Law 21: one to five)."""
    return range(rules.elder_min_exchange, 6)


def younger_stock(
    talon: tuple[Card, ...], elder_taken: int, rules: Rules = CAVENDISH
) -> tuple[Card, ...]:
    """The cards younger may take, in the order he must take them (top first)."""
    if rules.younger_max_exchange is None:
        return talon[elder_taken:]
    return talon[5:]


def younger_exchange_range(elder_taken: int, rules: Rules = CAVENDISH) -> range:
    """How many cards younger may exchange after elder took ``elder_taken``."""
    available = 8 - elder_taken if rules.younger_max_exchange is None else 3
    if rules.younger_max_exchange is not None:
        available = min(available, rules.younger_max_exchange)
    return range(rules.younger_min_exchange, available + 1)


@dataclass(frozen=True, slots=True)
class TakeIn:
    """Who takes which talon cards, once both know how many they exchange.

    ``elder_left``: the cards of his five elder did not take (he may look at them);
    ``leftovers``: the cards nobody took, top first; ``younger_declined``: the leftovers
    younger was entitled to take and left.
    """

    elder_draws: tuple[Card, ...]
    elder_left: tuple[Card, ...]
    younger_draws: tuple[Card, ...]
    leftovers: tuple[Card, ...]
    younger_declined: tuple[Card, ...]


def take_in(
    talon: tuple[Card, ...], elder_taken: int, younger_taken: int, rules: Rules = CAVENDISH
) -> TakeIn:
    """The talon split between the players (the counts are not checked here).

    >>> from tutor.piquet.cards import deal_cards
    >>> from tutor.piquet.rules import DUTCH_TEXT
    >>> t = take_in(deal_cards(1).talon, 3, 2, DUTCH_TEXT)
    >>> len(t.elder_left), len(t.leftovers), len(t.younger_declined)
    (2, 3, 1)
    """
    stock = younger_stock(talon, elder_taken, rules)
    most = younger_exchange_range(elder_taken, rules).stop - 1
    younger_draws = stock[:younger_taken]
    taken = set(talon[:elder_taken]) | set(younger_draws)
    return TakeIn(
        talon[:elder_taken],
        talon[elder_taken:5],
        younger_draws,
        tuple(c for c in talon if c not in taken),
        stock[younger_taken:most],
    )


def _check_discards(
    hand: Hand, discards: Iterable[Card] | str, allowed: range, who: str
) -> tuple[Card, ...]:
    cards = parse_cards(discards)
    for c in cards:
        if c not in hand:
            raise IllegalActionError(f"{who} discards {c}, not in his hand", "card_not_in_hand")
    if len(cards) not in allowed:
        raise _illegal(
            f"{who} may exchange {allowed.start} to {allowed.stop - 1} cards, not {len(cards)}"
        )
    return cards


def verify_elder_exchange(
    hand: Hand, discards: Iterable[Card] | str, rules: Rules = CAVENDISH
) -> tuple[Card, ...]:
    """Raise unless elder may discard ``discards``; return them parsed."""
    return _check_discards(hand, discards, elder_exchange_range(rules), "elder")


def can_elder_exchange(
    hand: Hand, discards: Iterable[Card] | str, rules: Rules = CAVENDISH
) -> bool:
    try:
        verify_elder_exchange(hand, discards, rules)
    except ValueError:
        return False
    return True


def verify_younger_exchange(
    hand: Hand, discards: Iterable[Card] | str, elder_taken: int, rules: Rules = CAVENDISH
) -> tuple[Card, ...]:
    """Raise unless younger may discard ``discards`` after elder took ``elder_taken``."""
    return _check_discards(hand, discards, younger_exchange_range(elder_taken, rules), "younger")


def can_younger_exchange(
    hand: Hand, discards: Iterable[Card] | str, elder_taken: int, rules: Rules = CAVENDISH
) -> bool:
    try:
        verify_younger_exchange(hand, discards, elder_taken, rules)
    except ValueError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Exchange:
    """Both players' exchanges and what follows from them.

    ``elder_left``: the cards of his five elder did not take (he may look at them);
    ``leftovers``: the cards nobody took, top first; ``younger_declined``: the leftovers
    younger was entitled to take (see :class:`TakeIn`).
    """

    elder_discards: tuple[Card, ...]
    elder_draws: tuple[Card, ...]
    younger_discards: tuple[Card, ...]
    younger_draws: tuple[Card, ...]
    elder_left: tuple[Card, ...]
    leftovers: tuple[Card, ...]
    elder: Hand
    younger: Hand
    younger_declined: tuple[Card, ...] = ()


def exchange(
    dealt: DealtCards,
    elder_discards: Iterable[Card] | str,
    younger_discards: Iterable[Card] | str,
    rules: Rules = CAVENDISH,
) -> Exchange:
    """Carry out both exchanges on a dealt deal, checking each (``illegal_exchange``,
    ``card_not_in_hand``)."""
    ed = verify_elder_exchange(dealt.elder, elder_discards, rules)
    yd = verify_younger_exchange(dealt.younger, younger_discards, len(ed), rules)
    t = take_in(dealt.talon, len(ed), len(yd), rules)
    return Exchange(
        ed,
        t.elder_draws,
        yd,
        t.younger_draws,
        t.elder_left,
        t.leftovers,
        dealt.elder.without(ed).with_cards(t.elder_draws),
        dealt.younger.without(yd).with_cards(t.younger_draws),
        t.younger_declined,
    )
