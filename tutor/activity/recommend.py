"""Where practice starts: the review if anything is due, otherwise the next question kind
for what the learner has learnt in the lessons (the first one not yet solid), otherwise the
kind a game's first lessons teach."""

from __future__ import annotations

from dataclasses import dataclass

from lessons import flow, progress
from lessons.content import Lesson, get_library
from lessons.models import LessonProgress
from lessons.tracks import TRACKS
from tutor.practice import progress as practice
from tutor.practice.models import KindStat

#: A kind is solid once this many answers were given, this share of them right.
SOLID_ANSWERS = 10
SOLID_SHARE = 0.8

REVIEW = "review"  # the review is due
LEARNT = "learnt"  # a kind from a lesson the learner has done or begun
SOLID = "solid"  # every kind learnt so far is solid: the latest one a level up
FIRST = "first"  # nothing learnt yet: the kind the game starts with


@dataclass(frozen=True)
class Recommendation:
    reason: str
    kind: str = ""
    level: int = 1
    due: int = 0
    lesson: Lesson | None = None
    stat: KindStat | None = None

    @property
    def accuracy(self) -> int | None:
        """Percent right so far, or None before any answer."""
        if self.stat is None or not self.stat.answered:
            return None
        return round(100 * self.stat.correct / self.stat.answered)


def is_solid(stat: KindStat | None) -> bool:
    return (
        stat is not None
        and stat.answered >= SOLID_ANSWERS
        and stat.correct >= SOLID_SHARE * stat.answered
    )


def _latest_track(rows: list[LessonProgress]) -> str:
    """The game the learner last worked on in the lessons (Piquet before any lesson)."""
    touched = [(row.completed_at, row) for row in rows if row.completed_at]
    if not touched:
        return next(iter(TRACKS))
    return max(touched, key=lambda pair: pair[0])[1].track


def recommend(owner: dict[str, object] | None, read: practice.Summary) -> Recommendation:
    """Where the learner's practice starts; ``read``: their practice summary (reviews due,
    statistics), which the practice page reads for itself too."""
    if owner is None:
        track = TRACKS[next(iter(TRACKS))]
        return Recommendation(reason=FIRST, kind=track.first_drill)
    if read.due:
        return Recommendation(reason=REVIEW, due=read.due)
    rows = list(LessonProgress.objects.filter(**owner))
    track = TRACKS[_latest_track(rows)]
    library = get_library(track.id)
    state = progress.track_state(library, [row for row in rows if row.track == track.id])
    stats = read.stats
    learnt: list[tuple[str, Lesson]] = []
    for lesson, lesson_state in state.items:
        if lesson_state.state == progress.NOT_STARTED:
            continue
        for exercise in flow.exercises(lesson):
            if exercise.kind not in {kind for kind, _ in learnt}:
                learnt.append((exercise.kind, lesson))
    for kind, lesson in learnt:
        if not is_solid(stats.get(kind)):
            return Recommendation(reason=LEARNT, kind=kind, lesson=lesson, stat=stats.get(kind))
    if learnt:
        kind, lesson = learnt[-1]
        return Recommendation(reason=SOLID, kind=kind, level=2, lesson=lesson, stat=stats[kind])
    return Recommendation(reason=FIRST, kind=track.first_drill)
