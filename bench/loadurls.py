"""The site's own addresses plus ``/bench/comparable`` and ``/bench/page``
(bench.loadsite)."""

from django.db.models import F
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import path

from tutor import urls
from tutor.learners import owner
from tutor.practice.models import KindStat


def comparable(request: HttpRequest) -> HttpResponse:
    """What an answer does around its own work: read the session (the learner's id),
    write one row, render a 1.5 KB template."""
    who = owner(request)
    if not KindStat.objects.filter(**who, kind="bench").update(answered=F("answered") + 1):
        KindStat.objects.create(**who, kind="bench", answered=1)
    return render(
        request, "bench/comparable.html", {"kind": "bench", "streak": 3, "rows": range(12)}
    )


def page(request: HttpRequest) -> HttpResponse:
    """The least a learner's page does: read the session (the learner's id) and render
    the same 1.5 KB template, writing nothing (404 for a visitor with no learner id)."""
    if owner(request, create=False) is None:
        raise Http404
    return render(
        request, "bench/comparable.html", {"kind": "bench", "streak": 3, "rows": range(12)}
    )


urlpatterns = [
    path("bench/comparable", comparable),
    path("bench/page", page),
    *urls.urlpatterns,
]
