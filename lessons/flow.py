"""The course as a path: what a finished lesson taught, its stars and their rule, the
practice that goes with it, the lesson that comes next, and the course map.

Pure functions over the content (lessons/content.py) and the learner's lesson states
(lessons/progress.py); the pages that show them are in lessons/complete_views.py.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from lessons.content import Exercise, Lesson, Step
from lessons.models import LessonProgress
from lessons.progress import DONE, LessonState, TrackState
from tutor.drills import Question, generate, make

#: Where a map entry stands on the path.
MAP_DONE = "done"
MAP_CURRENT = "current"
MAP_LATER = "later"


def goals(lesson: Lesson) -> list[str]:
    """What the lesson teaches, one line per step: the step titles, in order.

    The lesson format has no goals of its own; each step teaches one idea and its title
    names it, so the titles are the lesson's goals.
    """
    return [step.title for step in lesson.steps]


def exercises(lesson: Lesson) -> list[Exercise]:
    return [step.exercise for step in lesson.steps if step.exercise is not None]


def practice_level(exercise: Exercise) -> int:
    """The practice level for fresh hands like an exercise's: its own level, else 1."""
    return exercise.level or 1


def own_hand(exercise: Exercise) -> Question:
    """The exercise's own hand: its seed's question at its level, or the fixed hand its
    parameters give. Raises ``DrillError`` for a hand the engine cannot build."""
    return _own_hand(exercise.kind, exercise.params, exercise.seed, exercise.level)


@lru_cache(maxsize=1024)
def _own_hand(
    kind: str, params: tuple[tuple[str, str], ...], seed: int | None, level: int | None
) -> Question:
    """:func:`own_hand`, the same for every learner and in every language: made once per
    process (the course has a few hundred exercises, and a question is a frozen value)."""
    if seed is not None and level is not None:  # both or neither
        return generate(kind, seed, level)
    return make(kind, dict(params))


def another_hand(exercise: Exercise, seed: int) -> Question:
    """ "Another hand like this": the exercise's drill kind with a fresh seed, at the
    exercise's level (1 for a fixed hand). Every kind generates, so every exercise has it."""
    return generate(exercise.kind, seed, practice_level(exercise))


def prompt(exercise: Exercise, seed: int | None) -> str:
    """The exercise's own question, except on another hand of a fixed exercise: its prompt
    may speak of the fixed hand, so the kind's standard question is asked ("")."""
    return "" if seed is not None and not exercise.is_seeded else exercise.prompt


@dataclass(frozen=True)
class Practice:
    """The drill kind and level that practise what a lesson taught."""

    kind: str
    level: int


def matching_practice(lesson: Lesson) -> Practice | None:
    """The kind the lesson's exercises use most (the earlier one on a tie), at the
    highest level they use; None for a lesson without exercises."""
    found = exercises(lesson)
    if not found:
        return None
    counts = Counter(e.kind for e in found)
    kind = max(counts, key=lambda k: (counts[k], -[e.kind for e in found].index(k)))
    level = max(practice_level(e) for e in found if e.kind == kind)
    return Practice(kind=kind, level=level)


def open_steps(lesson: Lesson, rows: list[LessonProgress]) -> list[Step]:
    """The steps that keep a lesson from being complete, in order: steps not yet seen,
    and exercises not yet answered right (a wrong answer leaves its step open)."""
    done = {row.step for row in rows if row.lesson == lesson.slug and row.completed_at}
    return [step for step in lesson.steps if step.id not in done]


def next_lesson(track_state: TrackState, lesson: Lesson) -> Lesson | None:
    """The lesson after ``lesson`` in the track, done or not (None after the last)."""
    lessons = [item for item, _ in track_state.items]
    index = next(i for i, item in enumerate(lessons) if item.slug == lesson.slug)
    return lessons[index + 1] if index + 1 < len(lessons) else None


@dataclass(frozen=True)
class MapEntry:
    """One lesson on the course map."""

    lesson: Lesson
    state: LessonState
    #: done, current (the one to go on with) or later (looks locked, but is open).
    place: str


def course_map(track_state: TrackState) -> list[MapEntry]:
    """Every lesson of the track with its place on the path.

    The current lesson is the first one not done; lessons after it are "later": they look
    locked, so the path is clear, yet every one of them opens.
    """
    current = track_state.next_lesson.slug if track_state.next_lesson else None
    entries = []
    for lesson, state in track_state.items:
        if lesson.slug == current:
            place = MAP_CURRENT
        elif state.state == DONE:
            place = MAP_DONE
        else:
            place = MAP_LATER
        entries.append(MapEntry(lesson=lesson, state=state, place=place))
    return entries
