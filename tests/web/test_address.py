"""``tutor.http.address`` and ``game_address``: Django's ``reverse``, kept per process, in each
language."""

from __future__ import annotations

import uuid

import pytest
from django.urls import NoReverseMatch, reverse
from django.utils import translation

from tutor.http import address, game_address

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


@pytest.mark.parametrize(
    ("name", "kwargs"),
    [("play:act", {}), ("play:spades_game", {}), ("play:review", {"number": 3})],
)
def test_a_games_address_is_reverse_with_that_games_id(name: str, kwargs: dict) -> None:
    games = [uuid.uuid4() for _ in range(3)]
    for language in LANGUAGES:
        with translation.override(language):
            for game_id in games:
                expected = reverse(name, kwargs={"game_id": game_id, **kwargs})
                assert game_address(name, game_id, **kwargs) == expected
                assert str(game_id) in expected


def test_a_game_address_refuses_what_reverse_refuses() -> None:
    with translation.override("en"), pytest.raises(NoReverseMatch):
        game_address("play:review", uuid.uuid4())  # no deal number
