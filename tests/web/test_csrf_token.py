"""A page's CSRF token (tutor/csrf.py): masked afresh for every page, every letter of the
mask as likely as any other, and checked by Django's middleware as its own."""

import re
from collections import Counter

import pytest
from django.conf import settings
from django.test import Client

from tutor.csrf import ALPHABET, letters_of

pytestmark = pytest.mark.django_db

TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def token_of(client: Client, path: str = "/en/") -> str:
    page = client.get(path)
    assert page.status_code == 200
    tokens = set(TOKEN.findall(page.content.decode()))
    assert len(tokens) == 1  # the language switcher's form; htmx's header shows the same
    return tokens.pop()


def switch(client: Client, token: str):
    form = {"language": "de", "next": "/en/", "csrfmiddlewaretoken": token}
    return client.post("/language/", form)


def test_every_letter_of_the_mask_is_as_likely_as_any_other() -> None:
    # Each byte value once: each of the 62 letters and digits comes from 4 of them, the
    # 8 bytes left over are passed over.
    counts = Counter(letters_of(bytes(range(256))))
    assert set(counts) == set(ALPHABET) and set(counts.values()) == {4}


def test_the_token_is_masked_afresh_for_every_page_and_accepted() -> None:
    client = Client(enforce_csrf_checks=True)
    first = token_of(client)  # a first visit: the secret and its cookie are made now
    again, third = token_of(client), token_of(client)
    assert len({first, again, third}) == 3
    for token in (first, again, third):
        assert len(token) == 64 and set(token) <= set(ALPHABET)
        assert switch(client, token).status_code == 302


def test_a_changed_token_is_refused() -> None:
    client = Client(enforce_csrf_checks=True)
    token_of(client)
    token = token_of(client)
    moved = ALPHABET[(ALPHABET.index(token[40]) + 1) % len(ALPHABET)]
    assert switch(client, token[:40] + moved + token[41:]).status_code == 403
    assert switch(client, token).status_code == 302


def test_the_cookie_is_sent_when_the_secret_is_made_not_with_every_page() -> None:
    client = Client(enforce_csrf_checks=True)
    first = client.get("/en/")
    secret = first.cookies[settings.CSRF_COOKIE_NAME].value
    page = client.get("/en/learn/")
    assert settings.CSRF_COOKIE_NAME not in page.cookies
    # The page's token is the cookie's secret, masked: the page still varies by cookie.
    assert "Cookie" in page["Vary"]
    token = TOKEN.search(page.content.decode()).group(1)
    assert switch(client, token).status_code == 302
    assert client.cookies[settings.CSRF_COOKIE_NAME].value == secret


def test_a_cookie_that_is_no_secret_is_replaced() -> None:
    client = Client(enforce_csrf_checks=True)
    client.cookies[settings.CSRF_COOKIE_NAME] = "not-a-secret"
    page = client.get("/en/")
    secret = page.cookies[settings.CSRF_COOKIE_NAME].value
    assert len(secret) == 32 and set(secret) <= set(ALPHABET)
    assert switch(client, token_of(client)).status_code == 302


def test_signing_in_sends_a_new_secret(django_user_model) -> None:
    django_user_model.objects.create_user("cardplayer", password="kartenspiel-42-x")
    client = Client(enforce_csrf_checks=True)
    before = client.get("/en/accounts/login/").cookies[settings.CSRF_COOKIE_NAME].value
    token = token_of(client, "/en/accounts/login/")
    signed_in = client.post(
        "/en/accounts/login/",
        {"login": "cardplayer", "password": "kartenspiel-42-x", "csrfmiddlewaretoken": token},
    )
    assert signed_in.status_code == 302
    after = signed_in.cookies[settings.CSRF_COOKIE_NAME].value
    assert after != before and client.cookies[settings.CSRF_COOKIE_NAME].value == after
    assert switch(client, token_of(client)).status_code == 302
    # After signing in, pages leave the new cookie alone again.
    assert settings.CSRF_COOKIE_NAME not in client.get("/healthz").cookies


def test_a_page_shows_one_token_and_a_questions_form_posts_with_it() -> None:
    """A practice question shows the token in its form and in the language switcher: the
    same token, masked once for the page, and the answer posted with it is taken."""
    client = Client(enforce_csrf_checks=True)
    token_of(client)  # the secret and its cookie are made
    url = "/en/practice/point/1/5/"
    token = token_of(client, url)
    answer = {"csrfmiddlewaretoken": token, "length": "5", "value": "45"}
    assert client.post(url, answer).status_code == 302
