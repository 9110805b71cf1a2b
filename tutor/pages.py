"""Whole pages rendered once per process for each place a learner can be in them.

Some pages are the same for every learner in the same place: the home page for learners at
the same step of each game with the same daily goal shown, a lesson step before its
exercise is answered, the page around a practice question (the question, rendered on its
own, goes in a slot). A view says so by giving the page's key (``PAGE_KEY`` in its context):
everything the page shows besides the shell, as hashable values from a bounded set (see
tutor/templatetags/fragments.py, whose pieces a kept page is made of). :func:`render`
keeps such a page, keyed also by what the shell shows (the language, the page's address
name, signed in or not), and puts in each learner's own things for each page: the CSRF
token and the values in ``{% slot %}`` (the user's name, the page's address, a fresh
seed), read in the view's context with ``request`` and ``user``. A page that shows the
learner a message, or asks about progress made before signing in (base.html), is rendered
as usual, as is every page without a key.

Sparing the template engine's work for a page of twenty pieces (its context,
``{% extends %}``, the blocks, each piece's key) takes about 30 % off a home page and a
lesson step (A/B in one process).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from django.contrib.messages import get_messages
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render as render_as_usual
from django.template import Context
from django.template.loader import get_template, render_to_string
from django.utils.autoreload import file_changed
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from tutor.accounts.context_processors import pending_progress
from tutor.csrf import csrf_token
from tutor.templatetags import fragments

#: The context entry that holds a page's key (None or missing: the page is not kept).
PAGE_KEY = "page_key"

#: At most this many pages are kept (the least recently shown is dropped first): a page is
#: 10-40 KB, so a few megabytes for the places learners are in now.
MAX_PAGES = 300

_pages: OrderedDict[tuple[Any, ...], SafeString] = OrderedDict()
_lock = threading.Lock()


def render(
    request: HttpRequest, template_name: str, context: dict[str, Any], status: int = 200
) -> HttpResponse:
    """The page, as ``django.shortcuts.render`` renders it; kept if its context has a key."""
    key, match = context.get(PAGE_KEY), request.resolver_match
    if key is None or match is None or status != 200 or _own_notes(request):
        return render_as_usual(request, template_name, context, status=status)
    signed_in = request.user.is_authenticated
    key = (template_name, match.app_name, match.url_name, get_language(), signed_in, key)
    with _lock:
        found = _pages.get(key)
        if found is not None:
            _pages.move_to_end(key)
    if found is None:
        slots: list[fragments.SlotNode] = []
        made = {**context, **fragments.making(slots)}
        found = fragments.keep(render_to_string(template_name, made, request), slots)
        with _lock:
            _pages[key] = found
            while len(_pages) > MAX_PAGES:
                _pages.popitem(last=False)
    own = Context({**context, "request": request, "user": request.user, **csrf_token(request)})
    return HttpResponse(fragments.shown(found, own))


def region(request: HttpRequest, template_name: str, context: dict[str, Any]) -> SafeString:
    """A region of a page (a partial) rendered on its own: to go in a kept page's slot, or
    as the answer to an htmx request that swaps it (``drillweb.respond``).

    It gets what such a region reads of the request, the page's language and CSRF token,
    and not the rest of the context processors' (the user, messages, the request): those
    are the shell's, which the kept page shows. Rendering it as a page would run them all
    for nothing, about a fifth of a practice question's region."""
    template = get_template(template_name).template  # type: ignore[attr-defined]
    own = {**context, "LANGUAGE_CODE": get_language(), **csrf_token(request)}
    return template.render(Context(own))


def _own_notes(request: HttpRequest) -> bool:
    """Whether the page shows this learner a message or asks about their progress."""
    return bool(get_messages(request)) or pending_progress(request)["progress_pending"]


@receiver(file_changed, dispatch_uid="pages_file_changed")
def _forget_on_change(sender: object, file_path: object, **kwargs: object) -> None:
    """Under ``runserver`` a changed template is read again without a restart."""
    with _lock:
        _pages.clear()
