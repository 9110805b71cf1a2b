"""Playing the cards: following suit, who wins a trick, the points made in play.

No trumps. The second player must follow suit if he can, otherwise may play any card;
the higher card of the suit led wins (Cavendish, *Playing*). Elder leads to the first
trick; the winner of a trick leads to the next. Points in play (Law 65 and the issue's
wording): 1 for every card led, 1 for winning a trick the opponent led, 1 more for the
last trick. With ``lead_points="ten_and_above"`` (the old rule, "nines, eights and
sevens are not counting cards") leads and wins with a 9, 8 or 7 score nothing; the
last trick's extra point is scored whatever card wins it.

>>> led, played = Card.parse("KH"), Card.parse("AH")
>>> trick_winner(led, played)
Card.parse('AH')
>>> trick_winner(led, Card.parse("AS"))  # another suit never wins
Card.parse('KH')
>>> legal_plays(Hand.parse("AS 7S KH"), led=Card.parse("QS"))
(Card.parse('AS'), Card.parse('7S'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import CARDS, SUIT_MASKS, Card, Hand, _cards_of, parse_card, parse_cards
from .errors import IllegalActionError, InvalidInputError
from .players import Player
from .rules import CAVENDISH, LeadPoints, Rules

__all__ = [
    "Trick",
    "can_play",
    "counting_mask",
    "legal_plays",
    "lead_point",
    "play_out",
    "trick_winner",
    "verify_play",
    "win_point",
]


def legal_plays(hand: Hand | Iterable[Card] | str, led: Card | None = None) -> tuple[Card, ...]:
    """The cards ``hand`` may play: any card to lead; to a lead, a card of the suit led if
    it has one, otherwise any card."""
    h = hand if isinstance(hand, Hand) else Hand(parse_cards(hand))
    if led is None:
        return h.cards
    follow = h.mask & SUIT_MASKS[led.suit.order]
    if not follow:
        return h.cards
    return _cards_of(follow)  # the hand's cards of the suit led, in the hand's order


def trick_winner(led: Card, played: Card) -> Card:
    """The card that wins the trick: the higher card of the suit led."""
    if played.suit is led.suit and played.rank.order < led.rank.order:
        return played
    return led


def verify_play(hand: Hand, card: Card, led: Card | None = None) -> None:
    """Raise ``card_not_in_hand`` or ``revoke`` unless ``hand`` may play ``card`` now."""
    m = hand.mask
    if not m >> card.index & 1:
        raise IllegalActionError(f"{card} is not in the hand", "card_not_in_hand")
    if led is not None and card.suit is not led.suit and m & SUIT_MASKS[led.suit.order]:
        raise IllegalActionError(
            f"{card} does not follow suit to {led} though the hand holds {led.suit.name.lower()}",
            "revoke",
        )


def can_play(hand: Hand, card: Card, led: Card | None = None) -> bool:
    try:
        verify_play(hand, card, led)
    except IllegalActionError:
        return False
    return True


_EVERY_CARD = (1 << 32) - 1
_TEN_AND_ABOVE = sum(1 << c.index for c in CARDS if c.rank.order <= 4)


def counting_mask(rules: Rules = CAVENDISH) -> int:
    """The cards (as a hand mask) that score one when led or when they win the
    opponent's lead: every card, or under ``ten_and_above`` only A K Q J 10."""
    return _EVERY_CARD if rules.lead_points is LeadPoints.EVERY_CARD else _TEN_AND_ABOVE


def lead_point(card: Card, rules: Rules = CAVENDISH) -> int:
    """What leading ``card`` scores: 1 (or 0 for a 9, 8, 7 under ``ten_and_above``)."""
    return counting_mask(rules) >> card.index & 1


def win_point(card: Card, rules: Rules = CAVENDISH) -> int:
    """What winning the opponent's lead with ``card`` scores (same counting rule)."""
    return lead_point(card, rules)


@dataclass(frozen=True, slots=True)
class Trick:
    """One trick: ``number`` 1–12, who led, the two cards, who won."""

    number: int
    leader: Player
    led: Card
    played: Card
    winner: Player

    @property
    def winning_card(self) -> Card:
        return self.led if self.winner is self.leader else self.played

    def points(self, rules: Rules = CAVENDISH) -> dict[Player, int]:
        """Points made in this trick by each player (lead, win, last trick)."""
        out = {Player.ELDER: 0, Player.YOUNGER: 0}
        out[self.leader] += lead_point(self.led, rules)
        if self.winner is not self.leader:
            out[self.winner] += win_point(self.played, rules)
        if self.number == 12:
            out[self.winner] += 1
        return out


def _pairs(tricks: Iterable[Sequence[object]]) -> list[tuple[Card, Card]]:
    out = []
    if not isinstance(tricks, (list, tuple)):
        raise InvalidInputError("tricks must be a list of [led, played] pairs", "bad_input")
    for t in tricks:
        if isinstance(t, str):
            t = t.replace(",", " ").split()
        if not isinstance(t, (list, tuple)) or len(t) != 2:
            raise InvalidInputError(f"a trick is [led, played], not {str(t)[:40]}", "bad_input")
        out.append((parse_card(t[0]), parse_card(t[1])))
    return out


def resolve_tricks(em: int, ym: int, pairs: Sequence[tuple[Card, Card]]) -> list[int]:
    """Check the play from hands given as masks; return per trick ``leader * 2 + winner``
    (0 elder, 1 younger). Raises ``card_not_in_hand`` / ``revoke``. (Fast path.)"""
    masks = [em, ym]
    leader = 0
    out = []
    for n, (led, played) in enumerate(pairs, 1):
        li, pi = led.index, played.index
        lm, fm = masks[leader], masks[1 - leader]
        if not lm >> li & 1:
            who = Player.ELDER if leader == 0 else Player.YOUNGER
            raise IllegalActionError(
                f"trick {n}: {led} is not in {who}'s hand (the leader's)", "card_not_in_hand"
            )
        if not fm >> pi & 1:
            who = Player.YOUNGER if leader == 0 else Player.ELDER
            raise IllegalActionError(
                f"trick {n}: {played} is not in {who}'s hand", "card_not_in_hand"
            )
        ls = li >> 3
        if pi >> 3 != ls and fm & SUIT_MASKS[ls]:
            raise IllegalActionError(f"trick {n}: {played} does not follow suit to {led}", "revoke")
        masks[leader] = lm ^ (1 << li)
        masks[1 - leader] = fm ^ (1 << pi)
        winner = 1 - leader if (pi >> 3 == ls and pi < li) else leader
        out.append(leader * 2 + winner)
        leader = winner
    return out


def play_out(
    elder: Hand | Iterable[Card] | str,
    younger: Hand | Iterable[Card] | str,
    tricks: Iterable[Sequence[object]],
    rules: Rules = CAVENDISH,
) -> tuple[Trick, ...]:
    """Check a sequence of tricks (``[led, played]`` each, elder leading the first) from
    the two hands and return them as :class:`Trick` values."""
    e = elder if isinstance(elder, Hand) else Hand(parse_cards(elder))
    y = younger if isinstance(younger, Hand) else Hand(parse_cards(younger))
    pairs = _pairs(tricks)
    if len(pairs) > min(len(e), len(y)):
        raise InvalidInputError(f"{len(pairs)} tricks from hands of {len(e)}", "wrong_trick_count")
    codes = resolve_tricks(e.mask, y.mask, pairs)
    players = (Player.ELDER, Player.YOUNGER)
    return tuple(
        Trick(n, players[code >> 1], led, played, players[code & 1])
        for n, ((led, played), code) in enumerate(zip(pairs, codes, strict=True), 1)
    )
