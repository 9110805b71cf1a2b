"""Every reason the coach can give has a sentence in English, German and Dutch, with its
points written in the language's notation; the verdict names the best choice, its value
and the learner's."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutor import labels
from tutor.drills import Explanation
from tutor.piquet.coach import REASON_CODES


def coach_codes() -> set[str]:
    """Every reason code the coach gives (its table of codes and terms)."""
    return set(REASON_CODES)


#: A value for each term the coach's table names (a quint to the king of hearts, three
#: aces …); ``name`` follows the code (a set's or a sequence's).
TERMS = {"suit": "H", "rank": "K", "length": 5, "kept": 2, "count": 3, "tricks": 7, "scores": 40}
TERMS |= {"chance": 12, "risk": 30}


#: Reasons that state a fact and carry no points of their own.
FACTS = {"keeps_guard", "unguards", "throws_suit", "breaks_suits", "leaves_cards"}
FACTS |= {"blocks_repique"}
FACTS |= {"loses_trick", "loses_last_trick"}


def samples(code: str) -> list[dict]:
    """Terms as the coach gives them for ``code``: every term of its table, and for a
    declaration each category (with and without a combination held)."""
    terms = REASON_CODES[code]
    base = {t: TERMS[t] for t in terms if t in TERMS}
    if "name" in terms:
        base["name"] = "trio" if code.endswith("_set") else "quint"
        if code.endswith("_set"):
            base["rank"] = "A"
    if "category" not in terms:
        optional = {t: v for t, v in base.items() if t not in ("chance", "tricks")}
        return [base, optional] if optional != base else [base]
    point = {"category": "point", "scores": 40, "suit": "S", "length": 6}
    sequence = {"category": "sequence", "scores": 40, "suit": "H", "rank": "K"}
    sequence |= {"length": 5, "name": "quint"}
    sets = {"category": "sets", "scores": 40, "rank": "A", "count": 3, "name": "trio"}
    nothing = [{"category": "sequence", "scores": 0}, {"category": "sets", "scores": 0}]
    return [point, sequence, sets, *nothing]


def test_the_coach_lists_the_reasons_the_labels_word() -> None:
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
                if code not in FACTS:
                    assert ("−2,5" if lang != "en" else "−2.5") in text, (code, text)
                if lang != "en":
                    assert text != english[(code, str(params))], (code, text)


@pytest.mark.parametrize(
    ("lang", "best", "yours"),
    [
        ("en", "best choice: ace of hearts, worth +11.0", "7.5 points less"),
        ("de", "Herz-Ass", "7,5 Punkte weniger"),
        ("nl", "hartenaas", "7,5 punten minder"),
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


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("you 52, your opponent 131", "sixth deal is the last", "Rubicon is 100")),
        ("de", ("du 52, dein Gegner 131", "sechste Spiel ist das letzte", "Rubikon liegt bei 100")),
        ("nl", ("jij 52, je tegenstander 131", "zesde ronde is de laatste", "rubicon ligt op 100")),
    ],
)
def test_the_partie_before_the_last_deal_is_written_out(lang: str, words: tuple[str, ...]) -> None:
    """A question in a partie's last deal says both totals, that this deal is the last
    and where the Rubicon lies."""
    with translation.override(lang):
        text = labels.coach_show("partie", (52, 131))
        caption = str(labels.COACH_SHOW["partie"])
    for word in words:
        assert word in text, text
    assert caption and "%(" not in text
