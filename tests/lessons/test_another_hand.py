"""Another hand like this: every lesson exercise, fixed or generated, offers a fresh hand
of its drill kind, answered and checked in place like the lesson's own."""

import re

import pytest
from django.test import Client

from lessons import flow
from lessons.content import get_library
from lessons.tracks import TRACKS
from tests.lessons.flowhelpers import post_answer
from tutor.drills import generate

FIXTURE_STEPS = [
    ("piquet", "first", "try"),
    ("piquet", "first", "reply"),
    ("piquet", "first", "fresh"),
    ("piquet", "second", "try"),
]


def offered_seed(html: str) -> int:
    form = html.split('class="another-hand"')[1]
    return int(re.search(r'name="seed" value="(\d+)"', form).group(1))


@pytest.mark.django_db
@pytest.mark.usefixtures("fixture_content")
@pytest.mark.parametrize("track, slug, step_id", FIXTURE_STEPS)
def test_it_offers_another_hand_for_every_exercise_and_checks_it(
    client: Client, track: str, slug: str, step_id: str
) -> None:
    url = f"/en/learn/{track}/{slug}/{step_id}/"
    exercise = get_library(track, "en").lesson(slug).step(step_id).exercise
    html = client.get(url).content.decode()
    assert "Try another hand like this" in html
    seed = offered_seed(html)
    other = client.get(f"{url}?seed={seed}").content.decode()
    assert f'<input type="hidden" name="seed" value="{seed}">' in other
    question = generate(exercise.kind, seed, exercise.level or 1)
    verdict = post_answer(client, url, question, dict(question.expected))
    assert "verdict--right" in verdict
    # the right answer to the fresh hand completes the step like the lesson's own hand
    listing = client.get(f"/en/learn/{track}/{slug}/complete/").content.decode()
    assert f"/{slug}/{step_id}/#exercise" not in listing


@pytest.mark.django_db
@pytest.mark.usefixtures("fixture_content")
def test_it_asks_the_kinds_own_question_on_another_hand_of_a_fixed_exercise(
    client: Client,
) -> None:
    url = "/en/learn/piquet/second/try/"
    own = client.get(url).content.decode()
    assert "Who wins the trick?" in own  # the exercise's prompt, about its fixed hand
    other = client.get(f"{url}?seed=5").content.decode()
    assert "Who wins the trick?" not in other
    assert "Back to the lesson's own hand" in other
    assert 'href="/en/learn/piquet/second/try/#exercise"' in other


@pytest.mark.django_db
@pytest.mark.usefixtures("fixture_content")
def test_it_marks_a_wrong_answer_to_another_hand_wrong(client: Client) -> None:
    url = "/en/learn/piquet/first/try/"
    question = generate("point", 11, 1)
    wrong = {**question.expected, "value": str(int(question.expected["value"]) + 1)}
    html = client.post(url, {"seed": "11", **wrong}, headers={"HX-Request": "true"})
    assert "verdict--wrong" in html.content.decode()


@pytest.mark.parametrize("track", list(TRACKS))
def test_every_exercise_of_the_course_has_another_hand(track: str) -> None:
    found = 0
    for lesson in get_library(track, "en").lessons:
        for exercise in flow.exercises(lesson):
            question = flow.another_hand(exercise, 12345)
            assert question.kind == exercise.kind and question.steps
            found += 1
    assert found > 10
