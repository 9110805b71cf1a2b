"""``request.htmx`` (tutor/middleware.py): true exactly for htmx's requests, read from the
``HX-Request`` header as django-htmx reads it, with django-htmx's other details."""

from __future__ import annotations

import pytest
from django.http import HttpRequest
from django.test import RequestFactory

from tutor.middleware import htmx


def seen(**headers: str) -> HttpRequest:
    """The request as a view sees it behind the middleware."""
    request = RequestFactory().get("/en/", headers=headers)
    return htmx(lambda r: r)(request)


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"HX-Request": "true"}, True),
        ({"hx-request": "true"}, True),
        ({}, False),
        ({"HX-Request": "false"}, False),
        ({"HX-Request": ""}, False),
        ({"HX-Request": "TRUE"}, False),  # htmx sends "true"; django-htmx compares exactly
    ],
)
def test_an_htmx_request_is_told_by_its_header(headers: dict[str, str], expected: bool) -> None:
    assert bool(seen(**headers).htmx) is expected


def test_the_other_details_are_django_htmxs() -> None:
    request = seen(**{"HX-Request": "true", "HX-Target": "exercise", "HX-Boosted": "true"})
    assert request.htmx.target == "exercise"
    assert request.htmx.boosted is True
    assert seen().htmx.target is None
