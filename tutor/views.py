from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

# A hand worth showing: a quint to the ace in hearts and three aces.
SAMPLE_HAND = "AH KH QH JH TH 9S AS AD 8D AC 9C 7C"


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "pages/home.html", {"sample_hand": SAMPLE_HAND})


def healthz(request: HttpRequest) -> HttpResponse:
    """A liveness check for load balancers; also the ceiling in the web benchmark."""
    return HttpResponse("ok", content_type="text/plain")
