"""The end of a lesson: what it taught, the stars and how they are earned, the practice
that goes with it, the next lesson and the course map (lessons/flow.py)."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from lessons import flow, progress
from lessons.content import get_library
from lessons.tracks import get_track
from tutor import labels


@require_GET
def lesson_complete(request: HttpRequest, track: str, slug: str) -> HttpResponse:
    """``/learn/<track>/<slug>/complete/``: the lesson's summary; while a step is still
    open it says which, and why the lesson does not count as complete yet."""
    game = get_track(track)
    if game is None:
        raise Http404("no such track")
    library = get_library(game.id)
    lesson = library.lesson(slug)
    if lesson is None or not lesson.steps:
        raise Http404("no such lesson")
    rows = list(progress.rows_for(request, game.id))
    track_state = progress.track_state(library, rows)
    state = next(s for item, s in track_state.items if item.slug == lesson.slug)
    practice = flow.matching_practice(lesson)
    following = flow.next_lesson(track_state, lesson)
    context = {
        "track": game,
        "lesson": lesson,
        "state": state,
        "complete": state.state == progress.DONE,
        "goals": flow.goals(lesson),
        "open_steps": flow.open_steps(lesson, rows),
        "exercise_count": len(flow.exercises(lesson)),
        "practice": practice,
        "practice_label": labels.kind_label(practice.kind) if practice else "",
        "next_lesson": following,
        "track_state": track_state,
    }
    return render(request, "lessons/complete.html", context)
