"""The lesson pages: list, steps, answering exercises with and without htmx, bad input."""

import re

import pytest
from django.test import Client

from tutor import pages
from tutor.practice.models import ReviewItem
from tutor.templatetags import fragments

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_content")]

TRY = "/en/learn/piquet/first/try/"
REPLY = "/en/learn/piquet/first/reply/"
FRESH = "/en/learn/piquet/first/fresh/"
HTMX = {"HX-Request": "true"}
# AS KS QS 9S 7S is the longest suit: five cards worth 11 + 10 + 10 + 9 + 7 = 47.
RIGHT = {"length": "5", "value": "47"}
WRONG = {"length": "5", "value": "48"}


def test_it_lists_a_games_lessons_with_title_summary_and_state(client: Client) -> None:
    html = client.get("/en/learn/piquet/").content.decode()
    assert "The point" in html and "Count your longest suit." in html
    assert "Tricks" in html and "Who wins a trick." in html
    assert html.count("Not started") == 2
    assert 'href="/en/learn/piquet/first/longest/"' in html
    assert "Trumps" not in html  # a Spades lesson
    for name in ("rules", "glossary", "summary"):
        assert f'href="/en/learn/piquet/{name}/"' in html


def test_it_lists_both_games_piquet_first(client: Client) -> None:
    html = client.get("/en/learn/").content.decode()
    piquet, spades = html.index('id="game-piquet"'), html.index('id="game-spades"')
    assert piquet < spades
    assert html.index("The point") < spades < html.index("Trumps")
    assert html.count("Not started") == 4
    assert 'href="/en/learn/spades/first/trumps/"' in html
    for name in ("rules", "glossary"):
        assert f'href="/en/learn/spades/{name}/"' in html
    # Spades has no summary to print; Piquet has.
    assert 'href="/en/learn/piquet/summary/"' in html
    assert 'href="/en/learn/spades/summary/"' not in html


def test_it_shows_a_step_with_prose_cards_and_navigation(client: Client) -> None:
    response = client.get("/en/learn/piquet/first/longest/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "Step 1 of 4" in html
    assert '<a class="glossary-link" href="/en/learn/piquet/glossary/#point">point</a>' in html
    assert 'aria-label="seven of clubs"' in html
    assert 'rel="next" href="/en/learn/piquet/first/try/"' in html
    assert 'rel="prev"' not in html


def test_it_shows_the_exercise_as_a_form(client: Client) -> None:
    html = client.get(TRY).content.decode()
    assert 'hx-post="/en/learn/piquet/first/try/"' in html
    assert 'method="post" action="/en/learn/piquet/first/try/"' in html
    assert re.search(
        r'<input type="number" inputmode="numeric" id="drill-length" name="length"', html
    )
    assert "What is your point?" in html


def test_it_shows_a_right_answer_in_place_with_htmx(client: Client) -> None:
    response = client.post(TRY, RIGHT, headers=HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert html.lstrip().startswith('<section id="exercise"')
    assert 'role="status"' in html
    assert "Right!" in html


def test_it_explains_a_wrong_answer_and_keeps_it_in_the_form(client: Client) -> None:
    html = client.post(TRY, WRONG, headers=HTMX).content.decode()
    assert "Not quite." in html
    # the right value is shown next to the learner's
    assert re.search(r"<td>48 .*?</td>\s*<td>47</td>", html, re.S)
    assert 'name="value" value="48"' in html


def test_it_redirects_a_plain_post_and_shows_the_verdict_once(client: Client) -> None:
    response = client.post(TRY, WRONG)
    assert response.status_code == 302
    assert response["Location"] == "/en/learn/piquet/first/try/#exercise"
    html = client.get(TRY).content.decode()
    assert "Not quite." in html and "<html" in html
    assert 'name="value" value="48"' in html
    assert "Not quite." not in client.get(TRY).content.decode()


def test_it_answers_a_dialogue_one_call_at_a_time(client: Client) -> None:
    # Elder calls five spades; younger holds six clubs: not good.
    html = client.post(
        REPLY, {"drill_step": "0", "point": "not_good"}, headers=HTMX
    ).content.decode()
    assert "Right. On to the next part." in html
    assert '<input type="hidden" name="point" value="not_good">' in html
    assert '<input type="hidden" name="drill_step" value="1">' in html


def test_it_rejects_a_tampered_earlier_step_of_a_dialogue(client: Client) -> None:
    response = client.post(REPLY, {"drill_step": "1", "point": "good", "sequence": "not_good"})
    assert response.status_code == 400


def test_it_offers_another_hand_for_a_seeded_exercise(client: Client) -> None:
    html = client.get(FRESH).content.decode()
    assert "Try another hand like this" in html
    match = re.search(r'name="seed" value="(\d+)"', html.split("another-hand")[1])
    assert match
    other = client.get(f"{FRESH}?seed={match.group(1)}")
    assert other.status_code == 200
    assert f'<input type="hidden" name="seed" value="{match.group(1)}">' in other.content.decode()


def _without_tokens(html: str) -> str:
    """The page without what is new on every visit: its CSRF token and the seed offered
    for another hand."""
    html = re.sub(r'(name="csrfmiddlewaretoken" value=")[^"]+', r"\1", html)
    html = re.sub(r'("X-CSRFToken": ")[^"]+', r"\1", html)
    return re.sub(r'(class="another-hand".*?name="seed" value=")\d+', r"\1", html, flags=re.S)


def test_an_exercises_own_hand_served_kept_is_the_page_made_afresh(client: Client) -> None:
    """The exercise's own hand, not yet answered, is a piece kept per step and language
    (lessons/step.html): the page served from it is the page made without it."""
    urls = [TRY, REPLY, FRESH, TRY.replace("/en/", "/de/"), TRY.replace("/en/", "/nl/")]
    made = {}
    for url in urls:
        fragments._pieces.clear()
        pages._pages.clear()  # the whole page is kept too (tutor/pages.py)
        made[url] = _without_tokens(client.get(url).content.decode())
    for url in urls + urls:  # each kept after the others, then served from the pieces
        assert _without_tokens(client.get(url).content.decode()) == made[url]


def test_each_learner_answers_a_kept_exercise_with_their_own_token() -> None:
    """The kept form carries each page's own CSRF token: one learner's is refused with
    another's cookie, and each is accepted with its own."""
    learners = []
    for _ in range(2):
        learner = Client(enforce_csrf_checks=True)
        learner.get(TRY)
        html = learner.get(TRY).content.decode()  # from the kept piece
        form = re.search(r'<form class="drill".*?</form>', html, re.S).group(0)
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form).group(1)
        learners.append((learner, token))
    (ann, ann_token), (bas, bas_token) = learners
    assert fragments.CSRF_MARK not in ann_token + bas_token
    assert bas.post(TRY, {**WRONG, "csrfmiddlewaretoken": ann_token}).status_code == 403
    assert ann.post(TRY, {**WRONG, "csrfmiddlewaretoken": ann_token}).status_code == 302
    assert bas.post(TRY, {**WRONG, "csrfmiddlewaretoken": bas_token}).status_code == 302


def test_a_refused_seed_is_not_kept_with_the_own_hand(client: Client) -> None:
    own = client.get(FRESH).content.decode()
    refused = client.get(f"{FRESH}?seed=x")
    assert refused.status_code == 400
    assert 'class="drill-error"' in refused.content.decode()
    again = client.get(FRESH).content.decode()
    assert 'class="drill-error"' not in again
    assert _without_tokens(again) == _without_tokens(own)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"length": "5"},
        {"length": "five", "value": "47"},
        {"length": "5", "value": "99999999"},
        {"length": ["5", "6"], "value": "47"},
    ],
)
def test_it_answers_bad_input_with_400_and_a_message(client: Client, data: dict) -> None:
    response = client.post(TRY, data)
    assert response.status_code == 400
    assert 'role="alert"' in response.content.decode()


@pytest.mark.parametrize(
    "url, data",
    [
        (FRESH, {"seed": "x", "length": "5", "value": "40"}),
        (FRESH, {"seed": "-1", "length": "5", "value": "40"}),
        (REPLY, {"drill_step": "9", "point": "good"}),
        (REPLY, {"drill_step": "0", "point": "maybe"}),
        ("/en/learn/piquet/first/longest/", {"length": "5"}),
    ],
)
def test_it_answers_tampered_posts_with_400(client: Client, url: str, data: dict) -> None:
    assert client.post(url, data).status_code == 400


def test_it_renders_only_the_region_for_a_bad_htmx_post(client: Client) -> None:
    response = client.post(TRY, {"length": "x"}, headers=HTMX)
    assert response.status_code == 400
    assert "<html" not in response.content.decode()


@pytest.mark.parametrize(
    "url",
    [
        "/en/learn/piquet/nope/",
        "/en/learn/piquet/nope/longest/",
        "/en/learn/piquet/first/nope/",
        "/en/learn/chess/",
        "/en/learn/chess/first/longest/",
        "/en/learn/chess/rules/",
        "/en/learn/first/longest/",  # the address before there were tracks
        "/en/learn/spades/summary/",  # Spades has no summary
    ],
)
def test_it_answers_an_unknown_track_lesson_or_step_with_404(client: Client, url: str) -> None:
    assert client.get(url).status_code == 404
    if url.count("/") == 6:  # a step address: answers are posted there
        assert client.post(url, RIGHT).status_code == 404


def test_it_sends_the_lesson_address_to_its_first_unfinished_step(client: Client) -> None:
    assert client.get("/en/learn/piquet/first/")["Location"] == "/en/learn/piquet/first/longest/"
    client.get("/en/learn/piquet/first/longest/")
    assert client.get("/en/learn/piquet/first/")["Location"] == "/en/learn/piquet/first/try/"
    # The Spades lesson with the same slug is a lesson of its own.
    assert client.get("/en/learn/spades/first/")["Location"] == "/en/learn/spades/first/trumps/"


@pytest.mark.parametrize(
    "url",
    [
        "/nl/learn/piquet/rules/",
        "/nl/learn/piquet/glossary/",
        "/nl/learn/piquet/summary/",
        "/nl/learn/spades/rules/",
        "/nl/learn/spades/glossary/",
    ],
)
def test_it_shows_the_reference_pages(client: Client, url: str) -> None:
    assert client.get(url).status_code == 200


def test_it_shows_each_glossary_term_in_three_languages(client: Client) -> None:
    html = client.get("/de/learn/piquet/glossary/").content.decode()
    assert '<dt id="elder"' in html
    for lang, name in [("de", "Vorhand"), ("nl", "Elder"), ("en", "Elder hand")]:
        assert f'<span lang="{lang}">{name}</span>' in html
    assert "Wer nicht gegeben hat." in html
    assert '<dt id="trump"' not in html  # a Spades term


def test_it_shows_each_spades_glossary_term_in_three_languages(client: Client) -> None:
    html = client.get("/nl/learn/spades/glossary/").content.decode()
    assert '<dt id="trump"' in html and '<dt id="elder"' not in html
    for lang, name in [("de", "Trumpf"), ("nl", "Troef"), ("en", "Trump")]:
        assert f'<span lang="{lang}">{name}</span>' in html
    assert "Altijd schoppen." in html


def test_it_links_print_css_from_the_summary(client: Client) -> None:
    html = client.get("/en/learn/piquet/summary/").content.decode()
    # The file name carries a content hash under production settings (manifest storage).
    assert re.search(r'href="/static/css/print(\.[0-9a-f]+)?\.css" media="print"', html)
    assert "<table>" in html


def test_it_keeps_what_was_entered_on_a_400(client: Client) -> None:
    html = client.post(TRY, {"length": "5", "value": "forty"}).content.decode()
    assert 'name="value" value="forty"' in html
    assert 'name="length" value="5"' in html


# --- a Spades lesson: 52 cards, the Spades drills, the same pages --------------------------

SPADES_TRY = "/en/learn/spades/first/try/"


def test_it_shows_a_spades_step_with_52_card_diagrams_and_its_glossary(client: Client) -> None:
    html = client.get("/de/learn/spades/first/trumps/").content.decode()
    assert 'aria-label="Pik-Zwei"' in html  # the two of spades: no Piquet card
    assert 'href="/de/learn/spades/glossary/#trump"' in html
    assert 'rel="next" href="/de/learn/spades/first/try/"' in html
    assert 'href="/de/learn/spades/"' in html  # the breadcrumbs name the game


def test_it_answers_a_spades_exercise_in_place_and_without_javascript(client: Client) -> None:
    # Hearts led by North (seat 0); East (seat 1) has no heart and plays the two of
    # spades: the only trump wins, so seat 1 takes the trick.
    right = client.post(SPADES_TRY, {"winner": "1"}, headers=HTMX)
    assert right.status_code == 200 and "Right!" in right.content.decode()
    wrong = client.post(SPADES_TRY, {"winner": "0"})
    assert wrong["Location"] == f"{SPADES_TRY}#exercise"
    assert "Not quite." in client.get(SPADES_TRY).content.decode()


def test_it_answers_bad_input_to_a_spades_exercise_with_400(client: Client) -> None:
    assert client.post(SPADES_TRY, {"winner": "north"}).status_code == 400
    assert client.post(SPADES_TRY, {"winner": "1", "seed": "x"}).status_code == 400


def test_it_files_the_mistakes_of_a_lesson_exercise_for_review(client: Client) -> None:
    """Audit B8: the verdict of a lesson exercise says "To review: …"; the review has it."""
    html = client.post("/en/learn/piquet/first/try/", {"length": "5", "value": "48"}, headers=HTMX)
    assert "To review:" in html.content.decode()
    assert ReviewItem.objects.filter(kind="point").exists()
    assert "Nothing to review" not in client.get("/en/practice/").content.decode()
    assert client.get("/en/practice/review/")["Location"].startswith("/en/practice/point/1/")
