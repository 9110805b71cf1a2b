"""Kinds about both hands' declarations: ``declarations`` and ``reply`` (the dialogue)."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.piquet.cards import Hand
from tutor.piquet.declarations import Comparison, compare_declarations
from tutor.piquet.declarations import Reason as R
from tutor.piquet.dialogue import Act, dialogue
from tutor.piquet.players import Player
from tutor.piquet.scoring import Category

from . import params as P
from .common import PLAYERS, REPLIES, Built, Kind, choice_field, int_field, single_step
from .hand_kinds import dud_sets
from .model import Reason, Step
from .table import build_table, plan_for_level

__all__ = ["DECLARATIONS", "REPLY", "category_reasons", "two_hands"]


def _who(p: Player | None) -> str:
    return p.value if p is not None else "nobody"


def two_hands(params: Mapping[str, str]) -> tuple[Hand, Hand]:
    """The ``elder`` and ``younger`` parameters: 12 cards each, no card in both."""
    e, y = P.hand(params, "elder"), P.hand(params, "younger")
    if e.mask & y.mask:
        both = Hand.from_mask(e.mask & y.mask)
        raise P._bad(f"cards in both hands: {both}")
    return e, y


def _won_whole(winner: Player, category: str, scored: tuple, score: int) -> list[Reason]:
    if len(scored) < 2:
        return []
    if category == "sequence":
        items = tuple((q.name, q.top.value, q.score) for q in scored)
    else:
        items = tuple((q.kind.value, q.rank.value, q.score) for q in scored)
    return [
        Reason(
            "category_won_whole",
            {"winner": winner.value, "category": category, "items": items, "score": score},
        )
    ]


def point_reason(c: Comparison) -> Reason:
    r, e, y = c.point, c.point.elder, c.point.younger
    assert e is not None and y is not None
    if r.reason is R.LONGER:
        return Reason(
            "point_longer",
            {
                "winner": _who(r.winner),
                "elder_length": e.length,
                "younger_length": y.length,
                "score": r.score,
            },
        )
    if r.reason is R.HIGHER_VALUE:
        return Reason(
            "point_tie_value",
            {
                "winner": _who(r.winner),
                "length": e.length,
                "elder_value": e.value,
                "younger_value": y.value,
                "score": r.score,
            },
        )
    return Reason("point_equal", {"length": e.length, "value": e.value})


def sequence_reasons(c: Comparison) -> list[Reason]:
    r, e, y = c.sequence, c.sequence.elder, c.sequence.younger
    if r.reason is R.NONE:
        return [Reason("sequence_none", {})]
    if r.reason is R.UNCONTESTED:
        best = e or y
        assert best is not None
        out = [
            Reason(
                "sequence_uncontested",
                {
                    "winner": _who(r.winner),
                    "name": best.name,
                    "top": best.top.value,
                    "score": r.score,
                },
            )
        ]
    elif r.reason is R.LONGER:
        assert e is not None and y is not None
        out = [
            Reason(
                "sequence_longer",
                {
                    "winner": _who(r.winner),
                    "elder_name": e.name,
                    "elder_top": e.top.value,
                    "younger_name": y.name,
                    "younger_top": y.top.value,
                    "score": r.score,
                },
            )
        ]
    elif r.reason is R.HIGHER_RANK:
        assert e is not None and y is not None
        out = [
            Reason(
                "sequence_higher_top",
                {
                    "winner": _who(r.winner),
                    "name": e.name,
                    "elder_top": e.top.value,
                    "younger_top": y.top.value,
                    "score": r.score,
                },
            )
        ]
    else:
        assert e is not None
        return [Reason("sequence_equal", {"name": e.name, "top": e.top.value})]
    assert r.winner is not None
    return out + _won_whole(r.winner, "sequence", r.scored, r.score)


def sets_reasons(c: Comparison, elder: Hand, younger: Hand) -> list[Reason]:
    r, e, y = c.sets, c.sets.elder, c.sets.younger
    if r.reason is R.NONE:
        out = [Reason("sets_none", {})]
    elif r.reason is R.UNCONTESTED:
        best = e or y
        assert best is not None
        out = [
            Reason(
                "sets_uncontested",
                {
                    "winner": _who(r.winner),
                    "kind": best.kind.value,
                    "rank": best.rank.value,
                    "score": r.score,
                },
            )
        ]
    elif r.reason is R.QUATORZE:
        assert e is not None and y is not None
        out = [
            Reason(
                "sets_quatorze_beats_trio",
                {
                    "winner": _who(r.winner),
                    "elder_kind": e.kind.value,
                    "elder_rank": e.rank.value,
                    "younger_kind": y.kind.value,
                    "younger_rank": y.rank.value,
                    "score": r.score,
                },
            )
        ]
    else:
        assert e is not None and y is not None
        out = [
            Reason(
                "sets_higher_rank",
                {
                    "winner": _who(r.winner),
                    "kind": e.kind.value,
                    "elder_rank": e.rank.value,
                    "younger_rank": y.rank.value,
                    "score": r.score,
                },
            )
        ]
    if r.winner is not None:
        out += _won_whole(r.winner, "sets", r.scored, r.score)
    duds = tuple(sorted(set(dud_sets(elder)) | set(dud_sets(younger)), reverse=True))
    if duds:
        out.append(Reason("sets_only_ten_and_up", {"ranks": duds}))
    return out


def category_reasons(c: Comparison, elder: Hand, younger: Hand) -> list[Reason]:
    return [point_reason(c), *sequence_reasons(c), *sets_reasons(c, elder, younger)]


_POINT_CONCEPT = {
    R.LONGER: "point_length",
    R.HIGHER_VALUE: "point_tie_value",
    R.EQUAL: "equal_nobody_scores",
}
_SEQ_CONCEPT = {
    R.LONGER: "sequence_longer_wins",
    R.UNCONTESTED: "sequence_longer_wins",
    R.HIGHER_RANK: "sequence_tie_top",
    R.EQUAL: "equal_nobody_scores",
    R.NONE: "sequence_names",
}
_SETS_CONCEPT = {
    R.QUATORZE: "quatorze_beats_trio",
    R.HIGHER_RANK: "sets_higher_rank",
    R.UNCONTESTED: "sets_which_count",
    R.NONE: "sets_which_count",
}


def _whole(scored: tuple) -> tuple[str, ...]:
    return ("category_won_whole",) if len(scored) > 1 else ()


def _build_declarations(params: Mapping[str, str]) -> Built:
    elder, younger = two_hands(params)
    c = compare_declarations(elder, younger)
    duds = ("sets_only_ten_and_up",) if dud_sets(elder) or dud_sets(younger) else ()
    fields = (
        choice_field("point_winner", PLAYERS, (_POINT_CONCEPT[c.point.reason],)),
        int_field("point_score", ("point_length",), 12),
        choice_field("sequence_winner", PLAYERS, (_SEQ_CONCEPT[c.sequence.reason],)),
        int_field("sequence_score", ("sequence_scores", *_whole(c.sequence.scored))),
        choice_field("sets_winner", PLAYERS, (_SETS_CONCEPT[c.sets.reason], *duds)),
        int_field("sets_score", ("set_scores", *_whole(c.sets.scored))),
    )
    return Built(
        {"elder": str(elder), "younger": str(younger)},
        {"elder": tuple(str(x) for x in elder), "younger": tuple(str(x) for x in younger)},
        single_step("declarations", fields, tuple(category_reasons(c, elder, younger))),
        {
            "point_winner": _who(c.point.winner),
            "point_score": str(c.point.score),
            "sequence_winner": _who(c.sequence.winner),
            "sequence_score": str(c.sequence.score),
            "sets_winner": _who(c.sets.winner),
            "sets_score": str(c.sets.score),
        },
    )


def _gen_two(rng: random.Random, level: int) -> dict[str, str]:
    e, y = build_table(rng, plan_for_level(rng, level))
    return {"elder": str(Hand.from_mask(e)), "younger": str(Hand.from_mask(y))}


DECLARATIONS = Kind("declarations", ("elder", "younger"), (), _gen_two, _build_declarations)


# --- reply: the dialogue, one step per call of elder -----------------------------------


def _reply_field(name: str, concept: str) -> tuple:
    return (choice_field(name, REPLIES, (concept,)),)


def _build_reply(params: Mapping[str, str]) -> Built:
    elder, younger = two_hands(params)
    c = compare_declarations(elder, younger)
    said = dialogue(elder, younger)
    replies = {
        cat: [s.reply.value for s in said if s.act is Act.REPLY and s.category is cat]  # type: ignore[union-attr]
        for cat in (Category.POINT, Category.SEQUENCE, Category.SETS)
    }
    steps: list[Step] = []
    expected: dict[str, str] = {}
    e_point, y_point = c.point.elder, c.point.younger
    assert e_point is not None and y_point is not None
    point_replies = replies[Category.POINT]
    if point_replies[0] == "equal":
        first = Reason("point_same_length", {"length": e_point.length})
    else:
        first = point_reason(c)
    steps.append(
        Step(
            "point",
            {"category": "point", "length": e_point.length},
            _reply_field("point", "point_length"),
            (first,),
        )
    )
    expected["point"] = point_replies[0]
    if len(point_replies) > 1:
        steps.append(
            Step(
                "point_value",
                {"category": "point_value", "value": e_point.value},
                _reply_field("point_value", _POINT_CONCEPT[c.point.reason]),
                (point_reason(c),),
            )
        )
        expected["point_value"] = point_replies[1]
    eb, yb = c.sequence.elder, c.sequence.younger
    if eb is not None:
        seq_reasons = tuple(sequence_reasons(c))
        same_length = yb is not None and yb.length == eb.length
        steps.append(
            Step(
                "sequence",
                {"category": "sequence", "name": eb.name},
                _reply_field("sequence", "sequence_longer_wins"),
                (Reason("sequence_same_length", {"name": eb.name}),)
                if same_length
                else seq_reasons,
            )
        )
        expected["sequence"] = "equal" if same_length else replies[Category.SEQUENCE][0]
        if same_length:
            steps.append(
                Step(
                    "sequence_top",
                    {"category": "sequence_top", "name": eb.name, "top": eb.top.value},
                    _reply_field("sequence_top", _SEQ_CONCEPT[c.sequence.reason]),
                    seq_reasons,
                )
            )
            expected["sequence_top"] = replies[Category.SEQUENCE][0]
    es = c.sets.elder
    if es is not None:
        steps.append(
            Step(
                "sets",
                {"category": "sets", "kind": es.kind.value, "rank": es.rank.value},
                _reply_field("sets", _SETS_CONCEPT[c.sets.reason]),
                tuple(sets_reasons(c, elder, younger)),
            )
        )
        expected["sets"] = replies[Category.SETS][0]
    lead = next(s for s in said if s.act is Act.LEAD)
    in_hand = (lead.total or 0) - (lead.points or 0)
    items = tuple(
        (s.category.value, s.points)  # type: ignore[union-attr]
        for s in said
        if s.speaker is Player.ELDER and s.act in (Act.RECKON, Act.BONUS)
    )
    repique = any(s.act is Act.BONUS for s in said if s.speaker is Player.ELDER)
    concepts = ["category_won_whole", "sequence_scores", "set_scores"]
    if repique:
        concepts.insert(0, "repique_category_order")
    steps.append(
        Step(
            "elder_score",
            {"category": "elder_score"},
            (int_field("elder_score", tuple(concepts)),),
            (Reason("elder_scores", {"items": items, "total": in_hand}),),
        )
    )
    expected["elder_score"] = str(in_hand)
    return Built(
        {"elder": str(elder), "younger": str(younger)},
        {
            "hand": tuple(str(x) for x in younger),
            "elder": tuple(str(x) for x in elder),
            "younger": tuple(str(x) for x in younger),
            "announcements": tuple(s.prompt for s in steps[:-1]),
        },
        tuple(steps),
        expected,
    )


REPLY = Kind("reply", ("elder", "younger"), (), _gen_two, _build_reply)
