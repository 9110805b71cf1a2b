"""Playing the cards: following suit, breaking spades, who wins a trick.

Spades are always trumps. Each player must follow the suit led if he can; otherwise he
may play any card (trumping and overtrumping are optional). The highest spade wins the
trick, otherwise the highest card of the suit led; the winner leads the next trick.
Spades may not be *led* until a spade has been played in an earlier trick ("spades are
broken"), unless the leader holds nothing but spades; there is no other restriction,
not even on the first trick.

>>> winning_card([Card.parse("AH"), Card.parse("KH"), Card.parse("2S"), Card.parse("3H")])
Card.parse('2S')
>>> trick_winner(Seat.EAST, "AH KH 2S 3H")  # the seed's example: East leads, West trumps
Seat.WEST
>>> legal_plays(Hand.parse("AS 5S KH"), led=Card.parse("QD"))  # no diamond: any card
(Card.parse('AS'), Card.parse('5S'), Card.parse('KH'))
>>> legal_plays(Hand.parse("AS 5S KH"), broken=False)  # leading: no spade yet
(Card.parse('KH'),)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tutor.cardgame import Suit

from .cards import SUIT_MASKS, Card, Hand, parse_cards
from .errors import IllegalActionError, InvalidInputError
from .seats import Seat, seat

__all__ = [
    "Trick",
    "can_play",
    "legal_plays",
    "play_out",
    "spades_broken",
    "trick_winner",
    "verify_play",
    "winning_card",
]

_SPADES = SUIT_MASKS[Suit.SPADES.order]


def _hand(hand: Hand | Iterable[Card] | str) -> Hand:
    return hand if isinstance(hand, Hand) else Hand(parse_cards(hand))


def legal_plays(
    hand: Hand | Iterable[Card] | str, led: Card | None = None, broken: bool = False
) -> tuple[Card, ...]:
    """The cards ``hand`` may play. To a lead: a card of the suit led if it holds one,
    otherwise any card. Leading (``led`` is ``None``): any card but a spade until spades
    are ``broken``, unless the hand holds only spades."""
    h = _hand(hand)
    if led is not None:
        follow = h.mask & SUIT_MASKS[led.suit.order]
    elif not broken:
        follow = h.mask & ~_SPADES
    else:
        follow = 0
    if not follow:
        return h.cards
    return tuple(c for c in h.cards if follow >> c.index & 1)


def spades_broken(tricks: Iterable[Iterable[Card]]) -> bool:
    """Whether spades are broken after these complete tricks: a spade was played in one
    (led, followed or trumped).

    >>> spades_broken([parse_cards("AH KH 2S 3H")]), spades_broken([parse_cards("AH KH QH 2D")])
    (True, False)
    """
    return any(c.suit is Suit.SPADES for t in tricks for c in t)


def verify_play(hand: Hand, card: Card, led: Card | None = None, broken: bool = False) -> None:
    """Raise ``card_not_in_hand``, ``revoke`` or ``spades_not_broken`` unless ``hand`` may
    play ``card`` now (``led``: the first card of the trick, ``None`` when leading)."""
    m = hand.mask
    if not m >> card.index & 1:
        raise IllegalActionError(f"{card} is not in the hand", "card_not_in_hand")
    if led is not None:
        if card.suit is not led.suit and m & SUIT_MASKS[led.suit.order]:
            raise IllegalActionError(
                f"{card} does not follow suit to {led} though the hand holds "
                f"{led.suit.name.lower()}",
                "revoke",
            )
    elif card.suit is Suit.SPADES and not broken and m & ~_SPADES:
        raise IllegalActionError(
            f"{card} leads a spade before spades are broken, and the hand holds other suits",
            "spades_not_broken",
        )


def can_play(hand: Hand, card: Card, led: Card | None = None, broken: bool = False) -> bool:
    try:
        verify_play(hand, card, led, broken)
    except IllegalActionError:
        return False
    return True


def _cards(cards: Sequence[Card] | str) -> tuple[Card, ...]:
    out = parse_cards(cards)
    if not 1 <= len(out) <= 4:
        raise InvalidInputError(f"a trick has 1–4 cards, not {len(out)}", "wrong_trick_size")
    return out


def winning_card(cards: Sequence[Card] | str) -> Card:
    """The card that wins (so far) the trick ``cards`` (in playing order, the lead first):
    the highest spade, otherwise the highest card of the suit led."""
    cs = _cards(cards)
    best = cs[0]
    for c in cs[1:]:
        if c.suit is best.suit:
            if c.rank.order < best.rank.order:
                best = c
        elif c.suit is Suit.SPADES:
            best = c
    return best


def trick_winner(leader: int, cards: Sequence[Card] | str) -> Seat:
    """The seat that wins the trick ``cards`` led by ``leader`` (cards in playing order)."""
    cs = _cards(cards)
    return Seat((seat(leader) + cs.index(winning_card(cs))) % 4)


@dataclass(frozen=True, slots=True)
class Trick:
    """A complete trick: who led, the four cards in playing order, who won it."""

    number: int
    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def played_by(self, who: Seat) -> Card:
        return self.cards[(who - self.leader) % 4]

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)


def play_out(
    hands: Sequence[Hand], dealer: int, tricks: Iterable[Sequence[Card] | str]
) -> tuple[Trick, ...]:
    """Check the tricks of a hand card by card and return them with their winners.

    ``hands`` are the four hands by seat; the dealer's left leads the first trick, each
    winner the next. Raises ``card_not_in_hand``, ``revoke`` or ``spades_not_broken`` at
    the first illegal card, ``wrong_trick_size`` for a trick that is not four cards.

    >>> from .cards import deal_hands
    >>> hands = deal_hands(3)
    >>> len(play_out(hands, 0, []))
    0
    """
    left = list(hands)
    leader = seat(dealer).next
    broken = False
    out: list[Trick] = []
    for number, trick in enumerate(tricks, start=1):
        cards = parse_cards(trick)
        if len(cards) != 4:
            raise InvalidInputError(
                f"trick {number} has {len(cards)} cards, not 4", "wrong_trick_size"
            )
        for i, card in enumerate(cards):
            who = (leader + i) % 4
            try:
                verify_play(left[who], card, cards[0] if i else None, broken)
            except IllegalActionError as exc:
                raise IllegalActionError(
                    f"trick {number}, seat {who}: {exc.message}", exc.code
                ) from None
            left[who] = left[who].without((card,))
        broken = broken or spades_broken([cards])
        winner = trick_winner(leader, cards)
        out.append(Trick(number, leader, cards, winner))
        leader = winner
    return tuple(out)
