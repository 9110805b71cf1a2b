"""The play tables: sit down, play Piquet (a deal or a partie) or Spades against the
computer, replay a Piquet deal.

A game is its record (tutor/play/table.py, tutor/play/spades_table.py); every decision is
a POST carrying the version of the game it was made for. The view calls one decision
point of the table (``_decision``, shared by both games), saves the new record only onto
that version (a replayed or stale POST changes nothing and is told so), and redirects to
the table — or, under htmx, returns only the table region.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, TypeVar

from django.db import transaction
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse, QueryDict
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from tutor import drillweb, pages
from tutor.cardgame import CardGameError
from tutor.http import HtmxRequest, game_address
from tutor.learners import owner
from tutor.piquet import Deal, Phase, Player, parse_card, parse_cards
from tutor.play import coach_web, labels, present, spades_labels, spades_present, tasks
from tutor.play import spades_table as S
from tutor.play import table as T
from tutor.play.forms import SitDownForm, SpadesSitDownForm
from tutor.play.models import Game, Record, owned_game
from tutor.play.spades_opponent import LEVELS as SPADES_LEVELS
from tutor.play.spades_table import SpadesTable
from tutor.spades import parse_card as spades_parse_card


def _get_game_for_learner(request: HttpRequest, game_id, kinds: Collection[str] = T.KINDS) -> Game:
    """The learner's own game of one of ``kinds`` (404 for anyone else's, and for a game
    of another table)."""
    who = owner(request, create=False)
    game = owned_game(game_id, kinds, who) if who else None
    if game is None:
        raise Http404
    return game


def _get_finished_deal(game_id, number: int) -> tuple[Game, T.Table, Deal]:
    """A finished deal of any Piquet game, for its replay, record and "play again"
    (public: the link is the game's unguessable id)."""
    game = Game.objects.filter(pk=game_id, kind__in=T.KINDS).first()
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
        seed = drillweb.new_seed()
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
    return _create_game(
        request, table, table.kind, table.preset, table.level, open_hands, coaching=coaching
    )


def _create_game(
    request: HttpRequest,
    table: Record,
    kind: str,
    preset: str,
    level: int,
    open_hands: bool,
    *,
    coaching: str = "off",
) -> Game:
    return Game.objects.create(
        **owner(request),
        coaching=coaching,
        kind=kind,
        preset=preset,
        level=level,
        open_hands=open_hands,
        record=table.to_dict(),
        version=table.version,
        finished=table.finished,
        outcome=table.outcome,
    )


#: What the list of a learner's games shows of each (not its record, the whole game).
LISTED = ("id", "kind", "preset", "level", "finished", "outcome", "updated")


def _sit_down_page(request: HttpRequest, form: SitDownForm, status: int = 200) -> HttpResponse:
    who = owner(request, create=False)
    games = Game.objects.filter(kind__in=T.KINDS, **who).only(*LISTED)[:10] if who else []
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
    context = {
        "form": form,
        "opponents": opponents,
        "presets": presets,
        "history": history,
        "record": _record(request, T.KINDS),
    }
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
            "act_url": game_address("play:act", game.pk),
            "rules_name": labels.PRESETS[table.preset][0],
            "kind_name": labels.KINDS[table.kind],
        }
    )
    return _table_or_page(request, "play/table.html", context, status)


def _table_or_page(
    request: HtmxRequest, template: str, context: dict[str, Any], status: int
) -> HttpResponse:
    """The table's region (``#table``) for htmx, the whole page otherwise. The region is
    rendered as one (tutor/pages.py: no context processor's values but the language and
    the CSRF token, and ``request`` for ``request.htmx``): running them all took about 80 µs
    of a played card's 610 µs of rendering (A/B in process)."""
    if request.htmx:
        region = pages.region(request, f"{template}#table", {**context, "request": request})
        return HttpResponse(region, status=status)
    return render(request, template, context, status=status)


@require_POST
def act(request: HtmxRequest, game_id) -> HttpResponse:
    """One decision of the learner's, made for the version of the game it names."""
    game = _get_game_for_learner(request, game_id)
    table = game.table()
    # The beginner's coach, for a decision made on the game as it stands: stop before
    # a costly mistake until it is confirmed.
    if request.POST.get("version") == str(game.version):
        if stopped := coach_web.stop(request, game, table):
            return stopped
    background = tasks.in_background(table.level)

    def queue() -> None:
        if background:
            tasks.start_computer_turn(game, table)
        tasks.start_coach_ratings(game, table)

    refused = _decision(
        request,
        game,
        table,
        lambda t, post: _decide(t, post, computer=not background),
        game.table,
        _table_response,
        lambda code, params, fresh: labels.error_text(code, fresh.deal, **params),
        queue,
    )
    if refused is not None:
        return refused
    if request.htmx:
        return _table_response(request, game, table)
    return redirect(game_address("play:game", game.pk) + "#table")


Tab = TypeVar("Tab", T.Table, SpadesTable)


def _decision(
    request: HtmxRequest,
    game: Game,
    table: Tab,
    decide: Callable[[Tab, QueryDict], None],
    reload: Callable[[], Tab],
    respond: Callable[..., HttpResponse],
    refusal_text: Callable[[str, dict[str, Any], Tab], str],
    queue: Callable[[], None] = lambda: None,
) -> HttpResponse | None:
    """Make the decision the POST names on ``table`` and save it onto the version it was
    made for. ``None`` when saved; otherwise the response that says why not: 400 for an
    unreadable or refused move (with the engine's reason, from ``refusal_text(code,
    params, the table as it stands)``), 409 for a stale one — the game unchanged.

    The decision (and the computer's reply) is worked out outside any transaction: on
    SQLite one holds the whole database's write lock. Only the save is one, with the
    tasks ``queue`` starts for it; the version it is made at keeps a decision made on a
    game that changed meanwhile from being saved."""
    try:
        version = int(request.POST.get("version", ""))
    except ValueError:
        error = str(labels.ERRORS["bad_decision"])
        return respond(request, game, table, error=error, status=400)
    if version != game.version:
        return _stale(request, game, table, respond)
    try:
        decide(table, request.POST)
    except (T.TableError, CardGameError) as refusal:
        fresh = reload()
        params = getattr(refusal, "params", {})
        text = refusal_text(refusal.code or "bad_decision", params, fresh)
        return respond(request, game, fresh, error=text, status=400)
    with transaction.atomic():
        saved = game.save_table(table, version)
        if saved:
            queue()
    if not saved:
        game.refresh_from_db()
        return _stale(request, game, reload(), respond)
    return None


def _stale(
    request: HtmxRequest, game: Game, table, respond: Callable[..., HttpResponse]
) -> HttpResponse:
    return respond(request, game, table, notice=str(labels.ERRORS["stale"]), status=409)


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
    seed = drillweb.new_seed()
    fresh = T.new_table(
        table.preset, table.level, "deal", seed, seat, dealt=deal.dealt, computer=not background
    )
    with transaction.atomic():
        new = _create(request, fresh, game.open_hands, game.coaching)
        if background:
            tasks.start_computer_turn(new, fresh)
    return redirect("play:game", game_id=new.pk)


# --- Spades ------------------------------------------------------------------------------
# The same game model, record and decision flow as the Piquet table; South is the
# learner, the three computers move in the request (a bot decides in milliseconds).


def _record(request: HttpRequest, kinds: Collection[str]) -> dict[str, int]:
    """The learner's finished games of these kinds: won, lost and drawn (a resigned game
    is lost; a Piquet deal or partie can end level)."""
    who = owner(request, create=False)
    games = (
        Game.objects.filter(kind__in=kinds, finished=True, **who) if who else Game.objects.none()
    )
    counts = dict(games.values_list("outcome").annotate(n=Count("pk")).order_by())
    return {o: counts.get(o, 0) for o in ("won", "lost", "drawn")}


def _spades_record(request: HttpRequest) -> dict[str, int]:
    return _record(request, (S.KIND,))


@require_http_methods(["GET", "HEAD", "POST"])
def spades_index(request: HttpRequest) -> HttpResponse:
    """Sit down at the Spades table (and see your games and your record)."""
    form = SpadesSitDownForm(request.POST or None)
    if request.method == "POST":
        if not form.is_valid():
            return _spades_sit_down_page(request, form, status=400)
        level = form.cleaned_data["level"]
        table = S.new_table(level, drillweb.new_seed())
        game = _create_game(request, table, S.KIND, "standard", level, False)
        return redirect("play:spades_game", game_id=game.pk)
    return _spades_sit_down_page(request, form)


def _spades_sit_down_page(
    request: HttpRequest, form: SpadesSitDownForm, status: int = 200
) -> HttpResponse:
    who = owner(request, create=False)
    games = Game.objects.filter(kind=S.KIND, **who).only(*LISTED)[:10] if who else []
    levels = [
        {
            "value": n,
            "name": spades_labels.level_name(n),
            "description": spades_labels.level_description(n),
        }
        for n in SPADES_LEVELS
    ]
    history = [{"game": g, "level": spades_labels.level_name(g.level)} for g in games]
    context = {
        "form": form,
        "levels": levels,
        "history": history,
        "record": _spades_record(request),
    }
    return render(request, "play/spades_index.html", context, status=status)


@require_GET
def spades_game(request: HtmxRequest, game_id) -> HttpResponse:
    g = _get_game_for_learner(request, game_id, (S.KIND,))
    return _spades_response(request, g, g.spades_table())


def _spades_response(
    request: HtmxRequest,
    game: Game,
    table: SpadesTable,
    error: str = "",
    notice: str = "",
    status: int = 200,
) -> HttpResponse:
    context = spades_present.table_context(table)
    context.update(
        {
            "game": game,
            "error": error,
            "notice": notice,
            "act_url": game_address("play:spades_act", game.pk),
        }
    )
    if table.finished:
        context["record"] = _spades_record(request)
    return _table_or_page(request, "play/spades_table.html", context, status)


@require_POST
def spades_act(request: HtmxRequest, game_id) -> HttpResponse:
    """One decision of South's, made for the version of the game it names."""
    game = _get_game_for_learner(request, game_id, (S.KIND,))
    table = game.spades_table()
    refused = _decision(
        request,
        game,
        table,
        _decide_spades,
        game.spades_table,
        _spades_response,
        lambda code, params, fresh: spades_labels.error_text(code, fresh.deal, **params),
    )
    if refused is not None:
        return refused
    if request.htmx:
        return _spades_response(request, game, table)
    return redirect(game_address("play:spades_game", game.pk) + "#table")


def _decide_spades(table: SpadesTable, post: QueryDict) -> None:
    """Read South's decision from the form and hand it to its decision point."""
    decision = post.get("decision", "")
    if decision == "bid":
        try:
            tricks = int(post.get("bid", ""))
        except ValueError:
            raise T.TableError("bad_decision") from None
        S.bid(table, tricks)
    elif decision == "play":
        S.play(table, spades_parse_card(post.get("card", "")))
    elif decision == "next_hand":
        S.next_hand(table)
    elif decision == "resign":
        S.resign(table)
    else:
        raise T.TableError("bad_decision")
