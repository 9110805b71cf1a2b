"""The course pages: lesson list, lesson steps with their exercises, reference pages."""

from __future__ import annotations

import secrets

from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from lessons import progress
from lessons.content import LANGUAGES, Exercise, Lesson, Step, get_library
from tutor import drillweb
from tutor.drills import DrillError, Question, generate, make


def _lesson_or_404(slug: str) -> Lesson:
    lesson = get_library().lesson(slug)
    if lesson is None:
        raise Http404("no such lesson")
    return lesson


@require_GET
def lesson_list(request: HttpRequest) -> HttpResponse:
    library = get_library()
    rows = list(progress.rows_for(request))
    items = []
    for lesson in library.lessons:
        state = progress.lesson_state(lesson, [r for r in rows if r.lesson == lesson.slug])
        items.append({"lesson": lesson, "progress": state})
    return render(request, "lessons/list.html", {"items": items})


@require_GET
def lesson_start(request: HttpRequest, slug: str) -> HttpResponse:
    """``/learn/<slug>/`` goes to the first unfinished step."""
    lesson = _lesson_or_404(slug)
    if not lesson.steps:
        raise Http404("lesson without steps")
    state = progress.lesson_state(lesson, list(progress.rows_for(request, slug)))
    return redirect("lessons:step", slug=slug, step_id=state.continue_step)


def _question(exercise: Exercise, seed: int | None) -> Question:
    """The drill question of an exercise (a seeded one with the learner's seed, if any)."""
    if exercise.is_seeded:
        return generate(exercise.kind, exercise.seed if seed is None else seed, exercise.level)
    return make(exercise.kind, exercise.params_dict)


def _read_seed(exercise: Exercise, data: QueryDict) -> int | None:
    seed = drillweb.read_seed(data)
    if seed is not None and not exercise.is_seeded:
        raise drillweb.BadInput("bad_seed")
    return seed


def _new_seed() -> int:
    return secrets.randbelow(2**31)


@require_http_methods(["GET", "HEAD", "POST"])
def lesson_step(request: HttpRequest, slug: str, step_id: str) -> HttpResponse:
    lesson = _lesson_or_404(slug)
    step = lesson.step(step_id)
    if step is None:
        raise Http404("no such step")
    exercise = step.exercise
    if request.method == "POST":
        if exercise is None:
            return _bad_request(request, lesson, step, None, _("This step has no exercise."))
        return _answer(request, lesson, step, exercise)

    if exercise is None:
        progress.record_visit(request, lesson.slug, step.id)
        return render(request, "lessons/step.html", _page_context(request, lesson, step))

    data = drillweb.take_answer(request)
    try:
        seed = _read_seed(exercise, data if data is not None else request.GET)
        question = _question(exercise, seed)
        outcome = drillweb.evaluate(question, data) if data is not None else None
    except (drillweb.BadInput, DrillError) as error:
        return _bad_request(request, lesson, step, exercise, drillweb.error_message(error))
    context = _page_context(request, lesson, step)
    context.update(_exercise_context(lesson, step, exercise, question, seed, outcome))
    return render(request, "lessons/step.html", context)


def _answer(request: HttpRequest, lesson: Lesson, step: Step, exercise: Exercise) -> HttpResponse:
    try:
        seed = _read_seed(exercise, request.POST)
        question = _question(exercise, seed)
        outcome = drillweb.evaluate(question, request.POST)
    except (drillweb.BadInput, DrillError) as error:
        return _bad_request(request, lesson, step, exercise, drillweb.error_message(error))
    if outcome.counts:
        progress.record_answer(request, lesson.slug, step.id, outcome.correct)
    if not request.htmx:
        url = reverse("lessons:step", kwargs={"slug": lesson.slug, "step_id": step.id})
        drillweb.stash_answer(request, url)
        return redirect(f"{url}#exercise")
    context = _page_context(request, lesson, step)
    context.update(_exercise_context(lesson, step, exercise, question, seed, outcome))
    return render(request, "lessons/step.html#exercise", context)


def _bad_request(
    request: HttpRequest,
    lesson: Lesson,
    step: Step,
    exercise: Exercise | None,
    message: str,
) -> HttpResponse:
    """A 400 page that says what was wrong; with htmx only the exercise region."""
    context = _page_context(request, lesson, step)
    context["error"] = message
    if exercise is not None:
        posted = request.POST if request.method == "POST" else QueryDict()
        try:
            seed = _read_seed(exercise, posted)
        except drillweb.BadInput:
            seed = None
        try:
            question = _question(exercise, seed)
        except DrillError:  # a bad seed, or (content check!) bad parameters
            seed, question = None, None
        if question is not None:
            context.update(_exercise_context(lesson, step, exercise, question, seed, None))
            # Show the form again with what was entered (the first step's fields).
            context["drill"] = drillweb.question_context(
                question, None, exercise.prompt, {k: posted.getlist(k) for k in posted}
            )
    template = "lessons/step.html#exercise" if request.htmx else "lessons/step.html"
    return render(request, template, context, status=400)


def _page_context(request: HttpRequest, lesson: Lesson, step: Step) -> dict:
    index = lesson.index(step.id)
    steps = lesson.steps
    return {
        "lesson": lesson,
        "step": step,
        "number": index + 1,
        "total": len(steps),
        "previous": steps[index - 1] if index > 0 else None,
        "next": steps[index + 1] if index + 1 < len(steps) else None,
        "glossary_url": reverse("lessons:glossary"),
    }


def _exercise_context(
    lesson: Lesson,
    step: Step,
    exercise: Exercise,
    question: Question,
    seed: int | None,
    outcome: drillweb.Outcome | None,
) -> dict:
    action = reverse("lessons:step", kwargs={"slug": lesson.slug, "step_id": step.id})
    context = {
        "exercise": exercise,
        "drill": drillweb.question_context(question, outcome, prompt=exercise.prompt),
        "action": action,
        "seed": seed,
        "outcome": outcome,
        "verdict": drillweb.verdict_context(question, outcome) if outcome else None,
    }
    if exercise.is_seeded:
        context["another_seed"] = _new_seed()
    return context


def _reference(
    request: HttpRequest, name: str, template: str, extra: dict | None = None
) -> HttpResponse:
    page = get_library().references.get(name)
    if page is None:
        raise Http404("reference page missing")
    return render(request, template, {"page": page, **(extra or {})})


@require_GET
def rules(request: HttpRequest) -> HttpResponse:
    return _reference(request, "rules", "lessons/rules.html")


@require_GET
def summary(request: HttpRequest) -> HttpResponse:
    return _reference(request, "summary", "lessons/summary.html")


@require_GET
def glossary(request: HttpRequest) -> HttpResponse:
    """Each term in the three languages, the definition in the page's language."""
    libraries = {lang: get_library(lang) for lang in LANGUAGES}
    names = {}
    for lang, library in libraries.items():
        page = library.glossary
        names[lang] = {s.id: s.title for s in page.sections} if page else {}
    page = get_library().glossary
    if page is None:
        raise Http404("glossary missing")
    entries = [
        {
            "section": section,
            "names": [(lang, names[lang].get(section.id, "")) for lang in LANGUAGES],
        }
        for section in page.sections
    ]
    return render(request, "lessons/glossary.html", {"page": page, "entries": entries})
