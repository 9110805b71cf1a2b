"""Reading the command line's JSON view and refusing impossible ones (``bad_view``)."""

from __future__ import annotations

from typing import Any

from tutor.cardgame import jsonlines

from ..cards import Card, Hand
from ..errors import InvalidInputError
from ..exchange import elder_exchange_range, younger_exchange_range, younger_stock
from ..play import trick_winner
from ..players import Player
from ..rules import Rules
from .view import (
    Calls,
    DecisionKind,
    Declared,
    View,
    bad_view,
    parse_view_card,
    parse_view_cards,
)

__all__ = ["VIEW_KEYS", "view_from_dict"]

REQUIRED = {"role", "decision", "dealt", "hand"}
OPTIONAL = {
    "rules",
    "discards",
    "seen",
    "talon_left",
    "opponent_exchanged",
    "opponent_carte_blanche",
    "calls",
    "declared",
    "tricks",
    "led",
    "score",
    "partie",
}
VIEW_KEYS = REQUIRED | OPTIONAL


def _bad_input(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_input")


def _count(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad_view(f"{name} must be a whole number {low}-{high}, not {str(value)[:20]}")
    return value


def _tricks(value: Any) -> tuple[tuple[Card, Card], ...]:
    if not isinstance(value, list) or len(value) > 12:
        raise bad_view("tricks must be a list of at most 12 [led, played] pairs")
    out = []
    for n, t in enumerate(value, 1):
        if not isinstance(t, list) or len(t) != 2:
            raise bad_view(f"trick {n} is not a [led, played] pair")
        out.append((parse_view_card(t[0], f"trick {n}"), parse_view_card(t[1], f"trick {n}")))
    return tuple(out)


def _score(value: Any) -> tuple[int, int]:
    if not isinstance(value, dict) or set(value) != {"elder", "younger"}:
        raise bad_view('score is {"elder": N, "younger": N}')
    return _count(value["elder"], "score", 0, 10_000), _count(value["younger"], "score", 0, 10_000)


def _partie(value: Any) -> tuple[tuple[int, int], ...]:
    if not isinstance(value, list) or len(value) > 12:
        raise bad_view("partie is a list of at most 12 [mine, theirs] pairs")
    out = []
    for p in value:
        if not isinstance(p, list) or len(p) != 2:
            raise bad_view("partie is a list of [mine, theirs] pairs")
        out.append((_count(p[0], "partie", 0, 10_000), _count(p[1], "partie", 0, 10_000)))
    return tuple(out)


def view_from_dict(data: dict[str, Any]) -> View:
    """Read a view (level and seed already removed) and check it is possible."""
    jsonlines.check_keys(data, REQUIRED, OPTIONAL, _bad_input)
    rules = Rules.from_dict(data.get("rules"))
    try:
        role = Player(data["role"])
    except (ValueError, TypeError):
        raise bad_view('role is "elder" or "younger"') from None
    if data["decision"] not in ("exchange", "declare", "play"):
        raise bad_view('decision is "exchange", "declare" or "play"')
    kind = DecisionKind(data["decision"])
    dealt = parse_view_cards(data["dealt"], "dealt")
    hand = parse_view_cards(data["hand"], "hand")
    discards = parse_view_cards(data.get("discards", []), "discards")
    seen = parse_view_cards(data.get("seen", []), "seen")
    tricks = _tricks(data.get("tricks", []))
    led = data.get("led")
    led_card = parse_view_card(led, "led") if led is not None else None
    talon_left = _count(data.get("talon_left", 0), "talon_left", 0, 8)
    opp_ex = data.get("opponent_exchanged")
    if opp_ex is not None:
        opp_ex = _count(opp_ex, "opponent_exchanged", 0, 8)
    cb = data.get("opponent_carte_blanche")
    opp_cb = parse_view_cards(cb, "opponent_carte_blanche") if cb is not None else None
    calls = Calls.from_dict(data["calls"]) if data.get("calls") is not None else None
    declared = data.get("declared")
    de = dy = None
    if declared is not None:
        if not isinstance(declared, dict) or set(declared) != {"elder", "younger"}:
            raise bad_view('declared is {"elder": D, "younger": D}')
        de, dy = Declared.from_dict(declared["elder"]), Declared.from_dict(declared["younger"])
    score = _score(data.get("score", {"elder": 0, "younger": 0}))
    partie = _partie(data.get("partie", []))

    # --- card counts and cards given twice -------------------------------------------
    if len(dealt) != 12:
        raise bad_view(f"dealt has {len(dealt)} cards, not 12")
    played = [c for t in tricks for c in t] + ([led_card] if led_card else [])
    every = list(hand) + list(discards) + list(seen) + played
    if len(set(every)) != len(every):
        twice = next(c for c in every if every.count(c) > 1)
        raise bad_view(f"{twice} is given twice (hand, discards, seen, tricks, led)")
    if set(seen) & set(dealt):
        raise bad_view("seen lists a card of the dealt hand")
    if not set(discards) <= set(dealt):
        raise bad_view("a discard is not a dealt card")
    if opp_cb is not None:
        if len(opp_cb) != 12 or set(opp_cb) & (set(dealt) | set(seen)):
            raise bad_view("opponent_carte_blanche is 12 cards the player never held or saw")
        if any(c.rank.is_court for c in opp_cb):
            raise bad_view("opponent_carte_blanche holds a court card")

    # --- the phase -----------------------------------------------------------------------
    before_play = kind is not DecisionKind.PLAY
    if before_play and (tricks or led_card is not None or declared is not None):
        raise bad_view(f"a {kind.value} decision comes before the play")
    if kind is DecisionKind.EXCHANGE:
        if discards or set(hand) != set(dealt) or calls is not None:
            raise bad_view("an exchange decision comes with the dealt hand and no discards")
        if role is Player.ELDER:
            if opp_ex is not None or talon_left != 5:
                raise bad_view("elder exchanges first, with five talon cards to draw")
        else:
            if opp_ex is None or opp_ex not in elder_exchange_range(rules):
                raise bad_view("younger exchanges after elder: opponent_exchanged is needed")
            stock = stock_size(opp_ex, rules)
            if talon_left != stock:
                raise bad_view(f"talon_left is {stock} after elder took {opp_ex}")
    else:
        if talon_left != 0:
            raise bad_view("talon_left is 0 outside the exchange")
        mine = elder_exchange_range(rules)
        if role is Player.YOUNGER:
            if opp_ex is None or opp_ex not in elder_exchange_range(rules):
                raise bad_view("opponent_exchanged is needed after the exchange")
            mine = younger_exchange_range(opp_ex, rules)
        elif opp_ex is None:
            if kind is DecisionKind.PLAY:
                raise bad_view("a play decision comes after both exchanges")
        else:
            theirs = younger_exchange_range(len(discards), rules)
            if opp_ex not in theirs:
                raise bad_view("opponent_exchanged is not a possible exchange")
        if len(discards) not in mine:
            raise bad_view(f"{len(discards)} discards is not a possible exchange")
        if kind is DecisionKind.DECLARE:
            if (calls is None) is (role is Player.YOUNGER):
                raise bad_view("younger declares after elder's calls; elder before any")
        elif calls is None or declared is None:
            raise bad_view("the play comes after the calls and declarations")

    # --- the tricks and the hand --------------------------------------------------------
    leader = Player.ELDER
    mine_played: list[Card] = []
    for n, (a, b) in enumerate(tricks, 1):
        my_card, their_card = (a, b) if leader is role else (b, a)
        mine_played.append(my_card)
        if their_card in dealt:
            raise bad_view(f"trick {n}: {their_card} was the player's own card")
        leader = leader if trick_winner(a, b) is a else leader.opponent
    if kind is DecisionKind.PLAY:
        if len(tricks) == 12:
            raise bad_view("the deal is over: no decision left")
        if (led_card is None) is (leader is not role):
            raise bad_view("led must be the opponent's card exactly when he leads")
        if led_card is not None and led_card in dealt:
            raise bad_view("led is one of the player's own cards")
    final = set(hand) | set(mine_played)
    if len(final) != 12 or len(hand) != 12 - len(tricks):
        raise bad_view(f"hand has {len(hand)} cards, not {12 - len(tricks)}")
    kept = set(dealt) - set(discards)
    if not kept <= final or len(final - kept) != len(discards):
        raise bad_view("hand is not the dealt hand less the discards plus as many drawn")
    _check_follows(tricks, role, hand)
    return View(
        rules=rules,
        role=role,
        decision=kind,
        dealt=Hand(dealt).cards,
        hand=Hand(hand).cards,
        discards=discards,
        seen=seen,
        talon_left=talon_left,
        opponent_exchanged=opp_ex,
        opponent_carte_blanche=Hand(opp_cb).cards if opp_cb is not None else None,
        calls=calls,
        declared_elder=de,
        declared_younger=dy,
        tricks=tricks,
        led=led_card,
        score=score,
        partie=partie,
    )


def stock_size(elder_taken: int, rules: Rules) -> int:
    """How many talon cards younger may draw from (the engine's ``younger_stock`` on
    stand-in cards: only the count matters)."""
    return len(younger_stock(tuple(range(8)), elder_taken, rules))  # type: ignore[arg-type]


def _check_follows(
    tricks: tuple[tuple[Card, Card], ...], role: Player, hand: tuple[Card, ...]
) -> None:
    """The player followed suit whenever he could (his later cards are known)."""
    held = set(hand)
    leader = Player.ELDER
    leaders = []
    for a, b in tricks:
        leaders.append(leader)
        leader = leader if trick_winner(a, b) is a else leader.opponent
    for n in range(len(tricks) - 1, -1, -1):
        a, b = tricks[n]
        if leaders[n] is role:
            held.add(a)
            continue
        if b.suit is not a.suit and any(c.suit is a.suit for c in held):
            raise bad_view(f"trick {n + 1}: {b} does not follow suit though the player could")
        held.add(b)
