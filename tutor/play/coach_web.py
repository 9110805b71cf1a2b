"""The coach at the table, on the web: "Hint", "Take back", "How did I do?" and the
beginner's coach that stops before a costly mistake (the rules of it in
:mod:`tutor.play.coaching`).

Ratings of the learner's decisions are kept in ``Game.coach`` under a key of the
position and the decision (``coaching.position_key``), so each decision is rated once;
the mistakes of a deal are filed for the spaced review once, when its review is first
shown (or when the learner confirms a decision the coach stopped).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from tutor.drills import KINDS
from tutor.http import HtmxRequest, game_address
from tutor.piquet import Declaration, Phase, parse_card, parse_cards
from tutor.piquet.bots import (
    Decision,
    DeclareDecision,
    ExchangeDecision,
    LeftoversDecision,
    PlayDecision,
)
from tutor.piquet.errors import PiquetError
from tutor.play import coach_labels, coaching, labels, present
from tutor.play import table as T
from tutor.play import views as table_views  # the table's views call back into this module
from tutor.play.coaching import Judged
from tutor.play.models import Game
from tutor.practice import progress

#: The form field that confirms a decision the beginner's coach stopped.
CONFIRM_FIELD = "confirm"


# --- what the table shows of the coach ---------------------------------------------------


def _reasons(rows) -> list[str]:
    texts = (coach_labels.reason_text(code, points, params) for code, points, params in rows)
    return [t for t in texts if t]


def hint_context(h: coaching.Hint) -> dict[str, Any]:
    return {
        "text": coach_labels.decision_text(h.kind, h.best),
        "value": coach_labels.points_text(h.value),
        "reasons": _reasons(h.reasons),
    }


def judged_context(j: Judged, table: T.Table) -> dict[str, Any]:
    return {
        "index": j.index,
        "what": _decision_name(j, table),
        "chosen": coach_labels.decision_text(j.kind, j.chosen),
        "best": coach_labels.decision_text(j.kind, j.best),
        "cost": coach_labels.cost_text(j.cost),
        "mistake": j.mistake,
        "rated": j.rated,
        "value_best": coach_labels.points_text(j.value_best),
        "value_chosen": coach_labels.points_text(j.value_chosen),
        "reasons_best": _reasons(j.reasons_best),
        "reasons_chosen": _reasons(j.reasons_chosen),
    }


def _decision_name(j: Judged, table: T.Table) -> str:
    if j.kind == "play":
        deal = table.deals[j.deal - 1]
        plays = sum(1 for a in deal.actions[: j.index] if a.kind.value == "play")
        return str(coach_labels.PLAY_NAMES["lead" if j.chosen.get("lead") else "follow"]) % {
            "trick": plays // 2 + 1
        }
    return str(coach_labels.DECISION_NAMES[j.kind])


def table_context(game: Game, table: T.Table) -> dict[str, Any]:
    """The coach's part of the table page: its mode, the hint and take-back controls,
    and the link to "How did I do?" once a deal is over."""
    number = len(table.deals)
    deal = table.deal
    return {
        "coaching": game.coaching,
        "coaching_name": coach_labels.MODE_NAMES.get(game.coaching, ""),
        # A hint or a stop is shown only when asked for (the views' ``extra``); named
        # here so that the template finds them (a name it misses costs an exception).
        "hint": None,
        "warning": None,
        "hint_url": game_address("play:hint", game.pk),
        "can_hint": table.learner_to_act,
        "take_back_url": game_address("play:take_back", game.pk),
        "can_take_back": game.coaching != "off" and bool(coaching.learner_decisions(table, number)),
        "review_url": (
            game_address("play:review", game.pk, number=number)
            if deal.phase is Phase.COMPLETE
            else ""
        ),
        # In a partie, the reviews of the deals before this one.
        "earlier_reviews": [
            {"number": n, "url": game_address("play:review", game.pk, number=n)}
            for n in range(1, number)
        ],
    }


def taken_back_notice(request: HttpRequest) -> str:
    """After a take-back without JavaScript, the table says so (the redirect's flag)."""
    return str(coach_labels.NOTICES["taken_back"]) if "taken_back" in request.GET else ""


# --- ratings kept in the game ------------------------------------------------------------


def _kept(game: Game) -> dict[str, Any]:
    data = game.coach if isinstance(game.coach, dict) else {}
    return {"judged": dict(data.get("judged", {})), "filed": list(data.get("filed", []))}


def _keep(game: Game, data: dict[str, Any]) -> None:
    Game.objects.filter(pk=game.pk).update(coach=data)
    game.coach = data


def judged_deal(game: Game, table: T.Table, number: int) -> list[Judged]:
    """Every decision of the learner's in deal ``number``, rated (from the kept ratings
    where there are, the rest rated now and kept)."""
    data = _kept(game)
    out, changed = [], False
    for index, _action in coaching.learner_decisions(table, number):
        key = coaching.position_key(table, number, index)
        if key in data["judged"]:
            out.append(Judged.from_dict(data["judged"][key]))
            continue
        j = coaching.judge(table, number, index)
        if j is not None:
            data["judged"][key] = j.to_dict()
            changed = True
            out.append(j)
    if changed:
        _keep(game, data)
    return out


@dataclass(frozen=True)
class Figures:
    """A finished game's figures: the points of each of its deals (the learner's, the
    computer's) and the cost of each of the learner's rated decisions."""

    points: tuple[tuple[int, int], ...]
    costs: tuple[float, ...]

    @property
    def margin(self) -> int:
        """The learner's points margin over the game's deals."""
        return sum(me - them for me, them in self.points)


def _kept_figures(game: Game) -> Figures | None:
    """The figures kept with the game for its present version, if any."""
    kept = game.figures
    if not (isinstance(kept, dict) and kept.get("version") == game.version and "points" in kept):
        return None
    points = tuple((int(me), int(them)) for me, them in kept["points"])
    return Figures(points, tuple(float(c) for c in kept["costs"]))


def figures(game: Game, table: T.Table | None = None) -> Figures:
    """The game's :class:`Figures`: worked out once the game is finished (from ``table``,
    the game's table if the caller has it at hand, else replayed; every decision rated)
    and kept with it; a game in progress's are worked out anew. Kept figures are read
    without the game's record or ratings (a teacher's results load games without them)."""
    if kept := _kept_figures(game):
        return kept
    table = table or game.table()
    found = Figures(
        tuple(table.deal_points()),
        tuple(
            j.cost
            for deal in range(1, len(table.deals) + 1)
            for j in judged_deal(game, table, deal)
            if j.rated
        ),
    )
    if game.finished:
        game.figures = {"version": game.version, "points": found.points, "costs": found.costs}
        Game.objects.filter(pk=game.pk, version=game.version).update(figures=game.figures)
    return found


def deal_points(game: Game) -> tuple[tuple[int, int], ...]:
    """The points of each of the game's deals, the learner's and the computer's: from its
    kept figures when there are some, else from the table replayed (nothing rated)."""
    kept = _kept_figures(game)
    return kept.points if kept else tuple(game.table().deal_points())


def review_kind(concept: str) -> str:
    """The question kind the review shows for ``concept``: the first of its kinds that
    exists (the decision drills once they are there)."""
    kinds = coach_labels.CONCEPT_KINDS[concept]
    return next(k for k in kinds if k in KINDS)


def _owner_of(game: Game) -> dict[str, object]:
    return {"user": game.user} if game.user_id else {"anon_id": game.anon_id}


def file_mistakes(game: Game, table: T.Table, judged: list[Judged]) -> None:
    """File the concepts of each mistake not filed yet for the spaced review."""
    data = _kept(game)
    kinds: dict[str, str] = {}
    for j in judged:
        key = coaching.position_key(table, j.deal, j.index)
        if key in data["filed"] or not j.mistake:
            continue
        data["filed"].append(key)
        for concept in coaching.concepts(j):
            kinds[concept] = review_kind(concept)
    if kinds:
        progress.file_concepts(_owner_of(game), kinds)
        _keep(game, data)


# --- the views ---------------------------------------------------------------------------


@require_GET
def hint(request: HtmxRequest, game_id) -> HttpResponse:
    """The table with the coach's best option for the decision to make now."""
    game = table_views._get_game_for_learner(request, game_id)
    table = game.table()
    try:
        advice = coaching.hint(table)
    except T.TableError as refusal:
        text = (
            labels.error_text(refusal.code)
            if refusal.code == "not_now"
            else coach_labels.error_text(refusal.code)
        )
        return table_views._table_response(request, game, table, error=text, status=400)
    return table_views._table_response(request, game, table, extra={"hint": hint_context(advice)})


@require_POST
def take_back(request: HtmxRequest, game_id) -> HttpResponse:
    """Take back the learner's last decision (coach on), made for the version it names."""
    # No transaction: the save is one statement, made only onto the version the request
    # names (on SQLite a transaction would hold the whole database's write lock).
    game = table_views._get_game_for_learner(request, game_id)
    table = game.table()
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        text = str(labels.ERRORS["bad_decision"])
        return table_views._table_response(request, game, table, error=text, status=400)
    if version != game.version:
        return table_views._stale(request, game, table, table_views._table_response)
    if game.coaching == "off":
        text = coach_labels.error_text("take_back_off")
        return table_views._table_response(request, game, table, error=text, status=400)
    try:
        coaching.take_back(table)
    except T.TableError as refusal:
        text = coach_labels.error_text(refusal.code)
        return table_views._table_response(request, game, table, error=text, status=400)
    if not game.save_table(table, version):
        game.refresh_from_db()
        return table_views._stale(request, game, game.table(), table_views._table_response)
    notice = str(coach_labels.NOTICES["taken_back"])
    if request.htmx:
        return table_views._table_response(request, game, table, notice=notice)
    return redirect(reverse("play:game", kwargs={"game_id": game.pk}) + "?taken_back=1#table")


@require_GET
def review(request: HttpRequest, game_id, number: int) -> HttpResponse:
    """ "How did I do?": the learner's decisions of a finished deal, each with what it
    cost against the best, the three costliest first (the learner's own games only)."""
    game = table_views._get_game_for_learner(request, game_id)
    table = game.table()
    if not 1 <= number <= len(table.deals) or table.deals[number - 1].phase is not Phase.COMPLETE:
        raise Http404
    judged = judged_deal(game, table, number)
    file_mistakes(game, table, judged)
    ordered, costly = coaching.review(judged)
    total = sum(j.cost for j in ordered if j.mistake)
    context = {
        "game": game,
        "number": number,
        "opponent": labels.opponent_name(table.level),
        "decisions": [judged_context(j, table) for j in ordered],
        "costly": [judged_context(j, table) for j in costly],
        "total": coach_labels.cost_text(total),
        "all_good": not costly,
        "table_url": reverse("play:game", kwargs={"game_id": game.pk}),
        "replay_url": reverse("play:replay", kwargs={"game_id": game.pk, "number": number}),
    }
    return render(request, "play/review.html", context)


# --- the beginner's coach in the decision flow -------------------------------------------


def decision_from_post(table: T.Table, post) -> Decision | None:
    """The decision a table form names, as the evaluator's decision (None for what the
    coach does not judge, or what cannot be read: the table then refuses it)."""
    kind = post.get("decision", "")
    deal = table.deal
    try:
        if kind == "exchange":
            return ExchangeDecision(parse_cards(post.getlist("cards")))
        if kind == "declare":
            return DeclareDecision(
                present.declaration_from_post(
                    deal, post.get("point", "none"), post.getlist("sequence"), post.getlist("set")
                )
            )
        if kind == "reply":
            return DeclareDecision(T.reply_declaration(deal, present.reply_answers(post)))
        if kind == "leftovers":
            return LeftoversDecision(post.get("look") == "yes")
        if kind == "play":
            return PlayDecision(parse_card(post.get("card", "")))
    except (T.TableError, PiquetError, ValueError):
        return None
    return None


def stop(request: HtmxRequest, game: Game, table: T.Table) -> HttpResponse | None:
    """The beginner's coach, before a decision is made: the table with the coach's
    question if the decision is a costly mistake and not yet confirmed; None to go on."""
    if game.coaching != "beginner" or not table.learner_to_act:
        return None
    decision = decision_from_post(table, request.POST)
    if decision is None:
        return None
    try:
        judged = coaching.judge_decision(table, decision)
    except T.TableError:
        return None
    if judged is None:
        return None
    _keep_judged(game, table, judged)
    if not coaching.costly(judged):
        return None
    if request.POST.get(CONFIRM_FIELD) == "yes":
        file_mistakes_now(game, table, judged)
        return None
    fields = [
        (name, value)
        for name, values in request.POST.lists()
        if name not in ("csrfmiddlewaretoken", CONFIRM_FIELD)
        for value in values
    ]
    warning = {**judged_context(judged, table), "fields": fields}
    return table_views._table_response(request, game, table, extra={"warning": warning})


def _keep_judged(game: Game, table: T.Table, judged: Judged) -> None:
    """Keep the rating of a decision about to be made (its key is the position with the
    decision at ``judged.index``)."""
    key = _key_after(table, judged)
    if key is None:
        return
    data = _kept(game)
    if key not in data["judged"]:
        data["judged"][key] = judged.to_dict()
        _keep(game, data)


def _key_after(table: T.Table, judged: Judged) -> str | None:
    """The position key the decision will have once made (None if it cannot be made)."""
    trial = T.Table.from_dict(table.to_dict())
    try:
        _make(trial, judged)
    except (T.TableError, PiquetError):
        return None
    return coaching.position_key(trial, judged.deal, judged.index)


def _make(trial: T.Table, judged: Judged) -> None:
    kind, data, deal = judged.kind, judged.chosen, trial.deal
    seat = trial.seat()
    if kind == "exchange":
        deal.exchange(parse_cards(data["cards"]), seat)
    elif kind in ("declare", "reply"):
        deal.declare(Declaration.from_dict(data["declaration"]), seat)
    elif kind == "leftovers":
        deal.view_leftovers(bool(data["look"]), seat)
    else:
        deal.play(parse_card(data["card"]), seat)


def file_mistakes_now(game: Game, table: T.Table, judged: Judged) -> None:
    """A costly decision the learner confirmed: file its concepts for review at once."""
    key = _key_after(table, judged)
    if key is None:
        return
    data = _kept(game)
    if key in data["filed"]:
        return
    data["filed"].append(key)
    kinds = {c: review_kind(c) for c in coaching.concepts(judged)}
    if kinds:
        progress.file_concepts(_owner_of(game), kinds)
    _keep(game, data)
