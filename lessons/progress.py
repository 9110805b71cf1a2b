"""Who has done what: recording steps, lesson states and stars, and the move into an account.

A step is known by its track, lesson and step id. Anonymous learners are keyed by the id
tutor/learners.py keeps in their session. When the account claims that progress (see
tutor/learners.py), their rows move into it; a step both have is merged into one row.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from lessons.content import Lesson, Library
from lessons.models import LessonProgress
from tutor import learners
from tutor.activity import record as activity
from tutor.activity import streaks

if TYPE_CHECKING:
    from tutor.accounts.models import User

NOT_STARTED = "not_started"
IN_PROGRESS = "in_progress"
DONE = "done"


def rows_for(
    request: HttpRequest, track: str, lesson_slug: str | None = None
) -> QuerySet[LessonProgress]:
    """The learner's rows of a track (of one lesson, if given)."""
    owner = learners.owner(request, create=False)
    if owner is None:
        return LessonProgress.objects.none()
    rows = LessonProgress.objects.filter(**owner, track=track)
    return rows.filter(lesson=lesson_slug) if lesson_slug else rows


class StepRow(NamedTuple):
    """A learner's row of one lesson step as :func:`rows_by_track` reads it: what
    :func:`lesson_state` needs of a ``LessonProgress``, its fields' names. ``completed_at``
    is as the database gives it (a datetime, naive on SQLite): only whether it is set
    counts."""

    track: str
    lesson: str
    step: str
    completed_at: object
    first_try_correct: bool


def rows_by_track(request: HttpRequest) -> dict[str, list[StepRow]]:
    """The learner's rows of every track, read at once with one plain statement (for the
    pages that show every game), by track id; a track with no rows is missing."""
    owner = learners.owner(request, create=False)
    if owner is None:
        return {}
    return _by_track(learners.fetch_all(_rows_read(owner)[0]))


def rows_and_goal(request: HttpRequest) -> tuple[dict[str, list[StepRow]], streaks.Status]:
    """:func:`rows_by_track` and the learner's daily goal (``streaks.status``), read with
    one statement, for the pages that show both (the home page, the progress page)."""
    owner = learners.owner(request, create=False)
    if owner is None:
        return {}, streaks.status(None)
    today = activity.today()
    days, rows = learners.fetch_each(streaks.first_read(owner, today), _rows_read(owner))
    return _by_track(rows), streaks.status(owner, today, first=days)


def _rows_read(owner: dict[str, Any]) -> tuple[learners.Statement, int]:
    """The statement that reads the learner's rows (as :class:`StepRow`), and its number of
    columns."""
    return learners.select_owned(LessonProgress, owner, StepRow._fields), len(StepRow._fields)


def _by_track(rows: list[tuple[Any, ...]]) -> dict[str, list[StepRow]]:
    found: dict[str, list[StepRow]] = {}
    for row in rows:
        step = StepRow(*row)
        found.setdefault(step.track, []).append(step)
    return found


def _row(request: HttpRequest, track: str, lesson: str, step: str) -> LessonProgress:
    owner = learners.owner(request)
    key: dict[str, Any] = {"track": track, "lesson": lesson, "step": step}
    # A step seen before is only read: no write transaction (on SQLite, the write lock)
    # for a learner going back through a lesson.
    row = LessonProgress.objects.filter(**owner, **key).first()
    if row is not None:
        return row
    try:
        with transaction.atomic():
            row, _ = LessonProgress.objects.get_or_create(**owner, **key)
    except IntegrityError:  # created by a parallel request
        row = LessonProgress.objects.get(**owner, **key)
    return row


def record_visit(request: HttpRequest, track: str, lesson: str, step: str) -> None:
    """A step without an exercise is done once it was shown."""
    key = {"track": track, "lesson": lesson, "step": step}
    if learners.row_value(LessonProgress, learners.owner(request), key, "completed_at"):
        return  # shown before: nothing to write, and the plain read is all it costs
    row = _row(request, track, lesson, step)
    if row.completed_at is None:
        row.completed_at = timezone.now()
        row.save(update_fields=["completed_at"])
        activity.lesson_step_done(learners.owner(request))


def record_answer(request: HttpRequest, track: str, lesson: str, step: str, correct: bool) -> None:
    """Count a try; the first right answer completes the step (first try or not)."""
    row = _row(request, track, lesson, step)
    if row.completed_at is None and correct:
        row.completed_at = timezone.now()
        row.first_try_correct = row.tries == 0
        activity.lesson_step_done(learners.owner(request))
    row.tries += 1
    row.save(update_fields=["completed_at", "first_try_correct", "tries"])


@dataclass(frozen=True)
class LessonState:
    """What the lesson list shows for one lesson."""

    state: str
    stars: int
    continue_step: str
    done_steps: int
    total_steps: int


@functools.lru_cache(maxsize=256)
def _not_started(first_step: str, steps: int) -> LessonState:
    """A lesson's state for a learner who has not begun it, the same for all of them: one
    state kept per lesson (the home page asks for every lesson of both tracks)."""
    return LessonState(NOT_STARTED, 0, first_step, 0, steps)


def lesson_state(lesson: Lesson, rows: Sequence[LessonProgress | StepRow]) -> LessonState:
    """The state, the stars and where to continue, from the learner's rows of a lesson.

    Stars: 3 if every exercise was right at the first try, 2 if at least half were,
    1 if the lesson is completed otherwise, 0 while it is not completed.
    """
    first_step = lesson.steps[0].id if lesson.steps else ""
    if not rows and lesson.steps:  # most lessons of most learners: nothing to look through
        return _not_started(first_step, len(lesson.steps))
    by_step = {row.step: row for row in rows}
    done = [s for s in lesson.steps if by_step.get(s.id) and by_step[s.id].completed_at]
    unfinished = [s for s in lesson.steps if s not in done]
    if not unfinished:
        state = DONE
    elif any(s.id in by_step for s in lesson.steps):
        state = IN_PROGRESS
    else:
        state = NOT_STARTED
    stars = 0
    if state == DONE:
        exercises = [s for s in lesson.steps if s.exercise is not None]
        first = sum(1 for s in exercises if by_step[s.id].first_try_correct)
        if first == len(exercises):
            stars = 3
        elif 2 * first >= len(exercises):
            stars = 2
        else:
            stars = 1
    return LessonState(
        state=state,
        stars=stars,
        continue_step=unfinished[0].id if unfinished else first_step,
        done_steps=len(done),
        total_steps=len(lesson.steps),
    )


@dataclass(frozen=True)
class TrackState:
    """A track's lessons with their states, and where "continue" leads."""

    items: list[tuple[Lesson, LessonState]]
    #: The lesson and step to go on with: the first lesson not done (none when all are).
    next_lesson: Lesson | None
    next_step: str
    started: bool

    @property
    def done(self) -> int:
        return sum(1 for _, state in self.items if state.state == DONE)


def track_state(library: Library, rows: Sequence[LessonProgress | StepRow]) -> TrackState:
    """Every lesson's state from the learner's rows of the track, and where to continue."""
    by_lesson: dict[str, list[LessonProgress | StepRow]] = {}
    for row in rows:
        by_lesson.setdefault(row.lesson, []).append(row)
    items = [
        (lesson, lesson_state(lesson, by_lesson.get(lesson.slug, []))) for lesson in library.lessons
    ]
    following = next(((lesson, s) for lesson, s in items if s.state != DONE), None)
    return TrackState(
        items=items,
        next_lesson=following[0] if following else None,
        next_step=following[1].continue_step if following else "",
        started=any(s.state != NOT_STARTED for _, s in items),
    )


def move_to_user(anon: str, user: User) -> None:
    """Move an anonymous learner's rows into ``user``'s account, merging steps both have."""
    with transaction.atomic():
        for row in LessonProgress.objects.select_for_update().filter(anon_id=anon):
            mine = LessonProgress.objects.filter(
                user=user, track=row.track, lesson=row.lesson, step=row.step
            ).first()
            if mine is None:
                row.user, row.anon_id = user, None
                row.save(update_fields=["user", "anon_id"])
                continue
            if mine.completed_at is None or (
                row.completed_at is not None and row.completed_at < mine.completed_at
            ):
                mine.completed_at = row.completed_at
                mine.first_try_correct = row.first_try_correct
            mine.tries += row.tries
            mine.save(update_fields=["completed_at", "first_try_correct", "tries"])
            row.delete()
