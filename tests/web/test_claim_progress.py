"""Whose is the progress made on this device before a sign-in? (audit L15)

A visitor who signs up takes it into the new account. Signing in to an existing account
asks first: on a shared school computer it may be the previous pupil's, and a planted
session must not slip an attacker's rows into the victim's account.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from tutor.practice.models import KindStat, ReviewItem

pytestmark = pytest.mark.django_db

QUESTION = 'aria-labelledby="progress-pending-title"'
PASSWORD = "a long pass phrase 42"


def practise_as_visitor(client: Client) -> None:
    """A wrong answer: a practice statistic and a review item, both the visitor's."""
    client.post("/en/practice/point/1/5/", {"length": "1", "value": "1"})
    assert ReviewItem.objects.filter(anon_id__isnull=False).exists()


def sign_in(client: Client, name: str = "ada") -> object:
    user = get_user_model().objects.create_user(username=name, password=PASSWORD)
    response = client.post("/en/accounts/login/", {"login": name, "password": PASSWORD})
    assert response.status_code == 302
    return user


def test_it_asks_at_sign_in_and_moves_nothing_before_the_answer(client: Client) -> None:
    practise_as_visitor(client)
    user = sign_in(client)
    assert not ReviewItem.objects.filter(user=user).exists()
    assert not KindStat.objects.filter(user=user).exists()
    page = client.get("/en/learn/").content.decode()
    assert QUESTION in page and "Was that you?" in page


def test_it_moves_the_progress_when_the_user_says_it_is_theirs(client: Client) -> None:
    practise_as_visitor(client)
    user = sign_in(client)
    response = client.post("/en/accounts/progress/", {"choice": "add", "next": "/en/practice/"})
    assert response.status_code == 302 and response["Location"] == "/en/practice/"
    assert ReviewItem.objects.filter(user=user).exists()
    assert KindStat.objects.get(user=user).answered == 1
    assert not ReviewItem.objects.filter(anon_id__isnull=False).exists()
    page = client.get("/en/").content.decode()
    assert QUESTION not in page and "It is in your account now." in page


def test_it_leaves_out_and_deletes_progress_that_is_not_theirs(client: Client) -> None:
    practise_as_visitor(client)
    user = sign_in(client)
    client.post("/en/accounts/progress/", {"choice": "leave"})
    assert not ReviewItem.objects.exists() and not KindStat.objects.exists()
    page = client.get("/en/").content.decode()
    assert QUESTION not in page and "It was left out." in page
    # The account's own practice goes on in the account.
    client.post("/en/practice/point/1/5/", {"length": "1", "value": "1"})
    assert KindStat.objects.get().user == user


def test_it_takes_the_progress_into_a_new_account_without_asking(client: Client) -> None:
    practise_as_visitor(client)
    response = client.post(
        "/en/accounts/signup/",
        {"email": "neu@example.org", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302
    user = get_user_model().objects.get(email="neu@example.org")
    assert ReviewItem.objects.filter(user=user).exists()
    assert KindStat.objects.get().user == user
    assert QUESTION not in client.get("/en/").content.decode()


def test_it_asks_nothing_when_the_visitor_left_no_progress(client: Client) -> None:
    client.get("/en/")
    sign_in(client)
    assert QUESTION not in client.get("/en/learn/").content.decode()


def test_it_keeps_the_question_for_the_signed_in_user_only(client: Client) -> None:
    practise_as_visitor(client)
    sign_in(client)
    client.post("/en/accounts/logout/")
    assert QUESTION not in client.get("/en/").content.decode()
    assert ReviewItem.objects.filter(user__isnull=True).exists()  # nobody's yet


@pytest.mark.parametrize("data", [{}, {"choice": "maybe"}, {"choice": "add\x00"}])
def test_it_answers_a_malformed_choice_with_a_400(client: Client, data: dict) -> None:
    practise_as_visitor(client)
    sign_in(client)
    response = client.post("/en/accounts/progress/", data)
    assert response.status_code == 400
    if "\x00" not in data.get(
        "choice", ""
    ):  # a NUL byte is refused before the view, with its own page
        assert "Choose whether to add that progress or leave it out." in response.content.decode()
    assert QUESTION in client.get("/en/").content.decode()  # still asked


def test_it_never_redirects_off_the_site(client: Client) -> None:
    practise_as_visitor(client)
    sign_in(client)
    response = client.post(
        "/en/accounts/progress/", {"choice": "add", "next": "https://evil.example/"}
    )
    assert response["Location"] == "/"


def test_it_needs_a_sign_in_and_a_post(client: Client) -> None:
    assert client.post("/en/accounts/progress/", {"choice": "add"}).status_code == 302
    sign_in(client)
    assert client.get("/en/accounts/progress/").status_code == 405


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_it_asks_in_the_learners_language(client: Client, lang: str) -> None:
    practise_as_visitor(client)
    sign_in(client)
    page = client.get(f"/{lang}/").content.decode()
    assert QUESTION in page and "Was that you?" not in page
