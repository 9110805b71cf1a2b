"""A page's CSRF token, masked as Django masks it, at about a tenth of the cost.

Every page carries the token (the language switcher's form, htmx's ``X-CSRFToken``
header), and Django masks it afresh for each page with a random mask of 32 letters and
digits, so that the page's bytes never repeat the secret (BREACH). Django draws the mask a
letter at a time, each from its own read of the system's random source: about 60 µs a page,
a twentieth of a lesson step. Here the mask is drawn from one read of
``secrets.token_bytes``, each byte below 248 (4 × 62) taken as one of the 62 letters and
digits, the rest passed over, so that every letter is as likely as with Django. The token
is Django's in form, and Django's middleware checks it as its own. A page that shows the
token in several places (a question's form, the language switcher) shows one token, masked
once.

The context processor ``csrf_token`` (in settings, after Django's built-in one, which it
replaces) gives templates the token. A first visit, which has no secret yet, is left to
Django's ``get_token``, which makes the secret and its cookie.

The cookie is sent when the secret is made (a first visit, an invalid cookie) and when
Django rotates it (at sign-in), not again with every page that shows the token, as Django's
``get_token`` does to renew its expiry: building that ``Set-Cookie`` header was about 6 % of
a page (home page and lesson step, A/B in one process). The cookie lasts
``CSRF_COOKIE_AGE`` (a year) from when it was made; once it is gone, the next page makes a
new secret and sends it. A response that carries a token still varies by cookie: every page
that shows one reads the session (the shell asks whether the user is signed in).
"""

from __future__ import annotations

import secrets

from django.http import HttpRequest
from django.middleware import csrf
from django.utils.functional import SimpleLazyObject

ALPHABET = csrf.CSRF_ALLOWED_CHARS
_SIZE = len(ALPHABET)
#: The bytes below this map evenly onto the alphabet (each letter from 4 of them); the
#: others are passed over.
_EVEN = 256 - 256 % _SIZE
_LETTER_OF_BYTE = bytes(ord(ALPHABET[b % _SIZE]) if b < _EVEN else 0 for b in range(256))
_PASSED_OVER = bytes(range(_EVEN, 256))
#: A letter of the secret moved on in the alphabet by a letter of the mask.
_MOVED = {
    (c, m): ALPHABET[(i + j) % _SIZE]
    for i, c in enumerate(ALPHABET)
    for j, m in enumerate(ALPHABET)
}


def letters_of(data: bytes) -> str:
    """The letters that the random bytes ``data`` give: one per byte below ``_EVEN``."""
    return data.translate(_LETTER_OF_BYTE, _PASSED_OVER).decode("ascii")


def mask(secret: str) -> str:
    """``secret`` masked with a fresh random mask: the mask, then each letter of the
    secret moved on in the alphabet by the mask's letter in its place (Django's form)."""
    letters = ""
    while len(letters) < len(secret):
        letters += letters_of(secrets.token_bytes(len(secret) + 16))
    letters = letters[: len(secret)]
    return letters + "".join(map(_MOVED.__getitem__, zip(secret, letters, strict=True)))


#: Where a request keeps its secret and the token masked from it: a page that shows the
#: token in several places (the question's form and the language switcher) masks it once.
_MASKED = "tutor.csrf.masked"


def get_token(request: HttpRequest) -> str:
    """The request's CSRF token for a form, as Django's ``get_token`` gives it: masked
    afresh for each page, the same in every place on the page (a secret made anew during
    the request, as at sign-in, is masked anew)."""
    secret = request.META.get("CSRF_COOKIE")
    if secret is None:
        return csrf.get_token(request)  # a first visit: Django makes the secret and cookie
    masked = request.META.get(_MASKED)
    if masked is None or masked[0] != secret:
        masked = request.META[_MASKED] = (secret, mask(secret))
    return masked[1]


def csrf_token(request: HttpRequest) -> dict[str, object]:
    """The templates' ``csrf_token``, worked out only if a page shows it."""
    return {"csrf_token": SimpleLazyObject(lambda: get_token(request))}
