"""Every kind, field, option, step prompt, reason, concept and error the drills can
produce has a label, in every language."""

from __future__ import annotations

import pytest
from django.utils import translation

from tutor import labels
from tutor.drills import ERROR_CODES, KINDS, LEVELS, Question, check, generate, make
from tutor.drills.coach_kinds import COACH_KINDS
from tutor.drills.model import Field
from tutor.labels import coach as coach_labels

#: The coach's kinds: a few seeds (each rates a real position); their reasons' labels are
#: checked code by code in test_coach_labels.py.


def questions() -> list[Question]:
    out = [
        generate(k, seed, level)
        for k in KINDS
        for level in LEVELS
        for seed in range(8 if k in COACH_KINDS else 120)
    ]
    out.append(make("exchange", {"elder_exchanged": "2", "rules": "dutch_text"}))
    out.append(make("exchange", {"elder_exchanged": "2", "rules": "au_cent"}))
    out.append(make("exchange", {"elder_exchanged": "2", "rules": "german_text"}))
    # what only fixed hands show: two suits of equal length and value, no sequence
    out.append(make("point", {"hand": "AS KS 9S 8S 7S AH KH 9H 8H 7H 8D 8C"}))
    out.append(make("sequence", {"hand": "AS QS TS 8S AH QH TH 8H AD QD TD 8D"}))
    return out


def wrong(field: Field, right: str) -> str:
    if field.type == "int":
        return str(int(right) + 1)
    if field.multiple:
        return ""
    return next(o for o in field.options if o != right)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_it_labels_everything_the_drills_produce(lang: str) -> None:
    seen_reasons: set[str] = set()
    seen_concepts: set[str] = set()
    with translation.override(lang):
        for kind in KINDS:
            assert labels.kind_label(kind) and labels.kind_description(kind)
            assert labels.kind_prompt(kind)
        for code in ERROR_CODES:
            assert labels.error_text(code)
        for q in questions():
            for step in q.steps:
                if step.prompt:
                    assert labels.announcement_text(step.prompt), step.prompt
                for f in step.fields:
                    assert labels.field_label(f.name)
                    for option in f.options:
                        assert labels.option_label(f.name, option), (f.name, option)
            answer = {f.name: wrong(f, q.expected[f.name]) for f in q.fields}
            verdict = check(q, answer)
            for reason in verdict.reasons:
                text = labels.reason_text(reason)
                assert text and "%(" not in text, (reason, text)
                seen_reasons.add(reason.code)
            for concept in set(q.concepts) | set(verdict.concepts_missed):
                assert labels.concept_label(concept)
                seen_concepts.add(concept)
    drilled = set(labels.CONCEPTS) - set(coach_labels.TABLE_CONCEPTS)  # the table files those
    assert drilled == seen_concepts, drilled ^ seen_concepts
    unused = set(labels.REASONS) - seen_reasons - {"exchange_younger_bottom"}
    assert not unused, unused


def test_it_words_elders_calls_as_at_the_table() -> None:
    with translation.override("en"):
        assert labels.announcement_text({"category": "point", "length": 5}) == "Point of 5."
        assert labels.announcement_text({"category": "point_value", "value": 48}) == "Making 48."
        assert (
            labels.announcement_text({"category": "sequence", "name": "quart", "top": "K"})
            == "Quart to the king."
        )
        assert (
            labels.announcement_text({"category": "sets", "kind": "quatorze", "rank": "K"})
            == "Fourteen kings."
        )


def test_a_prompt_it_has_no_words_for_is_refused_not_said_as_nothing() -> None:
    with pytest.raises(ValueError, match="sequence_top"):
        labels.announcement_text({"category": "sequence_top", "name": "quart", "top": "K"})


def test_it_explains_a_point_tie_with_both_values() -> None:
    q = make(
        "declarations",
        {
            "elder": "AS KS QS JS 9S AH KH QH AD TD 9D AC",
            "younger": "KD QD JD 8D 7D TH JH 9H KC QC 8C 7C",
        },
    )
    reason = next(r for r in q.reasons if r.code == "point_tie_value")
    with translation.override("en"):
        text = labels.reason_text(reason)
    assert "50" in text and "45" in text and "elder hand scores 5" in text


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "sequences 16"), ("nl", "reeksen 16"), ("de", "Sequenzen 16")]
)
def test_it_writes_category_names_in_lower_case_inside_a_sentence(lang: str, word: str) -> None:
    """A deal total explains 'sets 3 + sequences 16', not 'Sets 3 + Sequences 16' (German
    nouns keep their capital)."""
    question = make(
        "deal_total",
        {
            "elder": "AH KH QH JH TH 9H AS KS 8S AC KC 8C",
            "younger": "KD QD TD 9D 8D 7D JS 9S 7S 9C 7C 8H",
            "tricks": "AH-8H KH-7S QH-9S JH-JS TH-7C 9H-9C AS-7D KS-8D 8S-9D AC-TD KC-QD 8C-KD",
        },
    )
    with translation.override(lang):
        text = " ".join(labels.reason_text(r) for r in question.reasons)
    assert word in text, text


@pytest.mark.parametrize(
    "lang, words",
    [("en", "without taking them"), ("de", "ohne sie zu nehmen"), ("nl", "zonder ze te nemen")],
)
def test_it_asks_what_elder_may_look_at_without_taking_it_as_the_lessons_do(
    lang: str, words: str
) -> None:
    """Elder who took all five has looked at them, so "how many may he look at" reads as
    5; the question is about the cards of his five he leaves (Law 33): 0."""
    q = make("exchange", {"elder_exchanged": "5"})
    assert q.expected["elder_sees"] == "0"
    with translation.override(lang):
        assert words in labels.kind_prompt("exchange")
        assert words in labels.field_label("elder_sees")


def test_a_reason_is_written_in_the_language_active_each_time() -> None:
    """The sentences and suit names are kept per language once translated: switching back
    and forth gives each language its own words every time."""
    reason = next(r for r in generate("point", 7, 1).reasons if r.code == "point_best")
    said = {}
    for lang in ("en", "de", "nl", "en", "nl", "de"):
        with translation.override(lang):
            text = labels.reason_text(reason)
        assert said.setdefault(lang, text) == text
    assert said["en"].startswith("Your point is ")
    assert said["de"].startswith("Dein Point ist ")
    assert len(set(said.values())) == 3
