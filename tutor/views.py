from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.templatetags.static import static

from lessons import progress
from lessons.content import get_library
from lessons.tracks import TRACKS
from tutor import pages


def home(request: HttpRequest) -> HttpResponse:
    """What the site offers: each game's lessons (start or continue) and its practice.

    The page is kept for each place a learner can be in (tutor/pages.py): where they go
    on in each game and what their daily goal shows (pages/home.html's pieces)."""
    games, places = [], []
    rows_by_track, goal = progress.rows_and_goal(request)
    for track in TRACKS.values():
        state = progress.track_state(get_library(track.id), rows_by_track.get(track.id, []))
        games.append({"track": track, "state": state, "sample_hand": track.sample_hand})
        lesson = state.next_lesson.slug if state.next_lesson else None
        places.append((track.id, lesson, state.next_step, state.started))
    context = {"games": games, "goal": goal, pages.PAGE_KEY: (tuple(places), goal.shown)}
    return pages.render(request, "pages/home.html", context)


def healthz(request: HttpRequest) -> HttpResponse:
    """A liveness check for load balancers; also the ceiling in the web benchmark."""
    return HttpResponse("ok", content_type="text/plain")


def favicon(request: HttpRequest) -> HttpResponse:
    """``/favicon.ico`` for the clients that ask for it whatever the page declares."""
    return redirect(static("icons/favicon.ico"), permanent=True)
