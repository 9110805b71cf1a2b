"""The course pages: the games, each game's lesson list, lesson steps with their exercises,
and each game's reference pages. Every address names its track (lessons/tracks.py)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.utils.functional import SimpleLazyObject
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from lessons import flow, progress
from lessons.content import LANGUAGES, Exercise, Lesson, Library, Step, get_library
from lessons.tracks import REFERENCE_PAGES, TRACKS, Track, get_track
from tutor import drillweb, learners, pages
from tutor.drills import Question
from tutor.http import HtmxRequest, address
from tutor.practice import progress as practice


def _track_or_404(track_id: str) -> Track:
    track = get_track(track_id)
    if track is None:
        raise Http404("no such track")
    return track


def _lesson_or_404(track: Track, slug: str) -> Lesson:
    lesson = get_library(track.id).lesson(slug)
    if lesson is None:
        raise Http404("no such lesson")
    return lesson


@require_GET
def overview(request: HttpRequest) -> HttpResponse:
    """``/learn/``: every game with its lessons, their states and where to continue."""
    games = []
    rows_by_track = progress.rows_by_track(request)
    for track in TRACKS.values():
        library = get_library(track.id)
        rows = rows_by_track.get(track.id, [])
        games.append(
            {
                "track": track,
                "state": progress.track_state(library, rows),
                "references": _reference_names(library),
            }
        )
    return render(request, "lessons/overview.html", {"games": games})


@require_GET
def lesson_list(request: HttpRequest, track: str) -> HttpResponse:
    """``/learn/<track>/``: one game's lessons."""
    game = _track_or_404(track)
    library = get_library(game.id)
    state = progress.track_state(library, list(progress.rows_for(request, game.id)))
    context = {"track": game, "state": state, "references": _reference_names(library)}
    return render(request, "lessons/list.html", context)


def _reference_names(library: Library) -> list[str]:
    """The reference pages the track has, in the order the pages link them."""
    return [name for name in REFERENCE_PAGES if name in library.references]


@require_GET
def lesson_start(request: HttpRequest, track: str, slug: str) -> HttpResponse:
    """``/learn/<track>/<slug>/`` goes to the first unfinished step."""
    game = _track_or_404(track)
    lesson = _lesson_or_404(game, slug)
    if not lesson.steps:
        raise Http404("lesson without steps")
    state = progress.lesson_state(lesson, list(progress.rows_for(request, game.id, slug)))
    return redirect("lessons:step", track=game.id, slug=slug, step_id=state.continue_step)


def _question(exercise: Exercise, data: QueryDict) -> Question:
    """The drill question of an exercise; with the learner's seed, "another hand like this":
    a fresh hand of the same kind (lessons/flow.py)."""
    seed = drillweb.read_seed(data)
    if seed is not None:
        return flow.another_hand(exercise, seed)
    return flow.own_hand(exercise)


def _seed_of(data: QueryDict) -> int | None:
    """The learner's own seed ("another hand like this"), if the request names one."""
    try:
        return drillweb.read_seed(data)
    except drillweb.BadInput:
        return None


@dataclass(frozen=True)
class _Where:
    """The track, lesson and step a request is about."""

    track: Track
    lesson: Lesson
    step: Step

    @property
    def url(self) -> str:
        return address(
            "lessons:step", track=self.track.id, slug=self.lesson.slug, step_id=self.step.id
        )


@require_http_methods(["GET", "HEAD", "POST"])
def lesson_step(request: HtmxRequest, track: str, slug: str, step_id: str) -> HttpResponse:
    game = _track_or_404(track)
    lesson = _lesson_or_404(game, slug)
    step = lesson.step(step_id)
    if step is None:
        raise Http404("no such step")
    where = _Where(game, lesson, step)
    exercise = step.exercise
    if exercise is None:
        if request.method == "POST":
            bad = {**_page_context(where), "error": _("This step has no exercise.")}
            return drillweb.respond(request, "lessons/step.html", bad, status=400)
        progress.record_visit(request, game.id, lesson.slug, step.id)
        return pages.render(request, "lessons/step.html", _page_context(where, kept=True))

    def record(question: Question, outcome: drillweb.Outcome) -> None:
        progress.record_answer(request, game.id, lesson.slug, step.id, outcome.correct)
        # What the verdict says "to review" goes to the practice review.
        practice.file_mistakes(learners.owner(request), question, outcome.verdict)

    def context(question, outcome, data, recorded) -> dict:
        seed = _seed_of(request.GET if data is None else data)
        return _exercise_context(where, exercise, question, outcome, data, seed)

    page = drillweb.Page(drillweb.LESSON, "lessons/step.html", context, record)
    return drillweb.serve(request, page, lambda data: _question(exercise, data))


def _page_context(where: _Where, kept: bool = False) -> dict:
    """The step's page without its exercise; ``kept``: the page is the same for every
    learner (kept per step: tutor/pages.py)."""
    lesson, step = where.lesson, where.step
    index = lesson.index(step.id)
    steps = lesson.steps
    return {
        "track": where.track,
        "lesson": lesson,
        "step": step,
        "number": index + 1,
        "total": len(steps),
        "previous": steps[index - 1] if index > 0 else None,
        "next": steps[index + 1] if index + 1 < len(steps) else None,
        # Set for a step with an exercise, or a refused answer: named here for the
        # template (a name it misses costs an exception at each lookup).
        "exercise": None,
        "error": "",
        pages.PAGE_KEY: (where.track.id, lesson, step) if kept else None,
    }


def _exercise_context(
    where: _Where,
    exercise: Exercise,
    question: Question | None,
    outcome: drillweb.Outcome | None,
    data: QueryDict | None,
    seed: int | None = None,
) -> dict:
    own_hand = outcome is None and data is None and seed is None
    context = _page_context(where, kept=own_hand and question is not None)
    if question is None:  # the exercise's own hand makes no question (a content error)
        return context
    drill = partial(drillweb.question_context, question, outcome, flow.prompt(exercise, seed), data)
    context.update(
        {
            "exercise": exercise,
            # The exercise's own hand, not yet answered, is a piece kept per step and
            # language (lessons/step.html): its form is worked out only to make the piece.
            "own_hand": own_hand,
            "drill": SimpleLazyObject(drill) if own_hand else drill(),
            "action": where.url,
            "outcome": outcome,
            "finished": outcome is not None and outcome.finished,
            "verdict": drillweb.verdict_context(question, outcome) if outcome else None,
            "hidden": [],  # the question form's extra fields: a lesson adds none
            "seed": seed,
            "another_seed": drillweb.new_seed(),
        }
    )
    return context


def _reference(request: HttpRequest, track: str, name: str, template: str) -> HttpResponse:
    game = _track_or_404(track)
    page = get_library(game.id).references.get(name)
    if page is None:
        raise Http404("reference page missing")
    return render(request, template, {"track": game, "page": page})


@require_GET
def rules(request: HttpRequest, track: str) -> HttpResponse:
    return _reference(request, track, "rules", "lessons/rules.html")


@require_GET
def summary(request: HttpRequest, track: str) -> HttpResponse:
    """The printable summary, for the tracks that have one."""
    return _reference(request, track, "summary", "lessons/summary.html")


@require_GET
def glossary(request: HttpRequest, track: str) -> HttpResponse:
    """Each term of the track in the three languages, the definition in the page's language."""
    game = _track_or_404(track)
    names = {}
    for lang in LANGUAGES:
        page = get_library(game.id, lang).glossary
        names[lang] = {s.id: s.title for s in page.sections} if page else {}
    page = get_library(game.id).glossary
    if page is None:
        raise Http404("glossary missing")
    entries = [
        {
            "section": section,
            "names": [(lang, names[lang].get(section.id, "")) for lang in LANGUAGES],
        }
        for section in page.sections
    ]
    context = {"track": game, "page": page, "entries": entries}
    return render(request, "lessons/glossary.html", context)
