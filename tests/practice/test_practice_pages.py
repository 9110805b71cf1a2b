"""The practice pages: shareable questions, answers in place or by plain POST, streaks,
spaced review of missed concepts, and a clear 400 for anything malformed."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.django import TestCase

from tutor.drills import KINDS, LEVELS, generate
from tutor.practice.models import KindStat, ReviewItem

HTMX = {"HX-Request": "true"}


def url(kind: str, level: int, seed: int, lang: str = "en") -> str:
    return f"/{lang}/practice/{kind}/{level}/{seed}/"


def right_answer(kind: str, level: int, seed: int) -> dict[str, list[str]]:
    """The expected answer of a one-step question, as a form would post it."""
    q = generate(kind, seed, level)
    assert len(q.steps) == 1
    answer = {}
    for field in q.fields:
        value = q.expected[field.name]
        answer[field.name] = value.split() if field.multiple else [value]
    return answer


def a_wrong_point_answer(seed: int) -> dict[str, str]:
    q = generate("point", seed, 1)
    return {"length": str(int(q.expected["length"]) + 1), "value": q.expected["value"]}


pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang, title", [("en", "Practice"), ("de", "Üben"), ("nl", "Oefenen")])
def test_it_lists_every_kind_with_three_levels(client: Client, lang: str, title: str) -> None:
    html = client.get(f"/{lang}/practice/").content.decode()
    assert f"<h1>{title}</h1>" in html
    for kind in KINDS:
        for level in LEVELS:
            assert f'href="/{lang}/practice/{kind}/{level}/"' in html


def test_it_sends_a_new_question_to_a_shareable_seed_url(client: Client) -> None:
    response = client.get("/en/practice/reply/2/")
    assert response.status_code == 302
    assert response["Location"].startswith("/en/practice/reply/2/")
    seed = int(response["Location"].rstrip("/").rsplit("/", 1)[1])
    # The same URL always shows the same hand.
    first = client.get(url("reply", 2, seed)).content
    assert client.get(url("reply", 2, seed)).content.count(b"data-card=") == first.count(
        b"data-card="
    )


@pytest.mark.parametrize("kind", KINDS)
def test_it_shows_a_question_of_every_kind_at_every_level(client: Client, kind: str) -> None:
    for level in LEVELS:
        response = client.get(url(kind, level, 1000 + level))
        assert response.status_code == 200, (kind, level)
        assert b'<form class="drill"' in response.content


def test_it_accepts_the_right_answer_in_place_and_counts_the_streak(client: Client) -> None:
    for seed in (11, 12):
        response = client.post(url("point", 1, seed), right_answer("point", 1, seed), headers=HTMX)
        assert response.status_code == 200
        html = response.content.decode()
        assert 'id="exercise"' in html and "<html" not in html  # only the region
        assert "verdict--right" in html
    assert "Streak: 2" in html
    stat = KindStat.objects.get(kind="point")
    assert (stat.answered, stat.correct, stat.streak) == (2, 2, 2)
    # The next question's page reads the streak back; another kind has its own.
    assert "Streak: 2" in client.get(url("point", 1, 13)).content.decode()
    assert "Streak: 0" in client.get(url("carte_blanche", 1, 13)).content.decode()


def test_it_shows_a_signed_in_learners_streak_on_the_next_question(
    client: Client, django_user_model
) -> None:
    client.force_login(django_user_model.objects.create_user("reader", password="x-42-long"))
    client.post(url("point", 1, 11), right_answer("point", 1, 11), headers=HTMX)
    assert "Streak: 1" in client.get(url("point", 1, 12)).content.decode()


def test_it_explains_a_wrong_answer_and_files_the_concept_for_review(client: Client) -> None:
    response = client.post(url("point", 1, 5), a_wrong_point_answer(5), headers=HTMX)
    html = response.content.decode()
    assert "verdict--wrong" in html
    assert "Why:" in html
    assert "Streak: 0" in html
    item = ReviewItem.objects.get()
    assert item.kind == "point" and item.misses == 1
    index = client.get("/en/practice/").content.decode()
    assert "Review (1 due)" in index
    # The review entry opens a fresh question of the same kind for that concept.
    review = client.get("/en/practice/review/")
    assert review["Location"].startswith("/en/practice/point/1/")
    assert f"review={item.concept}" in review["Location"]


def test_it_counts_a_question_once_however_often_it_is_answered(client: Client) -> None:
    data = a_wrong_point_answer(5)
    for _ in range(3):
        html = client.post(url("point", 1, 5), data, headers=HTMX).content.decode()
        # The re-shown form says the question was counted, and posts that along.
        assert 'name="counted" value="1"' in html
        data = {**data, "counted": "1"}
    assert KindStat.objects.get(kind="point").answered == 1


def test_it_moves_a_right_review_answer_further_out(client: Client) -> None:
    client.post(url("point", 1, 5), a_wrong_point_answer(5), headers=HTMX)
    item = ReviewItem.objects.get()
    due_before = item.due
    response = client.post(
        url("point", 1, 6) + f"?review={item.concept}", right_answer("point", 1, 6), headers=HTMX
    )
    assert "verdict--right" in response.content.decode()
    item.refresh_from_db()
    assert item.hits == 1 and item.due > due_before


def test_it_works_without_javascript_by_post_and_redirect(client: Client) -> None:
    answer = a_wrong_point_answer(7)
    response = client.post(url("point", 1, 7), answer)
    assert response.status_code == 302
    assert response["Location"] == url("point", 1, 7) + "#exercise"
    page = client.get(url("point", 1, 7)).content.decode()
    assert "verdict--wrong" in page
    # What the learner entered is still on the page, in the answer table and the form.
    assert f'value="{answer["length"]}"' in page
    # Reloading shows the plain question again.
    assert "verdict" not in client.get(url("point", 1, 7)).content.decode().split("<main", 1)[1]


def test_it_walks_the_reply_dialogue_step_by_step(client: Client) -> None:
    q = generate("reply", 3, 2)
    data: dict[str, list[str]] = {"seed": ["3"]}
    for index, step in enumerate(q.steps):
        data["drill_step"] = [str(index)]
        for field in step.fields:
            data[field.name] = [q.expected[field.name]]
        html = client.post(url("reply", 2, 3), data, headers=HTMX).content.decode()
        assert "verdict--right" in html, (index, step.id)
    assert "Next question" in html
    assert KindStat.objects.get(kind="reply").correct == 1


def test_it_moves_anonymous_practice_into_the_account_on_sign_in(client: Client) -> None:
    client.post(url("point", 1, 5), a_wrong_point_answer(5), headers=HTMX)
    user = get_user_model().objects.create_user(username="lena", password="kartenspiel-42")
    client.post("/en/accounts/login/", {"login": "lena", "password": "kartenspiel-42"})
    client.post("/en/accounts/progress/", {"choice": "add"})
    assert KindStat.objects.get(kind="point").user == user
    assert ReviewItem.objects.get().user == user
    assert "Review (1 due)" in client.get("/en/practice/").content.decode()


@pytest.mark.parametrize(
    "path, message",
    [
        ("/en/practice/nonsense/1/", "There is no such kind of question."),
        ("/en/practice/point/7/", "The level must be 1, 2 or 3."),
        ("/en/practice/point/1/99999999999999999999999/", "The question number is not valid."),
    ],
)
def test_it_answers_a_tampered_url_with_a_clear_400(
    client: Client, path: str, message: str
) -> None:
    response = client.get(path)
    assert response.status_code == 400
    assert message in response.content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {},  # nothing at all
        {"length": "five", "value": "47"},  # wrong type
        {"length": "5"},  # a missing field
        {"length": "999999", "value": "47"},  # an absurd number
        {"length": ["5", "6"], "value": "47"},  # one field given twice
        {"length": "5", "value": "47", "drill_step": "9"},  # a step that does not exist
        {"length": "5", "value": "47", "drill_step": "²"},  # a digit to Unicode, not to int()
    ],
)
def test_it_answers_a_malformed_answer_with_a_clear_400(client: Client, data: dict) -> None:
    for headers in ({}, HTMX):
        response = client.post(url("point", 1, 5), data, headers=headers)
        assert response.status_code == 400
        assert "The answer could not be read" in response.content.decode()


def test_it_refuses_cards_that_are_not_in_the_hand(client: Client) -> None:
    q = generate("legal_plays", 9, 1)
    outside = next(c for c in ("AS", "KS", "QS", "JS", "7C", "8C") if c not in q.show["hand"])
    response = client.post(url("legal_plays", 1, 9), {"cards": [outside]})
    assert response.status_code == 400


class JunkPostTest(TestCase):
    """Whatever a client posts to any question, the answer is never a 500."""

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        kind=st.sampled_from(KINDS),
        level=st.sampled_from(LEVELS),
        seed=st.integers(min_value=0, max_value=2**40),
        data=st.dictionaries(
            st.sampled_from(
                [
                    "length",
                    "value",
                    "cards",
                    "winner",
                    "point",
                    "drill_step",
                    "seed",
                    "score",
                    "name",
                    "top",
                    "ranks",
                    "bonus",
                    "who",
                    "total",
                    "elder_total",
                    "x",
                ]
            ),
            st.lists(st.text(max_size=12), max_size=3),
            max_size=6,
        ),
        htmx=st.booleans(),
    )
    def test_it_never_fails_with_a_server_error(self, kind, level, seed, data, htmx) -> None:
        client = Client()
        headers = HTMX if htmx else {}
        response = client.post(url(kind, level, seed), data, headers=headers)
        self.assertIn(response.status_code, (200, 302, 400))


def test_it_counts_once_without_javascript_too(client: Client) -> None:
    client.post(url("point", 1, 8), a_wrong_point_answer(8))
    page = client.get(url("point", 1, 8)).content.decode()
    assert 'name="counted" value="1"' in page
    client.post(url("point", 1, 8), {**right_answer("point", 1, 8), "counted": "1"})
    stat = KindStat.objects.get(kind="point")
    assert (stat.answered, stat.correct) == (1, 0)


def test_it_keeps_what_was_entered_on_a_400(client: Client) -> None:
    """The practice page's 400 shows the question again with the answer the learner typed
    (the same flow as lessons and quizzes)."""
    response = client.post(url("point", 1, 5), {"length": "5", "value": "41", "drill_step": "x"})
    assert response.status_code == 400
    html = response.content.decode()
    assert 'name="value" value="41"' in html
    assert 'name="length" value="5"' in html
