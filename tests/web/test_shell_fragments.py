"""The page shell's pieces rendered once per process (templates/base.html's fragments) are
keyed by everything they show: one page's menu state, language or account links never
appear on another."""

from __future__ import annotations

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def _current(html: str) -> list[str]:
    return re.findall(r'<a href="([^"]+)" aria-current="page">', html)


def test_it_marks_the_current_section_on_each_page(client: Client) -> None:
    for _ in range(2):  # the second round is served from the fragments
        assert _current(client.get("/en/practice/").content.decode()) == ["/en/practice/"]
        assert _current(client.get("/en/learn/").content.decode()) == ["/en/learn/"]
        assert _current(client.get("/en/").content.decode()) == ["/en/"]
        assert _current(client.get("/de/play/").content.decode()) == ["/de/play/"]


def test_it_shows_each_visitor_their_own_account_links(client: Client, django_user_model) -> None:
    assert "Sign in" in client.get("/en/").content.decode()
    user = django_user_model.objects.create_user("ines", "ines@example.org", "pw-12345678")
    client.force_login(user)
    html = client.get("/en/").content.decode()
    assert "Sign out" in html and "Sign in" not in html
    assert '<span class="account-nav__name">ines</span>' in html
    client.logout()
    html = client.get("/en/").content.decode()
    assert "Sign in" in html and "ines" not in html


def test_it_speaks_the_pages_language(client: Client) -> None:
    client.get("/en/")
    html = client.get("/nl/").content.decode()
    assert "Inloggen" in html or "Aanmelden" in html
    assert "Sign in" not in html


def test_the_home_pages_kept_texts_are_each_languages_own(client: Client) -> None:
    """The title and the link to every kind of practice are pieces kept per language."""
    texts = {
        "en": ("Piquet Tutor", "Every kind of practice question, for both games"),
        "de": ("Piquet-Tutor", "Alle Arten von Übungsfragen, für beide Spiele"),
        "nl": ("Piquet Tutor", "Alle soorten oefenvragen, voor beide spellen"),
    }
    for _ in range(2):  # the second round is served from the pieces
        for lang, (title, link) in texts.items():
            html = client.get(f"/{lang}/").content.decode()
            assert f"<title>{title}</title>" in html
            assert f'<a href="/{lang}/practice/">{link}</a>' in html
