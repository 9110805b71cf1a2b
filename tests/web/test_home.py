"""The home page and the language plumbing every page relies on."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "accept, prefix", [("de-DE,de;q=0.9", "/de/"), ("nl", "/nl/"), ("en-GB", "/en/")]
)
def test_it_redirects_the_root_by_accept_language(client: Client, accept: str, prefix: str) -> None:
    response = client.get("/", headers={"accept-language": accept})
    assert response.status_code == 302
    assert response["Location"] == prefix


@pytest.mark.parametrize(
    "lang, heading",
    [
        ("de", "Piquet lernen, Blatt für Blatt"),
        ("nl", "Leer piquet, hand voor hand"),
        ("en", "Learn Piquet, one hand at a time"),
    ],
)
def test_it_shows_the_home_page_in_each_language(client: Client, lang: str, heading: str) -> None:
    response = client.get(f"/{lang}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert f'<html lang="{lang}">' in html
    assert heading in html


@pytest.mark.parametrize(
    "lang, queen_name, queen_letter",
    [("de", "Herz Dame", "D"), ("nl", "harten vrouw", "V"), ("en", "Queen of hearts", "Q")],
)
def test_it_names_and_letters_cards_in_the_locale(
    client: Client, lang: str, queen_name: str, queen_letter: str
) -> None:
    html = client.get(f"/{lang}/").content.decode()
    expected = (
        f'role="img" aria-label="{queen_name}" data-card="QH">'
        f'<span class="card__rank" aria-hidden="true">{queen_letter}</span>'
    )
    assert expected in html


def test_it_switches_language_and_stays_on_the_same_page(client: Client) -> None:
    response = client.post("/i18n/setlang/", {"language": "nl", "next": "/en/"})
    assert response.status_code == 302
    assert response["Location"] == "/nl/"
    # The choice is remembered for the next visit to the bare root.
    assert client.get("/")["Location"] == "/nl/"


def test_it_sets_the_htmx_csrf_header_once_on_body(client: Client) -> None:
    html = client.get("/en/").content.decode()
    assert html.count('hx-headers=\'{"X-CSRFToken":') == 1
    assert "/static/django_htmx/htmx-2" in html


def test_it_answers_an_unknown_page_with_404(client: Client) -> None:
    assert client.get("/en/no-such-page/").status_code == 404


def test_it_answers_the_health_check_without_a_language_prefix(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok"
