"""B12: no sentence reads "… = 0." or "the 0 he leaves", and the sign-up message says
"bevestigingsmail" in one word."""

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from tutor import labels
from tutor.drills import Reason, check, generate, make

LANGS = ["en", "de", "nl"]


def reasons_of(question, answer) -> list[str]:
    return [labels.reason_text(r) for r in check(question, answer).reasons]


def a_reply_where_elder_scores_nothing():
    """A reply question in which everything elder calls is equal or not good."""
    for seed in range(2000):
        q = generate("reply", seed, 2)
        if q.expected["elder_score"] == "0":
            return q
    raise AssertionError("no reply question with nothing for elder")


@pytest.mark.parametrize("lang", LANGS)
def test_elder_scoring_nothing_in_hand_is_said_in_words(lang: str) -> None:
    q = a_reply_where_elder_scores_nothing()
    answer = dict(q.expected, elder_score="3")
    with translation.override(lang):
        texts = reasons_of(q, answer)
        nothing = str(labels.NOTHING_REASONS["elder_scores"])
    assert nothing in texts
    assert not any(": = " in t or t.endswith("= 0.") for t in texts), texts


@pytest.mark.parametrize("lang", LANGS)
def test_elder_taking_all_five_sees_none_in_words(lang: str) -> None:
    q = make("exchange", {"elder_exchanged": "5"})
    with translation.override(lang):
        texts = reasons_of(q, {"younger_max": "8", "elder_sees": "1"})
        took_all = str(labels.NOTHING_REASONS["exchange_elder_sees"])
    assert took_all in texts
    assert not any(" 0 " in t for t in texts), texts


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_with_numbers_keeps_its_usual_sentence(lang: str) -> None:
    with translation.override(lang):
        text = labels.reason_text(
            Reason("exchange_elder_sees", {"elder_exchanged": 3, "elder_sees": 2})
        )
    assert "2" in text and "3" in text


def test_the_sign_up_confirmation_message_is_ours_in_dutch() -> None:
    with translation.override("nl"):
        text = render_to_string(
            "account/messages/email_confirmation_sent.txt", {"email": "a@example.org"}
        )
    assert "bevestigingsmail" in text and "a@example.org" in text
    assert "Bevestigings e-mail" not in text
