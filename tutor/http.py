"""Request types for views: what the middleware adds, said once so mypy knows it.

``HtmxRequest`` is django-htmx's documented pattern (``request.htmx`` set by its
middleware); ``signed_in`` gives the project's ``User`` on a ``@login_required`` page.
"""

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.utils.http import url_has_allowed_host_and_scheme
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
