"""Middleware of the whole site."""

from __future__ import annotations

from django.core.exceptions import SuspiciousOperation


class NulByteInRequest(SuspiciousOperation):
    pass


def reject_nul_bytes(get_response):
    """A NUL character in the path, a query or a form value is never meant: answer 400
    (the translated 400 page) before any view passes it to the database, which
    PostgreSQL would refuse with an error (a 500)."""

    def middleware(request):
        values = [request.path]
        forms = [request.GET, request.POST] if request.method == "POST" else [request.GET]
        for data in forms:
            for key, items in data.lists():
                values.append(key)
                values.extend(items)
        if any("\x00" in v for v in values if isinstance(v, str)):
            raise NulByteInRequest("NUL byte in the request")
        return get_response(request)

    return middleware
