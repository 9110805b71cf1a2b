"""The pupil × question grid: right / partly right / wrong / not answered per cell,
partial credit, sorting, and Moodle's facility and discrimination indices.

The class below is small enough to work out by hand (scores are the fraction of answer
fields right; the point question has 2 fields, the rubicon question 3):

=======  =====  =======  ====
pupil    point  rubicon  sum
=======  =====  =======  ====
Lena     1      1        2
Jan      1      2/3      5/3
Zoë      1/2    2/3      7/6
=======  =====  =======  ====

Facility (mean score in %): point 2.5/3 = 83.3 %, rubicon (7/3)/3 = 77.8 %.
Discrimination (100 × correlation with the rest of the quiz): point [1, 1, 1/2] against
rubicon [1, 2/3, 2/3] gives covariance 1/18 over √(1/6 · 2/27) = 1/9, so r = 0.5 → 50;
the rubicon question likewise 50.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tutor.classes import grid, taking

from .conftest import (
    POINT_RIGHT,
    POINT_WRONG,
    RUBICON_RIGHT,
    RUBICON_WRONG,
    World,
    make_user,
)


@pytest.fixture
def graded(world: World) -> World:
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.save_answer(world.attempt, world.rubicon_item, RUBICON_RIGHT)
    taking.submit(world.attempt)
    jan = taking.start_attempt(world.assignment, world.managed_pupil)
    taking.save_answer(jan, world.point_item, POINT_RIGHT)
    taking.save_answer(jan, world.rubicon_item, RUBICON_WRONG)
    taking.submit(jan)
    zoe = make_user("zoe", display_name="Zoë Ünal")
    world.classroom.memberships.create(pupil=zoe)
    attempt = taking.start_attempt(world.assignment, zoe)
    taking.save_answer(attempt, world.point_item, POINT_WRONG)
    taking.save_answer(attempt, world.rubicon_item, RUBICON_WRONG)
    taking.submit(attempt)
    world.classroom.memberships.create(pupil=make_user("max", display_name="Max Never"))
    return world


def test_it_computes_facility_and_discrimination_as_moodle_does(graded: World) -> None:
    table = grid.assignment_grid(graded.assignment)
    point, rubicon = table.stats
    assert point.facility == pytest.approx(250 / 3)
    assert rubicon.facility == pytest.approx(700 / 9)
    assert point.discrimination == pytest.approx(50)
    assert rubicon.discrimination == pytest.approx(50)


def test_it_leaves_discrimination_undefined_when_nobody_differs(world: World) -> None:
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.submit(world.attempt)
    point, _rubicon = grid.assignment_grid(world.assignment).stats
    assert point.facility == pytest.approx(100)
    assert point.discrimination is None


def test_it_shows_each_cell_right_part_wrong_or_not_answered(client: Client, graded: World) -> None:
    client.force_login(graded.teacher)
    url = reverse("classes:assignment_grid", args=[graded.assignment.public_id])
    html = client.get(url).content.decode()
    zoe = html[html.index("Zoë Ünal") : html.index("</tr>", html.index("Zoë Ünal"))]
    assert '<td class="p">' in zoe and "1/2" in zoe and "2/3" in zoe
    lena = html[html.index("Lena Kühn") : html.index("</tr>", html.index("Lena Kühn"))]
    assert lena.count('<td class="r">') == 2
    never = html[html.index("Max Never") : html.index("</tr>", html.index("Max Never"))]
    assert never.count('<td class="n">') == 2
    assert "83 %" in html and "78 %" in html  # facility
    # each answered cell leads to that question in the pupil's attempt
    review = reverse("classes:attempt_review", args=[graded.attempt.public_id])
    response = client.get(f"{url}{graded.attempt.pk}/2/")
    assert f'href="{graded.attempt.pk}/2/"' in lena and response["Location"] == f"{review}#q-2"


def test_it_sorts_by_score_and_by_question(client: Client, graded: World) -> None:
    client.force_login(graded.teacher)
    url = reverse("classes:assignment_grid", args=[graded.assignment.public_id])
    names = ["Lena Kühn", ">Jan<", "Zoë Ünal", "Max Never"]

    def order(html: str) -> list[str]:
        return sorted(names, key=html.index)

    assert order(client.get(url + "?sort=score").content.decode()) == names
    by_q1 = order(client.get(url + "?sort=q1").content.decode())
    assert by_q1[2:] == ["Zoë Ünal", "Max Never"]
    # an unknown sort falls back to the class's order instead of failing
    assert client.get(url + "?sort=q99").status_code == 200


def test_it_gives_a_class_average_and_median(graded: World) -> None:
    table = grid.assignment_grid(graded.assignment)
    # started: Lena 100 %, Jan 83 %, Zoë 58 %; Max never started and does not count
    assert table.average_percent == round((100 + 83 + 58) / 3)
    assert table.median_percent == 83


def test_it_shows_whole_answers_and_partial_credit_side_by_side(
    client: Client, graded: World
) -> None:
    """Jan: point right, rubicon 2 of 3 fields: 1 of 2 whole answers, 1.67 points."""
    client.force_login(graded.teacher)
    url = reverse("classes:assignment_results", args=[graded.assignment.public_id])
    html = client.get(url).content.decode()
    jan = html[html.index(">Jan<") : html.index("</tr>", html.index(">Jan<"))]
    assert "1 of 2" in jan and "1.67 (83 %)" in jan
