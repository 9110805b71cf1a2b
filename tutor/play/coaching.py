"""The coach at the table, without the web: a hint, the judgement of a decision, the
review of a deal ("How did I do?"), the take-back, and the check that stops a beginner
before a costly mistake.

Everything is judged by the coach's evaluator (:mod:`tutor.piquet.coach`) from the
learner's own view of the deal (``view_of``: what the learner's seat knew when deciding),
never from the computer's hand. The evaluator rates every legal option in expected
points; a decision's *cost* is how many points it gives away against the best.

The decisions the learner makes at the table map onto the evaluator's decisions:

=================  =======================================================
table              evaluator
=================  =======================================================
``exchange``       ``ExchangeDecision`` (the discards)
``declare``        ``DeclareDecision`` (elder's calls; what is left out is sunk)
``reply``          ``DeclareDecision`` of younger: "good" to a call he could beat
                   sinks that category, so only options that declare each
                   category whole or not at all can be said as replies
``leftovers``      ``LeftoversDecision``
``play``           ``PlayDecision``
=================  =======================================================

Nothing here imports Django; ratings are plain data (:class:`Judged`) so the web layer
can keep them in the game's record.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.piquet import Deal, Declaration, Player
from tutor.piquet.bots import (
    Decision,
    DeclareDecision,
    ExchangeDecision,
    LeftoversDecision,
    PlayDecision,
    View,
    decision_kind,
    view_of,
)
from tutor.piquet.bots.view import DecisionKind
from tutor.piquet.coach import Rating, rate
from tutor.piquet.deal import Action, ActionKind
from tutor.piquet.dialogue import Reply
from tutor.piquet.scoring import Category
from tutor.play import table as T
from tutor.play.table import Table, TableError

__all__ = [
    "COSTLY",
    "KIND_CONCEPTS",
    "MODES",
    "REASON_CONCEPTS",
    "Hint",
    "Judged",
    "concepts",
    "costly",
    "decision_data",
    "hint",
    "judge",
    "judge_decision",
    "learner_decisions",
    "position_key",
    "replies_for",
    "review",
    "table_kind",
    "take_back",
]

#: How the coach sits with the learner: ``off`` (hint and "How did I do?" on request),
#: ``on`` (also take back the last decision), ``beginner`` (also stops before a costly
#: mistake).
MODES = ("off", "on", "beginner")
#: A decision that gives away this many expected points or more is a costly mistake:
#: the beginner's coach stops before it.
COSTLY = 4.0
#: Costs below this are rounding in the evaluator's estimate: a decision this close to
#: the best is as good as the best and is not reported as a mistake.
NEGLIGIBLE = 0.5


@dataclass(frozen=True)
class Judged:
    """One decision rated: what was chosen, the best option, the points it cost, and
    the reasons of both (each ``(code, points, params)``)."""

    deal: int
    index: int
    kind: str
    chosen: dict[str, Any]
    best: dict[str, Any]
    cost: float
    value_best: float
    value_chosen: float
    reasons_best: tuple[tuple[str, float, dict[str, Any]], ...]
    reasons_chosen: tuple[tuple[str, float, dict[str, Any]], ...]
    #: False for a choice the evaluator does not rate (younger sinking his point by
    #: answering "good"): shown, but not counted.
    rated: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "index": self.index,
            "kind": self.kind,
            "chosen": self.chosen,
            "best": self.best,
            "cost": self.cost,
            "value_best": self.value_best,
            "value_chosen": self.value_chosen,
            "reasons_best": [list(r) for r in self.reasons_best],
            "reasons_chosen": [list(r) for r in self.reasons_chosen],
            "rated": self.rated,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Judged:
        def reasons(rows: Iterable[Sequence[Any]]) -> tuple[tuple[str, float, dict], ...]:
            return tuple((str(c), float(p), dict(q)) for c, p, q in rows)

        return cls(
            deal=int(data["deal"]),
            index=int(data["index"]),
            kind=str(data["kind"]),
            chosen=dict(data["chosen"]),
            best=dict(data["best"]),
            cost=float(data["cost"]),
            value_best=float(data["value_best"]),
            value_chosen=float(data["value_chosen"]),
            reasons_best=reasons(data["reasons_best"]),
            reasons_chosen=reasons(data["reasons_chosen"]),
            rated=bool(data.get("rated", True)),
        )

    @property
    def mistake(self) -> bool:
        return self.rated and self.cost >= NEGLIGIBLE


# --- decisions in the table's words ------------------------------------------------------


def _reasons(rating: Rating) -> tuple[tuple[str, float, dict[str, Any]], ...]:
    return tuple((r.code, float(r.points), dict(r.params)) for r in rating.reasons)


def decision_data(kind: str, decision: Decision, deal: Deal, seat: Player) -> dict[str, Any]:
    """A decision as plain data the labels can say: the cards, the calls, the replies."""
    if isinstance(decision, ExchangeDecision):
        return {"cards": [str(c) for c in sorted(decision.discard, key=lambda c: c.index)]}
    if isinstance(decision, DeclareDecision):
        data: dict[str, Any] = {"declaration": decision.declaration.to_dict()}
        if kind == "reply":
            replies = replies_for(deal, decision.declaration)
            data["replies"] = {c.value: r.value for c, r in replies.items()} if replies else {}
        return data
    if isinstance(decision, LeftoversDecision):
        return {"look": decision.look}
    assert isinstance(decision, PlayDecision)
    return {"card": str(decision.card), "lead": deal.current_lead is None}


def _key(decision: Decision) -> Any:
    """What makes two decisions the same choice, whatever the order of their cards."""
    if isinstance(decision, ExchangeDecision):
        return ("exchange", frozenset(decision.discard))
    if isinstance(decision, DeclareDecision):
        d = decision.declaration
        return (
            "declare",
            frozenset(d.point.cards) if d.point else None,
            frozenset(frozenset(q.cards) for q in d.sequences),
            frozenset(frozenset(q.cards) for q in d.sets),
        )
    if isinstance(decision, LeftoversDecision):
        return ("leftovers", decision.look)
    return ("play", decision.card)


def _of_action(action: Action) -> Decision:
    if action.kind is ActionKind.EXCHANGE:
        return ExchangeDecision(action.cards)
    if action.kind is ActionKind.DECLARE:
        assert action.declaration is not None  # a declare action carries one
        return DeclareDecision(action.declaration)
    if action.kind is ActionKind.VIEW_LEFTOVERS:
        return LeftoversDecision(bool(action.look))
    return PlayDecision(action.cards[0])


def table_kind(deal: Deal, seat: Player) -> str:
    """The table's name for the decision ``seat`` has to make now in ``deal``."""
    kind = decision_kind(deal)
    if kind is DecisionKind.DECLARE:
        return "declare" if seat is Player.ELDER else "reply"
    return str(kind.value) if kind is not None else ""


def replies_for(deal: Deal, declaration: Declaration) -> dict[Category, Reply] | None:
    """The replies that make younger's ``declaration`` at the table, or ``None`` if it
    cannot be said by replies (it declares a category only in part)."""
    right = T.right_replies(deal)
    full = Declaration.full(deal.hand(Player.YOUNGER))
    parts = {
        Category.POINT: (declaration.point, full.point),
        Category.SEQUENCE: (declaration.sequences or None, full.sequences or None),
        Category.SETS: (declaration.sets or None, full.sets or None),
    }
    out: dict[Category, Reply] = {}
    for category, answer in right.items():
        mine, whole = parts[category]
        if mine is None:
            out[category] = Reply.GOOD  # sunk (or nothing held to say)
        elif _same(mine, whole):
            out[category] = answer
        else:
            return None
    for category, (mine, _whole) in parts.items():
        if category not in right and mine is not None:
            return None  # declares what elder did not call: no reply says that
    return out


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, tuple) and isinstance(b, tuple):
        return {frozenset(q.cards) for q in a} == {frozenset(q.cards) for q in b}
    return a is not None and b is not None and frozenset(a.cards) == frozenset(b.cards)


def _sayable(deal: Deal, kind: str, ratings: Sequence[Rating]) -> list[Rating]:
    """The rated options the table can offer (for replies: those said by replies)."""
    if kind != "reply":
        return list(ratings)
    out = []
    for r in ratings:
        if isinstance(r.decision, DeclareDecision) and replies_for(deal, r.decision.declaration):
            out.append(r)
        elif isinstance(r.decision, DeclareDecision) and not T.calls(deal):
            out.append(r)
    return out


# --- the view and the seed ---------------------------------------------------------------


def _partie(table: Table, number: int) -> tuple[tuple[int, int], ...]:
    """The learner's (own, computer's) points in the deals before deal ``number``."""
    return tuple(table.deal_points()[: number - 1])


def _seed(table: Table, number: int, index: int) -> int:
    """The evaluator's seed for the decision at ``index`` of deal ``number``: fixed for
    the position, so a hint, the stop and the review agree."""
    digest = hashlib.sha256(f"piquet-coach:{table.seed}:{number}:{index}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % 2**31


def _position(table: Table, number: int, index: int) -> Deal:
    """Deal ``number`` as it stood before its action ``index``."""
    deal = table.deals[number - 1]
    return Deal.replay(deal.dealt, deal.actions[:index], deal.rules)


def _rate(table: Table, number: int, index: int, deal: Deal) -> tuple[View, list[Rating]]:
    view = view_of(deal, table.seat(number), _partie(table, number))
    return view, list(rate(view, _seed(table, number, index)))


def _judge_in(
    table: Table, number: int, index: int, deal: Deal, decision: Decision
) -> Judged | None:
    """Rate ``decision`` in ``deal`` (the position before action ``index``)."""
    seat = table.seat(number)
    kind = table_kind(deal, seat)
    _view, ratings = _rate(table, number, index, deal)
    options = _sayable(deal, kind, ratings)
    key = _key(decision)
    mine = next((r for r in ratings if _key(r.decision) == key), None)
    if not options:
        return None
    chosen = decision_data(kind, decision, deal, seat)
    if mine is None:
        return Judged(number, index, kind, chosen, chosen, 0.0, 0.0, 0.0, (), (), rated=False)
    best = max(options, key=lambda r: r.value)
    return Judged(
        deal=number,
        index=index,
        kind=kind,
        chosen=chosen,
        best=decision_data(kind, best.decision, deal, seat),
        cost=max(0.0, round(best.value - mine.value, 2)),
        value_best=round(best.value, 2),
        value_chosen=round(mine.value, 2),
        reasons_best=_reasons(best),
        reasons_chosen=_reasons(mine),
    )


# --- what the coach offers ---------------------------------------------------------------


@dataclass(frozen=True)
class Hint:
    """The best option now, with its expected value and its reasons."""

    kind: str
    best: dict[str, Any]
    value: float
    reasons: tuple[tuple[str, float, dict[str, Any]], ...]


def hint(table: Table) -> Hint:
    """The best option of the decision the learner has to make now."""
    if not table.learner_to_act:
        raise TableError("not_now")
    number, deal, seat = len(table.deals), table.deal, table.seat()
    kind = table_kind(deal, seat)
    _view, ratings = _rate(table, number, len(deal.actions), deal)
    options = _sayable(deal, kind, ratings)
    if not options:
        raise TableError("no_hint")
    best = max(options, key=lambda r: r.value)
    return Hint(kind, decision_data(kind, best.decision, deal, seat), best.value, _reasons(best))


def judge_decision(table: Table, decision: Decision) -> Judged | None:
    """Rate ``decision`` for the position the learner is in now (before making it)."""
    if not table.learner_to_act:
        raise TableError("not_now")
    number, deal = len(table.deals), table.deal
    return _judge_in(table, number, len(deal.actions), deal, decision)


def costly(judged: Judged) -> bool:
    """Whether the beginner's coach stops before this decision."""
    return judged.rated and judged.cost >= COSTLY


def learner_decisions(table: Table, number: int) -> list[tuple[int, Action]]:
    """The learner's decisions in deal ``number``: (index in the action log, action)."""
    seat = table.seat(number)
    return [(i, a) for i, a in enumerate(table.deals[number - 1].actions) if a.player is seat]


def judge(table: Table, number: int, index: int) -> Judged | None:
    """Rate the learner's decision at ``index`` of deal ``number`` (None if the
    evaluator has no rating for it)."""
    action = table.deals[number - 1].actions[index]
    deal = _position(table, number, index)
    return _judge_in(table, number, index, deal, _of_action(action))


def position_key(table: Table, number: int, index: int) -> str:
    """A key for the learner's decision at ``index`` of deal ``number`` that changes
    if anything before it, or the decision itself, changes (a take-back and a new
    choice): ratings are kept under it."""
    deal = table.deals[number - 1]
    actions = [a.to_dict() for a in deal.actions[: index + 1]]
    text = repr((table.seed, number, deal.dealt.to_dict(), actions))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def review(judged: Iterable[Judged]) -> tuple[list[Judged], list[Judged]]:
    """ "How did I do?": the decisions in order, and the three costliest mistakes first."""
    ordered = sorted(judged, key=lambda j: j.index)
    costly = sorted((j for j in ordered if j.mistake), key=lambda j: (-j.cost, j.index))[:3]
    return ordered, costly


def take_back(table: Table) -> None:
    """Take back the learner's last decision in the current deal, and the computer's
    replies after it: the deal's log is cut to just before it."""
    number = len(table.deals)
    mine = learner_decisions(table, number)
    if not mine:
        raise TableError("nothing_to_take_back")
    index = mine[-1][0]
    deal = table.deal
    removed = len(deal.actions) - index
    table.deals[-1] = Deal.replay(deal.dealt, deal.actions[:index], deal.rules)
    table.undone += removed


# --- mistakes as concepts for the spaced review ------------------------------------------

#: The concept each kind of decision exercises (a mistake there is filed under it) …
KIND_CONCEPTS = {
    "exchange": "coach_discard",
    "declare": "coach_sink",
    "reply": "coach_sink",
    "leftovers": "coach_discard",
    "play": "coach_play",
}
#: … or the finer concepts the evaluator's reasons name (its reason codes): a mistake is
#: filed under each concept whose reasons the best option scores clearly better on.
REASON_CONCEPTS: dict[str, str] = {
    "keeps_point": "keeping_point_suit",
    "breaks_point": "keeping_point_suit",
    "keeps_sequence": "keeping_sequences",
    "breaks_sequence": "keeping_sequences",
    "keeps_set": "keeping_sequences",
    "breaks_set": "keeping_sequences",
    "keeps_guard": "coach_guard",
    "unguards": "coach_guard",
    "declares": "coach_sink",
    "sinks": "coach_sink",
    "wins_cards": "playing_for_cards",
    "loses_cards": "playing_for_cards",
    "last_trick": "playing_for_cards",
    "loses_last_trick": "playing_for_cards",
    "makes_capot": "playing_for_cards",
    "concedes_capot": "playing_for_cards",
    "rubicon": "rubicon_play",
}
#: A concept counts as missed when the best option's reasons for it are worth this many
#: points more than the chosen option's.
CONCEPT_GAP = 1.0


def _by_concept(kind: str, reasons: Iterable[tuple[str, float, dict[str, Any]]]) -> dict:
    out: dict[str, float] = {}
    for code, points, _params in reasons:
        concept = REASON_CONCEPTS.get(code)
        if concept == "playing_for_cards" and kind == "exchange":
            concept = "coach_discard"  # in the exchange, the tricks are the discard's share
        if concept:
            out[concept] = out.get(concept, 0.0) + points
    return out


def concepts(judged: Judged) -> list[str]:
    """The concepts a mistake shows the learner has to work on: those the best option's
    reasons score clearly better on (a guard the choice throws away counts too), else
    the concept of the kind of decision."""
    if not judged.mistake:
        return []
    best = _by_concept(judged.kind, judged.reasons_best)
    chosen = _by_concept(judged.kind, judged.reasons_chosen)
    gaps = {c: best.get(c, 0.0) - chosen.get(c, 0.0) for c in {*best, *chosen}}
    named = [c for c, gap in sorted(gaps.items(), key=lambda x: -x[1]) if gap >= CONCEPT_GAP]
    unguarded = {code for code, _p, _q in judged.reasons_chosen} - {
        code for code, _p, _q in judged.reasons_best
    }
    if "unguards" in unguarded and "coach_guard" not in named:
        named.append("coach_guard")
    if named:
        return named
    if judged.kind == "play" and judged.chosen.get("lead"):
        return ["coach_lead"]
    return [KIND_CONCEPTS[judged.kind]]
