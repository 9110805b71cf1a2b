"""Practice: endless generated questions of every kind, with a streak and spaced review.

A question's URL names its kind, level and seed, so a teacher or a friend can share the
exact hand. Answers are checked in place with htmx; without JavaScript the form posts,
the answer waits in the session, and the page it redirects to shows the verdict.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext, pgettext_lazy
from django.views.decorators.http import require_GET, require_http_methods

from tutor import drillweb, labels, pages
from tutor.drills import GAMES, KINDS, LEVELS, MAX_SEED, Question, generate
from tutor.http import HtmxRequest, address
from tutor.learners import owner, row_value
from tutor.practice import progress
from tutor.practice.models import KindStat, ReviewItem

GAME_NAMES = {"piquet": pgettext_lazy("game", "Piquet"), "spades": pgettext_lazy("game", "Spades")}

#: Marks a form whose question was already counted in the statistics: a question counts
#: once (its first wrong answer, or its right answer if there was none). A learner who
#: removes it only miscounts their own statistics.
COUNTED_FIELD = "counted"

MODE, TEMPLATE = drillweb.PRACTICE, "practice/question.html"


def _kind_level_error(kind: str, level: int) -> str | None:
    """The message for a tampered kind or level in a URL, or None when both are fine."""
    if kind not in KINDS:
        return str(labels.error_text("unknown_kind"))
    if level not in LEVELS:
        return str(labels.error_text("bad_level"))
    return None


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    # Reading never makes an anonymous id: a visitor gets a session once they answer.
    summary = progress.summary(owner(request, create=False))
    games = [
        {
            "name": GAME_NAMES[game],
            "kinds": [
                {
                    "kind": kind,
                    "label": labels.kind_label(kind),
                    "description": labels.kind_description(kind),
                    "levels": LEVELS,
                    "stat": summary.stats.get(kind),
                }
                for kind in kinds
            ],
        }
        for game, kinds in GAMES.items()
    ]
    weakest = [
        {"label": labels.concept_label(item.concept), "item": item} for item in summary.weakest
    ]
    return render(
        request,
        "practice/index.html",
        {"games": games, "summary": summary, "due": summary.due, "weakest": weakest},
    )


@require_GET
def new_question(request: HtmxRequest, kind: str, level: int) -> HttpResponse:
    if error := _kind_level_error(kind, level):
        return _bad_request(request, error)
    return redirect("practice:question", kind=kind, level=level, seed=drillweb.new_seed())


@require_GET
def review(request: HttpRequest) -> HttpResponse:
    """The next due concept: the hand it was missed on, then fresh hands of its kind."""
    who = owner(request, create=False)
    item = progress.due_items(who).first() if who else None
    if item is None:
        return render(request, "practice/review_done.html")
    # The hand the concept was missed on comes back first, then fresh hands.
    seed = item.seed if item.seed is not None and not item.replayed else drillweb.new_seed()
    kwargs = {"kind": item.kind, "level": item.level, "seed": seed}
    url = reverse("practice:question", kwargs=kwargs)
    return redirect(f"{url}?review={item.concept}")


def _reviewing(request: HttpRequest) -> ReviewItem | None:
    """The learner's review item this question was opened for (``?review=``), if any."""
    concept = request.GET.get("review", "")
    who = owner(request, create=False) if concept else None
    if who is None:
        return None
    return ReviewItem.objects.filter(**who, concept=concept[:64]).first()


@require_http_methods(["GET", "HEAD", "POST"])
def question(request: HtmxRequest, kind: str, level: int, seed: int) -> HttpResponse:
    if error := _kind_level_error(kind, level):
        return _bad_request(request, error)
    if seed > MAX_SEED:
        return _bad_request(request, str(labels.error_text("bad_seed")))
    q = generate(kind, seed, level)
    review = _reviewing(request)

    def record(q: Question, outcome: drillweb.Outcome) -> KindStat | None:
        """Record the answer unless this question was counted already."""
        if request.POST.get(COUNTED_FIELD):
            return None
        concept = review.concept if review else None
        return progress.record_answer(owner(request), q, outcome.verdict, reviewing=concept)

    def context(q, outcome, data, stat) -> dict:
        return _context(request, q, outcome, data, review, stat)

    page = drillweb.Page(MODE, TEMPLATE, context, record, keep=(COUNTED_FIELD,))
    return drillweb.serve(request, page, q)


def _context(
    request: HtmxRequest,
    q: Question,
    outcome: drillweb.Outcome | None,
    data: QueryDict | None,
    review: ReviewItem | None,
    stat: KindStat | None,
) -> dict:
    streak = stat.streak if stat else 0
    if stat is None and (who := owner(request, create=False)):
        streak = row_value(KindStat, who, {"kind": q.kind}, "streak") or 0
    # The link on from an answer (a question page has none).
    if outcome is None:
        next_url = ""
    elif review:
        next_url = address("practice:review")
    else:
        next_url = address("practice:new", kind=q.kind, level=q.level)
    # A question counts once: it was counted if the form said so, or by this try.
    counted = bool(data and data.get(COUNTED_FIELD)) or bool(outcome and outcome.counts)
    finished = outcome is not None and outcome.finished
    context = {
        "question": q,
        "kind_label": labels.kind_label(q.kind),
        "drill": None if finished else drillweb.question_context(q, outcome, values=data),
        "verdict": drillweb.verdict_context(q, outcome) if outcome else None,
        "outcome": outcome,
        "action": request.get_full_path(),
        "review": review,
        "review_label": labels.concept_label(review.concept) if review else "",
        # Written here, not kept as a piece of the page: a streak can run into the hundreds.
        "streak_text": gettext("Streak: %(streak)s") % {"streak": streak},
        "next_url": next_url,
        "table": drillweb.show_items(q, "answer"),
        "levels": LEVELS,
        "hidden": [(COUNTED_FIELD, "1")] if counted else [],
        "error": "",  # a refused answer's (drillweb): named here for the template
        "exercise_html": None,
    }
    if outcome is None and data is None and not request.htmx:
        # A question as first shown: the page around it is the same for every learner in
        # this kind, level and review (kept: tutor/pages.py), with the question put in.
        context["exercise_html"] = pages.region(request, f"{TEMPLATE}#exercise", context)
        context[pages.PAGE_KEY] = (q.kind, q.level, review.concept if review else None)
    return context


def _bad_request(request: HtmxRequest, message: str) -> HttpResponse:
    """A 400 for a kind, level or seed in the address that makes no question."""
    context = {"error": message, "kind_label": ""}
    return drillweb.respond(request, TEMPLATE, context, status=400)
