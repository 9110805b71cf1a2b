"""The language switch always switches: the same page in the chosen language, whatever
language the address and the last choice were in (B3), with the query kept."""

import re

import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db


def switch(client: Client, lang: str, next_url: str):
    return client.post("/language/", {"language": lang, "next": next_url})


def test_it_switches_a_page_whose_address_is_in_another_language_than_the_last_choice(
    client: Client,
) -> None:
    assert switch(client, "de", "/nl/")["Location"] == "/de/"
    # A shared /nl/ link (or the Back button) while German was the last choice:
    response = switch(client, "en", "/nl/learn/piquet/")
    assert (response.status_code, response["Location"]) == (302, "/en/learn/piquet/")
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "en"
    page = client.get(response["Location"])
    assert page.status_code == 200 and '<html lang="en">' in page.content.decode()


def test_it_keeps_the_query_of_the_page(client: Client) -> None:
    response = switch(client, "de", "/nl/practice/point/1/5/?review=point_value")
    assert response["Location"] == "/de/practice/point/1/5/?review=point_value"


@pytest.mark.parametrize(
    "next_url, expected",
    [
        ("/", "/nl/"),
        ("/en", "/nl/"),
        ("/en/no-such-page/", "/nl/no-such-page/"),
        ("https://evil.example/en/", "/nl/"),
        ("//evil.example/en/", "/nl/"),
        ("", "/nl/"),
    ],
)
def test_it_stays_on_the_site_for_any_next_address(
    client: Client, next_url: str, expected: str
) -> None:
    assert switch(client, "nl", next_url)["Location"] == expected


def test_it_refuses_an_unknown_language_and_a_get(client: Client) -> None:
    assert switch(client, "fr", "/en/").status_code == 400
    assert client.get("/language/").status_code == 405


def test_every_page_posts_the_switch_with_its_own_address(client: Client) -> None:
    html = client.get("/nl/learn/piquet/").content.decode()
    assert 'action="/language/" method="post"' in html
    assert '<input type="hidden" name="next" value="/nl/learn/piquet/">' in html


def test_it_serves_a_favicon_and_declares_icons_and_a_manifest(client: Client) -> None:
    # Under production settings each file name carries a content hash (manifest storage).
    response = client.get("/favicon.ico")
    assert response.status_code == 301
    assert re.search(r"icons/favicon(\.[0-9a-f]+)?\.ico$", response["Location"])
    html = client.get("/en/").content.decode()
    for name, ext in (
        ("icons/icon", "svg"),
        ("icons/favicon", "ico"),
        ("icons/icon-180", "png"),
        ("manifest", "webmanifest"),
    ):
        assert re.search(rf"{name}(\.[0-9a-f]+)?\.{ext}", html), name


def test_the_manifest_names_the_site_and_icons_that_exist() -> None:
    import json
    from pathlib import Path

    static = Path(settings.BASE_DIR) / "static"
    manifest = json.loads((static / "manifest.webmanifest").read_text())
    assert manifest["name"] == "Piquet Tutor" and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (static / icon["src"]).is_file(), icon["src"]
