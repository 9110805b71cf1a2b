"""The coach's decision drills: ``discard``, ``sink``, ``lead``, ``play``, ``guard``.

Each question is a decision point of a real deal: the engine deals from the seed, the
bots (``tutor.piquet.bots``, level 3, which declares everything) play it up to the
decision, and the coach (``tutor.piquet.coach``) rates every legal option in expected
points. The parameters are the dealt cards and the moves so far, so that ``make`` of a
generated question replays the same position:

* ``elder``, ``younger`` (12 cards each) and ``talon`` (8 cards, top first);
* ``moves``: the actions before the decision, space-separated: ``x:AS.KS.7H`` an
  exchange (``x:`` none), ``d`` a declaration of everything held, ``l:y`` / ``l:n``
  younger's choice to see the cards left in the talon (Law 36), a card a play;
* ``open``: ``yes`` to rate (and show) with both hands open (the lead and play at
  level 1); ``margin``: how many points below the best an answer may be and still be
  right (shown on the page);
* ``partie`` (``lead``, ``play``, ``guard`` only): ``mine:theirs``, e.g. ``88:150``, the
  totals of the learner (the player to act) and his opponent after five deals of a
  Rubicon partie: the question is then the sixth and last deal, and the coach rates each
  card by the partie's result (the Rubicon at 100) instead of the deal's points. The
  totals become the bots' ``View.partie`` as five earlier deals, the first holding them
  and four scoring nothing (the coach counts only their sums). The page shows them.
  The discard and the declaration take no partie: the coach rates them by the deal's
  points alone.

Levels: among a few positions of the seed, level 1 takes one whose best option stands
out (5 points or more before the next idea), level 2 one of 2 to 5 points, level 3 a
close call (under 2 points; half of each for a discard, whose options lie closer):
the gap between the best and the next idea shrinks with the level. The lead and play
are open-handed at level 1.
The marking is the :class:`~tutor.drills.model.Grading` of the decision field.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from tutor.piquet.bots import (
    DeclareDecision,
    ExchangeDecision,
    PlayDecision,
    apply_decision,
    decide,
    view_of,
)
from tutor.piquet.bots.view import DecisionKind, View, decision_kind
from tutor.piquet.cards import Card, DealtCards, Hand, deal_cards, parse_card
from tutor.piquet.coach import rate, rate_open
from tutor.piquet.deal import ActionKind, Deal, Phase
from tutor.piquet.declarations import Declaration
from tutor.piquet.errors import PiquetError
from tutor.piquet.partie import PARTIE_DEALS
from tutor.piquet.players import Player

from . import params as P
from .common import YES_NO, Built, Kind
from .model import Explanation, Field, Grading, Question, Rated, Step

__all__ = [
    "COACH_KINDS",
    "DISCARD",
    "GUARD",
    "LEAD",
    "PLAY",
    "DEALS_BEFORE",
    "SINK",
    "gap_of",
    "partie_of",
    "rated_position",
]

#: The coach's kinds (each question rates a real position: far slower than the fact kinds,
#: so benchmarks and broad tests treat them apart).
COACH_KINDS = ("discard", "sink", "lead", "play", "guard")

#: The bots that play a deal up to the decision (level 3 declares everything).
BOT_LEVEL = 3
#: The coach's sampling seed: fixed, so that the parameters alone decide the question.
RATE_SEED = 0
#: Positions looked at per question by level (close calls are rarer: level 3 looks
#: further); the level picks among them by their gap.
CANDIDATES = {1: 3, 2: 4, 3: 6}
#: Deals tried for a position of the wanted shape (the last one takes any like it).
DEALS = 40
#: Positions rated at most for one question.
RATED = 8
#: Discards are compared on a quicker rating (fewer samples of the hidden cards); the
#: chosen one is rated in full. The other kinds' candidates are rated in full.
SCREEN_SAMPLES = 16
#: A question always has an answer this many points worse than the best: a clear mistake.
CLEAR_MISTAKE = 2.0
#: The gap between the best option and the next idea each level aims at (points): clear
#: at level 1, a close call at level 3; the candidate nearest the band is taken.
GAPS = {1: (5.0, 1000.0), 2: (2.0, 5.0), 3: (0.0, 2.0)}
#: The margin by level (points below the best that are still right).
MARGINS = {1: 1.0, 2: 1.0, 3: 0.5}
#: Deals scored before a question with a ``partie``: it is the last of a Rubicon partie.
DEALS_BEFORE = PARTIE_DEALS - 1
#: The highest total the ``partie`` parameter takes for either player.
PARTIE_MAX = 999


# --- moves: the notation of the actions before the decision ---------------------------


def moves_text(deal: Deal) -> str:
    """The deal's actions in the ``moves`` notation."""
    out = []
    for action in deal.actions:
        if action.kind is ActionKind.EXCHANGE:
            out.append("x:" + ".".join(str(c) for c in action.cards))
        elif action.kind is ActionKind.DECLARE:
            out.append("d")
        elif action.kind is ActionKind.VIEW_LEFTOVERS:
            out.append("l:y" if action.look else "l:n")
        else:
            out.append(str(action.cards[0]))
    return " ".join(out)


def replay(dealt: DealtCards, moves: str) -> Deal:
    """The deal after ``moves`` (``bad_params`` for anything the engine refuses)."""
    deal = Deal(dealt)
    tokens = moves.split()
    if len(tokens) > 40:
        raise P.bad_params("moves: too many moves")
    for token in tokens:
        try:
            if token.startswith("x:"):
                cards = [parse_card(c) for c in token[2:].split(".") if c]
                deal.exchange(cards)
            elif token == "d":
                deal.declare()
            elif token in ("l:y", "l:n"):
                deal.view_leftovers(token == "l:y")
            else:
                deal.play(parse_card(token))
        except (PiquetError, ValueError) as exc:
            raise P.bad_params(f"moves: {token[:20]!r}: {exc}") from None
    return deal


def _dealt(params: Mapping[str, str]) -> DealtCards:
    elder, younger = P.hand(params, "elder"), P.hand(params, "younger")
    talon = P.hand(params, "talon", range(8, 9))
    if elder.mask & younger.mask or (elder.mask | younger.mask) & talon.mask:
        raise P.bad_params("a card is dealt twice")
    try:
        talon_order = tuple(parse_card(c) for c in params["talon"].split())
        return DealtCards(elder, younger, talon_order)
    except (PiquetError, ValueError) as exc:
        raise P.bad_params(f"talon: {exc}") from None


# --- the coach's rating, cached per position --------------------------------------------


Ratings = tuple[tuple[Any, float, tuple[Explanation, ...]], ...]


def _explanations(reasons: tuple[Any, ...]) -> tuple[Explanation, ...]:
    out = []
    for r in reasons:
        params: dict[str, Any] = dict(r.params)
        params["points"] = round(float(r.points), 1)
        out.append(Explanation(f"coach_{r.code}", params))
    return tuple(out)


def _rate(view: View, open_deal: Deal | None, samples: int | None = None) -> Ratings:
    if open_deal is not None:
        ratings = rate_open(open_deal, view.role, RATE_SEED, samples=samples, partie=view.partie)
    else:
        ratings = rate(view, RATE_SEED, samples=samples)
    return tuple((r.decision, float(r.value), _explanations(tuple(r.reasons))) for r in ratings)


def partie_of(totals: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """The bots' ``View.partie`` for the ``partie`` totals (mine, theirs) after five
    deals: the first deal holds them, the other four scored nothing (the coach counts
    only the sums); ``()`` (no partie) for ``None``."""
    if totals is None:
        return ()
    return (totals,) + ((0, 0),) * (DEALS_BEFORE - 1)


def _partie(params: Mapping[str, str]) -> tuple[int, int] | None:
    return P.pair(params, "partie", PARTIE_MAX)


@lru_cache(maxsize=512)
def rated_position(
    elder: str,
    younger: str,
    talon: str,
    moves: str,
    open_hands: bool,
    partie: tuple[int, int] | None = None,
) -> tuple[Deal, View, Ratings]:
    """The position after ``moves`` of the deal, the view of the player to act (with the
    ``partie`` totals before this last deal, if given: see :func:`partie_of`), and the
    coach's ratings of every option (best first). Cached: a question is built from the
    same position when it is generated, checked and rebuilt."""
    dealt = _dealt({"elder": elder, "younger": younger, "talon": talon})
    deal = replay(dealt, moves)
    player = deal.to_act
    if player is None:
        raise P.bad_params("moves: the deal is over; there is no decision left")
    view = view_of(deal, player, partie_of(partie))
    return deal, view, _rate(view, deal if open_hands else None)


def _position(params: Mapping[str, str]) -> tuple[Deal, View, Ratings, bool]:
    open_hands = P.choice(params, "open", YES_NO, "no") == "yes"
    partie = _partie(params)
    key = tuple(" ".join(params.get(k, "").split()) for k in ("elder", "younger", "talon"))
    _dealt(params)  # the cards are checked before anything is cached
    deal, view, ratings = rated_position(
        *key, " ".join(params.get("moves", "").split()), open_hands, partie
    )
    return deal, view, ratings, open_hands


def _margin(params: Mapping[str, str]) -> float:
    text = params.get("margin", "1").strip()
    try:
        value = float(text)
    except ValueError:
        raise P.bad_params(f"margin: {text[:10]!r} is not a number of points") from None
    if not 0 <= value <= 20:
        raise P.bad_params("margin: between 0 and 20 points")
    return value


# --- generation: bots play a real deal to the decision ----------------------------------


def _bot_move(deal: Deal, seed: int) -> None:
    player = deal.to_act
    assert player is not None
    decision = decide(view_of(deal, player), BOT_LEVEL, seed)
    if isinstance(decision, DeclareDecision):
        deal.declare()  # the drills' positions follow full declarations ("d")
    else:
        apply_decision(deal, player, decision)


def play_to(rng: random.Random, stop: Callable[[Deal], bool]) -> Deal | None:
    """A fresh deal played by the bots until ``stop`` says so, or ``None`` if it ends
    first."""
    deal = Deal(deal_cards(rng.getrandbits(32)))
    seed = rng.getrandbits(16)
    while deal.phase is not Phase.COMPLETE:
        if stop(deal):
            return deal
        _bot_move(deal, seed)
    return None


def _position_params(deal: Deal, open_hands: bool) -> dict[str, str]:
    out = {
        "elder": str(deal.dealt.elder),
        "younger": str(deal.dealt.younger),
        "talon": " ".join(map(str, deal.dealt.talon)),
        "moves": moves_text(deal),
    }
    if open_hands:
        out["open"] = "yes"
    return out


def _pick(
    rng: random.Random,
    level: int,
    stop: Callable[[random.Random], Callable[[Deal], bool]],
    gap: Callable[[Ratings], float],
    open_hands: bool = False,
    scale: float = 1.0,
    screen: bool = False,
) -> dict[str, str]:
    """The position for ``level`` among the seed's :data:`CANDIDATES`: the one whose gap
    lies in the level's band (:data:`GAPS`), or nearest to it. Only positions with a clear
    mistake to make (an option :data:`CLEAR_MISTAKE` points below the best) count while
    there are any; at most :data:`DEALS` deals and :data:`RATED` ratings are tried (the
    bots' play is quick, the rating is the cost)."""
    found: list[tuple[float, dict[str, str]]] = []
    spare: list[tuple[float, dict[str, str]]] = []
    rated = 0
    low, high = (scale * edge for edge in GAPS[level])
    for attempt in range(DEALS):
        deal = play_to(rng, stop(rng) if attempt < DEALS - 1 else _any_decision(stop(rng)))
        if deal is None:
            continue
        params = _position_params(deal, open_hands)
        if screen:
            player = deal.to_act
            assert player is not None
            ratings = _rate(view_of(deal, player), deal if open_hands else None, SCREEN_SAMPLES)
        else:  # rated in full (and remembered for the question built from it)
            ratings = _position(params)[2]
        rated += 1
        if len(ratings) >= 2:
            spread = ratings[0][1] - ratings[-1][1]
            item = (gap(ratings), params)
            (found if spread >= CLEAR_MISTAKE else spare).append(item)
            if spread >= CLEAR_MISTAKE and low <= item[0] <= high:
                break  # in the level's band: no need to look further
        if len(found) == CANDIDATES[level] or (rated >= RATED and (found or spare)):
            break
    pool = found or spare
    assert pool, "the last deal always stops at a decision with two options or more"
    chosen = min(pool, key=lambda item: max(low - item[0], item[0] - high, 0.0))[1]
    chosen["margin"] = f"{MARGINS[level]:g}"
    return chosen


def _any_decision(wanted: Callable[[Deal], bool]) -> Callable[[Deal], bool]:
    """The last deal's stop: the wanted position, or failing that the first decision of
    the same kind with two options or more (bounded time whatever the deal)."""

    def stop(deal: Deal) -> bool:
        if wanted(deal):
            return True
        if deal.phase is Phase.PLAY:
            return _playing(deal) and len(deal.legal_plays) >= 2
        return False

    return stop


def gap_of(question: Question) -> float:
    """What the levels are chosen by, for a built question: the gap between its best
    option and the next idea (for a discard: one differing in two cards or more)."""
    field = question.fields[0].name
    options = question.grading[field].options
    ranked = sorted(options.items(), key=lambda item: -item[1].value)
    if field == "discard":
        best = set(ranked[0][0].split())
        for answer, rated in ranked[1:]:
            if len(best ^ set(answer.split())) > 2:
                return ranked[0][1].value - rated.value
        return 0.0
    top = ranked[0][1].value
    lower = [r.value for _, r in ranked if r.value < top - 1e-6]
    return top - lower[0] if lower else 0.0


_GENERATORS: dict[str, Callable[[random.Random, int], dict[str, str]]] = {}


@lru_cache(maxsize=1024)
def _generated(name: str, level: int, key: int) -> tuple[tuple[str, str], ...]:
    return tuple(_GENERATORS[name](random.Random(key), level).items())


def _remembered(
    name: str, gen: Callable[[random.Random, int], dict[str, str]]
) -> Callable[[random.Random, int], dict[str, str]]:
    """``gen`` remembered per seed: the same question asked again (a reload, a check of
    the answer) does not play and screen its positions again."""
    _GENERATORS[name] = gen

    def remembered(rng: random.Random, level: int) -> dict[str, str]:
        return dict(_generated(name, level, rng.getrandbits(64)))

    return remembered


def _second_gap(ratings: Ratings) -> float:
    """The gap between the best value and the next lower one (options as good as the
    best are right too: telling the best from the next idea is the question)."""
    best = ratings[0][1]
    lower = [value for _, value, _ in ratings if value < best - 1e-6]
    return best - lower[0] if lower else 0.0


# --- what the page shows ----------------------------------------------------------------


def _cards(cards: tuple[Card, ...] | list[Card]) -> tuple[str, ...]:
    return tuple(map(str, cards))


def _declared(view: View) -> tuple[tuple[str, str, int, str], ...]:
    """What each player scored in declarations: ``(who, category, points, cards)``."""
    out = []
    for who, declared in (
        (Player.ELDER, view.declared_elder),
        (Player.YOUNGER, view.declared_younger),
    ):
        if declared is None:
            continue
        if declared.point is not None:
            suit, length, _value = declared.point
            out.append((who.value, "point", length, suit.value))
        for q in declared.sequences:
            out.append((who.value, "sequence", q.score, " ".join(_cards(q.cards))))
        for s in declared.sets:
            out.append((who.value, "sets", s.score, " ".join(_cards(s.cards))))
    return tuple(out)


def _calls(view: View) -> tuple[tuple[str, str, str], ...]:
    """Elder's calls as the younger player heard them: ``(category, a, b)``."""
    calls = view.calls
    if calls is None:
        return ()
    out = []
    if calls.point is not None:
        out.append(("point", str(calls.point[0]), str(calls.point[1])))
    if calls.sequence is not None:
        out.append(("sequence", str(calls.sequence[0]), calls.sequence[1].value))
    for count, rank in calls.sets:
        out.append(("sets", "quatorze" if count == 4 else "trio", rank.value))
    return tuple(out)


def _show(
    view: View, deal: Deal, open_hands: bool, margin: float, hand: tuple[Card, ...]
) -> dict[str, Any]:
    show: dict[str, Any] = {"role": view.role.value, "hand": _cards(hand)}
    if view.opponent_exchanged is not None:
        show["opponent_exchanged"] = view.opponent_exchanged
    if view.discards and view.decision is not DecisionKind.EXCHANGE:
        show["discards"] = _cards(view.discards)
    if view.seen:
        show["seen"] = _cards(view.seen)
    if view.opponent_carte_blanche:
        show["carte_blanche"] = _cards(view.opponent_carte_blanche)
    if view.calls is not None and (
        view.role is Player.YOUNGER or view.decision is DecisionKind.PLAY
    ):
        show["calls"] = _calls(view)
    if view.decision is DecisionKind.PLAY:
        show["declared"] = _declared(view)
        show["score"] = view.score
        show["tricks"] = tuple((str(a), str(b)) for a, b in view.tricks)
        if view.led is not None:
            show["led"] = str(view.led)
        if open_hands:
            show["opponent"] = _cards(deal.hand(view.role.opponent).cards)
    if view.partie:  # the last deal of a Rubicon partie: the totals before it
        show["partie"] = (sum(a for a, _ in view.partie), sum(b for _, b in view.partie))
    show["margin"] = margin
    return show


# --- the kinds --------------------------------------------------------------------------


def _grading(
    ratings: Ratings, key: Callable[[Any], str | None], margin: float
) -> tuple[Grading, dict[str, Rated]]:
    options: dict[str, Rated] = {}
    for decision, value, reasons in ratings:  # best first: the first of a key stays
        answer = key(decision)
        if answer is not None and answer not in options:
            options[answer] = Rated(round(value, 6), reasons)
    best = next(iter(options))
    return Grading(options, best, margin), options


def _out_params(params: Mapping[str, str]) -> dict[str, str]:
    keys = ("elder", "younger", "talon", "moves", "open", "margin")
    out = {k: " ".join(params[k].split()) for k in keys if k in params}
    partie = _partie(params)
    if partie is not None:
        out["partie"] = f"{partie[0]}:{partie[1]}"
    return out


def _decision_built(
    kind: str,
    params: Mapping[str, str],
    wanted: DecisionKind,
    field: Callable[[View, Deal], Field],
    key: Callable[[Any], str | None],
    concepts: tuple[str, ...],
) -> Built:
    """The question at the position (remembered per parameters: a question checked or
    shown again is not built again from its 1,585 rated discards)."""
    items = tuple(sorted(_out_params(params).items()))
    found = _BUILT.get((kind, items))
    if found is None:
        found = _new_built(kind, params, wanted, field, key, concepts)
        if len(_BUILT) >= 512:
            _BUILT.pop(next(iter(_BUILT)))
        _BUILT[(kind, items)] = found
    return found


_BUILT: dict[tuple[str, tuple[tuple[str, str], ...]], Built] = {}


def _new_built(
    kind: str,
    params: Mapping[str, str],
    wanted: DecisionKind,
    field: Callable[[View, Deal], Field],
    key: Callable[[Any], str | None],
    concepts: tuple[str, ...],
) -> Built:
    deal, view, ratings, open_hands = _position(params)
    if view.decision is not wanted:
        raise P.bad_params(f"moves: the decision here is {view.decision.value}, not {wanted.value}")
    margin = _margin(params)
    the_field = field(view, deal)
    the_field = Field(
        the_field.name,
        the_field.type,
        the_field.options,
        multiple=the_field.multiple,
        required=the_field.required,
        concepts=concepts,
    )
    grading, _ = _grading(ratings, key, margin)
    hand = view.dealt if wanted is DecisionKind.EXCHANGE else view.hand
    show = _show(view, deal, open_hands, margin, hand)
    step = Step(kind, {}, (the_field,), ())
    return Built(
        _out_params(params),
        show,
        (step,),
        {the_field.name: grading.best},
        {the_field.name: grading},
    )


# discard ------------------------------------------------------------------------------


def _discard_key(hand: tuple[Card, ...]) -> Callable[[Any], str | None]:
    order = {c: i for i, c in enumerate(hand)}

    def key(decision: Any) -> str | None:
        if not isinstance(decision, ExchangeDecision):
            return None
        return " ".join(str(c) for c in sorted(decision.discard, key=order.__getitem__))

    return key


def _discard_field(view: View, deal: Deal) -> Field:
    return Field("discard", "cards", _cards(view.dealt), multiple=True, required=False)


def _build_discard(params: Mapping[str, str]) -> Built:
    _, view, _, _ = _position(params)
    return _decision_built(
        "discard",
        params,
        DecisionKind.EXCHANGE,
        _discard_field,
        _discard_key(view.dealt),
        ("coach_discard",),
    )


def _differs(ratings: Ratings) -> float:
    """The gap between the best discard and the best other idea (two cards or more
    different)."""
    best = set(ratings[0][0].discard)
    for decision, value, _ in ratings[1:]:
        if len(best ^ set(decision.discard)) > 2:
            return ratings[0][1] - value
    return _second_gap(ratings)


def _stop_exchange(rng: random.Random) -> Callable[[Deal], bool]:
    phase = rng.choice((Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE))
    return lambda deal: deal.phase is phase


def _gen_discard(rng: random.Random, level: int) -> dict[str, str]:
    # discards lie closer; rating up to 1,585 of them in full is the cost: screened
    return _pick(rng, level, _stop_exchange, _differs, scale=0.5, screen=True)


DISCARD = Kind(
    "discard",
    ("elder", "younger", "talon"),
    ("moves", "margin"),
    _remembered("discard", _gen_discard),
    _build_discard,
)


# sink ---------------------------------------------------------------------------------


def declaration_key(full: Declaration, declared: Declaration) -> str:
    """A declaration as a choice value: ``all``, or what is sunk, e.g. ``sink:point`` or
    ``sink:sequence.sets`` (categories kept out, in the order of reckoning)."""
    sunk = []
    if declared.point != full.point:
        sunk.append("point")
    if declared.sequences != full.sequences:
        sunk.append("sequence")
    if declared.sets != full.sets:
        sunk.append("sets")
    return "sink:" + ".".join(sunk) if sunk else "all"


SINK_OPTIONS = (
    "all",
    "sink:point",
    "sink:sequence",
    "sink:sets",
    "sink:point.sequence",
    "sink:point.sets",
    "sink:sequence.sets",
    "sink:point.sequence.sets",
)


def _sink_key(view: View) -> Callable[[Any], str | None]:
    full = Declaration.full(Hand(view.hand))

    def key(decision: Any) -> str | None:
        if not isinstance(decision, DeclareDecision):
            return None
        return declaration_key(full, decision.declaration)

    return key


def _build_sink(params: Mapping[str, str]) -> Built:
    _, view, ratings, _ = _position(params)
    key = _sink_key(view)
    held = tuple(o for o in SINK_OPTIONS if any(key(d) == o for d, _, _ in ratings))

    def field(view: View, deal: Deal) -> Field:
        return Field("declare", "choice", held)

    return _decision_built("sink", params, DecisionKind.DECLARE, field, key, ("coach_sink",))


def _stop_declare(rng: random.Random) -> Callable[[Deal], bool]:
    role = rng.choice((Player.ELDER, Player.YOUNGER))
    return lambda deal: deal.phase is Phase.DECLARATION and deal.to_act is role


def _gen_sink(rng: random.Random, level: int) -> dict[str, str]:
    return _pick(rng, level, _stop_declare, _second_gap)


SINK = Kind(
    "sink",
    ("elder", "younger", "talon", "moves"),
    ("margin",),
    _remembered("sink", _gen_sink),
    _build_sink,
)


# lead, play, guard ---------------------------------------------------------------------


def _card_key(decision: Any) -> str | None:
    return str(decision.card) if isinstance(decision, PlayDecision) else None


def _card_field(view: View, deal: Deal) -> Field:
    return Field("card", "cards", _cards(view.legal_plays))


def _build_card(kind: str, concepts: tuple[str, ...]) -> Callable[[Mapping[str, str]], Built]:
    def build(params: Mapping[str, str]) -> Built:
        return _decision_built(kind, params, DecisionKind.PLAY, _card_field, _card_key, concepts)

    return build


def _playing(deal: Deal) -> bool:
    return deal.phase is Phase.PLAY and decision_kind(deal) is DecisionKind.PLAY


def _stop_lead(rng: random.Random) -> Callable[[Deal], bool]:
    trick = rng.randint(1, 9)
    return lambda deal: (
        _playing(deal)
        and len(deal.tricks) + 1 >= trick
        and deal.current_lead is None
        and len(deal.legal_plays) >= 3
    )


def _stop_play(rng: random.Random) -> Callable[[Deal], bool]:
    trick = rng.randint(1, 10)
    return lambda deal: (
        _playing(deal)
        and len(deal.tricks) + 1 >= trick
        and deal.current_lead is not None
        and len(deal.legal_plays) >= 2
    )


def _stop_guard(rng: random.Random) -> Callable[[Deal], bool]:
    """Younger, unable to follow elder's lead: which card to throw, keeping his guards."""
    trick = rng.randint(1, 6)

    def stop(deal: Deal) -> bool:
        led = deal.current_lead
        return (
            _playing(deal)
            and len(deal.tricks) + 1 >= trick
            and deal.to_act is Player.YOUNGER
            and led is not None
            and not deal.hand(Player.YOUNGER).suit(led.suit)
            and len(deal.legal_plays) >= 3
        )

    return stop


def _gen_cards(
    name: str, stop: Callable[[random.Random], Callable[[Deal], bool]]
) -> Callable[[random.Random, int], dict[str, str]]:
    def gen(rng: random.Random, level: int) -> dict[str, str]:
        return _pick(rng, level, stop, _second_gap, open_hands=level == 1)

    return _remembered(name, gen)


_POSITION = (("elder", "younger", "talon", "moves"), ("open", "margin", "partie"))
LEAD = Kind(
    "lead", *_POSITION, _gen_cards("lead", _stop_lead), _build_card("lead", ("coach_lead",))
)
PLAY = Kind(
    "play", *_POSITION, _gen_cards("play", _stop_play), _build_card("play", ("coach_play",))
)
GUARD = Kind(
    "guard", *_POSITION, _gen_cards("guard", _stop_guard), _build_card("guard", ("coach_guard",))
)
