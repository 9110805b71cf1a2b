"""Whole pages kept per place (tutor/pages.py): the home page, a lesson step and the page
around a practice question shown from a page kept for another learner are the pages
rendered for this learner as usual; what is a learner's own (their name, token, messages,
a fresh seed, the question) is never kept."""

from __future__ import annotations

import re
from collections import OrderedDict

import pytest
from django.test import Client
from django.utils import timezone

from tutor import pages
from tutor.practice.models import ReviewItem

pytestmark = pytest.mark.django_db

HOME = "/{lang}/"
#: A step with an exercise (its own hand, not yet answered) and one without.
EXERCISE = "/{lang}/learn/piquet/cards/rank-order/"
TEXT = "/{lang}/learn/piquet/cards/thirty-two-cards/"
#: Seen by the learner "on the way": a step of the first lesson, which moves where the
#: home page says they go on.
STEP = "/en/learn/piquet/what-is-piquet/the-pack/"
#: Practice questions: each learner opens another hand of the same kind and level.
PRACTICE = ["/{lang}/practice/point/2/{seed}/", "/{lang}/practice/reply/3/{seed}/"]


def normalised(html: str) -> str:
    """The page without what is new on every page: its CSRF token (a token: 64 letters and
    digits), the seed offered for another hand."""
    html = re.sub(
        r'(name="csrfmiddlewaretoken" value="|"X-CSRFToken": ")[A-Za-z0-9]{64}"', r'\1TOKEN"', html
    )
    return re.sub(r'(class="another-hand".*?name="seed" value=")\d+', r"\1", html, flags=re.S)


def shown(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return normalised(response.content.decode())


def as_usual(client: Client, url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The page as Django renders it without keeping it (a practice question in it, not
    rendered on its own)."""
    with monkeypatch.context() as patch:
        patch.setattr(pages, "_own_notes", lambda request: True)
        patch.setattr(pages, "region", lambda request, template_name, context: None)
        return shown(client, url)


def signed_in(django_user_model, name: str) -> Client:
    client = Client()
    client.force_login(django_user_model.objects.create_user(name, f"{name}@example.org", "pw"))
    return client


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_page_kept_for_one_learner_is_anothers_own_page(
    lang: str, monkeypatch: pytest.MonkeyPatch, django_user_model
) -> None:
    """Two learners in the same place: the first's page is kept, the second is shown it
    with their own name and address; each page is the page rendered as usual."""
    on_the_way = [Client(), Client()]
    for client in on_the_way:
        client.get(STEP)
    pairs = [
        ("new visitors", [Client(), Client()]),
        ("on the way", on_the_way),
        ("signed in", [signed_in(django_user_model, "ann"), signed_in(django_user_model, "bas")]),
    ]
    for url in (HOME, EXERCISE, TEXT):
        url = url.format(lang=lang)
        for _, (first, second) in pairs:
            shown(first, url)  # kept now, or earlier for another pair's place
            kept = shown(second, url)
            assert kept == as_usual(second, url, monkeypatch), url
    for url in PRACTICE:
        for _, (first, second) in pairs:
            shown(first, url.format(lang=lang, seed=5))
            own = url.format(lang=lang, seed=6)
            kept = shown(second, own)
            assert kept == as_usual(second, own, monkeypatch), own
            assert f'{own}">{own}</a>' in kept  # the share link: this hand's
    ann = shown(pairs[2][1][0], HOME.format(lang=lang))
    assert '<span class="account-nav__name">ann</span>' in ann and ">bas<" not in ann


def test_each_learner_is_shown_where_they_go_on() -> None:
    """Two learners who saw one step each, of different games: the same daily goal, but
    each is asked to continue their own game."""
    piquet, spades = Client(), Client()
    piquet.get(STEP)
    spades.get("/en/learn/spades/deal-and-partnerships/the-pack/")
    for _ in range(2):
        for client, started, new in ((piquet, "Piquet", "Spades"), (spades, "Spades", "Piquet")):
            html = shown(client, "/en/")
            assert f"Continue with {started}" in html and f"Start learning {new}" in html


def test_a_message_is_shown_once_and_never_kept(client: Client, django_user_model) -> None:
    """A learner with a message (signing in leaves one) is shown it on the page, made as
    usual; the next page they open, and another signed-in user's, have none."""
    other = signed_in(django_user_model, "bas")
    shown(other, "/en/")
    django_user_model.objects.create_user("ann", "ann@example.org", "pw-12345678")
    client.post("/en/accounts/login/", {"login": "ann", "password": "pw-12345678"})
    note = "Successfully signed in as ann."
    assert note in shown(client, "/en/")
    assert note not in shown(client, "/en/")
    assert note not in shown(other, "/en/")


def test_a_question_opened_for_review_is_not_shown_in_a_page_kept_without(
    monkeypatch: pytest.MonkeyPatch, django_user_model
) -> None:
    """The same address with ``?review=``: a learner with that concept to review is told
    so; one without it (the page kept first) is not."""
    url = "/en/practice/point/1/{seed}/?review=point_value"
    without, reviewing = signed_in(django_user_model, "bas"), signed_in(django_user_model, "ann")
    user = django_user_model.objects.get(username="ann")
    ReviewItem.objects.create(
        user=user, concept="point_value", kind="point", level=1, card={}, due=timezone.now()
    )
    assert "Review:" not in shown(without, url.format(seed=5))
    page = shown(reviewing, url.format(seed=6))
    assert "Review:" in page and page == as_usual(reviewing, url.format(seed=6), monkeypatch)
    assert "Review:" not in shown(without, url.format(seed=7))


def test_the_sign_out_message_waits_in_the_new_session(client: Client, django_user_model) -> None:
    """Signing out empties the session; the message about it is shown on the next page
    (kept in the new session), once."""
    client.force_login(django_user_model.objects.create_user("ann", "ann@example.org", "pw"))
    assert client.post("/en/accounts/logout/").status_code == 302
    note = "You have signed out."
    assert note in shown(client, "/en/")
    assert note not in shown(client, "/en/")


def test_the_question_about_earlier_progress_is_asked_and_never_kept(
    client: Client, django_user_model
) -> None:
    """A visitor who practised and then signs in is asked whether that progress is theirs
    (on a page made as usual, each time until they answer); a user in the same place who
    left none is not."""
    asked = 'aria-labelledby="progress-pending-title"'
    other = signed_in(django_user_model, "bas")
    client.post("/en/practice/point/1/5/", {"length": "1", "value": "1"})
    django_user_model.objects.create_user("ann", "ann@example.org", "pw-12345678")
    client.post("/en/accounts/login/", {"login": "ann", "password": "pw-12345678"})
    for _ in range(2):
        assert asked not in shown(other, "/en/")
        assert asked in shown(client, "/en/")


def test_a_lesson_steps_kept_page_offers_a_fresh_hand_each_time(client: Client) -> None:
    url = EXERCISE.format(lang="en")
    seeds = set()
    for _ in range(3):
        html = client.get(url).content.decode()
        seeds.update(re.findall(r'class="another-hand".*?name="seed" value="(\d+)"', html, re.S))
    assert len(seeds) == 3


def test_at_most_max_pages_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pages, "_pages", OrderedDict())
    monkeypatch.setattr(pages, "MAX_PAGES", 2)
    client = Client()
    for lang in ("en", "de", "en", "nl"):  # English shown again after German
        shown(client, f"/{lang}/")
        assert len(pages._pages) <= 2
    kept = [key[3] for key in pages._pages]
    assert kept == ["en", "nl"]  # German, the least recently shown, went first
