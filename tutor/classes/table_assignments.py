"""A class's task at the play table: "play N deals against level X".

The teacher gives it from the class page. A pupil of the class presses "Play": that
resumes the deal they have in progress for it or, while it is open and fewer than N of
their deals are finished, sits them down to a new one — a Piquet game of kind ``deal``
at that level with the coach on, owned by the pupil and linked to the task
(``Game.table_assignment``). The deal itself is played at the ordinary table
(``tutor.play``). The teachers' results show per pupil the deals finished, the points
margin (the engine's deal scores) and the coach's accuracy: the share of the pupil's
rated decisions within :data:`WITHIN` points of the best. A finished deal's figures are
worked out once, by the worker that rates it or else at the first look, and kept with the
game (``coach_web.figures``); the pupil's own page of the task reads its points from them.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from uuid import UUID

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Page, Paginator
from django.db import transaction
from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST, require_safe

from tutor import drillweb
from tutor.http import signed_in
from tutor.play import coach_web, labels, tasks
from tutor.play import table as T
from tutor.play.models import Game

from . import paging, views
from .access import get_classroom_for_user, get_table_assignment_for_user
from .models import Membership, TableAssignment
from .table_forms import TableAssignmentForm

#: The rules every deal of a task is played by.
PRESET = "cavendish"
#: A decision costing at most this many points against the best counts as accurate.
WITHIN = 1


def title(task: TableAssignment) -> str:
    """ "Play 3 deals against Nell (level 1)"."""
    return ngettext(
        "Play %(count)s deal against %(name)s (level %(level)s)",
        "Play %(count)s deals against %(name)s (level %(level)s)",
        task.deals,
    ) % {"count": task.deals, "name": labels.opponent_name(task.level), "level": task.level}


def games_of(task: TableAssignment, pupil) -> list[Game]:
    """The pupil's deals for the task, oldest first, without their records and ratings."""
    return list(task.games.filter(user=pupil).defer("record", "coach").order_by("created"))


@dataclass
class Progress:
    """Where one pupil stands with a task."""

    task: TableAssignment
    games: list[Game]

    @property
    def finished(self) -> list[Game]:
        return [g for g in self.games if g.finished][: self.task.deals]

    @property
    def current(self) -> Game | None:
        return next((g for g in self.games if not g.finished), None)

    @property
    def done(self) -> bool:
        return len(self.finished) >= self.task.deals

    @property
    def started(self) -> bool:
        return bool(self.games)

    @property
    def playable(self) -> bool:
        """Whether "Play" leads somewhere: a deal to resume, or a new one allowed."""
        return self.current is not None or (not self.done and self.task.is_open())


def progress(task: TableAssignment, pupil) -> Progress:
    return Progress(task, games_of(task, pupil))


def dashboard_entries(pupil) -> tuple[list[dict], list[dict]]:
    """The pupil's tasks that are open (something to play) and the others (done or
    closed), for the classes dashboard."""
    # The pupil's deals of every task in one query, without their records.
    deals = Game.objects.filter(user=pupil).order_by("created")
    deals = deals.only("id", "finished", "created", "table_assignment")
    found = (
        TableAssignment.objects.filter(
            classroom__memberships__pupil=pupil,
            classroom__archived=False,
            opens_at__lte=timezone.now(),
        )
        .select_related("classroom")
        .prefetch_related(Prefetch("games", deals, to_attr="pupil_games"))
    )
    open_: list[dict] = []
    past: list[dict] = []
    for task in found:
        p = Progress(task, task.pupil_games)
        (open_ if p.playable else past).append({"task": task, "title": title(task), "progress": p})
    return open_, past


# --- the teacher -------------------------------------------------------------------------


@login_required
def table_assignment_create(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """Give the class a "play N deals" task (the form is on the class page too)."""
    classroom = get_classroom_for_user(request, class_id)
    if classroom.archived:
        return views.bad_request(
            request, _("This class has been archived; its assignments are closed.")
        )
    form = TableAssignmentForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        task = form.save(commit=False)
        task.classroom = classroom
        task.save()
        messages.success(request, _("The class has a new task at the table."))
        return redirect("classes:class_detail", class_id=classroom.public_id)
    status = 400 if request.method == "POST" else 200
    context = {"classroom": classroom, "form": form}
    return render(request, "classes/table_assignment_form.html", context, status=status)


def class_context(tasks: Page) -> dict:
    """The class page's part: a page of the class's tasks at the table (of
    ``classroom.table_assignments``, the latest due first) and the form for a new one."""
    return {
        "table_assignments": [{"task": t, "title": title(t)} for t in tasks],
        "table_pages": tasks,
        "table_form": TableAssignmentForm(),
    }


@dataclass
class PupilResult:
    name: str
    started: bool
    finished: int = 0
    margin: int = 0
    rated: int = 0
    accurate: int = 0
    deals: list[dict] = field(default_factory=list)

    @property
    def accuracy(self) -> int | None:
        """Per cent of the rated decisions within :data:`WITHIN` of the best."""
        return round(100 * self.accurate / self.rated) if self.rated else None


def pupil_result(membership: Membership, task: TableAssignment, games: list[Game]) -> PupilResult:
    """The row of the pupil of ``membership``, whose deals for ``task`` are ``games``."""
    p = Progress(task, games)
    result = PupilResult(name=str(membership.pupil), started=p.started)
    for number, game in enumerate(p.finished, 1):
        figures = coach_web.figures(game)
        result.finished += 1
        result.margin += figures.margin
        result.rated += len(figures.costs)
        result.accurate += sum(cost <= WITHIN for cost in figures.costs)
        result.deals.append(
            {
                "number": number,
                "margin": figures.margin,
                "url": reverse("play:replay", kwargs={"game_id": game.pk, "number": 1}),
            }
        )
    return result


#: At most what the parts of a page of a task's results weigh in German, in bytes
#: (tests/classes/test_table_assignments.py weighs them): the site's frame and the page's
#: own text; each pupil's name and figures; each of their deals' link to its replay. A
#: page holds as many pupils as fit (15 for a task of 12 deals, the most; 40 for 3).
FRAME, PUPIL, DEAL = 6_000, 400, 150


@login_required
@require_safe
def table_assignment_results(request: HttpRequest, table_assignment_id: UUID) -> HttpResponse:
    task = get_table_assignment_for_user(request, table_assignment_id, as_teacher=True)
    memberships = list(
        task.classroom.memberships.select_related("pupil").order_by(
            "pupil__display_name", "pupil__username"
        )
    )
    most = (paging.PAGE - FRAME) // (PUPIL + DEAL * task.deals)
    page = Paginator(memberships, paging.per_page(len(memberships), most)).get_page(
        request.GET.get("page")
    )
    games: dict[int | None, list[Game]] = defaultdict(list)  # each pupil's deals, read at once
    # Without their records and ratings: a finished deal's figures are kept apart
    # (coach_web.figures), so those are read only for a deal whose figures are not yet.
    shown = task.games.filter(user__in=[m.pupil_id for m in page]).defer("record", "coach")
    for game in shown.order_by("created"):
        games[game.user_id].append(game)
    context = {
        "task": task,
        "title": title(task),
        "classroom": task.classroom,
        "rows": [pupil_result(m, task, games[m.pupil_id]) for m in page],
        "page": page,
        "within": WITHIN,
    }
    return render(request, "classes/table_assignment_results.html", context)


# --- the pupil ---------------------------------------------------------------------------


@login_required
@require_safe
def table_assignment_home(request: HttpRequest, table_assignment_id: UUID) -> HttpResponse:
    task = get_table_assignment_for_user(request, table_assignment_id, as_teacher=False)
    p = progress(task, signed_in(request))
    deals = [
        {
            "number": n,
            "points": coach_web.deal_points(g)[0],
            "url": reverse("play:replay", kwargs={"game_id": g.pk, "number": 1}),
        }
        for n, g in enumerate(p.finished, 1)
    ]
    context = {
        "task": task,
        "title": title(task),
        "progress": p,
        "deals": deals,
        "opponent": labels.opponent_name(task.level),
        "not_yet": timezone.now() < task.opens_at,
    }
    return render(request, "classes/table_assignment_home.html", context)


@login_required
@require_POST
def table_assignment_play(request: HttpRequest, table_assignment_id: UUID) -> HttpResponse:
    """Resume the pupil's deal for the task, or sit them down to the next one."""
    task = get_table_assignment_for_user(request, table_assignment_id, as_teacher=False)
    pupil = signed_in(request)
    home = reverse("classes:table_assignment_home", args=[task.public_id])
    with transaction.atomic():
        # One pupil's clicks one after another: never two deals started at once.
        Membership.objects.select_for_update().filter(classroom=task.classroom, pupil=pupil).first()
        p = progress(task, pupil)
        if p.current is not None:
            return redirect("play:game", game_id=p.current.pk)
        if p.done:
            messages.info(request, _("You have played all the deals of this task."))
            return redirect(home)
        if timezone.now() < task.opens_at:
            return views.bad_request(request, _("This task is not open yet."), back=home)
        if not task.is_open():
            return views.bad_request(
                request, _("This task is closed: no new deal starts."), back=home
            )
        background = tasks.in_background(task.level)
        table = T.new_table(
            PRESET, task.level, "deal", drillweb.new_seed(), computer=not background
        )
        game = Game.objects.create(
            user=pupil,
            kind=table.kind,
            preset=table.preset,
            level=table.level,
            coaching="on",
            record=table.to_dict(),
            version=table.version,
            finished=table.finished,
            outcome=table.outcome,
            table_assignment=task,
        )
        if background:
            tasks.start_computer_turn(game, table)
    return redirect("play:game", game_id=game.pk)
