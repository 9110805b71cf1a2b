"""The play table: sit down, play a deal or a partie against the computer, replay it.

A game is its record (tutor/play/table.py); every decision is a POST carrying the
version of the game it was made for. The view calls one decision point of the table,
saves the new record only onto that version (a replayed or stale POST changes nothing and
is told so), and redirects to the table — or, under htmx, returns only the table region.
"""

from __future__ import annotations

import secrets

from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from tutor.http import HtmxRequest
from tutor.learners import owner
from tutor.piquet import Deal, Phase, Player, parse_card, parse_cards
from tutor.piquet.errors import PiquetError
from tutor.play import coach_web, labels, present, tasks
from tutor.play import table as T
from tutor.play.forms import SitDownForm
from tutor.play.models import Game


def _get_game_for_learner(request: HttpRequest, game_id) -> Game:
    """The learner's own game (404 for anyone else's)."""
    who = owner(request, create=False)
    game = Game.objects.filter(pk=game_id, **who).first() if who else None
    if game is None:
        raise Http404
    return game


def _get_finished_deal(game_id, number: int) -> tuple[Game, T.Table, Deal]:
    """A finished deal of any game, for its replay, record and "play again" (public: the
    link is the game's unguessable id)."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise Http404
    table = game.table()
    if not 1 <= number <= len(table.deals) or table.deals[number - 1].phase is not Phase.COMPLETE:
        raise Http404
    return game, table, table.deals[number - 1]


@require_http_methods(["GET", "HEAD", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """Sit down at the table (and see your games)."""
    form = SitDownForm(request.POST or None)
    if request.method == "POST":
        if not form.is_valid():
            return _sit_down_page(request, form, status=400)
        data = form.cleaned_data
        background = tasks.in_background(data["level"])
        seed = secrets.randbelow(2**31)
        table = T.new_table(
            data["preset"], data["level"], data["kind"], seed, data["seat"], computer=not background
        )
        with transaction.atomic():
            game = _create(request, table, data["open_hands"], data["coaching"])
            if background:
                tasks.start_computer_turn(game, table)
        return redirect("play:game", game_id=game.pk)
    return _sit_down_page(request, form)


def _create(request: HttpRequest, table: T.Table, open_hands: bool, coaching: str = "off") -> Game:
    return Game.objects.create(
        **owner(request),
        coaching=coaching,
        kind=table.kind,
        preset=table.preset,
        level=table.level,
        open_hands=open_hands,
        record=table.to_dict(),
        version=table.version,
        finished=table.finished,
    )


def _sit_down_page(request: HttpRequest, form: SitDownForm, status: int = 200) -> HttpResponse:
    who = owner(request, create=False)
    games = Game.objects.filter(**who)[:10] if who else []
    opponents = [
        {"value": n, "name": name, "description": desc}
        for n, (name, desc) in labels.OPPONENTS.items()
    ]
    presets = [{"value": k, "name": v[0], "description": v[1]} for k, v in labels.PRESETS.items()]
    history = [
        {
            "game": g,
            "opponent": labels.opponent_name(g.level),
            "kind": labels.KINDS.get(g.kind, ""),
            "rules": labels.PRESETS[g.preset][0],
        }
        for g in games
    ]
    context = {"form": form, "opponents": opponents, "presets": presets, "history": history}
    return render(request, "play/index.html", context, status=status)


@require_GET
def game(request: HtmxRequest, game_id) -> HttpResponse:
    g = _get_game_for_learner(request, game_id)
    notice = coach_web.taken_back_notice(request)
    return _table_response(request, g, g.table(), notice=notice)


def _table_response(
    request: HtmxRequest,
    game: Game,
    table: T.Table,
    error: str = "",
    notice: str = "",
    status: int = 200,
    extra: dict | None = None,
) -> HttpResponse:
    context = present.table_context(table, game.open_hands)
    context.update(coach_web.table_context(game, table))
    context.update(extra or {})
    context.update(
        {
            "game": game,
            "error": error,
            "notice": notice,
            "act_url": reverse("play:act", kwargs={"game_id": game.pk}),
            "rules_name": labels.PRESETS[table.preset][0],
            "kind_name": labels.KINDS[table.kind],
        }
    )
    template = "play/table.html#table" if request.htmx else "play/table.html"
    return render(request, template, context, status=status)


@require_POST
def act(request: HtmxRequest, game_id) -> HttpResponse:
    """One decision of the learner's, made for the version of the game it names."""
    with transaction.atomic():
        game = _get_game_for_learner(request, game_id)
        table = game.table()
        try:
            version = int(request.POST.get("version", ""))
        except ValueError:
            return _table_response(
                request, game, table, error=str(labels.ERRORS["bad_decision"]), status=400
            )
        if version != game.version:
            return _stale(request, game, table)
        if stopped := coach_web.stop(request, game, table):
            return stopped
        background = tasks.in_background(table.level)
        try:
            _decide(table, request.POST, computer=not background)
        except T.TableError as refusal:
            text = labels.error_text(refusal.code, table.deal, **refusal.params)
            return _table_response(request, game, game.table(), error=text, status=400)
        except PiquetError as refusal:
            fresh = game.table()
            text = labels.error_text(refusal.code, fresh.deal)
            return _table_response(request, game, fresh, error=text, status=400)
        if not game.save_table(table, version):
            game.refresh_from_db()
            return _stale(request, game, game.table())
        if background:
            tasks.start_computer_turn(game, table)
        tasks.start_coach_ratings(game, table)
    if request.htmx:
        return _table_response(request, game, table)
    return redirect(reverse("play:game", kwargs={"game_id": game.pk}) + "#table")


def _stale(request: HtmxRequest, game: Game, table: T.Table) -> HttpResponse:
    return _table_response(request, game, table, notice=str(labels.ERRORS["stale"]), status=409)


def _decide(table: T.Table, post, computer: bool) -> None:
    """Read the decision from the form and hand it to its decision point (``computer``:
    let the computer answer in this request)."""
    decision = post.get("decision", "")
    if decision == "exchange":
        T.exchange(table, parse_cards(post.getlist("cards")), computer=computer)
    elif decision == "declare":
        declaration = present.declaration_from_post(
            table.deal, post.get("point", "none"), post.getlist("sequence"), post.getlist("set")
        )
        T.declare(table, declaration, computer=computer)
    elif decision == "reply":
        T.reply(table, present.reply_answers(post), computer=computer)
    elif decision == "leftovers":
        T.view_leftovers(table, post.get("look") == "yes", computer=computer)
    elif decision == "play":
        T.play(table, parse_card(post.get("card", "")), computer=computer)
    elif decision == "next_deal":
        T.next_deal(table, computer=computer)
    else:
        raise T.TableError("bad_decision")


@require_GET
def replay(request: HttpRequest, game_id, number: int) -> HttpResponse:
    """A finished deal, trick by trick, both hands shown (public, shareable)."""
    game, table, deal = _get_finished_deal(game_id, number)
    context = present.replay_context(table, number, request.GET.get("trick", ""))
    context.update({"game": game, "number": number})
    return render(request, "play/replay.html", context)


@require_GET
def record(request: HttpRequest, game_id, number: int) -> HttpResponse:
    """A finished deal's record: the engine's deal record plus its score."""
    game, table, deal = _get_finished_deal(game_id, number)
    data = {
        **deal.to_dict(),
        "learner_seat": table.seat(number).value,
        "opponent_level": table.level,
        "score": deal.score().to_dict(),
    }
    response = JsonResponse(data, json_dumps_params={"indent": 2})
    response["Content-Disposition"] = f'attachment; filename="piquet-deal-{game.pk}-{number}.json"'
    return response


@require_POST
def again(request: HttpRequest, game_id, number: int) -> HttpResponse:
    """Play the same cards again, from the same seat, against the same opponent."""
    game, table, deal = _get_finished_deal(game_id, number)
    seat = "elder" if table.seat(number) is Player.ELDER else "younger"
    background = tasks.in_background(table.level)
    seed = secrets.randbelow(2**31)
    fresh = T.new_table(
        table.preset, table.level, "deal", seed, seat, dealt=deal.dealt, computer=not background
    )
    with transaction.atomic():
        new = _create(request, fresh, game.open_hands, game.coaching)
        if background:
            tasks.start_computer_turn(new, fresh)
    return redirect("play:game", game_id=new.pk)
