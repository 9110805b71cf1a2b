"""Kinds about both hands' declarations: ``declarations`` and ``reply`` (the dialogue)."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.piquet.cards import Hand
from tutor.piquet.declarations import (
    SEQUENCE_NAMES,
    CardSet,
    Comparison,
    Sequence,
    compare_declarations,
)
from tutor.piquet.declarations import Reason as R
from tutor.piquet.dialogue import Act, DialogueStep, Reply, dialogue
from tutor.piquet.players import Player
from tutor.piquet.scoring import Category

from . import params as P
from .common import PLAYERS, REPLIES, Built, Kind, choice_field, int_field, single_step
from .hand_kinds import dud_sets
from .model import Explanation, Field, Step
from .table import build_table, plan_for_level

__all__ = [
    "DECLARATIONS",
    "REPLY",
    "call_prompt",
    "category_reasons",
    "reckoned_aloud",
    "two_hands",
]


def _who(p: Player | None) -> str:
    return p.value if p is not None else "nobody"


def two_hands(params: Mapping[str, str]) -> tuple[Hand, Hand]:
    """The ``elder`` and ``younger`` parameters: 12 cards each, no card in both."""
    e, y = P.hand(params, "elder"), P.hand(params, "younger")
    if e.mask & y.mask:
        both = Hand.from_mask(e.mask & y.mask)
        raise P.bad_params(f"cards in both hands: {both}")
    return e, y


def _won_whole(
    winner: Player, category: str, scored: tuple[Sequence | CardSet, ...], score: int
) -> list[Explanation]:
    if len(scored) < 2:
        return []
    items = tuple(
        (q.name, q.top.value, q.score)
        if isinstance(q, Sequence)
        else (q.kind.value, q.rank.value, q.score)
        for q in scored
    )
    return [
        Explanation(
            "category_won_whole",
            {"winner": winner.value, "category": category, "items": items, "score": score},
        )
    ]


def point_reason(c: Comparison) -> Explanation:
    r, e, y = c.point, c.point.elder, c.point.younger
    assert e is not None and y is not None
    if r.reason is R.LONGER:
        return Explanation(
            "point_longer",
            {
                "winner": _who(r.winner),
                "elder_length": e.length,
                "younger_length": y.length,
                "score": r.score,
            },
        )
    if r.reason is R.HIGHER_VALUE:
        return Explanation(
            "point_tie_value",
            {
                "winner": _who(r.winner),
                "length": e.length,
                "elder_value": e.value,
                "younger_value": y.value,
                "score": r.score,
            },
        )
    return Explanation("point_equal", {"length": e.length, "value": e.value})


def sequence_reasons(c: Comparison) -> list[Explanation]:
    r, e, y = c.sequence, c.sequence.elder, c.sequence.younger
    if r.reason is R.NONE:
        return [Explanation("sequence_none", {})]
    if r.reason is R.UNCONTESTED:
        best = e or y
        assert best is not None
        out = [
            Explanation(
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
            Explanation(
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
            Explanation(
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
        return [Explanation("sequence_equal", {"name": e.name, "top": e.top.value})]
    assert r.winner is not None
    return out + _won_whole(r.winner, "sequence", r.scored, r.score)


def sets_reasons(c: Comparison, elder: Hand, younger: Hand) -> list[Explanation]:
    r, e, y = c.sets, c.sets.elder, c.sets.younger
    if r.reason is R.NONE:
        out = [Explanation("sets_none", {})]
    elif r.reason is R.UNCONTESTED:
        best = e or y
        assert best is not None
        out = [
            Explanation(
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
            Explanation(
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
            Explanation(
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
        out.append(Explanation("sets_only_ten_and_up", {"ranks": duds}))
    return out


def category_reasons(c: Comparison, elder: Hand, younger: Hand) -> list[Explanation]:
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


def _whole(scored: tuple[object, ...]) -> tuple[str, ...]:
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
        {"elder": tuple(map(str, elder)), "younger": tuple(map(str, younger))},
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


def _reply_field(name: str, concept: str) -> tuple[Field, ...]:
    return (choice_field(name, REPLIES, (concept,)),)


_CALLS = {
    (Act.CALL, Category.POINT): "point",
    (Act.CALL_VALUE, Category.POINT): "point_value",
    (Act.CALL, Category.SEQUENCE): "sequence",
    (Act.CALL, Category.SETS): "sets",
}


def call_prompt(step: DialogueStep) -> dict[str, object]:
    """What elder says at a call, from the engine's dialogue: the point by its length
    (then its value after "equal"), a sequence by its length and top card in one go,
    a set by its kind and rank. The labels' ``announcement_text`` words it; the drills
    and the play table both ask here, so a call reads the same in each."""
    if step.act is Act.CALL_VALUE:
        return {"category": "point_value", "value": step.value}
    if step.category is Category.POINT:
        return {"category": "point", "length": step.length}
    if step.category is Category.SEQUENCE:
        assert step.length is not None and step.top is not None
        return {"category": "sequence", "name": SEQUENCE_NAMES[step.length], "top": step.top.value}
    assert step.kind is not None and step.rank is not None
    return {"category": "sets", "kind": step.kind.value, "rank": step.rank.value}


Reckoned = tuple[str, str, str, str]


def reckoned_aloud(said: tuple[DialogueStep, ...]) -> tuple[Reckoned, ...]:
    """Every combination elder reckons before his lead (a good category is won whole),
    from the engine's dialogue: ``("point", length, "", suit)``, ``("sequence", name,
    top, suit)``, ``("sets", kind, rank, "")``."""
    out: list[Reckoned] = []
    for step in said:
        if step.act is Act.LEAD:
            break
        if step.speaker is not Player.ELDER or step.act is not Act.RECKON:
            continue
        suit = step.suit.value if step.suit is not None else ""
        if step.category is Category.POINT:
            out.append(("point", str(step.length), "", suit))
        elif step.category is Category.SEQUENCE:
            assert step.length is not None and step.top is not None
            out.append(("sequence", SEQUENCE_NAMES[step.length], step.top.value, suit))
        elif step.kind is not None and step.rank is not None:
            out.append(("sets", step.kind.value, step.rank.value, ""))
    return tuple(out)


def _build_reply(params: Mapping[str, str]) -> Built:
    elder, younger = two_hands(params)
    c = compare_declarations(elder, younger)
    said = dialogue(elder, younger)
    steps: list[Step] = []
    expected: dict[str, str] = {}
    for call, reply in zip(said, said[1:]):  # noqa: B905 - pairs of neighbours
        name = _CALLS.get((call.act, call.category)) if call.category else None
        if call.speaker is not Player.ELDER or name is None:
            continue
        assert reply.act is Act.REPLY and reply.reply is not None
        if name == "point":
            equal = reply.reply is Reply.EQUAL
            assert c.point.elder is not None
            reasons: tuple[Explanation, ...] = (
                (Explanation("point_same_length", {"length": c.point.elder.length}),)
                if equal
                else (point_reason(c),)
            )
            concept = "point_length"
        elif name == "point_value":
            reasons, concept = (point_reason(c),), _POINT_CONCEPT[c.point.reason]
        elif name == "sequence":
            reasons, concept = tuple(sequence_reasons(c)), _SEQ_CONCEPT[c.sequence.reason]
        else:
            reasons, concept = tuple(sets_reasons(c, elder, younger)), _SETS_CONCEPT[c.sets.reason]
        steps.append(Step(name, call_prompt(call), _reply_field(name, concept), reasons))
        expected[name] = reply.reply.value
    lead = next(s for s in said if s.act is Act.LEAD)
    in_hand = (lead.total or 0) - (lead.points or 0)
    items = tuple(
        (s.category.value, s.points)
        for s in said
        if s.speaker is Player.ELDER and s.act in (Act.RECKON, Act.BONUS) and s.category
    )
    repique = any(s.act is Act.BONUS for s in said if s.speaker is Player.ELDER)
    concepts = ["category_won_whole", "sequence_scores", "set_scores"]
    if repique:
        concepts.insert(0, "repique_category_order")
    steps.append(
        Step(
            "elder_score",
            {"category": "elder_score", "reckoned": reckoned_aloud(said)},
            (int_field("elder_score", tuple(concepts)),),
            (Explanation("elder_scores", {"items": items, "total": in_hand}),),
        )
    )
    expected["elder_score"] = str(in_hand)
    return Built(
        {"elder": str(elder), "younger": str(younger)},
        {
            "hand": tuple(map(str, younger)),
            "elder": tuple(map(str, elder)),
            "younger": tuple(map(str, younger)),
            "announcements": tuple(s.prompt for s in steps[:-1]),
        },
        tuple(steps),
        expected,
    )


REPLY = Kind("reply", ("elder", "younger"), (), _gen_two, _build_reply)
