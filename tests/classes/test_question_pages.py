"""A long quiz's questions, each with its hands and key or verdict, come a few to a page
(tutor/classes/question_pages.py) so that every page stays within 40 KB of HTML (issue 17):
the preview, the assignment's key, the teacher's review of an attempt and the pupil's own,
for 40 questions (the most a quiz has) of the kind whose question weighs most. Every
question is on exactly one page, the one the links to it from elsewhere name; a page
number out of range or unreadable shows a page, never an error; the printable sheets,
for paper, stay whole."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.web.test_page_weight import PAGE_LIMIT
from tutor.classes import question_pages
from tutor.classes.forms import MAX_QUESTIONS
from tutor.classes.models import Answer, Attempt, Quiz, QuizItem, ShowAnswers
from tutor.drills import KINDS, check, generate

from .conftest import World, login, make_assignment

LEVEL = 3
QUESTION = re.compile(r'<(?:article class="preview-question"|li) id="q-(\d+)"')


def _quiz(owner, kinds: list[str]) -> Quiz:
    quiz = Quiz.objects.create(owner=owner, title="Long")
    for n, kind in enumerate(kinds):
        QuizItem.objects.create(quiz=quiz, position=n + 1, kind=kind, level=LEVEL, seed=n + 1)
    return quiz


def _heaviest_kind(client: Client, world: World) -> str:
    """The kind whose question, with its key, takes the most HTML in the preview."""
    quiz = _quiz(world.teacher, list(KINDS))
    url = reverse("classes:quiz_preview", args=[quiz.public_id])
    sizes: dict[str, int] = {}
    for number in range(1, question_pages.page_of(len(KINDS)) + 1):
        html = client.get(url, {"page": number}).content.decode()
        starts = [m.start() for m in QUESTION.finditer(html)] + [html.index("</main>")]
        for m, end in zip(QUESTION.finditer(html), starts[1:], strict=True):
            sizes[KINDS[int(m.group(1)) - 1]] = end - m.start()
    assert set(sizes) == set(KINDS)
    return max(sizes, key=sizes.__getitem__)


@pytest.fixture
def long_quiz(client: Client, world: World) -> dict[str, str]:
    """A quiz of 40 questions of the heaviest kind, assigned, and a pupil's attempt at it
    submitted (every other answer right, the rest with each number one more): the
    addresses of its pages that list questions, and of those that link to them."""
    login(client, world.teacher)
    kind = _heaviest_kind(client, world)
    quiz = _quiz(world.teacher, [kind] * MAX_QUESTIONS)
    assignment = make_assignment(quiz, world.classroom, show_answers=ShowAnswers.IMMEDIATELY)
    attempt = Attempt.objects.create(
        assignment=assignment, pupil=world.pupil, number=1, submitted_at=timezone.now()
    )
    for item in quiz.items.all():
        question = generate(kind, item.seed, LEVEL)
        given = {f.name: question.expected[f.name] for f in question.fields}
        if item.position % 2 == 0:  # a wrong answer: each number one more
            given |= {
                f.name: str(int(given[f.name]) + 1) for f in question.fields if f.type == "number"
            }
        correct = check(question, given).correct
        Answer.objects.create(attempt=attempt, item=item, given=given, correct=correct)
    return {
        "preview": reverse("classes:quiz_preview", args=[quiz.public_id]),
        "key": reverse("classes:assignment_key", args=[assignment.public_id]),
        "review": reverse("classes:attempt_review", args=[attempt.public_id]),
        "detail": reverse("classes:attempt_detail", args=[attempt.public_id]),
        "grid": reverse("classes:assignment_grid", args=[assignment.public_id]),
        "quiz": reverse("classes:quiz_detail", args=[quiz.public_id]),
        "print": reverse("classes:quiz_print", args=[quiz.public_id, "key"]),
    }


def _pages(client: Client, url: str) -> dict[int, str]:
    last = question_pages.page_of(MAX_QUESTIONS)
    return {n: client.get(url, {"page": n}).content.decode() for n in range(1, last + 1)}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_page_of_a_long_quiz_stays_within_40_kb(
    client: Client, world: World, long_quiz: dict[str, str], lang: str
) -> None:
    for name in ("preview", "key", "review", "detail"):
        login(client, world.pupil if name == "detail" else world.teacher)
        url = long_quiz[name].replace("/en/", f"/{lang}/", 1)
        for number, html in _pages(client, url).items():
            assert len(html.encode()) <= PAGE_LIMIT, (name, number, len(html.encode()))
            shown = {int(n) for n in QUESTION.findall(html)}
            wanted = {p for p in range(1, MAX_QUESTIONS + 1) if question_pages.page_of(p) == number}
            assert shown == wanted, (name, number)
            if name in ("review", "detail"):  # numbered from the page's first question
                assert html.count('class="verdict verdict--') == len(wanted)
                assert f'<ol class="question-list" start="{min(wanted)}">' in html


def test_the_links_to_a_question_land_on_its_page(
    client: Client, world: World, long_quiz: dict[str, str]
) -> None:
    login(client, world.teacher)
    links = set()
    for page in ("grid", "quiz"):
        html = client.get(long_quiz[page]).content.decode()
        links |= set(re.findall(r'href="([^"]*#q-\d+)"', html))
    # The grid's cells link through its short addresses (test_grid_pages.py), to the review.
    cells = re.findall(
        r'<td class="[rpw]"><a href="(\d+/\d+/)"', client.get(long_quiz["grid"]).content.decode()
    )
    links |= {client.get(long_quiz["grid"] + cell)["Location"] for cell in cells}
    assert len(links) == 3 * MAX_QUESTIONS  # grid: review and key; quiz: preview
    for link in sorted(links):
        address, anchor = link.split("#")
        assert f'id="{anchor}"' in client.get(address).content.decode(), link


@pytest.mark.parametrize("number", ["0", "99", "x", ""])
def test_a_page_number_out_of_range_shows_a_page(
    client: Client, world: World, long_quiz: dict[str, str], number: str
) -> None:
    login(client, world.teacher)
    response = client.get(long_quiz["review"], {"page": number})
    assert response.status_code == 200
    shown = {int(n) for n in QUESTION.findall(response.content.decode())}
    assert len(shown) == question_pages.PER_PAGE


def test_the_printable_key_stays_whole(
    client: Client, world: World, long_quiz: dict[str, str]
) -> None:
    login(client, world.teacher)
    html = client.get(long_quiz["print"]).content.decode()
    assert {int(n) for n in QUESTION.findall(html)} == set(range(1, MAX_QUESTIONS + 1))
