"""The language switch: the same page in the chosen language, from any address.

Django's ``set_language`` translates the ``next`` address by resolving it in the language
of the last choice (the cookie), so an address in another language (a shared link, the
Back button) did not resolve and the page stayed in its language. Every page address here
starts with its language (``/nl/learn/…``), so switching swaps that prefix.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect
from django.utils.translation import get_language_from_path
from django.views.decorators.http import require_POST

from tutor.http import local_next

LANGUAGE_CODES = {code for code, _ in settings.LANGUAGES}


def in_language(url: str, lang: str) -> str:
    """``url`` with its language prefix (if any) replaced by ``lang``; an address without
    one is taken to be the home page's or a page outside the language tree."""
    parts = urlsplit(url)
    path = parts.path or "/"
    current = get_language_from_path(path)
    if current:
        rest = path[len(current) + 1 :]  # "/nl/learn/" -> "/learn/", "/nl" -> ""
        path = f"/{lang}{rest or '/'}"
    elif path == "/":
        path = f"/{lang}/"
    return urlunsplit(("", "", path, parts.query, parts.fragment))


@require_POST
def switch_language(request: HttpRequest) -> HttpResponse:
    """POST ``language`` and ``next``: set the language cookie, go to ``next`` in it."""
    lang = request.POST.get("language", "")
    if lang not in LANGUAGE_CODES:
        return HttpResponseBadRequest("Unknown language.", content_type="text/plain")
    response = redirect(in_language(local_next(request), lang))
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        lang,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN,
        secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
        samesite=settings.LANGUAGE_COOKIE_SAMESITE,  # type: ignore[arg-type]  # Django's own setting, typed str by the stubs
    )
    return response
