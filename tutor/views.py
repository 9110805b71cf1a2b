from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static

from lessons import progress
from lessons.content import get_library
from lessons.tracks import TRACKS


def home(request: HttpRequest) -> HttpResponse:
    """What the site offers: each game's lessons (start or continue) and its practice."""
    games = []
    rows_by_track, goal = progress.rows_and_goal(request)
    for track in TRACKS.values():
        rows = rows_by_track.get(track.id, [])
        games.append(
            {
                "track": track,
                "state": progress.track_state(get_library(track.id), rows),
                "sample_hand": track.sample_hand,
            }
        )
    return render(request, "pages/home.html", {"games": games, "goal": goal})


def healthz(request: HttpRequest) -> HttpResponse:
    """A liveness check for load balancers; also the ceiling in the web benchmark."""
    return HttpResponse("ok", content_type="text/plain")


def favicon(request: HttpRequest) -> HttpResponse:
    """``/favicon.ico`` for the clients that ask for it whatever the page declares."""
    return redirect(static("icons/favicon.ico"), permanent=True)
