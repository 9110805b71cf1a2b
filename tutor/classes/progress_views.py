"""A class's progress through the course: per pupil lessons done, stars and practice per
drill kind; for the class, the concepts most pupils have to review, each with a link to
build a quiz on it. Read from the lessons' and practice's own records (nothing here is
stored)."""

from __future__ import annotations

from collections import Counter, defaultdict
from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from lessons.content import get_library
from lessons.models import LessonProgress
from lessons.progress import track_state
from lessons.tracks import TRACKS
from tutor import labels
from tutor.practice.models import KindStat, ReviewItem

from . import drillsapi, paging
from .access import get_classroom_for_user


def _concept(concept: str) -> str:
    return str(labels.CONCEPTS.get(concept, concept))


def _pupil_rows(memberships, lang: str) -> list[dict]:
    pupils = [m.pupil for m in memberships]
    lesson_rows = defaultdict(list)
    for row in LessonProgress.objects.filter(user__in=pupils):
        lesson_rows[(row.user_id, row.track)].append(row)
    stats = defaultdict(list)
    for stat in KindStat.objects.filter(user__in=pupils, answered__gt=0).order_by("kind"):
        stats[stat.user_id].append(stat)
    missed: defaultdict[int | None, Counter[str]] = defaultdict(Counter)
    for item in ReviewItem.objects.filter(user__in=pupils, misses__gt=0):
        missed[item.user_id][item.concept] += item.misses
    libraries = {track: get_library(track, lang) for track in TRACKS}
    rows = []
    for membership in memberships:
        pupil = membership.pupil
        tracks = []
        for track_id, track in TRACKS.items():
            state = track_state(libraries[track_id], lesson_rows[(pupil.pk, track_id)])
            stars = sum(s.stars for _lesson, s in state.items)
            tracks.append(
                {"name": track.name, "done": state.done, "total": len(state.items), "stars": stars}
            )
        practice = [
            {
                "kind": drillsapi.kind_label(s.kind),
                "answered": s.answered,
                "percent": round(100 * s.correct / s.answered),
            }
            for s in stats[pupil.pk]
        ]
        weakest = [_concept(c) for c, _n in missed[pupil.pk].most_common(3)]
        rows.append(
            {"membership": membership, "tracks": tracks, "practice": practice, "weakest": weakest}
        )
    return rows


def _class_concepts(memberships) -> list[dict]:
    """Concepts by how many pupils have them to review, with the drill kind they came
    from most often (for "assign a quiz on this")."""
    pupils_per_concept: dict[str, set] = defaultdict(set)
    kinds: dict[str, Counter] = defaultdict(Counter)
    items = ReviewItem.objects.filter(user__in=[m.pupil for m in memberships], misses__gt=0)
    for item in items:
        pupils_per_concept[item.concept].add(item.user_id)
        kinds[item.concept][item.kind] += item.misses
    ranked = sorted(pupils_per_concept.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return [
        {
            "label": _concept(concept),
            "pupils": len(users),
            "kind": kinds[concept].most_common(1)[0][0],
        }
        for concept, users in ranked[:10]
    ]


@login_required
@require_safe
def class_progress(request: HttpRequest, class_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id)
    memberships = list(
        classroom.memberships.select_related("pupil").order_by(
            "pupil__display_name", "pupil__username"
        )
    )
    pages = Paginator(memberships, paging.per_page(len(memberships), PUPILS_PER_PAGE))
    page = pages.get_page(request.GET.get("page"))
    context = {
        "classroom": classroom,
        "rows": _pupil_rows(page, get_language() or "en"),
        "page": page,
        "concepts": _class_concepts(memberships),
    }
    return render(request, "classes/class_progress.html", context)


#: Pupils on one page of the class's progress, at most: each a row of every kind they
#: practised (some 1 KB for a pupil who practised them all), the page within 40 KB
#: (issue 17); spread evenly over the pages needed.
PUPILS_PER_PAGE = 25
