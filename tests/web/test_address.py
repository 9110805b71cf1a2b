"""``tutor.http.address``: Django's ``reverse``, kept per process, in each language."""

from __future__ import annotations

import pytest
from django.urls import NoReverseMatch, reverse
from django.utils import translation

from tutor.http import address

LANGUAGES = ("de", "nl", "en")


@pytest.mark.parametrize(
    ("name", "kwargs"),
    [
        ("practice:new", {"kind": "point", "level": 2}),
        ("practice:review", {}),
        ("lessons:step", {"track": "piquet", "slug": "cards", "step_id": "card-values"}),
    ],
)
def test_an_address_is_reverse_in_the_active_language(name: str, kwargs: dict) -> None:
    shown = []
    for _ in range(2):  # the second time from what was kept
        for language in LANGUAGES:
            with translation.override(language):
                expected = reverse(name, kwargs=kwargs)
                assert address(name, **kwargs) == expected
                assert expected.startswith(f"/{language}/")
                shown.append(expected)
    assert len(set(shown)) == len(LANGUAGES)


def test_arguments_given_in_any_order_make_the_same_address() -> None:
    with translation.override("nl"):
        one = address("practice:new", kind="sets", level=3)
        other = address("practice:new", level=3, kind="sets")
    assert one == other == "/nl/practice/sets/3/"


def test_an_unknown_address_is_refused_as_reverse_refuses_it() -> None:
    with translation.override("en"), pytest.raises(NoReverseMatch):
        address("practice:new", kind="point")
