"""``{% fragment %}`` (tutor/templatetags/fragments.py): a piece is rendered once for each
key and then served as it was; another key renders it again, and past the bound every
piece is made again."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.template import engines
from django.utils.autoreload import file_changed

from tutor.templatetags import fragments

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
PIECE = engines["django"].from_string(
    "{% load fragments %}[{% fragment test_piece key %}{{ shown }}{% endfragment %}]"
)


def render(key: object, shown: str) -> str:
    return PIECE.render({"key": key, "shown": shown})


def test_a_piece_is_rendered_once_per_key() -> None:
    assert render("k1", "first") == "[first]"
    assert render("k1", "second") == "[first]"  # the same key: the piece as it was
    assert render("k2", "second") == "[second]"
    assert render(("k1", 1), "third") == "[third]"  # a tuple is a key of its own


def test_past_the_bound_every_piece_is_made_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fragments, "MAX_PIECES", len(fragments._pieces) + 2)
    assert render("b1", "one") == "[one]"
    assert render("b2", "two") == "[two]"
    assert render("b3", "three") == "[three]"  # the bound: all were dropped
    assert render("b1", "again") == "[again]"


def test_a_changed_file_makes_every_piece_again() -> None:
    """Under runserver a template edited is read again: its pieces must not outlive it."""
    assert render("c1", "one") == "[one]"
    file_changed.send(sender=None, file_path=TEMPLATES / "base.html")
    assert render("c1", "two") == "[two]"


def test_a_served_piece_is_not_escaped_again() -> None:
    html = "<b>Pique</b> &amp; repique"
    assert render("html", html) == "[&lt;b&gt;Pique&lt;/b&gt; &amp;amp; repique]"
    assert render("html", "other") == "[&lt;b&gt;Pique&lt;/b&gt; &amp;amp; repique]"


@pytest.mark.django_db
def test_an_answer_is_judged_in_the_pages_language(client) -> None:
    """The verdict's fixed texts are pieces kept per language: the same wrong answer in
    English, German and Dutch is answered in each."""
    said = {}
    for lang in ("en", "de", "nl", "en"):
        url = f"/{lang}/practice/point/1/7/"
        client.get(url)
        html = client.post(url, {"length": "1", "value": "1"}, headers={"HX-Request": "true"})
        said[lang] = html.content.decode()
    assert "Not quite." in said["en"] and "Why:" in said["en"]
    assert "Nicht ganz" in said["de"] and "Warum:" in said["de"] and "Why:" not in said["de"]
    assert "Waarom:" in said["nl"] and "Why:" not in said["nl"]


TOKEN_PIECE = engines["django"].from_string(
    "{% load fragments %}{% fragment test_token key %}<form>{% csrf_token %}"
    "<p data-token='{{ csrf_token }}'>{{ shown }}</p></form>{% endfragment %}"
)


def test_a_kept_piece_shows_each_page_its_own_csrf_token() -> None:
    """The token is a learner's own: a piece is kept without it and each page puts its
    own in, at every place the piece shows it."""
    first = TOKEN_PIECE.render({"key": "t1", "shown": "kept", "csrf_token": "a" * 64})
    second = TOKEN_PIECE.render({"key": "t1", "shown": "other", "csrf_token": "b" * 64})
    assert first == (
        f'<form><input type="hidden" name="csrfmiddlewaretoken" value="{"a" * 64}">'
        f"<p data-token='{'a' * 64}'>kept</p></form>"
    )
    assert second == first.replace("a" * 64, "b" * 64)  # the piece as it was, b's token
    assert fragments.CSRF_MARK not in TOKEN_PIECE.render({"key": "t1", "shown": ""})


SLOT_PIECE = engines["django"].from_string(
    "{% load fragments %}{% fragment test_slot key %}<a href='{% slot path %}'>{{ shown }}</a>"
    "{% fragment test_inner key %}<b>{% slot name %}</b>{% endfragment %}{% endfragment %}"
    "|{% slot name %}"
)


def test_a_kept_piece_shows_each_page_its_own_slot_values_escaped() -> None:
    """A slot is a page's own value in a kept piece: the piece is kept as first rendered
    (``shown`` stays), each page's values go into its slots, escaped as ``{{ }}`` does, in
    a piece within the piece too; outside a piece a slot is its value."""
    first = SLOT_PIECE.render({"key": "s1", "shown": "kept", "path": "/en/?a=1&b=2", "name": "Ada"})
    assert first == "<a href='/en/?a=1&amp;b=2'>kept</a><b>Ada</b>|Ada"
    second = SLOT_PIECE.render({"key": "s1", "shown": "other", "path": "/nl/", "name": "<Bo>"})
    assert second == "<a href='/nl/'>kept</a><b>&lt;Bo&gt;</b>|&lt;Bo&gt;"
    # The inner piece, kept on its own since the first page, fills its slot too.
    inner = engines["django"].from_string(
        "{% load fragments %}{% fragment test_inner key %}{% endfragment %}"
    )
    assert inner.render({"key": "s1", "name": "Cy"}) == "<b>Cy</b>"
    assert fragments.SLOT_MARK not in second


def test_a_slots_value_is_shown_as_it_is_beside_the_csrf_token() -> None:
    piece = engines["django"].from_string(
        "{% load fragments %}{% fragment test_slot_token key %}{{ csrf_token }}|{% slot name %}"
        "{% endfragment %}"
    )
    token = "c" * 64
    shown = piece.render({"key": "t", "name": fragments.CSRF_MARK, "csrf_token": token})
    assert shown == f"{token}|{fragments.CSRF_MARK}"
