"""Parsing lesson files: structure, card diagrams, exercises, and safe Markdown."""

from pathlib import Path

import pytest

from lessons.content import (
    CardsDiagram,
    Exercise,
    Prose,
    clear_cache,
    get_library,
    load_library,
)

pytestmark = pytest.mark.django_db

LESSON = """---
number: 1
slug: sample
title: A sample
summary: Just a sample.
---

## First step {#first}

Plain *prose* with a [[point]] and [[elder|the elder hand]].

:::cards Elder | Younger
AS KS QS 9S 7S AH KH 8H AD TD 9C 7C
10h 9h
:::

## Second step {#second}

More prose.

:::exercise
kind: point
hand: AS KS QS 9S 7S AH KH 8H AD TD 9C 7C
answer: length=5 value=47
prompt: What is your point?
  Give both numbers.
:::
"""


def write(root: Path, lang: str, name: str, text: str, track: str = "piquet") -> None:
    folder = root / track / lang
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def lesson_from(tmp_path: Path, text: str):
    write(tmp_path, "en", "01-sample.md", text)
    library = load_library(tmp_path, "piquet", "en")
    return library, (library.lessons[0] if library.lessons else None)


def test_it_reads_front_matter_steps_and_blocks(tmp_path: Path) -> None:
    library, lesson = lesson_from(tmp_path, LESSON)
    assert (lesson.number, lesson.slug, lesson.title, lesson.summary) == (
        1,
        "sample",
        "A sample",
        "Just a sample.",
    )
    assert [s.id for s in lesson.steps] == ["first", "second"]
    assert [s.title for s in lesson.steps] == ["First step", "Second step"]
    first, second = lesson.steps
    assert [type(b) for b in first.blocks] == [Prose, CardsDiagram]
    assert first.exercise is None
    assert second.exercise is not None


def test_it_reads_card_diagrams_in_canonical_notation(tmp_path: Path) -> None:
    _, lesson = lesson_from(tmp_path, LESSON)
    diagram = lesson.steps[0].blocks[1]
    assert diagram.captions == ("Elder", "Younger")
    assert diagram.hands == ("AS KS QS 9S 7S AH KH 8H AD TD 9C 7C", "TH 9H")


def test_it_reads_an_exercise_with_parameters_answer_and_a_long_prompt(tmp_path: Path) -> None:
    _, lesson = lesson_from(tmp_path, LESSON)
    exercise = lesson.steps[1].exercise
    assert isinstance(exercise, Exercise)
    assert exercise.kind == "point"
    assert exercise.params_dict == {"hand": "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"}
    assert exercise.answer_dict == {"length": "5", "value": "47"}
    assert exercise.prompt == "What is your point? Give both numbers."
    assert not exercise.is_seeded
    assert "prompt" not in dict(exercise.fields)


def test_it_reads_a_seeded_exercise(tmp_path: Path) -> None:
    text = LESSON.replace(
        "hand: AS KS QS 9S 7S AH KH 8H AD TD 9C 7C\nanswer: length=5 value=47\n",
        "seed: 12\nlevel: 2\n",
    )
    library, lesson = lesson_from(tmp_path, text)
    exercise = lesson.steps[1].exercise
    assert (exercise.seed, exercise.level, exercise.answer) == (12, 2, None)
    assert exercise.is_seeded
    assert not [p for p in library.problems if "01-sample" in p.path]


def test_it_links_glossary_terms_to_the_glossary_page_of_the_language(tmp_path: Path) -> None:
    write(
        tmp_path, "de", "glossary.md", "---\ntitle: Glossar\n---\n\n## Vorhand {#elder}\n\nText.\n"
    )
    write(tmp_path, "de", "01-sample.md", LESSON)
    lesson = load_library(tmp_path, "piquet", "de").lessons[0]
    html = lesson.steps[0].blocks[0].html
    assert (
        '<a class="glossary-link" href="/de/learn/piquet/glossary/#elder">the elder hand</a>'
        in html
    )
    # A bare [[id]] shows the term id when the glossary lacks it.
    assert '<a class="glossary-link" href="/de/learn/piquet/glossary/#point">point</a>' in html


def test_it_shows_a_bare_link_as_the_glossary_term_of_the_language(tmp_path: Path) -> None:
    write(tmp_path, "nl", "glossary.md", "---\ntitle: W\n---\n\n## Slag {#trick}\n\nTekst.\n")
    write(tmp_path, "nl", "01-sample.md", LESSON.replace("[[point]]", "[[trick]]"))
    html = load_library(tmp_path, "piquet", "nl").lessons[0].steps[0].blocks[0].html
    assert '<a class="glossary-link" href="/nl/learn/piquet/glossary/#trick">slag</a>' in html


@pytest.mark.parametrize(
    "markdown, forbidden, expected",
    [
        ("<script>alert(1)</script>", "<script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ('<a href="javascript:alert(1)">x</a>', "<a href", "&lt;a href="),
        ("[click](javascript:alert(1))", 'href="javascript:', 'href="#harmful-link"'),
        ("[click](JaVaScRiPt:alert(1))", "JaVaScRiPt:", 'href="#harmful-link"'),
        ('<img src="x" onerror="alert(1)">', "<img", "&lt;img"),
        ("[[elder|<b>x</b>]]", "<b>", "&lt;b&gt;x&lt;/b&gt;"),
    ],
)
def test_it_escapes_html_and_javascript_links_in_content(
    tmp_path: Path, markdown: str, forbidden: str, expected: str
) -> None:
    _, lesson = lesson_from(tmp_path, LESSON.replace("More prose.", markdown))
    html = lesson.steps[1].blocks[0].html
    assert forbidden not in html
    assert expected in html


def test_it_escapes_html_in_titles_and_captions_when_rendered(
    tmp_path: Path, client, settings
) -> None:
    text = LESSON.replace("First step", "<script>bad()</script>").replace(
        "Elder | Younger", "<i>Elder</i> | Younger"
    )
    write(tmp_path, "en", "01-sample.md", text)
    settings.LESSONS_CONTENT_DIR = str(tmp_path)
    html = client.get("/en/learn/piquet/sample/first/").content.decode()
    assert "<script>bad()" not in html
    assert "&lt;script&gt;bad()&lt;/script&gt;" in html
    assert "<i>Elder</i>" not in html


def test_a_step_page_shows_content_loaded_again(tmp_path: Path, client, settings) -> None:
    """A step's text is rendered once per process for each step (templates/lessons/step.html):
    content loaded again is new, and so is its page."""
    write(tmp_path, "en", "01-sample.md", LESSON)
    settings.LESSONS_CONTENT_DIR = str(tmp_path)
    assert "More prose." in client.get("/en/learn/piquet/sample/second/").content.decode()
    write(tmp_path, "en", "01-sample.md", LESSON.replace("More prose.", "Other prose."))
    clear_cache()
    html = client.get("/en/learn/piquet/sample/second/").content.decode()
    assert "Other prose." in html and "More prose." not in html


@pytest.mark.parametrize(
    "change, message",
    [
        (("## First step {#first}", "## First step"), "heading needs an id"),
        (("AS KS QS 9S 7S AH KH 8H AD TD 9C 7C\n10h 9h", "AS XX"), "card diagram does not parse"),
        (("---\n\n## First", "---\nStray text.\n\n## First"), "text before the first"),
        (("kind: point\n", ""), "exercise without 'kind:'"),
        (("answer: length=5 value=47\n", ""), "needs 'answer:'"),
        ((":::cards Elder | Younger", ":::diagram"), "unknown block"),
        (("## Second step {#second}", "## Second step {#first}"), "is used twice"),
    ],
)
def test_it_reports_malformed_content_as_problems(tmp_path: Path, change, message: str) -> None:
    library, _ = lesson_from(tmp_path, LESSON.replace(*change))
    assert any(message in str(p) for p in library.problems), library.problems


def test_it_orders_a_course_of_more_than_twenty_lessons(tmp_path: Path) -> None:
    write(tmp_path, "en", "01-sample.md", LESSON)
    later = LESSON.replace("number: 1\nslug: sample", "number: 26\nslug: later")
    write(tmp_path, "en", "26-later.md", later)
    library = load_library(tmp_path, "piquet", "en")
    assert [(lesson.number, lesson.slug) for lesson in library.lessons] == [
        (1, "sample"),
        (26, "later"),
    ]
    assert not [p for p in library.problems if "-later" in p.path], library.problems


def test_it_refuses_lesson_number_zero(tmp_path: Path) -> None:
    library, _ = lesson_from(tmp_path, LESSON.replace("number: 1\n", "number: 0\n"))
    assert any("must be 1" in str(p) for p in library.problems), library.problems


def test_it_loads_a_language_once_per_process(fixture_content: Path) -> None:
    assert get_library("piquet", "de") is get_library("piquet", "de")
    assert get_library("piquet", "de") is not get_library("piquet", "nl")
    assert get_library("piquet", "de") is not get_library("spades", "de")
    assert get_library("piquet", "nl").lesson("first").title == "Het punt"
    assert get_library("spades", "nl").lesson("first").title == "Troef"


def test_it_refuses_an_unknown_track() -> None:
    with pytest.raises(KeyError):
        get_library("chess", "en")


def test_it_renders_tables_and_an_empty_corner_as_a_plain_cell(tmp_path: Path) -> None:
    table = "|  | elder | younger |\n| --- | --- | --- |\n| point | 5 | 0 |"
    _, lesson = lesson_from(tmp_path, LESSON.replace("More prose.", table))
    html = lesson.steps[1].blocks[0].html
    assert "<th>elder</th>" in html and "<td>point</td>" in html
    assert "<th></th>" not in html and "<td></td>" in html


SPADES_LESSON = """---
number: 1
slug: sample
title: Trumps
summary: Spades beat the other suits.
---

## The two of spades {#two}

A [[trump]] wins.

:::cards East's hand | West's hand
2s 10c 6d 5h 4h 3h
AH KH 9S
:::

## Try it {#try}

:::exercise
kind: spades_trick
leader: 0
cards: AH 2S KH QH
answer: winner=1
:::
"""


def test_it_reads_52_card_diagrams_in_the_spades_track(tmp_path: Path) -> None:
    write(tmp_path, "en", "01-sample.md", SPADES_LESSON, track="spades")
    library = load_library(tmp_path, "spades", "en")
    diagram = library.lessons[0].steps[0].blocks[1]
    assert diagram.hands == ("2S TC 6D 5H 4H 3H", "AH KH 9S")
    assert not [p for p in library.problems if "01-sample" in p.path], library.problems


def test_it_checks_cards_with_the_rules_of_each_track(tmp_path: Path) -> None:
    """A six is no Piquet card (32 cards, sevens the lowest), but it is a Spades card."""
    write(tmp_path, "en", "01-sample.md", SPADES_LESSON, track="piquet")
    piquet = load_library(tmp_path, "piquet", "en")
    assert any("card diagram does not parse" in str(p) for p in piquet.problems)
    bad = SPADES_LESSON.replace("AH KH 9S", "AH KH 1S")
    write(tmp_path, "en", "01-sample.md", bad, track="spades")
    spades = load_library(tmp_path, "spades", "en")
    assert any("card diagram does not parse" in str(p) for p in spades.problems)


def test_it_links_glossary_terms_to_the_glossary_of_the_lessons_track(tmp_path: Path) -> None:
    write(tmp_path, "nl", "01-sample.md", SPADES_LESSON, track="spades")
    html = load_library(tmp_path, "spades", "nl").lessons[0].steps[0].blocks[0].html
    assert 'href="/nl/learn/spades/glossary/#trump"' in html


def test_it_needs_rules_and_glossary_but_no_summary(tmp_path: Path) -> None:
    write(tmp_path, "en", "01-sample.md", SPADES_LESSON, track="spades")
    missing = {p.path for p in load_library(tmp_path, "spades", "en").problems}
    assert missing >= {"spades/en/glossary.md", "spades/en/rules.md"}
    assert "spades/en/summary.md" not in missing
