"""``{% lesson_cards %}`` and ``{% course_map %}`` (lessons/templatetags/course.py) write what
the lesson pages' template loops wrote, in each language: the loops, kept as they were in
tests/lessons/loops/, are the reference. The states
are every kind a card and a stop can show: done with one to three stars, in progress, not
started, a lesson without a step to go to, a title to escape, a track with no lessons yet,
and a track with every lesson done."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from django.template import engines
from django.utils import translation

from lessons import flow
from lessons.content import get_library
from lessons.progress import DONE, IN_PROGRESS, NOT_STARTED, LessonState, TrackState
from lessons.tracks import TRACKS

#: The templates' loops as they were before the tags.
LOOPS = Path(__file__).parent / "loops"
CARDS_LOOP = engines["django"].from_string((LOOPS / "lesson_cards.html").read_text())
MAP_LOOP = engines["django"].from_string((LOOPS / "course_map.html").read_text())
CARDS_TAG = engines["django"].from_string("{% load course %}{% lesson_cards track state heading %}")
MAP_TAG = engines["django"].from_string("{% load course %}{% course_map track state %}")


def a_state(lesson, n: int) -> LessonState:
    """The ``n``-th of the states a lesson can be in, in turn."""
    steps = [s.id for s in lesson.steps]
    total = len(steps)
    return [
        LessonState(NOT_STARTED, 0, steps[0], 0, total),
        LessonState(DONE, 3, steps[0], total, total),
        LessonState(IN_PROGRESS, 0, steps[-1], total - 1, total),
        LessonState(DONE, 1, steps[0], total, total),
        LessonState(DONE, 2, steps[0], total, total),
        LessonState(NOT_STARTED, 0, "", 0, 0),  # no step to go to: no button
    ][n % 6]


def states(track_id: str) -> list[TrackState]:
    lessons = list(get_library(track_id).lessons)
    assert lessons
    lessons[1] = dataclasses.replace(lessons[1], title='Quint & "Quatorze" <b>')
    mixed = [(lesson, a_state(lesson, n)) for n, lesson in enumerate(lessons)]
    every_done = [(lesson, a_state(lesson, 1)) for lesson in lessons]
    return [
        TrackState(mixed, lessons[2], mixed[2][1].continue_step, True),
        TrackState(every_done, None, "", True),
        TrackState([], None, "", False),
    ]


@pytest.mark.parametrize("language", ["de", "nl", "en"])
@pytest.mark.parametrize("track_id", list(TRACKS))
def test_the_tags_write_what_the_loops_wrote(language: str, track_id: str) -> None:
    track = TRACKS[track_id]
    with translation.override(language):
        for state in states(track_id):
            for heading in ("h2", "h3"):
                context = {"track": track, "state": state, "heading": heading}
                expected = CARDS_LOOP.render(context)
                assert CARDS_TAG.render(context) == expected
            expected = MAP_LOOP.render({"track": track, "course_map": flow.course_map(state)})
            assert MAP_TAG.render({"track": track, "state": state}) == expected


def test_the_reference_shows_every_kind_of_card_and_stop() -> None:
    track = TRACKS["piquet"]
    mixed, every_done, empty = states("piquet")
    with translation.override("en"):
        cards = CARDS_LOOP.render({"track": track, "state": mixed, "heading": "h2"})
        stops = MAP_LOOP.render({"track": track, "course_map": flow.course_map(mixed)})
        done = MAP_LOOP.render({"track": track, "course_map": flow.course_map(every_done)})
        nothing = CARDS_LOOP.render({"track": track, "state": empty, "heading": "h2"})
    for shown in ("Done", "In progress", "Not started", "Continue", "Start", "Review"):
        assert f">{shown}</" in cards
    assert "1 star of 3" in cards and "3 stars of 3" in cards and "Quint &amp; &quot;" in cards
    assert 'aria-current="step"' in stops and "course-map__current" in stops
    assert "course-map__current" not in done and "being written" in nothing
