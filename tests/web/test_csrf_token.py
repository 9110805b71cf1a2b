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


def test_a_page_with_the_token_renews_the_cookie_as_django_does() -> None:
    client = Client(enforce_csrf_checks=True)
    token_of(client)
    secret = client.cookies[settings.CSRF_COOKIE_NAME].value
    page = client.get("/en/")
    assert page.cookies[settings.CSRF_COOKIE_NAME].value == secret
    # A page without a form leaves the cookie alone.
    assert settings.CSRF_COOKIE_NAME not in client.get("/healthz").cookies
