"""Scoring a deal as an ordered event log, with repique and pique read from it.

**The log** lists every score in the order it *happened* at the table:

1. a carte blanche (announced as soon as the hands are dealt, Law 20);
2. elder's good categories: point, each sequence, each set (then carte rouge, if on);
3. elder's lead to the first trick (he counts it aloud);
4. younger's good categories (younger reckons after elder's first lead, before playing);
5. the rest of the play, trick by trick: the lead, a win of the opponent's lead, the
   last trick's extra point;
6. the cards (10, to the winner of 7+ tricks) or capot (40, all twelve).

Each :class:`ScoreEvent` has ``who``, ``points``, ``category`` and ``trick`` (1–12 for
play, else ``None``).

**Repique** (+60, either player; Law 68) reads the hand scores (carte blanche, point,
sequences, sets, carte rouge) in Cavendish's order of reckoning (Law 67: category by
category, whoever scored): the first player to reach 30 while the other has scored
nothing earlier in that order repiques.

**Pique** (+30; Law 69), if nobody repiqued: a player reaches 30 in hand and play before
the other has scored anything. When every card led counts, elder's first lead always
scores, so only elder can pique (Law 69); under ``lead_points="ten_and_above"`` younger
can too (Foster), since elder's lead may score nothing. The order —

* ``pique_order="category"`` (default): in the order of reckoning, so *all* hand scores of
  both players (carte blanche, point, sequences, sets) come before any play point, then
  the play points in the order they were made. Younger's good point — or three tens —
  saves the pique although elder led first (Cavendish's own example).
* ``pique_order="actual"`` (German text, "tatsächliche Reihenfolge"): in the log order
  above — carte blanche; elder's declarations; elder's first lead; younger's
  declarations; then the play. So elder on 29 in hand who leads piques even if younger
  then reckons a good point, and elder who reaches 30 in hand alone piques even though
  younger's point (reckoned later) stops his repique.

Equalities are not scores and so save nothing. A carte blanche scores first: it counts
toward its holder's bonus and saves him from his opponent's. The cards and capot never
count toward pique unless ``cards_count_for_pique``; then the cards (10) are scored as
soon as a player wins his seventh trick, and a capot adds its other 30 after the last
trick. A capot is 40 instead of the cards, so then the seventh trick's 10 is logged as
the capot's first 10 (``capot`` shows 40, ``cards`` 0). Pique and repique never both.

>>> from tutor.piquet.cards import Hand
>>> elder = Hand.parse("AS KS QS JS TS AH KH QH AD KD AC 7C")
>>> younger = Hand.parse("9S 8S 7S JH TH 9H QD JD TD KC QC JC")
>>> s = score_deal(elder, younger, [["AS", "7S"], ["KS", "8S"], ["QS", "9S"], ["JS", "JH"],
...     ["TS", "TH"], ["AH", "9H"], ["KH", "QD"], ["QH", "JD"], ["AD", "TD"], ["KD", "JC"],
...     ["AC", "KC"], ["7C", "QC"]])
>>> s.elder.total, s.younger.total, s.repique
(122, 2, Player.ELDER)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from .cards import Card, DealtCards, Hand, parse_cards
from .declarations import Comparison, Declaration, compare_declarations, verify_declaration
from .errors import InvalidInputError, PiquetError
from .exchange import exchange
from .play import _EVERY_CARD, _pairs, counting_mask, resolve_tricks
from .players import Player
from .rules import CAVENDISH, PiqueOrder, Rules

__all__ = [
    "HAND_CATEGORIES",
    "RECKONING_ORDER",
    "Category",
    "DealScore",
    "PlayerScore",
    "ScoreEvent",
    "repique_winner",
    "score_deal",
    "score_whole_deal",
]


class Category(StrEnum):
    """What an event scored for."""

    CARTE_BLANCHE = "carte_blanche"
    POINT = "point"
    SEQUENCE = "sequence"
    SETS = "sets"
    CARTE_ROUGE = "carte_rouge"
    LEAD = "lead"
    TRICK = "trick"  # winning a trick the opponent led
    LAST_TRICK = "last_trick"
    CARDS = "cards"
    CAPOT = "capot"
    REPIQUE = "repique"
    PIQUE = "pique"

    def __repr__(self) -> str:
        return f"Category.{self.name}"


#: Law 67's order of reckoning (lower first); bonuses are not reckoned toward anything.
RECKONING_ORDER: dict[Category, int] = {
    Category.CARTE_BLANCHE: 1,
    Category.POINT: 2,
    Category.SEQUENCE: 3,
    Category.SETS: 4,
    Category.CARTE_ROUGE: 5,
    Category.LEAD: 6,
    Category.TRICK: 6,
    Category.LAST_TRICK: 6,
    Category.CARDS: 7,
    Category.CAPOT: 7,
}
#: The scores made in hand (Law 67's first categories); repique reads only these.
HAND_CATEGORIES = frozenset(
    {Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCE, Category.SETS, Category.CARTE_ROUGE}
)
_HAND = HAND_CATEGORIES
_PLAY = frozenset({Category.LEAD, Category.TRICK, Category.LAST_TRICK})


#: A log entry as the scorer keeps it (the fields of :class:`ScoreEvent`, in order).
RawEvent = tuple[Player, int, Category, "int | None", Any]


@dataclass(frozen=True, slots=True)
class ScoreEvent:
    """One score: ``who`` scored ``points`` for ``category`` (at ``trick``, in play).

    ``detail`` is what it was for: the point, sequence or set; the card led or winning.
    """

    who: Player
    points: int
    category: Category
    trick: int | None = None
    detail: Any = None

    def to_dict(self) -> dict[str, Any]:
        return {"who": self.who.value, "points": self.points, "category": self.category.value}


_FIELDS = (
    "carte_blanche",
    "point",
    "sequence",
    "sets",
    "repique",
    "pique",
    "tricks_points",
    "cards",
    "capot",
    "total",
)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's score for the deal, by heading."""

    carte_blanche: int = 0
    point: int = 0
    sequence: int = 0
    sets: int = 0
    carte_rouge: int = 0
    repique: int = 0
    pique: int = 0
    tricks_points: int = 0
    cards: int = 0
    capot: int = 0
    total: int = 0

    def to_dict(self, carte_rouge: bool = False) -> dict[str, int]:
        out = {name: getattr(self, name) for name in _FIELDS}
        if carte_rouge:
            out["carte_rouge"] = self.carte_rouge
        return out


_HEADING = {
    Category.CARTE_BLANCHE: 0,
    Category.POINT: 1,
    Category.SEQUENCE: 2,
    Category.SETS: 3,
    Category.CARTE_ROUGE: 4,
    Category.REPIQUE: 5,
    Category.PIQUE: 6,
    Category.LEAD: 7,
    Category.TRICK: 7,
    Category.LAST_TRICK: 7,
    Category.CARDS: 8,
    Category.CAPOT: 9,
}


@dataclass(frozen=True)
class DealScore:
    """The result of a deal: the event log and what follows from it.

    ``events`` is the log (see the module docstring); ``elder``/``younger`` are the
    totals by heading; ``tricks_won`` is (elder's, younger's).
    """

    log: tuple[RawEvent, ...] = field(repr=False)
    elder: PlayerScore
    younger: PlayerScore
    tricks_won: tuple[int, int]
    comparison: Comparison = field(repr=False)
    carte_blanche: Player | None
    repique: Player | None
    pique: Player | None
    rules: Rules = field(default=CAVENDISH, repr=False)
    trigger: RawEvent | None = field(default=None, repr=False)

    @cached_property
    def events(self) -> tuple[ScoreEvent, ...]:
        """The ordered event log as :class:`ScoreEvent` values."""
        return tuple(ScoreEvent(*raw) for raw in self.log)

    @cached_property
    def bonus_trigger(self) -> ScoreEvent | None:
        """The event with which the repique's or pique's winner reached 30 (the bonus
        follows it in the log), or ``None`` without a bonus. Its ``trick`` says when a
        pique was won (``None`` for a score in hand)."""
        return ScoreEvent(*self.trigger) if self.trigger is not None else None

    def __getitem__(self, player: Player) -> PlayerScore:
        return self.elder if player is Player.ELDER else self.younger

    def in_reckoning_order(self) -> tuple[ScoreEvent, ...]:
        """The events sorted by Law 67's order of reckoning (bonuses last)."""
        return tuple(sorted(self.events, key=lambda e: RECKONING_ORDER.get(e.category, 9)))

    def to_dict(self) -> dict[str, Any]:
        """The command line's ``score`` output."""
        cr = self.rules.carte_rouge != 0
        return {
            "elder": self.elder.to_dict(cr),
            "younger": self.younger.to_dict(cr),
            "tricks_won": {"elder": self.tricks_won[0], "younger": self.tricks_won[1]},
            "events": [
                {"who": who.value, "points": pts, "category": cat.value}
                for who, pts, cat, _, _ in self.log
            ],
        }


_POINT, _SEQUENCE, _SETS = Category.POINT, Category.SEQUENCE, Category.SETS
_LEAD, _TRICK, _LAST = Category.LEAD, Category.TRICK, Category.LAST_TRICK


def _hand_events(player: Player, comparison: Comparison, mask: int, rules: Rules) -> list[RawEvent]:
    out: list[RawEvent] = []
    used = 0
    pr = comparison.point
    if pr.winner is player:
        best = pr.elder if player is Player.ELDER else pr.younger
        assert best is not None  # the point's winner has one
        out.append((player, pr.score, _POINT, None, best))
        used |= best.mask
    if comparison.sequence.winner is player:
        for q in comparison.sequence.scored:
            out.append((player, q.score, _SEQUENCE, None, q))
            used |= q.mask
    if comparison.sets.winner is player:
        for cs in comparison.sets.scored:
            out.append((player, cs.score, _SETS, None, cs))
            used |= cs.mask
    if rules.carte_rouge and used and used & mask == mask:
        out.append((player, rules.carte_rouge, Category.CARTE_ROUGE, None, None))
    return out


_PLAYERS = (Player.ELDER, Player.YOUNGER)


def _as_hand(x: Hand | Iterable[Card] | str, name: str) -> Hand:
    h = x if isinstance(x, Hand) else Hand(parse_cards(x))
    if len(h.cards) != 12:
        raise InvalidInputError(f"{name} has {len(h)} cards, not 12", "wrong_hand_size")
    return h


def score_deal(
    elder: Hand | Iterable[Card] | str,
    younger: Hand | Iterable[Card] | str,
    tricks: Sequence[Sequence[Card | str]],
    rules: Rules = CAVENDISH,
    *,
    elder_dealt: Hand | Iterable[Card] | str | None = None,
    younger_dealt: Hand | Iterable[Card] | str | None = None,
    elder_declaration: Declaration | None = None,
    younger_declaration: Declaration | None = None,
) -> DealScore:
    """Score a deal from the final hands (after the exchange) and the twelve tricks.

    ``tricks``: ``[led, played]`` pairs, elder leading the first, the winner of a trick
    leading the next. Dealt hands, if given, decide carte blanche. Declarations default
    to everything held (``Declaration.full``).
    """
    e, y = _as_hand(elder, "elder"), _as_hand(younger, "younger")
    em, ym = e.mask, y.mask
    if em & ym:
        parse_cards(e.cards + y.cards)
    if not isinstance(tricks, (list, tuple)):
        raise InvalidInputError("tricks must be a list of [led, played] pairs", "bad_input")
    if len(tricks) != 12:
        raise InvalidInputError(f"{len(tricks)} tricks, not 12", "wrong_trick_count")
    try:
        codes = resolve_tricks(em, ym, tricks)  # fast path: pairs of Card values
        pairs = tricks
    except PiquetError:
        raise
    except (AttributeError, TypeError, ValueError):
        pairs = _pairs(tricks)
        codes = resolve_tricks(em, ym, pairs)

    cb: Player | None = None
    dealt_masks = [0, 0]
    for i, d in enumerate((elder_dealt, younger_dealt)):
        if d is not None:
            dealt = _as_hand(d, ("elder_dealt", "younger_dealt")[i])
            dealt_masks[i] = dealt.mask
            if dealt.is_carte_blanche and cb is None:
                cb = _PLAYERS[i]
    if dealt_masks[0] & dealt_masks[1]:
        parse_cards(Hand.from_mask(dealt_masks[0]).cards + Hand.from_mask(dealt_masks[1]).cards)

    if elder_declaration is not None:
        verify_declaration(e, elder_declaration)
    if younger_declaration is not None:
        verify_declaration(y, younger_declaration)
    comparison = compare_declarations(elder_declaration or e, younger_declaration or y)

    log: list[RawEvent] = []
    if cb is not None:
        log.append((cb, 10, Category.CARTE_BLANCHE, None, None))
    elder_hand = _hand_events(Player.ELDER, comparison, em, rules)
    younger_hand = _hand_events(Player.YOUNGER, comparison, ym, rules)
    log.extend(elder_hand)
    hand_events = log + younger_hand
    others = list(hand_events)  # every event that is not a point made in play

    counts = counting_mask(rules)  # the cards that score when led or winning a lead
    every = counts == _EVERY_CARD
    early_cards = rules.cards_count_for_pique
    early: RawEvent | None = None  # the cards' 10 at the seventh trick (cards_count_for_pique)
    won = [0, 0]
    play = [0, 0]
    append = log.append
    pe, py = _PLAYERS
    n = 0
    for (led, played), code in zip(pairs, codes):  # noqa: B905 - same length
        n += 1
        li = code >> 1
        wi = code & 1
        if every or counts >> led.index & 1:
            append((pe if li == 0 else py, 1, _LEAD, n, led))
            play[li] += 1
        if n == 1 and younger_hand:
            log.extend(younger_hand)
        if wi != li and (every or counts >> played.index & 1):
            append((pe if wi == 0 else py, 1, _TRICK, n, played))
            play[wi] += 1
        won[wi] += 1
        if early_cards and won[wi] == 7:
            early = (pe if wi == 0 else py, 10, Category.CARDS, n, None)
            append(early)
            others.append(early)
    last = codes[11] & 1
    append((_PLAYERS[last], 1, _LAST, 12, pairs[11][1 if last != codes[11] >> 1 else 0]))
    play[last] += 1
    end: RawEvent | None = None
    if won[0] == 12 or won[1] == 12:
        who = _PLAYERS[0 if won[0] == 12 else 1]
        end = (who, 30 if early_cards else 40, Category.CAPOT, 12, None)
        if early is not None:  # the 10 counted at the seventh trick was the capot's first 10
            early_capot = (who, 10, Category.CAPOT, early[3], "cards")
            log[log.index(early)] = early_capot
            others[others.index(early)] = early_capot
    elif won[0] != won[1] and not early_cards:
        end = (_PLAYERS[0 if won[0] > won[1] else 1], 10, Category.CARDS, 12, None)
    if end is not None:
        append(end)
        others.append(end)

    repique, pique, at = _bonuses(log, hand_events, rules)
    if repique is not None:
        bonus = (repique, 60, Category.REPIQUE, None, None)
    elif pique is not None:
        bonus = (pique, 30, Category.PIQUE, None, None)
    trigger = None
    if repique is not None or pique is not None:
        trigger = log[at]
        log.insert(at + 1, bonus)
        others.append(bonus)

    # Totals by heading: points in play were counted above; the rest from its events.
    sums = [[0] * 10 + [play[0]], [0] * 10 + [play[1]]]
    sums[0][7], sums[1][7] = play
    heading = _HEADING
    for who, pts, cat, _, _ in others:
        row = sums[0 if who is pe else 1]
        row[heading[cat]] += pts
        row[10] += pts
    return DealScore(
        tuple(log),
        PlayerScore(*sums[0]),
        PlayerScore(*sums[1]),
        (won[0], won[1]),
        comparison,
        cb,
        repique,
        pique,
        rules,
        trigger,
    )


_HAND_RANK = {
    Category.CARTE_BLANCHE: 1,
    Category.POINT: 2,
    Category.SEQUENCE: 3,
    Category.SETS: 4,
    Category.CARTE_ROUGE: 5,
}
_PIQUE_COUNTS = _HAND | _PLAY
_PIQUE_COUNTS_WITH_CARDS = _PIQUE_COUNTS | {Category.CARDS, Category.CAPOT}


def _hand_rank(ev: RawEvent) -> int:
    return _HAND_RANK[ev[2]]


def _repique(hand_events: list[RawEvent]) -> RawEvent | None:
    """The hand event at which a player reaches 30 in the order of reckoning (Law 67)
    before his opponent has scored anything, or ``None``. A stable sort keeps the order
    within a category, where only one player can score."""
    totals = {Player.ELDER: 0, Player.YOUNGER: 0}
    for ev in sorted(hand_events, key=_hand_rank):
        who = ev[0]
        if totals[who.opponent]:
            return None
        totals[who] += ev[1]
        if totals[who] >= 30:
            return ev
    return None


def repique_winner(comparison: Comparison, carte_blanche: Player | None = None) -> Player | None:
    """Who repiques on these declarations (and a carte blanche), by the same rule as
    :func:`score_deal` (without carte rouge): what the dialogue announces."""
    events: list[RawEvent] = []
    if carte_blanche is not None:
        events.append((carte_blanche, 10, Category.CARTE_BLANCHE, None, None))
    for player in _PLAYERS:
        events += _hand_events(player, comparison, 0, CAVENDISH)
    trigger = _repique(events)
    return trigger[0] if trigger is not None else None


def _bonuses(
    log: list[RawEvent], hand_events: list[RawEvent], rules: Rules
) -> tuple[Player | None, Player | None, int]:
    """(repique winner, pique winner, index in ``log`` of the event that reached 30)."""
    trigger = _repique(hand_events)
    if trigger is not None:
        at = next(i for i, ev in enumerate(log) if ev is trigger)
        return trigger[0], None, at
    # Pique: whoever reaches 30 in hand and play before the other has scored anything.
    # Elder's first lead always scores when every card led counts, so then only elder
    # can pique (Law 69); under "ten_and_above" younger can too (Foster), since elder's
    # lead may score nothing.
    totals = {Player.ELDER: 0, Player.YOUNGER: 0}
    by_category = rules.pique_order is PiqueOrder.CATEGORY
    if by_category:
        # In the order of reckoning every hand score comes before any point in play. Both
        # players scored in hand: the first did not reach 30 there (no repique), so the
        # other's score saves him. Otherwise the one who did starts from his hand.
        for ev in hand_events:
            totals[ev[0]] += ev[1]
        if totals[Player.ELDER] and totals[Player.YOUNGER]:
            return None, None, -1
    counted = _PIQUE_COUNTS_WITH_CARDS if rules.cards_count_for_pique else _PIQUE_COUNTS
    for i, (who, pts, cat, _, _) in enumerate(log):
        if cat not in counted or (by_category and cat in _HAND):
            continue
        if totals[who.opponent]:
            break
        totals[who] += pts
        if totals[who] >= 30:
            return None, who, i
    return None, None, -1


def score_whole_deal(
    dealt: DealtCards,
    elder_discards: Iterable[Card] | str,
    younger_discards: Iterable[Card] | str,
    tricks: Sequence[Sequence[Card | str]],
    rules: Rules = CAVENDISH,
) -> DealScore:
    """Score a whole deal: the dealt cards, both exchanges, the twelve tricks."""
    ex = exchange(dealt, elder_discards, younger_discards, rules)
    return score_deal(
        ex.elder, ex.younger, tricks, rules, elder_dealt=dealt.elder, younger_dealt=dealt.younger
    )
