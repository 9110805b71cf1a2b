"""The shared drill widgets: reading posted answers, multi-step dialogues, display data."""

import pytest
from django.http import QueryDict
from django.utils import translation

from tutor import drillweb
from tutor.drills import make

ELDER = "AS KS QS JS 9S AH KH QH AD TD 9D AC"
YOUNGER = "KD QD JD 8D 7D TH KC QC JC TC 9C 8C"


def post(**values: str | list[str]) -> QueryDict:
    data = QueryDict(mutable=True)
    for key, value in values.items():
        data.setlist(key, value if isinstance(value, list) else [value])
    return data


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def reply():
    return make("reply", {"elder": ELDER, "younger": YOUNGER})


def test_it_checks_a_one_step_answer_and_counts_it() -> None:
    question = make("point", {"hand": "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"})
    wrong = drillweb.evaluate(question, post(length="5", value="48"))
    assert (wrong.correct, wrong.finished, wrong.counts) == (False, False, True)
    assert wrong.values == {"length": ["5"], "value": ["48"]}
    right = drillweb.evaluate(question, post(length="5", value="47"))
    assert (right.correct, right.finished, right.counts) == (True, True, True)


def test_it_walks_a_dialogue_step_by_step() -> None:
    question = reply()
    # Elder calls five cards; younger's six clubs make it not good.
    first = drillweb.evaluate(question, post(drill_step="0", point="not_good"))
    assert (first.correct, first.finished, first.counts) == (True, False, False)
    assert (first.step_index, first.carried) == (1, (("point", "not_good"),))
    # A wrong second call is counted and asked again, the first answer still carried.
    wrong = drillweb.evaluate(question, post(drill_step="1", point="not_good", sequence="good"))
    assert (wrong.correct, wrong.counts, wrong.step_index) == (False, True, 1)
    assert wrong.carried == (("point", "not_good"),)
    # Quart against younger's sixième: not good; quatorze of aces against no set: good;
    # elder scores 14 for the aces and nothing else in hand.
    answers = {"point": "not_good", "sequence": "not_good", "sets": "good", "elder_score": "14"}
    last = drillweb.evaluate(question, post(drill_step="3", **answers))
    assert (last.correct, last.finished, last.counts) == (True, True, True)


def test_it_rejects_a_wrong_answer_carried_from_an_earlier_step() -> None:
    with pytest.raises(drillweb.BadInput):
        drillweb.evaluate(reply(), post(drill_step="1", point="good", sequence="not_good"))


@pytest.mark.parametrize("value", ["x", "-1", "1.5", ["1", "2"], str(2**64), "1" * 30])
def test_it_rejects_a_bad_seed(value) -> None:
    with pytest.raises(drillweb.BadInput) as error:
        drillweb.read_seed(post(seed=value))
    assert error.value.code == "bad_seed"
    assert drillweb.error_message(error.value) == "The question number is not valid."


def test_it_reads_a_seed_or_nothing() -> None:
    assert drillweb.read_seed(post(seed="42")) == 42
    assert drillweb.read_seed(post()) is None


def test_it_builds_form_fields_for_each_type() -> None:
    question = make("legal_plays", {"hand": "AS KS 7S KH QC", "led": "8S"})
    drill = drillweb.question_context(question)
    (field,) = drill["fields"]
    assert (field["type"], field["multiple"], field["label"]) == (
        "cards",
        True,
        "Cards you may play",
    )
    assert [o["face"].name for o in field["options"]][:2] == ["ace of spades", "king of spades"]
    # The hand is shown once, as the cards to pick from; the card led is shown.
    assert [item["label"] for item in drill["show"]] == ["Card led"]
    assert drill["show"][0]["cards"] == "8S"
    assert drill["prompt"]  # the kind's standard question when the page gives none


def test_it_keeps_the_hands_of_a_dialogue_back_until_the_last_step() -> None:
    question = reply()
    drill = drillweb.question_context(question)
    assert [item["label"] for item in drill["show"]] == ["Your hand"]
    assert drill["announcement"] == "Point of 5."
    middle = drillweb.evaluate(question, post(drill_step="0", point="not_good"))
    assert drillweb.verdict_context(question, middle)["show"] == []
    answers = {"point": "not_good", "sequence": "not_good", "sets": "good", "elder_score": "0"}
    end = drillweb.evaluate(question, post(drill_step="3", **answers))
    shown = drillweb.verdict_context(question, end)["show"]
    assert [item["label"] for item in shown] == ["Elder's hand", "Younger's hand"]


def test_it_puts_given_and_expected_side_by_side_with_labels() -> None:
    question = make(
        "declarations",
        {
            "elder": "AS QS TS 8S 7S KH 9H 7H AD JD 8D QC",
            "younger": "AH QH 8H KD TD 7D AC KC JC 9C 7C 9S",
        },
    )
    answer = {
        "point_winner": "elder",
        "point_score": "5",
        "sequence_winner": "nobody",
        "sequence_score": "0",
        "sets_winner": "nobody",
        "sets_score": "0",
    }
    outcome = drillweb.evaluate(question, post(**answer))
    verdict = drillweb.verdict_context(question, outcome)
    assert verdict["correct"] is False
    first = verdict["rows"][0]
    # Five spades worth 46 lose to five clubs worth 47: younger scores the point.
    assert (first["label"], first["ok"]) == ("Who scores the point", False)
    assert (first["given"]["text"], first["expected"]["text"]) == ("elder hand", "younger hand")
    assert verdict["reasons"] and all(isinstance(r, str) for r in verdict["reasons"])


def test_it_takes_each_step_of_a_quiz_as_given_and_checks_the_whole_answer_at_the_end() -> None:
    question = reply()
    # In a quiz a wrong step is not said to be wrong: the next step comes.
    first = drillweb.evaluate(question, post(drill_step="0", point="good"), drillweb.QUIZ)
    assert (first.step_index, first.finished, first.counts) == (1, False, False)
    # A wrong earlier step is carried, not refused (practice refuses it).
    answers = {"point": "good", "sequence": "not_good", "sets": "good", "elder_score": "14"}
    last = drillweb.evaluate(question, post(drill_step="3", **answers), drillweb.QUIZ)
    assert (last.correct, last.finished, last.counts) == (False, True, True)
    with pytest.raises(drillweb.BadInput):
        drillweb.evaluate(question, post(drill_step="3", **answers), drillweb.PRACTICE)
