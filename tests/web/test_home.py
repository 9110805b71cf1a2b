"""The home page and the language plumbing every page relies on."""

import pytest
from django.test import Client

from tests.lessons.conftest import FIXTURES

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
        ("de", "Piquet und Spades lernen, Blatt für Blatt"),
        ("nl", "Leer piquet en Spades, hand voor hand"),
        ("en", "Learn Piquet and Spades, one hand at a time"),
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
    [("de", "Herz-Dame", "D"), ("nl", "hartenvrouw", "V"), ("en", "queen of hearts", "Q")],
)
def test_it_names_and_letters_cards_in_the_locale(
    client: Client, lang: str, queen_name: str, queen_letter: str
) -> None:
    html = client.get(f"/{lang}/").content.decode()
    expected = f'role="img" aria-label="{queen_name}" data-card="QH">{queen_letter}</span>'
    assert expected in html


def test_it_offers_both_games_lessons_and_practice(client: Client) -> None:
    html = client.get("/en/").content.decode()
    assert html.index('id="game-piquet"') < html.index('id="game-spades"')
    assert "Start learning Piquet" in html and "Start learning Spades" in html
    assert 'href="/en/practice/point/1/"' in html
    assert 'href="/en/practice/spades_hand/1/"' in html
    assert 'href="/en/practice/"' in html
    # A Spades hand has thirteen cards and may hold cards below the seven.
    spades = html.split('id="game-spades"')[1]
    assert spades.count('role="img"') == 13
    assert 'aria-label="two of clubs"' in spades


def test_it_continues_each_game_where_the_learner_stopped(client: Client, settings) -> None:
    """After the first step of the first Spades lesson (a step without exercise, done when
    seen), "continue" leads to its second step; Piquet is still to start."""
    settings.LESSONS_CONTENT_DIR = str(FIXTURES)
    client.get("/en/learn/spades/first/trumps/")
    html = client.get("/en/").content.decode()
    assert "Continue with Spades" in html and "Start learning Piquet" in html
    assert 'href="/en/learn/spades/first/try/"' in html
    assert 'href="/en/learn/piquet/first/longest/"' in html


def test_it_continues_where_a_signed_in_learner_stopped(
    client: Client, settings, django_user_model
) -> None:
    """The same for an account's own rows, not another learner's."""
    settings.LESSONS_CONTENT_DIR = str(FIXTURES)
    client.get("/en/learn/spades/first/trumps/")  # a visitor's step: not the account's
    user = django_user_model.objects.create_user("mara", "mara@example.org", "pw-12345678")
    client.force_login(user)
    assert "Start learning Spades" in client.get("/en/").content.decode()
    client.get("/en/learn/spades/first/trumps/")
    html = client.get("/en/").content.decode()
    assert "Continue with Spades" in html and "Start learning Piquet" in html
    assert 'href="/en/learn/spades/first/try/"' in html


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


@pytest.mark.parametrize("page", ["/en/", "/en/progress/"])
def test_it_reads_a_learners_lessons_and_days_with_one_statement(
    client: Client, settings, page: str
) -> None:
    """The pages that show both the lessons and the daily goal read the learner's lesson
    rows and the days of their goal with one statement (a round trip each costs more than
    such a read on PostgreSQL), and show what they read."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from lessons.models import LessonProgress
    from tutor.activity.models import LessonDay

    settings.LESSONS_CONTENT_DIR = str(FIXTURES)
    client.get("/en/learn/spades/first/trumps/")  # a step done when seen: a row and a day
    with CaptureQueriesContext(connection) as queries:
        html = client.get(page).content.decode()
    tables = [LessonProgress._meta.db_table, LessonDay._meta.db_table]
    reads = [q["sql"] for q in queries.captured_queries if any(t in q["sql"] for t in tables)]
    assert len(reads) == 1 and all(t in reads[0] for t in tables)
    assert 'data-goal="done"' in html and 'data-streak="1"' in html
    if page == "/en/":
        assert 'href="/en/learn/spades/first/try/"' in html
