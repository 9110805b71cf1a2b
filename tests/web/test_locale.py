"""The site's locale middleware (tutor.middleware.LocaleMiddleware) answers every request
as Django's own LocaleMiddleware does: the same status, redirect, language and headers,
whatever the address, the language cookie and the browser's languages say."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.test import Client, override_settings
from django.utils import translation

pytestmark = pytest.mark.django_db

DJANGOS = "django.middleware.locale.LocaleMiddleware"
OURS = "tutor.middleware.LocaleMiddleware"

PATHS = [
    "/en/",
    "/de/",
    "/nl/learn/piquet/",
    "/de/practice/point/1/5/",
    "/de/no-such-page/",
    "/en-gb/",
    "/xx/",
    "/",
    "/learn/piquet/",
    "/practice",
    "/healthz",
    "/no-such-page/",
]

#: (the language cookie, Accept-Language): none, a cookie, the browser's languages.
ASKED = [(None, None), ("nl", None), (None, "de-DE,de;q=0.9"), ("en", "nl")]


def seen(path: str, cookie: str | None, accept: str | None) -> tuple:
    client = Client()
    if cookie:
        client.cookies[settings.LANGUAGE_COOKIE_NAME] = cookie
    headers = {"Accept-Language": accept} if accept else {}
    response = client.get(path, headers=headers)
    language = translation.get_language()
    translation.deactivate()
    return (
        response.status_code,
        response.get("Location"),
        response.get("Content-Language"),
        response.get("Vary"),
        language,
        re.findall(rb'<html lang="([^"]+)"', response.content),
    )


def test_it_is_the_middleware_the_site_runs() -> None:
    assert OURS in settings.MIDDLEWARE and DJANGOS not in settings.MIDDLEWARE


@pytest.mark.parametrize("cookie, accept", ASKED)
@pytest.mark.parametrize("path", PATHS)
def test_it_answers_as_djangos_own(path: str, cookie: str | None, accept: str | None) -> None:
    ours = seen(path, cookie, accept)
    djangos_middleware = [DJANGOS if m == OURS else m for m in settings.MIDDLEWARE]
    with override_settings(MIDDLEWARE=djangos_middleware):
        djangos = seen(path, cookie, accept)
    assert ours == djangos
