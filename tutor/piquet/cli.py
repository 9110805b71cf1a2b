"""``python -m tutor.piquet COMMAND``: JSON lines in, one JSON object per line out.

Commands: ``declare``, ``score``, ``partie``, ``deal`` (see the package docstring and
issue 3 for the contract); ``bot`` (one view in, the bot's decision out) and ``match``
(one deal between two bot levels: its record and score), issue 12. A line that cannot
be processed gives ``{"error": {"code": ..., "message": ...}}``; the exit status is 0
only if every line succeeded. Each output line is flushed at once (a referee may keep
``bot`` open). Usage errors (no or unknown command) print to stderr and exit 2.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import IO, Any

from tutor.cardgame import jsonlines

from .bots import decide, decision_to_dict
from .bots.checks import view_from_dict
from .bots.match import play_deal, record_of
from .cards import DealtCards, Hand, deal_cards, parse_cards
from .declarations import Declaration, compare_declarations
from .dialogue import dialogue
from .errors import InvalidInputError
from .exchange import exchange
from .partie import partie_result
from .rules import Rules
from .scoring import score_deal

__all__ = ["main", "run_line"]

USAGE = "usage: python -m tutor.piquet {declare|score|partie|deal|bot|match} < lines.jsonl"


def _bad(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_input")


def _keys(obj: dict[str, Any], required: set[str], optional: set[str]) -> None:
    jsonlines.check_keys(obj, required, optional, _bad)


def _hand(value: Any, name: str) -> Hand:
    if not isinstance(value, (list, str)):
        raise _bad(f"{name} must be a list of cards")
    hand = Hand(parse_cards(value))
    if len(hand) != 12:
        raise InvalidInputError(f"{name} has {len(hand)} cards, not 12", "wrong_hand_size")
    return hand


def _disjoint(*hands: Hand) -> None:
    cards = [c for h in hands for c in h]
    parse_cards(cards)  # raises duplicate_card


def cmd_declare(obj: dict[str, Any]) -> dict[str, Any]:
    _keys(obj, {"elder", "younger"}, {"rules"})
    rules = Rules.from_dict(obj.get("rules"))  # the dialogue (repique) reads the options
    e, y = _hand(obj["elder"], "elder"), _hand(obj["younger"], "younger")
    _disjoint(e, y)
    c = compare_declarations(e, y)

    def who(p: Any) -> str | None:
        return p.value if p is not None else None

    ep, yp = c.point.elder, c.point.younger
    steps = dialogue(c.elder, c.younger, rules)
    repique = next((s.speaker.value for s in steps if s.act == "bonus"), None)
    return {
        "point": {
            "winner": who(c.point.winner),
            "score": c.point.score,
            "elder": {"length": ep.length if ep else 0, "value": ep.value if ep else 0},
            "younger": {"length": yp.length if yp else 0, "value": yp.value if yp else 0},
        },
        "sequence": {"winner": who(c.sequence.winner), "score": c.sequence.score},
        "sets": {"winner": who(c.sets.winner), "score": c.sets.score},
        "repique": repique,
        "dialogue": [s.to_dict() for s in steps],
    }


def _tricks(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise _bad("tricks must be a list of [led, played] pairs")
    return value


def cmd_score(obj: dict[str, Any]) -> dict[str, Any]:
    if "talon" in obj:
        _keys(
            obj,
            {
                "elder_dealt",
                "younger_dealt",
                "talon",
                "elder_discards",
                "younger_discards",
                "tricks",
            },
            {"rules", "declarations"},
        )
        rules = Rules.from_dict(obj.get("rules"))
        for k in ("talon", "elder_discards", "younger_discards"):
            if not isinstance(obj[k], (list, str)):
                raise _bad(f"{k} must be a list of cards")
        dealt = DealtCards(
            _hand(obj["elder_dealt"], "elder_dealt"),
            _hand(obj["younger_dealt"], "younger_dealt"),
            parse_cards(obj["talon"]),
        )
        ex = exchange(dealt, obj["elder_discards"], obj["younger_discards"], rules)
        ed, yd = _declarations(obj)
        result = score_deal(
            ex.elder,
            ex.younger,
            _tricks(obj["tricks"]),
            rules,
            elder_dealt=dealt.elder,
            younger_dealt=dealt.younger,
            elder_declaration=ed,
            younger_declaration=yd,
        )
        return result.to_dict()
    _keys(
        obj,
        {"elder", "younger", "tricks"},
        {"elder_dealt", "younger_dealt", "rules", "declarations"},
    )
    rules = Rules.from_dict(obj.get("rules"))
    e, y = _hand(obj["elder"], "elder"), _hand(obj["younger"], "younger")
    _disjoint(e, y)
    e_dealt = _hand(obj["elder_dealt"], "elder_dealt") if "elder_dealt" in obj else None
    y_dealt = _hand(obj["younger_dealt"], "younger_dealt") if "younger_dealt" in obj else None
    if e_dealt is not None and y_dealt is not None:
        _disjoint(e_dealt, y_dealt)
    de, dy = _declarations(obj)
    result = score_deal(
        e,
        y,
        _tricks(obj["tricks"]),
        rules,
        elder_dealt=e_dealt,
        younger_dealt=y_dealt,
        elder_declaration=de,
        younger_declaration=dy,
    )
    return result.to_dict()


def _declarations(obj: dict[str, Any]) -> tuple[Declaration | None, Declaration | None]:
    """The optional ``declarations`` object: what each player declared (the ``bot``
    command's ``declare`` format); a player left out declares everything."""
    data = obj.get("declarations")
    if data is None:
        return None, None
    if not isinstance(data, dict):
        raise _bad("declarations is an object with elder and/or younger")
    _keys(data, set(), {"elder", "younger"})
    out = [
        Declaration.from_dict(data[k]) if data.get(k) is not None else None
        for k in ("elder", "younger")
    ]
    return out[0], out[1]


def cmd_partie(obj: dict[str, Any]) -> dict[str, Any]:
    _keys(obj, {"deals"}, {"rules"})
    rules = Rules.from_dict(obj.get("rules"))
    return partie_result(obj["deals"], rules).to_dict()


def cmd_deal(obj: dict[str, Any]) -> dict[str, Any]:
    _keys(obj, {"seed"}, {"packet"})
    seed = obj["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise _bad("seed must be an integer")
    packet = obj.get("packet", 2)
    if packet not in (2, 3) or isinstance(packet, bool):
        raise _bad("packet must be 2 or 3")
    return deal_cards(seed, packet).to_dict()


def _level(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 5:
        raise _bad(f"{name} must be a level 0 to 5")
    return value


def _seed(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad("seed must be an integer")
    return value


def cmd_bot(obj: dict[str, Any]) -> dict[str, Any]:
    """One view in (issue 12's format), the bot's decision out."""
    if "level" not in obj or "seed" not in obj:
        raise _bad("missing: " + ", ".join(k for k in ("level", "seed") if k not in obj))
    level, seed = _level(obj["level"], "level"), _seed(obj["seed"])
    view = view_from_dict({k: v for k, v in obj.items() if k not in ("level", "seed")})
    return decision_to_dict(decide(view, level, seed), view.role)


def cmd_match(obj: dict[str, Any]) -> dict[str, Any]:
    """One deal between two levels: its record (a ``score`` input) and its score."""
    _keys(obj, {"elder", "younger", "seed"}, {"rules"})
    rules = Rules.from_dict(obj.get("rules"))
    deal = play_deal(
        _level(obj["elder"], "elder"), _level(obj["younger"], "younger"), _seed(obj["seed"]), rules
    )
    record = record_of(deal)
    return {"record": record, "score": cmd_score(record)}


COMMANDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "declare": cmd_declare,
    "score": cmd_score,
    "partie": cmd_partie,
    "deal": cmd_deal,
    "bot": cmd_bot,
    "match": cmd_match,
}


def run_line(command: str, line: bytes | str) -> tuple[dict[str, Any], bool]:
    """Process one input line; return (output object, succeeded). Never raises."""
    return jsonlines.run_line(COMMANDS, command, line)


def main(
    argv: list[str] | None = None, stdin: IO[bytes] | None = None, stdout: IO[str] | None = None
) -> int:
    out = stdout if stdout is not None else sys.stdout
    return jsonlines.main(COMMANDS, USAGE, argv, stdin, out, flush_each_line=True)
