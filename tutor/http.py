"""Request types for views: what the middleware adds, said once so mypy knows it.

``HtmxRequest`` is django-htmx's documented pattern (``request.htmx`` set by its
middleware); ``signed_in`` gives the project's ``User`` on a ``@login_required`` page;
``address`` is ``reverse`` kept per process for the few addresses every answer links to
(``game_address`` for those of one game; ``kept_address`` and ``with_ids`` for a page that
links to many objects of one kind).
"""

from collections.abc import Iterable, Mapping
from functools import lru_cache
from uuid import UUID

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import get_language
from django_htmx.middleware import HtmxDetails

from tutor.accounts.models import User


class HtmxRequest(HttpRequest):
    htmx: HtmxDetails


def signed_in(request: HttpRequest) -> User:
    """The signed-in user of a ``@login_required`` view (a visitor never gets this far)."""
    user = request.user
    if not isinstance(user, User) or not user.is_authenticated:
        raise PermissionDenied
    return user


def local_next(request: HttpRequest, default: str = "/") -> str:
    """The POSTed ``next`` if it is a path on this site, else ``default`` (no open redirect)."""
    next_url = request.POST.get("next", "") or default
    if not url_has_allowed_host_and_scheme(
        next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ) or not next_url.startswith("/"):
        return default
    return next_url


def address(viewname: str, **kwargs: str | int) -> str:
    """``reverse(viewname, kwargs=kwargs)`` in the active language, kept per process.

    Django's ``reverse`` costs about 50 µs (a twentieth of an answer); an answer's link on
    (a practice kind and level, a lesson step) has few possible values. Only for such
    addresses: never one per learner, game or seed (the memory is bounded, but those would
    only push the others out)."""
    where = (settings.ROOT_URLCONF, get_urlconf(), get_script_prefix(), get_language())
    return _address(where, viewname, tuple(sorted(kwargs.items())))


#: Stand for the ids in a kept address: UUIDs nothing is given (``uuid4`` sets the
#: version digit to 4 and these have 0).
_STAND_INS = tuple(str(UUID(int=n)) for n in range(4))


def kept_address(viewname: str, names: Iterable[str], **kwargs: str | int) -> str:
    """``address`` with a stand-in for each id named in ``names`` (UUIDs in the address),
    for ``with_ids`` to put the ids in. A page that links to many objects of one kind (a
    class's results: two links for each pupil) asks for it once."""
    stand_ins = dict(zip(sorted(names), _STAND_INS, strict=False))
    return address(viewname, **kwargs, **stand_ins)


def with_ids(kept: str, ids: Mapping[str, object]) -> str:
    """``kept`` (``kept_address`` for the names of ``ids``) with the ids in their places."""
    for name, stand_in in zip(sorted(ids), _STAND_INS, strict=False):
        kept = kept.replace(stand_in, str(ids[name]), 1)
    return kept


def game_address(viewname: str, game_id: object, **kwargs: str | int) -> str:
    """``address`` for a game's own page (``game_id``, a UUID), kept with a stand-in id. A
    move at the table links to four of them."""
    return with_ids(kept_address(viewname, ("game_id",), **kwargs), {"game_id": game_id})


@lru_cache(maxsize=2048)
def _address(where: tuple, viewname: str, kwargs: tuple[tuple[str, str | int], ...]) -> str:
    return reverse(viewname, kwargs=dict(kwargs))
