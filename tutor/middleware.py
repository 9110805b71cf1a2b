"""Middleware of the whole site."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from csp.constants import HEADER
from csp.utils import build_policy
from django.conf import settings
from django.conf.urls.i18n import is_language_prefix_patterns_used
from django.core.exceptions import SuspiciousOperation
from django.middleware import locale
from django.utils import timezone, translation
from django_htmx.middleware import HtmxDetails


class NulByteInRequest(SuspiciousOperation):
    pass


def reject_nul_bytes(get_response):
    """A NUL character in the path, a query or a form value is never meant: answer 400
    (the translated 400 page) before any view passes it to the database, which
    PostgreSQL would refuse with an error (a 500)."""

    def middleware(request):
        values = [request.path]
        forms = [request.POST] if request.method == "POST" else []
        if request.META.get("QUERY_STRING"):  # most pages have none: no empty QueryDict made
            forms.append(request.GET)
        for data in forms:
            for key, items in data.lists():
                values.append(key)
                values.extend(items)
        if any("\x00" in v for v in values if isinstance(v, str)):
            raise NulByteInRequest("NUL byte in the request")
        return get_response(request)

    return middleware


def user_time_zone(get_response):
    """Times are read and typed in the signed-in user's own zone (their settings), the
    site's zone for everyone else (audit L10: a UK school was an hour off). The zone is
    active for the request only: nothing is done for a request in the site's zone."""

    def middleware(request):
        user = getattr(request, "user", None)
        zone = getattr(user, "time_zone", "") if user is not None and user.is_authenticated else ""
        if not zone:
            return get_response(request)
        try:
            timezone.activate(ZoneInfo(zone))
        except (ZoneInfoNotFoundError, ValueError):
            return get_response(request)  # a zone the system no longer knows: the site's
        try:
            return get_response(request)
        finally:
            timezone.deactivate()

    return middleware


class LocaleMiddleware(locale.LocaleMiddleware):
    """Django's ``LocaleMiddleware``, which works out the language of a page whose address
    starts with it (every page but a few) at once: the language in the path is the page's,
    as Django's would decide, and such a response needs no ``Vary`` and no redirect, only
    ``Content-Language``. Django's own asks for the path's language three times and for the
    active language twice; the shortcut takes about 2 % off a home page (A/B in one
    process). Every other request is Django's."""

    def process_request(self, request):
        language = _language_in_path(request)
        if language is None:
            return super().process_request(request)
        translation.activate(language)
        request.LANGUAGE_CODE = language

    def process_response(self, request, response):
        if _language_in_path(request) is None:
            return super().process_response(request, response)
        response.headers.setdefault("Content-Language", translation.get_language())
        return response


def _language_in_path(request) -> str | None:
    """The language that starts the request's path, if the site's addresses start with one."""
    urlconf = getattr(request, "urlconf", settings.ROOT_URLCONF)
    if not is_language_prefix_patterns_used(urlconf)[0]:
        return None
    return translation.get_language_from_path(request.path_info)


def content_security_policy(get_response):
    """Every response's ``Content-Security-Policy`` header: the site's one policy
    (``settings.CONTENT_SECURITY_POLICY``, in django-csp's form), built by django-csp once.

    The site has no nonces and no page with a policy of its own, so django-csp's middleware,
    which builds the header again for every response (about 30 µs, a tenth of ``/healthz``),
    is not needed. With DEBUG on, Django's own 404 and 500 pages (inline styles) get none,
    as django-csp's middleware does."""
    header = build_policy()

    def middleware(request):
        response = get_response(request)
        if settings.DEBUG and response.status_code in (404, 500):
            return response
        if HEADER not in response:
            response[HEADER] = header
        return response

    return middleware


class Htmx(HtmxDetails):
    """django-htmx's ``request.htmx``, whose truth (an htmx request or not) is read from
    the one header it names.

    django-htmx reads it through ``request.headers``, which Django builds from the whole
    WSGI environ on first use (about 12 µs, a hundredth of an answer), and nothing else
    on the site's usual pages asks for it. The other details (``target``, ``trigger`` …)
    are django-htmx's own."""

    def __bool__(self) -> bool:
        return self.request.META.get("HTTP_HX_REQUEST") == "true"


def htmx(get_response):
    """django-htmx's middleware with :class:`Htmx` as ``request.htmx``."""

    def middleware(request):
        request.htmx = Htmx(request)
        return get_response(request)

    return middleware
