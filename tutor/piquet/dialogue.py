"""The declaration dialogue as language-neutral data.

Elder calls point, sequence and sets in turn; younger replies good / not good / equal
(Cavendish, *Calling and showing*; rules-notes, *The dialogue*):

* point: elder calls the number of cards; on "equal" he calls the value; younger
  replies again. Only when the call is good does elder name the suit and count it.
* sequence: elder calls his best sequence by length and top card ("quart to the king").
* sets: elder calls his best by kind and rank ("three aces", "fourteen kings").

When a call is good elder reckons everything he has in that category, keeping a running
count. He then leads and counts the lead; younger then reckons his good categories.
A carte blanche is announced first. A repique is a ``bonus`` step right after the
reckoning that reaches 30. Each step's ``to_dict()`` keeps only the fields it uses.

>>> from tutor.piquet.cards import Hand
>>> steps = dialogue(Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC"),
...                  Hand.parse("KD QD JD 8D 7D TH KC QC JC TC 9C 8C"))
>>> [s.to_dict() for s in steps[:3]]  # doctest: +NORMALIZE_WHITESPACE
[{'speaker': 'elder', 'act': 'call', 'category': 'point', 'length': 5},
 {'speaker': 'younger', 'act': 'reply', 'category': 'point', 'reply': 'not_good'},
 {'speaker': 'elder', 'act': 'call', 'category': 'sequence', 'length': 4, 'top': 'A'}]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from .cards import Card, Hand, Rank, Suit
from .declarations import CardSet, Declaration, SetKind, compare_declarations
from .play import lead_point
from .players import Player
from .rules import CAVENDISH, LeadPoints, Rules
from .scoring import Category, repique_winner

__all__ = ["Act", "DialogueStep", "Reply", "dialogue"]


class Act(StrEnum):
    CARTE_BLANCHE = "carte_blanche"  # "I have a carte blanche": points 10
    CALL = "call"  # elder's call: point length; sequence length+top; set kind+rank
    CALL_VALUE = "call_value"  # elder's point value after "equal" ("making 49")
    REPLY = "reply"  # younger: good / not good / equal
    RECKON = "reckon"  # a player counts a good combination: points, total
    LEAD = "lead"  # elder leads and counts the card led
    BONUS = "bonus"  # repique: points 60, total

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Reply(StrEnum):
    GOOD = "good"
    NOT_GOOD = "not_good"
    EQUAL = "equal"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True, slots=True)
class DialogueStep:
    """One thing said. Unused fields are ``None``; ``total`` is the speaker's count."""

    speaker: Player
    act: Act
    category: Category | None = None
    reply: Reply | None = None
    length: int | None = None
    value: int | None = None
    top: Rank | None = None
    kind: SetKind | None = None
    rank: Rank | None = None
    suit: Suit | None = None
    card: Card | None = None
    points: int | None = None
    total: int | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if v is not None:
                out[f.name] = str(v) if isinstance(v, (StrEnum, Card)) else v
        return out


def _reply(mine: int, theirs: int | None) -> Reply:
    if theirs is None or mine > theirs:
        return Reply.GOOD
    return Reply.EQUAL if mine == theirs else Reply.NOT_GOOD


def dialogue(
    elder: Declaration | Hand | Iterable[Card] | str,
    younger: Declaration | Hand | Iterable[Card] | str,
    rules: Rules = CAVENDISH,
    *,
    carte_blanche: Player | None = None,
    lead: Card | None = None,
) -> tuple[DialogueStep, ...]:
    """The calls, replies and running counts of the declarations, up to younger's
    reckoning after elder's first lead. Hands declare everything; pass
    :class:`Declaration` values for what was actually called. ``lead``: the card elder
    leads, if known (under ``lead_points="ten_and_above"`` it decides the lead point).
    """
    c = compare_declarations(elder, younger)
    repique = repique_winner(c, carte_blanche)
    steps: list[DialogueStep] = []
    total = {Player.ELDER: 0, Player.YOUNGER: 0}
    bonus_done = False

    def reckon(who: Player, category: Category, points: int, **kw: Any) -> None:
        nonlocal bonus_done
        total[who] += points
        steps.append(DialogueStep(who, Act.RECKON, category, points=points, total=total[who], **kw))
        if repique is who and not bonus_done and total[who] >= 30:
            bonus_done = True
            total[who] += 60
            steps.append(
                DialogueStep(who, Act.BONUS, Category.REPIQUE, points=60, total=total[who])
            )

    if carte_blanche is not None:
        total[carte_blanche] = 10
        steps.append(
            DialogueStep(
                carte_blanche, Act.CARTE_BLANCHE, Category.CARTE_BLANCHE, points=10, total=10
            )
        )

    E, Y = Player.ELDER, Player.YOUNGER
    ed, yd = c.elder, c.younger
    # Point
    if ed.point is not None:
        p, q = ed.point, yd.point
        steps.append(DialogueStep(E, Act.CALL, Category.POINT, length=p.length))
        r = _reply(p.length, q.length if q else None)
        steps.append(DialogueStep(Y, Act.REPLY, Category.POINT, reply=r))
        if r is Reply.EQUAL:
            steps.append(DialogueStep(E, Act.CALL_VALUE, Category.POINT, value=p.value))
            r = _reply(p.value, q.value if q else None)
            steps.append(DialogueStep(Y, Act.REPLY, Category.POINT, reply=r))
        if r is Reply.GOOD:
            reckon(E, Category.POINT, p.length, suit=p.suit, length=p.length, value=p.value)
    # Sequences
    eb, yb = ed.best_sequence, yd.best_sequence
    if eb is not None:
        steps.append(DialogueStep(E, Act.CALL, Category.SEQUENCE, length=eb.length, top=eb.top))
        r = _reply(eb.key, yb.key if yb else None)
        steps.append(DialogueStep(Y, Act.REPLY, Category.SEQUENCE, reply=r))
        if r is Reply.GOOD:
            for s in sorted(ed.sequences, key=lambda s: -s.key):
                reckon(E, Category.SEQUENCE, s.score, suit=s.suit, length=s.length, top=s.top)
    # Sets
    es, ys = ed.best_set, yd.best_set
    if es is not None:
        steps.append(DialogueStep(E, Act.CALL, Category.SETS, kind=es.kind, rank=es.rank))
        r = _reply(es.key, ys.key if ys else None)
        steps.append(DialogueStep(Y, Act.REPLY, Category.SETS, reply=r))
        if r is Reply.GOOD:
            for cs in sorted(ed.sets, key=lambda s: -s.key):
                reckon(E, Category.SETS, cs.score, kind=cs.kind, rank=cs.rank)
    # Elder leads and counts the lead.
    if lead is not None:
        pts: int | None = lead_point(lead, rules)
    else:
        pts = 1 if rules.lead_points is LeadPoints.EVERY_CARD else None
    total[E] += pts or 0
    steps.append(DialogueStep(E, Act.LEAD, Category.LEAD, card=lead, points=pts, total=total[E]))
    # Younger reckons what he has good.
    if c.point.winner is Y and yd.point is not None:
        p = yd.point
        reckon(Y, Category.POINT, p.length, suit=p.suit, length=p.length, value=p.value)
    if c.sequence.winner is Y:
        for s in sorted(yd.sequences, key=lambda s: -s.key):
            reckon(Y, Category.SEQUENCE, s.score, suit=s.suit, length=s.length, top=s.top)
    if c.sets.winner is Y:
        for cs in sorted(yd.sets, key=_set_key):
            reckon(Y, Category.SETS, cs.score, kind=cs.kind, rank=cs.rank)
    return tuple(steps)


def _set_key(s: CardSet) -> int:
    return -s.key
