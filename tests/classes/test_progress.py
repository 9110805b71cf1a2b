"""The class's progress through the course, read from the lessons' and practice's own
records: lessons done and stars per pupil, practice per kind, and what most pupils have
to review, with a link to build a quiz on it."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from lessons.content import get_library
from lessons.models import LessonProgress
from tutor import labels
from tutor.drills import KINDS
from tutor.practice.models import KindStat, ReviewItem

from .conftest import LONG_NAME, World, every_page, long_name, make_pupils


def _finish_first_lesson(user) -> int:
    """Every step of the first Piquet lesson done, exercises right at the first try."""
    lesson = get_library("piquet", "en").lessons[0]
    for step in lesson.steps:
        LessonProgress.objects.create(
            user=user,
            track="piquet",
            lesson=lesson.slug,
            step=step.id,
            first_try_correct=step.exercise is not None,
            tries=1 if step.exercise is not None else 0,
            completed_at=timezone.now(),
        )
    return len(get_library("piquet", "en").lessons)


def _missed(user, concept: str, kind: str, misses: int) -> None:
    ReviewItem.objects.create(
        user=user, concept=concept, kind=kind, level=1, card={}, due=timezone.now(), misses=misses
    )


def test_it_shows_each_pupils_lessons_stars_and_practice(client: Client, world: World) -> None:
    total = _finish_first_lesson(world.pupil)
    KindStat.objects.create(user=world.pupil, kind="point", answered=10, correct=7)
    client.force_login(world.teacher)
    html = client.get(reverse("classes:class_progress", args=[world.classroom.public_id]))
    html = html.content.decode()
    lena = html[html.index("Lena Kühn") : html.index("</tr>", html.index("Lena Kühn"))]
    assert f"1 of {total}, 3 ★" in lena  # every exercise right at the first try
    assert "10 (70 %)" in lena
    jan = html[html.index(">Jan<") : html.index("</tr>", html.index(">Jan<"))]
    assert f"0 of {total}, 0 ★" in jan


def test_it_ranks_what_most_pupils_miss_with_a_quiz_link(client: Client, world: World) -> None:
    _missed(world.pupil, "point_value", "point", 3)
    _missed(world.managed_pupil, "point_value", "point", 1)
    _missed(world.pupil, "sequence_names", "sequence", 5)
    client.force_login(world.teacher)
    html = client.get(reverse("classes:class_progress", args=[world.classroom.public_id]))
    html = html.content.decode()
    point, sequence = str(labels.CONCEPTS["point_value"]), str(labels.CONCEPTS["sequence_names"])
    section = html[html.index("concepts-title") : html.index("progress-title")]
    assert section.index(point) < section.index(sequence)  # two pupils before one
    assert "2 pupils" in section
    assert f"{reverse('classes:quiz_create')}?kind=point" in section


def test_it_fills_the_quiz_builder_from_the_link(client: Client, world: World) -> None:
    client.force_login(world.teacher)
    html = client.get(reverse("classes:quiz_create") + "?kind=sequence").content.decode()
    assert '<option value="sequence" selected>' in html
    html = client.get(reverse("classes:quiz_create") + "?kind=nonsense").content.decode()
    first_row = html.split('name="rows-0-kind"')[1].split("</select>")[0]
    assert '<option value="" selected>' in first_row


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_a_busy_class_comes_a_page_of_pupils_at_a_time_within_40_kb(
    client: Client, world: World, lang: str
) -> None:
    """40 pupils with long names, each having practised every kind and missed the most
    concepts: every page within 40 KB (issue 17), every pupil on exactly one, the concepts
    to review counted over the whole class on each."""
    pupils = make_pupils(world.classroom, 40)
    KindStat.objects.bulk_create(
        KindStat(user=p, kind=kind, answered=1234, correct=987) for p in pupils for kind in KINDS
    )
    concepts = sorted(labels.CONCEPTS, key=lambda c: -len(str(labels.CONCEPTS[c])))[:12]
    ReviewItem.objects.bulk_create(
        ReviewItem(user=p, concept=c, kind="point", level=1, card={}, due=timezone.now(), misses=2)
        for p in pupils
        for c in concepts
    )
    client.force_login(world.teacher)
    url = reverse("classes:class_progress", args=[world.classroom.public_id])
    url = url.replace("/en/", f"/{lang}/", 1)
    shown = []
    for html in every_page(client, url, anchor="progress-title"):
        assert html.count("· <a href=") == 10  # the whole class's concepts, on every page
        shown += re.findall(rf'<th scope="row">({LONG_NAME}-\d+)</th>', html)
    assert shown == [long_name(n) for n in range(40)]
