"""No English on German or Dutch pages: every lesson step and reference page of both games
is scanned for common English words that are not game terms in that language."""

import re
from html.parser import HTMLParser

import pytest
from django.test import Client

from lessons.content import get_library
from lessons.tracks import REFERENCE_PAGES, TRACKS
from tutor.drills import make

pytestmark = pytest.mark.django_db

# Common English words that are no words of the page's language. Left out on purpose:
# words that are also German or Dutch ("also", "will", "was", "her", "of", "in", "is",
# "hand", "over", "die", "not" …) and the Piquet terms each language borrows
# (German: Point, Trio, Quatorze, Capot, Pique, Repique, Partie; Dutch also elder,
# younger, talon, tierce, quart, quint, trio, quatorze, capot, pique, repique, partie,
# rubicon). "Spades" with a capital S is the game's name in all three languages (the
# suit is Pik / schoppen); the Spades terms German and Dutch use too (team, partner, nil)
# are no English-only words either.
GAME_NAMES = re.compile(r"\bSpades\b")
COMMON = {
    "the",
    "and",
    "your",
    "you",
    "with",
    "which",
    "when",
    "what",
    "this",
    "that",
    "these",
    "they",
    "their",
    "there",
    "from",
    "each",
    "every",
    "only",
    "have",
    "has",
    "than",
    "then",
    "both",
    "should",
    "would",
    "because",
    "scored",
    "wins",
    "cards",
    "card",
    "suit",
    "suits",
    "lesson",
    "lessons",
    "answer",
    "right",
    "wrong",
    "step",
    "next",
    "previous",
    "queen",
    "jack",
    "king",
    "spades",
    "hearts",
    "diamonds",
    "clubs",
    "exchange",
    "discard",
    "sequence",
    "player",
    "players",
    "good",
    "equal",
    "are",
    "his",
    "him",
    "does",
    "try",
    "another",
    "again",
    "first",
    "lead",
    "follow",
    "how",
    "many",
    "who",
    "why",
    "yes",
    "continue",
    "done",
    "started",
    "stars",
    "glossary",
    "rules",
    "summary",
    "says",
    "none",
    "dealer",
    "deal",
    "deals",
    # Spades words that are English only (German: Ansage, Trumpf, Überstich; Dutch: bod,
    # troef, overslag).
    "bidding",
    "trump",
    "trumps",
    "overtrick",
    "overtricks",
    "partnership",
}
ENGLISH_ONLY = {
    # German borrows "Trick" and "Score" as everyday words; Dutch "score" too.
    "de": COMMON | {"elder", "younger", "score", "scores", "point of", "partie of"},
    "nl": COMMON | {"trick", "tricks"},
}


class VisibleText(HTMLParser):
    """Text a reader sees or hears: text nodes and aria-labels, outside <script>/<style>
    and outside elements marked as another language (lang="en" names in the glossary)."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.stack: list[tuple[str, bool]] = []
        self.parts: list[str] = []

    def _foreign(self) -> bool:
        return any(skip for _, skip in self.stack)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        values = dict(attrs)
        other = values.get("lang") not in (None, self.lang)
        skip = tag in ("script", "style") or (other and tag != "html")
        if tag not in ("br", "img", "input", "meta", "link", "hr", "source"):
            self.stack.append((tag, skip))
        if not self._foreign() and not skip and values.get("aria-label"):
            self.parts.append(values["aria-label"])

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            name, _ = self.stack.pop()
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self._foreign():
            self.parts.append(data)


def english_words(html: str, lang: str) -> set[str]:
    parser = VisibleText(lang)
    parser.feed(html)
    text = GAME_NAMES.sub(" ", " ".join(parser.parts)).lower()
    found = {w for w in re.findall(r"[a-z]+", text) if w in ENGLISH_ONLY[lang]}
    found |= {p for p in ENGLISH_ONLY[lang] if " " in p and p in text}
    return found


def pages(lang: str) -> list[str]:
    """The home page, the games, and every lesson step and reference page of both games."""
    urls = [f"/{lang}/", f"/{lang}/learn/"]
    for track in TRACKS:
        library = get_library(track, lang)
        urls.append(f"/{lang}/learn/{track}/")
        urls += [
            f"/{lang}/learn/{track}/{name}/"
            for name in REFERENCE_PAGES
            if name in library.references
        ]
        for lesson in library.lessons:
            urls += [f"/{lang}/learn/{track}/{lesson.slug}/{step.id}/" for step in lesson.steps]
    return urls


def test_it_finds_english_words_it_is_meant_to_find() -> None:
    html = (
        '<p>Der Stich gewinnt the <span lang="en">trick</span>.</p><p aria-label="your hand">x</p>'
    )
    assert english_words(html, "de") == {"the", "your"}


def test_it_allows_the_games_name_but_not_the_suits() -> None:
    html = '<p>Spades spielt man zu viert.</p><p aria-label="Ace of spades">x</p>'
    assert english_words(html, "de") == {"spades"}


def test_it_scans_every_step_and_reference_page_of_both_games() -> None:
    for lang in ("de", "nl"):
        urls = pages(lang)
        for track in TRACKS:
            library = get_library(track, lang)
            assert library.lessons, f"no {track} lessons in {lang}"
            steps = sum(len(lesson.steps) for lesson in library.lessons)
            assert len([u for u in urls if u.count("/") == 6 and f"/{track}/" in u]) == steps
            assert f"/{lang}/learn/{track}/rules/" in urls
            assert f"/{lang}/learn/{track}/glossary/" in urls


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_it_explains_answers_without_english(client: Client, lang: str) -> None:
    """The verdict on every fixed exercise (the author's answer, posted with htmx)."""
    found = {}
    lessons = [(track, lesson) for track in TRACKS for lesson in get_library(track, lang).lessons]
    for track, lesson in lessons:
        for step in lesson.steps:
            exercise = step.exercise
            if exercise is None or exercise.answer is None:
                continue
            url = f"/{lang}/learn/{track}/{lesson.slug}/{step.id}/"
            multiple = {
                f.name for f in make(exercise.kind, exercise.params_dict).fields if f.multiple
            }
            data = {k: v.split() if k in multiple else v for k, v in exercise.answer_dict.items()}
            response = client.post(url, data, headers={"HX-Request": "true"})
            assert response.status_code == 200, (url, response.content.decode()[:300])
            words = english_words(response.content.decode(), lang)
            if words:
                found[url] = sorted(words)
    assert found == {}, found


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_it_shows_no_english_on_german_and_dutch_pages(client: Client, lang: str) -> None:
    found = {}
    for url in pages(lang):
        response = client.get(url)
        assert response.status_code == 200, url
        words = english_words(response.content.decode(), lang)
        if words:
            found[url] = sorted(words)
    assert found == {}, found
