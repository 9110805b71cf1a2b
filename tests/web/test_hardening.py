"""Hardening of every page (audit L11): Content-Security-Policy, cookie flags, the
site's own translated error pages, and the admin's sign-in through allauth's limits."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from csp.utils import build_policy
from django.contrib.auth import get_user_model
from django.test import Client, RequestFactory
from django.utils import translation
from django.views.defaults import server_error

pytestmark = pytest.mark.django_db
TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


def test_it_sends_a_content_security_policy_that_allows_only_this_site(client: Client) -> None:
    policy = client.get("/en/")["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";") if d.strip())
    for name in ("default-src", "script-src", "style-src"):
        assert directives[name] == "'self'", name
    assert directives["frame-ancestors"] == "'none'"
    assert directives["object-src"] == "'none'"
    assert "unsafe" not in policy


def test_every_response_carries_the_same_policy(client: Client) -> None:
    """The header is django-csp's policy from the settings, on pages, a plain-text view,
    a redirect and a refused request alike."""
    expected = build_policy()
    assert expected
    responses = [
        client.get("/en/"),
        client.get("/healthz"),
        client.get("/en/practice/point/1/"),  # a redirect to a fresh hand
        client.get("/en/practice/nonsense/1/5/"),  # a 400
    ]
    assert [r.status_code for r in responses] == [200, 200, 302, 400]
    assert all(r["Content-Security-Policy"] == expected for r in responses)


def test_it_keeps_templates_free_of_inline_scripts_and_styles() -> None:
    """What the policy would block: a <script> without src, a <style>, a style= or on…=
    attribute."""
    offenders = []
    pattern = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>|<style\b|\sstyle=|\son[a-z]+=", re.I)
    for path in TEMPLATES.rglob("*.html"):
        if pattern.search(path.read_text()):
            offenders.append(str(path.relative_to(TEMPLATES)))
    assert offenders == []


def test_it_switches_htmx_inline_indicator_styles_off(client: Client) -> None:
    html = client.get("/en/").content.decode()
    assert '"includeIndicatorStyles": false' in html


def test_it_sets_the_language_cookie_for_this_site_only(client: Client) -> None:
    response = client.post("/i18n/setlang/", {"language": "nl", "next": "/nl/"})
    cookie = response.cookies["django_language"]
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"


def test_it_keeps_the_csrf_cookie_from_scripts(client: Client) -> None:
    response = client.get("/en/accounts/login/")
    assert response.cookies["csrftoken"]["httponly"] is True


@pytest.mark.parametrize(
    "lang, text", [("de", "Seite nicht gefunden"), ("nl", "Pagina niet gevonden")]
)
def test_it_shows_a_translated_404_in_the_site_layout(client: Client, lang: str, text: str) -> None:
    response = client.get(f"/{lang}/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert text in html
    assert f'<html lang="{lang}">' in html and '<main id="main"' in html


@pytest.mark.parametrize(
    "lang, text", [("de", "Etwas ist schiefgelaufen"), ("nl", "Er ging iets mis")]
)
def test_it_shows_a_translated_500_page(lang: str, text: str) -> None:
    with translation.override(lang):
        response = server_error(RequestFactory().get(f"/{lang}/"))
    assert response.status_code == 500
    html = response.content.decode()
    assert text in html and f'<html lang="{lang}">' in html


def test_it_sends_the_admin_sign_in_through_the_rate_limited_form(client: Client) -> None:
    get_user_model().objects.create_superuser("root", "root@example.org", "kartenspiel-42")
    response = client.post("/en/admin/login/", {"username": "root", "password": "kartenspiel-42"})
    assert response.status_code == 302
    assert response["Location"].startswith("/en/accounts/login/")
    assert "_auth_user_id" not in client.session
    # allauth's form counts the failures: the sixth wrong password is refused outright.
    for _ in range(5):
        client.post("/en/accounts/login/", {"login": "root", "password": "wrong"})
    limited = client.post("/en/accounts/login/", {"login": "root", "password": "kartenspiel-42"})
    assert "_auth_user_id" not in client.session
    assert limited.status_code in (200, 429)
