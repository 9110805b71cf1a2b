"""``/progress/``: the learner's own progress — lessons and stars per game, practice per
kind with accuracy over the last days, the weakest concepts, the streak."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from lessons import progress as lessons_progress
from lessons.content import get_library
from lessons.tracks import TRACKS
from tutor import labels
from tutor.activity.charts import accuracy_chart, first_day
from tutor.activity.models import PracticeDay
from tutor.activity.record import today
from tutor.drills import KINDS
from tutor.learners import owner
from tutor.practice import progress as practice


@require_GET
def my_progress(request: HttpRequest) -> HttpResponse:
    who = owner(request, create=False)
    games = []
    rows_by_track, goal = lessons_progress.rows_and_goal(request)
    for track in TRACKS.values():
        rows = rows_by_track.get(track.id, [])
        state = lessons_progress.track_state(get_library(track.id), rows)
        games.append(
            {
                "track": track,
                "state": state,
                "stars": sum(s.stars for _, s in state.items),
                "max_stars": 3 * len(state.items),
            }
        )
    kinds, weakest = [], []
    if who is not None:
        summary = practice.summary(who)
        day = today()
        days = list(  # the charts' days only, not every day the learner practised
            PracticeDay.objects.filter(**who, day__gte=first_day(day)).values_list(
                "kind", "day", "answered", "correct"
            )
        )
        for kind in KINDS:
            stat = summary.stats.get(kind)
            if stat is None:
                continue
            chart = accuracy_chart(
                [(d, answered, correct) for k, d, answered, correct in days if k == kind], day
            )
            kinds.append(
                {
                    "kind": kind,
                    "label": labels.kind_label(kind),
                    "stat": stat,
                    "percent": round(100 * stat.correct / stat.answered) if stat.answered else 0,
                    "chart": chart,
                }
            )
        weakest = [
            {"label": labels.concept_label(item.concept), "item": item} for item in summary.weakest
        ]
    context = {"games": games, "kinds": kinds, "weakest": weakest, "goal": goal}
    return render(request, "activity/progress.html", context)
