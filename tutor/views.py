from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static

from lessons import progress
from lessons.content import get_library
from lessons.tracks import TRACKS

# Hands worth showing. Piquet (elder's twelve): a quint to the ace in hearts and three aces.
# Spades (thirteen of the 52): four spades to the ace, so a few sure tricks to bid.
SAMPLE_HANDS = {
    "piquet": "AH KH QH JH TH 9S AS AD 8D AC 9C 7C",
    "spades": "AS QS 7S 3S KH TH 4H AD 9D 8D 6D QC 2C",
}


def home(request: HttpRequest) -> HttpResponse:
    """What the site offers: each game's lessons (start or continue) and its practice."""
    games = []
    for track in TRACKS.values():
        rows = list(progress.rows_for(request, track.id))
        games.append(
            {
                "track": track,
                "state": progress.track_state(get_library(track.id), rows),
                "sample_hand": SAMPLE_HANDS[track.id],
            }
        )
    return render(request, "pages/home.html", {"games": games})


def healthz(request: HttpRequest) -> HttpResponse:
    """A liveness check for load balancers; also the ceiling in the web benchmark."""
    return HttpResponse("ok", content_type="text/plain")


def favicon(request: HttpRequest) -> HttpResponse:
    """``/favicon.ico`` for the clients that ask for it whatever the page declares."""
    return redirect(static("icons/favicon.ico"), permanent=True)
