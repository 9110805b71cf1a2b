"""What the teacher sees: the pupil table, the per-question table, per pupil, and CSV."""

from __future__ import annotations

import csv
import io
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tutor.classes import taking
from tutor.classes.models import Attempt

from .conftest import POINT_RIGHT, POINT_WRONG, RUBICON_WRONG, World, make_user


@pytest.fixture
def answered(world: World) -> World:
    """Lena: point right, rubicon wrong, submitted. Jan (managed): rubicon wrong, the same
    wrong score, still in progress. A third pupil never starts."""
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.save_answer(world.attempt, world.rubicon_item, RUBICON_WRONG)
    taking.submit(world.attempt)
    jan = taking.start_attempt(world.assignment, world.managed_pupil)
    taking.save_answer(jan, world.rubicon_item, RUBICON_WRONG)
    world.classroom.memberships.create(pupil=make_user("zoe", display_name="Zoë Ünal"))
    return world


@pytest.fixture
def teacher(client: Client, world: World) -> Client:
    client.force_login(world.teacher)
    return client


def _results(client: Client, world: World) -> str:
    url = reverse("classes:assignment_results", args=[world.assignment.public_id])
    return client.get(url).content.decode()


def test_it_shows_each_pupils_status_and_score(teacher: Client, answered: World) -> None:
    html = _results(teacher, answered)
    lena = html[html.index("Lena Kühn") :]
    assert "submitted" in lena[:600] and "1 of 2" in lena[:600]
    jan = html[html.index(">Jan<") :]
    assert "in progress" in jan[:600] and "0 of 2" in jan[:600]
    zoe = html[html.index("Zoë Ünal") :]
    assert "not started" in zoe[:600]


def test_it_shows_percent_correct_and_the_most_common_wrong_answer(
    teacher: Client, answered: World
) -> None:
    html = _results(teacher, answered)
    # Question 1: one answer (Lena's), right. Question 2: two answers, both wrong, both 190.
    assert "100 %" in html
    assert "0 %" in html
    assert "190 (2 pupils)" in html


def test_it_exports_the_pupil_table_as_csv_with_a_bom(teacher: Client, answered: World) -> None:
    url = reverse("classes:assignment_csv", args=[answered.assignment.public_id, "pupils"])
    response = teacher.get(url)
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    raw = response.content
    assert raw.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert rows[0][:4] == ["Pupil", "Username", "Status", "Correct"]
    by_name = {r[0]: r for r in rows[1:]}
    assert by_name["Lena Kühn"][2:6] == ["submitted", "1", "2", "50"]
    assert by_name["Zoë Ünal"][2] == "not started"


def test_it_exports_the_question_table_as_csv(teacher: Client, answered: World) -> None:
    url = reverse("classes:assignment_csv", args=[answered.assignment.public_id, "questions"])
    rows = list(csv.reader(io.StringIO(teacher.get(url).content.decode("utf-8-sig"))))
    assert [r[0] for r in rows[1:]] == ["1", "2"]
    assert rows[1][3:6] == ["1", "1", "100"]
    assert rows[2][3:6] == ["2", "0", "0"]
    assert "190" in rows[2][8] and rows[2][9] == "2"


def test_it_answers_an_unknown_table_with_400(teacher: Client, answered: World) -> None:
    url = reverse("classes:assignment_csv", args=[answered.assignment.public_id, "grades"])
    assert teacher.get(url).status_code == 400


def test_it_counts_a_pupils_best_submitted_attempt(teacher: Client, answered: World) -> None:
    answered.assignment.max_attempts = 2
    answered.assignment.save()
    second = taking.start_attempt(answered.assignment, answered.pupil)
    taking.save_answer(second, answered.point_item, POINT_WRONG)
    taking.submit(second)
    html = _results(teacher, answered)
    lena = html[html.index("Lena Kühn") :]
    assert "1 of 2" in lena[:600]


def test_it_marks_a_late_submission_late(teacher: Client, answered: World) -> None:
    Attempt.objects.filter(pk=answered.attempt.pk).update(late=True)
    html = _results(teacher, answered)
    lena = html[html.index("Lena Kühn") :]
    assert ">late<" in lena[:800]


def test_it_shows_a_pupils_assignments_and_missed_concepts(
    teacher: Client, answered: World
) -> None:
    url = reverse(
        "classes:pupil_results", args=[answered.classroom.public_id, answered.membership.public_id]
    )
    html = teacher.get(url).content.decode()
    assert "Point and rubicon" in html and "1 of 2" in html
    # The wrong rubicon score (120 − 30 + 100) misses the rubicon's sum rule.
    assert "Missed most often" in html
    assert "Nothing missed so far" not in html


def test_it_shows_the_teacher_a_pupils_attempt_with_verdicts(
    teacher: Client, answered: World
) -> None:
    url = reverse("classes:attempt_review", args=[answered.attempt.public_id])
    html = teacher.get(url).content.decode()
    assert 'class="verdict verdict--right"' in html and 'class="verdict verdict--wrong"' in html
    assert "250" in html  # the right score: 120 + 30 + 100


def test_it_lets_results_wait_for_the_due_date_when_the_teacher_chose_so(
    client: Client, answered: World
) -> None:
    answered.assignment.show_answers = "after_due"
    answered.assignment.save()
    client.force_login(answered.pupil)
    url = reverse("classes:attempt_detail", args=[answered.attempt.public_id])
    assert 'class="verdict ' not in client.get(url).content.decode()
    answered.assignment.opens_at = timezone.now() - timedelta(days=2)
    answered.assignment.due_at = timezone.now() - timedelta(days=1)
    answered.assignment.save()
    assert 'class="verdict verdict--wrong"' in client.get(url).content.decode()
