"""The grid of a large class comes a page of pupils at a time (tutor/classes/grid_views.py)
so that every page stays within 40 KB of HTML (issue 17): as many pupils as a page holds
for the quiz's number of questions, each pupil on exactly one page, in the order asked for;
each answer's cell links, by a short address, to its place in the review of the pupil's
attempt. An assignment's results list a year group's pupils a page at a time too."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.classes.forms import MAX_QUESTIONS
from tutor.classes.models import Answer, Attempt, Classroom, Quiz, QuizItem
from tutor.drills import Field, generate

from .conftest import LONG_NAME, World, every_page, login, long_name, make_assignment, make_pupils

PUPIL = re.compile(r'<th scope="row">([^<]+)</th>')
POINTS = re.compile(r'<span class="muted">([0-9.]+) points</span>')
CELL = re.compile(r'<td class="([rpwn])">(?:<a href="(\d+/\d+/)")?')


#: The kind whose wrong answers take the most words (six fields: who scores each
#: category and how much), for the list of each question's most common wrong answer.
KIND, LEVEL = "declarations", 3


def _wrong(field: Field, right: str) -> str:
    """An answer to ``field`` other than ``right``."""
    if field.type == "int":
        number = int(right)
        return str(number + 1 if field.max is None or number < field.max else number - 1)
    return next(option for option in field.options if option != right)


def _graded_class(teacher, pupils: int, questions: int, page: str = "grid") -> str:
    """A class of ``pupils`` (long names), each with a submitted attempt at a quiz of
    ``questions`` questions of ``KIND``: right, partly right (the first field wrong),
    wrong twice (every field: the most common wrong answer, the longest) and unanswered
    in turn. The address of the assignment's ``page`` (its grid or its results)."""
    classroom = Classroom.objects.create(name="Klasse 9c", teacher=teacher)
    quiz = Quiz.objects.create(owner=teacher, title="Meldungen")
    items = QuizItem.objects.bulk_create(
        QuizItem(quiz=quiz, position=n + 1, kind=KIND, level=LEVEL, seed=n + 1)
        for n in range(questions)
    )
    assignment = make_assignment(quiz, classroom)
    learners = make_pupils(classroom, pupils)
    now = timezone.now()
    attempts = Attempt.objects.bulk_create(
        Attempt(assignment=assignment, pupil=p, number=1, started_at=now, submitted_at=now)
        for p in learners
    )
    made = {item.pk: generate(KIND, item.seed, LEVEL) for item in items}
    answers = []
    for n, attempt in enumerate(attempts):
        for k, item in enumerate(items):
            state = (n + k) % 5
            if state == 4:
                continue  # unanswered
            question = made[item.pk]
            given = dict(question.expected)
            for field in question.fields[: min(state, 1) if state < 2 else None]:
                given[field.name] = _wrong(field, given[field.name])
            answers.append(Answer(attempt=attempt, item=item, given=given, correct=state == 0))
    Answer.objects.bulk_create(answers)
    return reverse(f"classes:assignment_{page}", args=[assignment.public_id])


def _pages(client: Client, url: str, sort: str = "name") -> list[str]:
    """Every page of the grid in the order ``sort``, following its "Next" links."""
    return every_page(client, f"{url}?sort={sort}")


@pytest.mark.parametrize(
    "pupils, questions",
    [(25, 20), (40, MAX_QUESTIONS), (250, 1)],
    ids=["25x20", f"40x{MAX_QUESTIONS}", "250x1"],
)
@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_every_page_of_a_large_classs_grid_stays_within_40_kb(
    client: Client, world: World, pupils: int, questions: int, lang: str
) -> None:
    login(client, world.teacher)
    url = _graded_class(world.teacher, pupils, questions).replace("/en/", f"/{lang}/", 1)
    pages = _pages(client, url)  # each within 40 KB
    shown, counts = [], []
    for html in pages:
        names = PUPIL.findall(html)
        assert len(CELL.findall(html)) == len(names) * questions
        shown += names
        counts.append(len(names))
    assert shown == sorted(long_name(n) for n in range(pupils))
    # Spread evenly: the pages but the last alike, the last short by less than one pupil
    # a page.
    assert len(set(counts[:-1])) <= 1 and counts[0] - len(counts) < counts[-1] <= counts[0]
    if (pupils, questions) == (25, 20):
        assert counts == [13, 12]  # a class's grid of a usual quiz in two pages


def test_the_pages_keep_the_order_asked_for(client: Client, world: World) -> None:
    login(client, world.teacher)
    url = _graded_class(world.teacher, 30, 21)  # pupils score differently with 21
    pages = _pages(client, url, sort="score")
    assert len(pages) > 1
    assert all("sort=score&amp;page=" in html for html in pages)  # "Next" or "Previous"
    assert sorted(name for html in pages for name in PUPIL.findall(html)) == sorted(
        long_name(n) for n in range(30)
    )
    points = [float(p) for html in pages for p in POINTS.findall(html)]
    assert len(points) == 30 and len(set(points)) > 1
    assert points == sorted(points, reverse=True)


def test_each_answers_cell_leads_to_its_place_in_the_review(client: Client, world: World) -> None:
    login(client, world.teacher)
    url = _graded_class(world.teacher, 4, 12)
    html = client.get(url).content.decode()
    cells = CELL.findall(html)
    assert {state for state, _ in cells} == {"r", "p", "w", "n"}
    assert all(bool(link) == (state != "n") for state, link in cells)
    for link in filter(None, (link for _, link in cells)):
        attempt_id, position = link.strip("/").split("/")
        response = client.get(url + link)
        assert response.status_code == 302
        attempt = Attempt.objects.get(pk=attempt_id)
        review, anchor = response["Location"].split("#")
        assert review.startswith(reverse("classes:attempt_review", args=[attempt.public_id]))
        assert anchor == f"q-{position}"
        assert f'id="{anchor}"' in client.get(review).content.decode()


def test_a_cell_of_another_assignments_attempt_is_not_found(client: Client, world: World) -> None:
    login(client, world.teacher)
    url = _graded_class(world.teacher, 2, 3)
    elsewhere = Attempt.objects.exclude(assignment__quiz__title="Meldungen").first()
    assert elsewhere is not None
    assert client.get(f"{url}{elsewhere.pk}/1/").status_code == 404
    mine = Attempt.objects.filter(assignment__quiz__title="Meldungen").first()
    assert client.get(f"{url}{mine.pk}/1/").status_code == 302
    login(client, world.other_teacher)
    assert client.get(f"{url}{mine.pk}/1/").status_code == 404


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_every_page_of_a_year_groups_results_stays_within_40_kb(
    client: Client, world: World, lang: str
) -> None:
    login(client, world.teacher)
    url = _graded_class(world.teacher, 120, MAX_QUESTIONS, "results")
    url = url.replace("/en/", f"/{lang}/", 1)
    pages = every_page(client, url, anchor="pupils-title")
    shown = [name for html in pages for name in re.findall(rf">({LONG_NAME}-\d+)</a>", html)]
    assert shown == [long_name(n) for n in range(120)]
    assert all(" 120 " in html for html in pages)  # the whole class counted on each
