"""Every reason the coach can give has a sentence in English, German and Dutch, with its
points written in the language's notation; the verdict names the best choice, its value
and the learner's."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from tutor import labels
from tutor.drills import Explanation
from tutor.piquet import coach


def coach_codes() -> set[str]:
    """The reason codes the coach's package documents (its bullet lists of reasons)."""
    doc = coach.__doc__ or ""
    reasons = doc[doc.index("Exchange (the hand") :]
    codes: set[str] = set()
    for line in reasons.splitlines():
        if line.strip().startswith("* "):
            codes |= set(re.findall(r"``([a-z_]+)``", line.split(":")[0]))
    return codes


def samples(code: str) -> list[dict]:
    """Terms as the coach gives them for ``code`` (each variant of it)."""
    sequence = {"suit": "H", "rank": "K", "length": 5, "name": "quint"}
    a_set = {"rank": "A", "count": 3, "name": "trio"}
    if code in ("declares", "sinks"):
        return [
            {"category": "point", "suit": "S", "length": 6},
            {"category": "sequence", **sequence},
            {"category": "sets", **a_set},
            {"category": "sequence"},  # nothing held in the category
            {"category": "sets"},
        ]
    if code.endswith("_sequence"):
        return [{**sequence, "kept": 3}]
    if code.endswith("_set"):
        return [{**a_set, "kept": 2}]
    if code.endswith("_point"):
        return [{"suit": "D", "length": 6, "kept": 4}]
    if code in ("wins_cards", "loses_cards"):
        return [{"tricks": 7}, {}]
    if code in ("keeps_guard", "unguards", "leads") or "trick" in code and code != "later_tricks":
        return [{"suit": "C", "rank": "K"}]
    return [{}]


def test_the_coach_documents_the_reasons_the_labels_know() -> None:
    assert {"keeps_point", "sinks", "unguards", "later_tricks"} <= coach_codes()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_words_every_reason_of_the_coach_with_its_points(lang: str) -> None:
    english = {}
    with translation.override("en"):
        for code in sorted(coach_codes()):
            for params in samples(code):
                english[(code, str(params))] = labels.reason_text(
                    Explanation(f"coach_{code}", {**params, "points": -2.5})
                )
    with translation.override(lang):
        for code in sorted(coach_codes()):
            for params in samples(code):
                text = labels.reason_text(Explanation(f"coach_{code}", {**params, "points": -2.5}))
                assert text and "%(" not in text, (code, text)
                if code not in ("keeps_guard", "unguards", "loses_trick", "loses_last_trick"):
                    assert ("−2,5" if lang != "en" else "−2.5") in text, (code, text)
                if lang != "en":
                    assert text != english[(code, str(params))], (code, text)


@pytest.mark.parametrize(
    ("lang", "best", "yours"),
    [
        ("en", "best choice: Ace of hearts, worth +11.0", "7.5 points less"),
        ("de", "Herz Ass", "7,5 Punkte weniger"),
        ("nl", "harten aas", "7,5 punten minder"),
    ],
)
def test_the_verdict_names_the_best_choice_and_what_yours_costs(
    lang: str, best: str, yours: str
) -> None:
    with translation.override(lang):
        top = labels.reason_text(
            Explanation("coach_best", {"answer": "AH", "value": 11.0, "margin": 1.0})
        )
        mine = labels.reason_text(
            Explanation("coach_yours", {"answer": "7S", "value": 3.5, "cost": 7.5})
        )
    assert best in top, top
    assert yours in mine, mine
