from django.urls import path, register_converter

from lessons import complete_views, views
from lessons.tracks import TRACKS


class TrackConverter:
    """A track id (``piquet``, ``spades``); any other word is not a course address (404)."""

    regex = "|".join(TRACKS)

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(TrackConverter, "track")

app_name = "lessons"

urlpatterns = [
    path("", views.overview, name="list"),
    path("<track:track>/", views.lesson_list, name="track"),
    path("<track:track>/rules/", views.rules, name="rules"),
    path("<track:track>/glossary/", views.glossary, name="glossary"),
    path("<track:track>/summary/", views.summary, name="summary"),
    path("<track:track>/<slug:slug>/", views.lesson_start, name="lesson"),
    path("<track:track>/<slug:slug>/complete/", complete_views.lesson_complete, name="complete"),
    path("<track:track>/<slug:slug>/<slug:step_id>/", views.lesson_step, name="step"),
]
