"""The reply drill renders the engine's dialogue, and its last question is fair: what
elder scores in hand follows from what younger has heard and holds."""

from __future__ import annotations

import pytest

from tutor.drills import generate, make
from tutor.piquet import Act, Declaration, dialogue

SEEDS = range(400)
SEQUENCE_SCORES = {"tierce": 3, "quart": 4, "quint": 15, "sixieme": 16, "septieme": 17}
SEQUENCE_SCORES["huitieme"] = 18
ORDER = ("point", "sequence", "sets")


def _from_the_page(q) -> int:
    """Elder's score in hand worked out from what the page shows younger only: his own
    hand, elder's calls with the replies, and what elder reckons aloud (Law 67's order
    of reckoning decides a repique)."""
    last = q.steps[-1]
    assert last.id == "elder_score"
    reckoned = last.prompt["reckoned"]
    points = {"point": 0, "sequence": 0, "sets": 0}
    for category, a, _top_or_rank, _suit in reckoned:
        if category == "point":
            points["point"] += int(a)
        elif category == "sequence":
            points["sequence"] += SEQUENCE_SCORES[a]
        else:
            points["sets"] += 14 if a == "quatorze" else 3
    replies = {s.id: q.expected[s.id] for s in q.steps[:-1]}
    mine = Declaration.full(" ".join(q.show["hand"]))  # younger's own hand

    def younger_scores(category: str) -> bool:
        if category == "point":
            return replies.get("point_value", replies["point"]) == "not_good"
        if category in replies:
            return replies[category] == "not_good"
        # elder called nothing: younger's own combinations, if any, are good
        return bool(mine.sequences if category == "sequence" else mine.sets)

    total = 0
    for category in ORDER:
        if total < 30 and younger_scores(category):
            return sum(points.values())  # younger scored first: no repique
        total += points[category]
        if total >= 30:
            return sum(points.values()) + 60
    return total


@pytest.mark.parametrize("level", [1, 2, 3])
def test_it_asks_only_what_younger_can_know_of_elders_score(level: int) -> None:
    for seed in SEEDS:
        q = generate("reply", seed, level)
        assert int(q.expected["elder_score"]) == _from_the_page(q), (seed, level)


def test_it_lets_elder_reckon_combinations_he_did_not_call() -> None:
    """Audit case: elder calls a point of five and a quart, and reckons two tierces as
    well; 5 + 4 + 3 + 3 = 15 is what younger hears."""
    q = generate("reply", 13, 1)
    reckoned = q.steps[-1].prompt["reckoned"]
    assert [r[1] for r in reckoned if r[0] == "sequence"] == ["quart", "tierce", "tierce"]
    assert q.expected["elder_score"] == "15"


@pytest.mark.parametrize("level", [1, 2, 3])
def test_it_puts_the_engines_calls_in_elders_mouth(level: int) -> None:
    for seed in range(100):
        q = generate("reply", seed, level)
        elder, younger = q.params["elder"], q.params["younger"]
        said = dialogue(elder, younger)
        calls = [s for s in said if s.act in (Act.CALL, Act.CALL_VALUE)]
        replies = [s.reply.value for s in said if s.act is Act.REPLY]
        assert len(q.steps) == len(calls) + 1
        for step, call, reply in zip(q.steps, calls, replies, strict=False):
            assert q.expected[step.id] == reply
            if step.id == "sequence":  # one call: length and top card
                assert step.prompt["top"] == call.top.value
            assert "sequence_top" != step.id


def test_a_sequence_is_called_in_one_go_with_its_top_card() -> None:
    """Audit case: quart to the queen against quart to the king: younger's is better."""
    q = make(
        "reply",
        {
            "elder": "QS JS TS 9S AH KH AD 8D 7D AC 8C 7C",
            "younger": "KD QD JD TD AS KS QH JH TH KC QC JC",
        },
    )
    seq = next(s for s in q.steps if s.id == "sequence")
    assert seq.prompt == {"category": "sequence", "name": "quart", "top": "Q"}
    assert q.expected["sequence"] == "not_good"
