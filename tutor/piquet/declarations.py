"""Point, sequences and sets: what a hand holds, what a player declares, who wins each.

* **Point** — a suit; scores its number of cards. Longer wins; equal length → higher
  value (ace 11, court cards and ten 10, pips face value); equal value → nobody scores.
* **Sequences** — runs of 3+ in a suit: tierce 3, quart 4, quint 15, sixième 16,
  septième 17, huitième 18. Runs are maximal when everything is declared. Longer wins,
  then the higher top card; exact equality → nobody scores, whatever else is held.
* **Sets** — trios (3) and quatorzes (14) of A K Q J T only. A quatorze beats any trio,
  then the higher rank wins.

The winner of a category scores **all** his declared combinations in it (Laws 62–64 and
Cavendish's description); the loser scores none.

>>> hand = Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC")
>>> best_point(hand)
Point.parse('AS KS QS JS 9S')
>>> [str(s) for s in sequences(hand)], [s.name for s in sequences(hand)]
(['AS KS QS JS', 'AH KH QH'], ['quart', 'tierce'])
>>> sets(hand)
(CardSet.parse('AS AH AD AC'),)
>>> result = compare_declarations(hand, Hand.parse("KD QD JD 8D 7D TH KC QC JC TC 9C 8C"))
>>> result.point.winner, result.point.reason, result.point.score
(Player.YOUNGER, Reason.LONGER, 6)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from tutor.cardgame import SUITS

from .cards import CARDS, RANKS, Card, Hand, Rank, Suit, parse_cards
from .errors import IllegalActionError, InvalidInputError
from .players import Player

__all__ = [
    "SEQUENCE_NAMES",
    "CardSet",
    "Comparison",
    "Declaration",
    "PointResult",
    "Reason",
    "Sequence",
    "SequenceResult",
    "SetKind",
    "SetsResult",
    "best_keys",
    "best_point",
    "compare_declarations",
    "compare_point",
    "compare_sequences",
    "compare_sets",
    "sequence_score",
    "sequences",
    "sets",
    "suit_point",
    "verify_declaration",
]

#: Sequence names by length (the terms of art, rendered per language by the site).
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixieme", 7: "septieme", 8: "huitieme"}
_SEQUENCE_SCORES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}


def sequence_score(length: int) -> int:
    """Tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18 (Law 63)."""
    return _SEQUENCE_SCORES[length]


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def _bad_combination(what: str, cards: object) -> InvalidInputError:
    return InvalidInputError(f"not a {what}: {str(cards)[:60]}", "bad_declaration")


@dataclass(frozen=True, slots=True)
class Point:
    """Cards of one suit called for point; scores ``length``, ``value`` breaks ties."""

    cards: tuple[Card, ...]
    suit: Suit = field(init=False)
    length: int = field(init=False)
    value: int = field(init=False)
    key: int = field(init=False, repr=False, compare=False)
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cards = tuple(sorted(parse_cards(self.cards), key=lambda c: c.index))
        if not cards or any(c.suit is not cards[0].suit for c in cards):
            raise _bad_combination("point (cards of one suit)", _cards_text(cards))
        value = sum(c.rank.points for c in cards)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "suit", cards[0].suit)
        object.__setattr__(self, "length", len(cards))
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "key", len(cards) * 1000 + value)
        object.__setattr__(self, "mask", sum(1 << c.index for c in cards))

    @property
    def score(self) -> int:
        return self.length

    @classmethod
    def parse(cls, text: str) -> Point:
        return cls(parse_cards(text))

    def __str__(self) -> str:
        return _cards_text(self.cards)

    def __repr__(self) -> str:
        return f"Point.parse('{self}')"


@dataclass(frozen=True, slots=True)
class Sequence:
    """A run of ``length`` cards of ``suit`` headed by ``top``."""

    suit: Suit
    top: Rank
    length: int
    cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    key: int = field(init=False, repr=False, compare=False)
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.length, int) or not 3 <= self.length <= 8:
            raise _bad_combination("sequence (3 to 8 cards)", self.length)
        if self.top.order + self.length > 8:
            raise _bad_combination("sequence", f"{self.length} cards down from {self.top}")
        first = self.suit.order * 8 + self.top.order
        object.__setattr__(self, "cards", CARDS[first : first + self.length])
        object.__setattr__(self, "key", self.length * 8 + 7 - self.top.order)
        object.__setattr__(self, "mask", ((1 << self.length) - 1) << first)

    @property
    def score(self) -> int:
        return _SEQUENCE_SCORES[self.length]

    @property
    def name(self) -> str:
        """``"tierce"`` … ``"huitieme"``."""
        return SEQUENCE_NAMES[self.length]

    @classmethod
    def from_cards(cls, cards: Iterable[Card] | str) -> Sequence:
        cs = tuple(sorted(parse_cards(cards), key=lambda c: c.index))
        if len(cs) < 3 or any(b.index != a.index + 1 for a, b in zip(cs, cs[1:], strict=False)):
            raise _bad_combination("sequence", _cards_text(cs))
        if cs[0].suit is not cs[-1].suit:
            raise _bad_combination("sequence", _cards_text(cs))
        return cls(cs[0].suit, cs[0].rank, len(cs))

    parse = from_cards

    def __str__(self) -> str:
        return _cards_text(self.cards)

    def __repr__(self) -> str:
        return f"Sequence.parse('{self}')"


class SetKind(StrEnum):
    TRIO = "trio"
    QUATORZE = "quatorze"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True, slots=True)
class CardSet:
    """A trio (3 cards) or quatorze (4) of one rank, ten or higher."""

    cards: tuple[Card, ...]
    rank: Rank = field(init=False)
    key: int = field(init=False, repr=False, compare=False)
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cards = tuple(sorted(parse_cards(self.cards), key=lambda c: c.index))
        if len(cards) not in (3, 4) or any(c.rank is not cards[0].rank for c in cards):
            raise _bad_combination("trio or quatorze", _cards_text(cards))
        if not cards[0].rank.forms_sets:
            raise _bad_combination("set (only A K Q J T make sets)", _cards_text(cards))
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "rank", cards[0].rank)
        object.__setattr__(self, "key", len(cards) * 8 + 7 - cards[0].rank.order)
        object.__setattr__(self, "mask", sum(1 << c.index for c in cards))

    @property
    def kind(self) -> SetKind:
        return SetKind.QUATORZE if len(self.cards) == 4 else SetKind.TRIO

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def score(self) -> int:
        return 14 if len(self.cards) == 4 else 3

    @classmethod
    def parse(cls, text: str) -> CardSet:
        return cls(parse_cards(text))

    def __str__(self) -> str:
        return _cards_text(self.cards)

    def __repr__(self) -> str:
        return f"CardSet.parse('{self}')"


# --- precomputed tables: every suit holding and every set, built once ----------------

_POINTS: list[list[Point | None]] = []
_RUNS: list[list[tuple[Sequence, ...]]] = []
for _s in SUITS:
    _pts: list[Point | None] = [None]
    _runs: list[tuple[Sequence, ...]] = [()]
    for _b in range(1, 256):
        _pts.append(Point(tuple(CARDS[_s.order * 8 + i] for i in range(8) if _b >> i & 1)))
        _found = []
        _i = 0
        while _i < 8:
            if _b >> _i & 1:
                _j = _i
                while _j + 1 < 8 and _b >> (_j + 1) & 1:
                    _j += 1
                if _j - _i + 1 >= 3:
                    _found.append(Sequence(_s, RANKS[_i], _j - _i + 1))
                _i = _j + 1
            else:
                _i += 1
        _runs.append(tuple(sorted(_found, key=lambda q: -q.key)))
    _POINTS.append(_pts)
    _RUNS.append(_runs)
_P0, _P1, _P2, _P3 = _POINTS
_R0, _R1, _R2, _R3 = _RUNS

_SETS: list[list[CardSet | None]] = []
for _r in RANKS[:5]:
    _row: list[CardSet | None] = []
    for _sub in range(16):
        if _sub.bit_count() >= 3:
            _row.append(CardSet(tuple(CARDS[k * 8 + _r.order] for k in range(4) if _sub >> k & 1)))
        else:
            _row.append(None)
    _SETS.append(_row)


def _mask(hand: Hand | Iterable[Card] | str) -> int:
    if isinstance(hand, Hand):
        return hand.mask
    return Hand(parse_cards(hand)).mask


def best_point(hand: Hand | Iterable[Card] | str) -> Point | None:
    """The hand's best suit for point: most cards, then highest value."""
    return _best_point(_mask(hand))


def suit_point(hand: Hand | Iterable[Card] | str, suit: Suit) -> Point | None:
    """The hand's cards of ``suit`` as a point (None if it holds none of them)."""
    return _POINTS[suit.order][_mask(hand) >> 8 * suit.order & 255]


def _best_point(m: int) -> Point | None:
    best = _P0[m & 255]
    for p in (_P1[m >> 8 & 255], _P2[m >> 16 & 255], _P3[m >> 24 & 255]):
        if p is not None and (best is None or p.key > best.key):
            best = p
    return best


def _by_key(q: Sequence | CardSet) -> int:
    return -q.key


def _sequences(m: int) -> tuple[Sequence, ...]:
    found = _R0[m & 255] + _R1[m >> 8 & 255] + _R2[m >> 16 & 255] + _R3[m >> 24 & 255]
    return tuple(sorted(found, key=_by_key)) if len(found) > 1 else found


def sequences(hand: Hand | Iterable[Card] | str) -> tuple[Sequence, ...]:
    """Every maximal run of three or more, best first."""
    return _sequences(_mask(hand))


# The four cards of rank r sit at bits r, r+8, r+16, r+24 of a mask: multiplying by
# 0x204081 gathers them (without carries) into bits 21-24.
_GATHER = 0x204081
_ST, _SK, _SQ, _SJ, _ST10 = _SETS


def _rank_sets(m: int) -> tuple[int, int, int, int, int]:
    """Which of the four aces, kings, queens, knaves and tens ``m`` holds (each a 4-bit
    index into its row of ``_SETS``)."""
    return (
        (m & 0x01010101) * _GATHER >> 21 & 15,
        (m >> 1 & 0x01010101) * _GATHER >> 21 & 15,
        (m >> 2 & 0x01010101) * _GATHER >> 21 & 15,
        (m >> 3 & 0x01010101) * _GATHER >> 21 & 15,
        (m >> 4 & 0x01010101) * _GATHER >> 21 & 15,
    )


def _sets(m: int) -> tuple[CardSet, ...]:
    a, k, q, j, t = _rank_sets(m)
    found = [s for s in (_ST[a], _SK[k], _SQ[q], _SJ[j], _ST10[t]) if s is not None]
    if len(found) > 1:
        found.sort(key=_by_key)
    return tuple(found)


def sets(hand: Hand | Iterable[Card] | str) -> tuple[CardSet, ...]:
    """Every trio and quatorze (aces to tens), best first."""
    return _sets(_mask(hand))


# The best key of each suit holding and of each rank's set (0: none), for best_keys.
_PK0, _PK1, _PK2, _PK3 = ([p.key if p else 0 for p in table] for table in _POINTS)
_RK0, _RK1, _RK2, _RK3 = ([runs[0].key if runs else 0 for runs in table] for table in _RUNS)
_SKT, _SKK, _SKQ, _SKJ, _SKT10 = ([q.key if q else 0 for q in row] for row in _SETS)


def best_keys(mask: int) -> tuple[int, int, int]:
    """The comparison keys of the best point, the best sequence and the best set of the
    hand ``mask`` (0 where it holds none): the keys of ``best_point``, ``sequences()[0]``
    and ``sets()[0]``, read from the tables without making the combinations."""
    m = mask
    point = max(_PK0[m & 255], _PK1[m >> 8 & 255], _PK2[m >> 16 & 255], _PK3[m >> 24 & 255])
    run = max(_RK0[m & 255], _RK1[m >> 8 & 255], _RK2[m >> 16 & 255], _RK3[m >> 24 & 255])
    a, k, q, j, t = _rank_sets(m)
    return point, run, max(_SKT[a], _SKK[k], _SKQ[q], _SKJ[j], _SKT10[t])


@dataclass(frozen=True)
class Declaration:
    """What a player declares: a point (or ``None``), sequences and sets.

    ``Declaration.full(hand)`` declares everything (the default); a player may sink
    combinations or call less than he holds (``Point`` of five of his six cards, a trio
    from a quatorze), and then what is not called scores nothing and saves nothing.
    ``best_sequence`` and ``best_set`` are the best declared (or ``None``).
    """

    point: Point | None = None
    sequences: tuple[Sequence, ...] = ()
    sets: tuple[CardSet, ...] = ()
    best_sequence: Sequence | None = field(init=False, repr=False, compare=False)
    best_set: CardSet | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.point is not None and not isinstance(self.point, Point):
            raise InvalidInputError("point must be a Point", "bad_declaration")
        seqs = tuple(self.sequences)
        cs = tuple(self.sets)
        if not all(isinstance(q, Sequence) for q in seqs) or not all(
            isinstance(q, CardSet) for q in cs
        ):
            raise InvalidInputError("sequences and sets must be combinations", "bad_declaration")
        object.__setattr__(self, "sequences", seqs)
        object.__setattr__(self, "sets", cs)
        object.__setattr__(self, "best_sequence", max(seqs, key=_key) if seqs else None)
        object.__setattr__(self, "best_set", max(cs, key=_key) if cs else None)

    @classmethod
    def full(cls, hand: Hand | Iterable[Card] | str) -> Declaration:
        """Everything the hand holds: best point, every maximal run, every set."""
        return _full(_mask(hand))

    def to_dict(self) -> dict[str, Any]:
        return {
            "point": [str(c) for c in self.point.cards] if self.point else None,
            "sequences": [[str(c) for c in q.cards] for q in self.sequences],
            "sets": [[str(c) for c in q.cards] for q in self.sets],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Declaration:
        if not isinstance(data, dict) or set(data) - {"point", "sequences", "sets"}:
            raise InvalidInputError("a declaration has point, sequences, sets", "bad_declaration")
        point, seqs, sets_ = data.get("point"), data.get("sequences", []), data.get("sets", [])
        if not isinstance(seqs, list) or not isinstance(sets_, list):
            raise InvalidInputError("sequences and sets are lists", "bad_declaration")
        return cls(
            Point(parse_cards(point)) if point is not None else None,
            tuple(Sequence.from_cards(q) for q in seqs),
            tuple(CardSet(parse_cards(q)) for q in sets_),
        )


def _key(q: Sequence | CardSet) -> int:
    return q.key


_new = object.__new__
_R = TypeVar("_R")


def _full(m: int) -> Declaration:
    """Declaration.full from a mask, built from the tables without re-validation."""
    b0, b1, b2, b3 = m & 255, m >> 8 & 255, m >> 16 & 255, m >> 24 & 255
    point = _P0[b0]
    for p in (_P1[b1], _P2[b2], _P3[b3]):
        if p is not None and (point is None or p.key > point.key):
            point = p
    seqs = _R0[b0] + _R1[b1] + _R2[b2] + _R3[b3]
    if len(seqs) > 1:
        seqs = tuple(sorted(seqs, key=_by_key))
    g = _GATHER
    cs = tuple(
        q
        for q in (
            _ST[(m & 0x01010101) * g >> 21 & 15],
            _SK[(m >> 1 & 0x01010101) * g >> 21 & 15],
            _SQ[(m >> 2 & 0x01010101) * g >> 21 & 15],
            _SJ[(m >> 3 & 0x01010101) * g >> 21 & 15],
            _ST10[(m >> 4 & 0x01010101) * g >> 21 & 15],
        )
        if q is not None
    )
    if len(cs) > 1:
        cs = tuple(sorted(cs, key=_by_key))
    d = _new(Declaration)
    dd = d.__dict__
    dd["point"] = point
    dd["sequences"] = seqs
    dd["sets"] = cs
    dd["best_sequence"] = seqs[0] if seqs else None
    dd["best_set"] = cs[0] if cs else None
    return d


def verify_declaration(hand: Hand, declaration: Declaration) -> None:
    """Raise ``not_held`` unless the hand holds everything declared, each card used once
    per category."""
    m = hand.mask
    groups: list[tuple[str, list[tuple[Card, ...]]]] = [
        ("point", [declaration.point.cards] if declaration.point else []),
        ("sequence", [q.cards for q in declaration.sequences]),
        ("set", [q.cards for q in declaration.sets]),
    ]
    for what, combos in groups:
        used = 0
        for cards in combos:
            for c in cards:
                if not m >> c.index & 1:
                    raise IllegalActionError(f"{what} calls {c}, not in the hand", "not_held")
                if used >> c.index & 1:
                    raise IllegalActionError(f"{c} is called in two {what}s", "not_held")
                used |= 1 << c.index


class Reason(StrEnum):
    """Why a category went the way it did."""

    LONGER = "longer"  # more cards (point, sequence)
    HIGHER_VALUE = "higher_value"  # point of equal length, higher value
    HIGHER_RANK = "higher_rank"  # sequence with the higher top card, set of higher rank
    QUATORZE = "quatorze"  # a quatorze beats any trio
    UNCONTESTED = "uncontested"  # only the winner declared anything in the category
    EQUAL = "equal"  # the best are exactly equal: nobody scores
    NONE = "none"  # neither player declared anything

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True)
class PointResult:
    winner: Player | None
    reason: Reason
    score: int
    elder: Point | None
    younger: Point | None

    @property
    def scored(self) -> tuple[Point, ...]:
        best = self.elder if self.winner is Player.ELDER else self.younger
        return (best,) if self.winner is not None and best is not None else ()


@dataclass(frozen=True)
class SequenceResult:
    """``elder``/``younger``: each side's best sequence; ``scored``: all the winner's."""

    winner: Player | None
    reason: Reason
    score: int
    elder: Sequence | None
    younger: Sequence | None
    scored: tuple[Sequence, ...]


@dataclass(frozen=True)
class SetsResult:
    """``elder``/``younger``: each side's best set; ``scored``: all the winner's."""

    winner: Player | None
    reason: Reason
    score: int
    elder: CardSet | None
    younger: CardSet | None
    scored: tuple[CardSet, ...]


_ELDER, _YOUNGER = Player.ELDER, Player.YOUNGER


def _decide(e: Any, y: Any, unit: int) -> tuple[Player | None, Reason]:
    """Winner and reason from the two best combinations (``key // unit`` is the length)."""
    if e is None:
        return (None, Reason.NONE) if y is None else (_YOUNGER, Reason.UNCONTESTED)
    if y is None:
        return _ELDER, Reason.UNCONTESTED
    ek, yk = e.key, y.key
    if ek == yk:
        return None, Reason.EQUAL
    winner = _ELDER if ek > yk else _YOUNGER
    if ek // unit != yk // unit:
        return winner, Reason.LONGER
    return winner, Reason.HIGHER_VALUE if unit == 1000 else Reason.HIGHER_RANK


def _result(cls: type[_R], winner: Any, reason: Any, score: int, e: Any, y: Any, scored: Any) -> _R:
    # Results are frozen; filling the instance dict directly is the fast equivalent
    # of calling the constructor with already-checked values.
    r: _R = _new(cls)
    d = r.__dict__
    d["winner"] = winner
    d["reason"] = reason
    d["score"] = score
    d["elder"] = e
    d["younger"] = y
    if scored is not None:
        d["scored"] = scored
    return r


def compare_point(elder: Point | None, younger: Point | None) -> PointResult:
    """The point: more cards wins; equal length, higher value; equal value, nobody."""
    winner, reason = _decide(elder, younger, 1000)
    if winner is None:
        return _result(PointResult, None, reason, 0, elder, younger, None)
    best = elder if winner is _ELDER else younger
    assert best is not None
    return _result(PointResult, winner, reason, best.length, elder, younger, None)


def compare_sequences(elder: Iterable[Sequence], younger: Iterable[Sequence]) -> SequenceResult:
    """Longest sequence wins, then the higher; the winner scores all his sequences."""
    es, ys = tuple(elder), tuple(younger)
    return _compare_sequences(
        es, ys, max(es, key=_key) if es else None, max(ys, key=_key) if ys else None
    )


def _compare_sequences(
    es: tuple[Sequence, ...], ys: tuple[Sequence, ...], eb: Sequence | None, yb: Sequence | None
) -> SequenceResult:
    winner, reason = _decide(eb, yb, 8)
    if winner is None:
        return _result(SequenceResult, None, reason, 0, eb, yb, ())
    won = es if winner is _ELDER else ys
    score = sum([q.score for q in won])
    return _result(SequenceResult, winner, reason, score, eb, yb, won)


def compare_sets(elder: Iterable[CardSet], younger: Iterable[CardSet]) -> SetsResult:
    """Any quatorze beats any trio, then the higher rank; the winner scores all his sets."""
    es, ys = tuple(elder), tuple(younger)
    return _compare_sets(
        es, ys, max(es, key=_key) if es else None, max(ys, key=_key) if ys else None
    )


def _compare_sets(
    es: tuple[CardSet, ...], ys: tuple[CardSet, ...], eb: CardSet | None, yb: CardSet | None
) -> SetsResult:
    winner, reason = _decide(eb, yb, 8)
    if reason is Reason.LONGER:
        reason = Reason.QUATORZE
    if winner is None:
        return _result(SetsResult, None, reason, 0, eb, yb, ())
    won = es if winner is _ELDER else ys
    score = sum([q.score for q in won])
    return _result(SetsResult, winner, reason, score, eb, yb, won)


@dataclass(frozen=True)
class Comparison:
    """The three categories compared, in the order of reckoning."""

    point: PointResult
    sequence: SequenceResult
    sets: SetsResult
    elder: Declaration
    younger: Declaration

    def score(self, player: Player) -> int:
        """What ``player`` scores in hand from the three categories."""
        return sum(r.score for r in (self.point, self.sequence, self.sets) if r.winner is player)

    @property
    def results(self) -> tuple[PointResult, SequenceResult, SetsResult]:
        return (self.point, self.sequence, self.sets)


def _as_declaration(x: Declaration | Hand | Iterable[Card] | str) -> Declaration:
    if isinstance(x, Declaration):
        return x
    return _full(x.mask if isinstance(x, Hand) else _mask(x))


def compare_declarations(
    elder: Declaration | Hand | Iterable[Card] | str,
    younger: Declaration | Hand | Iterable[Card] | str,
) -> Comparison:
    """Compare point, sequences and sets. Hands (or card lists) declare everything;
    pass :class:`Declaration` values to compare what was actually called. No rule option
    changes the comparison (the options change what it scores: :mod:`.scoring`)."""
    e, y = _as_declaration(elder), _as_declaration(younger)
    c = _new(Comparison)
    d = c.__dict__
    d["point"] = compare_point(e.point, y.point)
    d["sequence"] = _compare_sequences(e.sequences, y.sequences, e.best_sequence, y.best_sequence)
    d["sets"] = _compare_sets(e.sets, y.sets, e.best_set, y.best_set)
    d["elder"] = e
    d["younger"] = y
    return c
