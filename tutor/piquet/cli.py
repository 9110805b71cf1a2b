"""``python -m tutor.piquet COMMAND``: JSON lines in, one JSON object per line out.

Commands: ``declare``, ``score``, ``partie``, ``deal`` (see the package docstring and
issue 3 for the contract). A line that cannot be processed gives
``{"error": {"code": ..., "message": ...}}``; the exit status is 0 only if every line
succeeded. Usage errors (no or unknown command) print to stderr and exit 2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from tutor.cardgame import jsonlines

from .cards import DealtCards, Hand, deal_cards, parse_cards
from .declarations import compare_declarations
from .dialogue import dialogue
from .errors import InvalidInputError
from .partie import partie_result
from .rules import Rules
from .scoring import score_deal, score_whole_deal

__all__ = ["main", "run_line"]

USAGE = "usage: python -m tutor.piquet {declare|score|partie|deal} < lines.jsonl"


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
    rules = Rules.from_dict(obj.get("rules"))
    e, y = _hand(obj["elder"], "elder"), _hand(obj["younger"], "younger")
    _disjoint(e, y)
    c = compare_declarations(e, y, rules)

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
            {"rules"},
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
        result = score_whole_deal(
            dealt, obj["elder_discards"], obj["younger_discards"], _tricks(obj["tricks"]), rules
        )
        return result.to_dict()
    _keys(obj, {"elder", "younger", "tricks"}, {"elder_dealt", "younger_dealt", "rules"})
    rules = Rules.from_dict(obj.get("rules"))
    e, y = _hand(obj["elder"], "elder"), _hand(obj["younger"], "younger")
    _disjoint(e, y)
    ed = _hand(obj["elder_dealt"], "elder_dealt") if "elder_dealt" in obj else None
    yd = _hand(obj["younger_dealt"], "younger_dealt") if "younger_dealt" in obj else None
    if ed is not None and yd is not None:
        _disjoint(ed, yd)
    result = score_deal(e, y, _tricks(obj["tricks"]), rules, elder_dealt=ed, younger_dealt=yd)
    return result.to_dict()


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


COMMANDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "declare": cmd_declare,
    "score": cmd_score,
    "partie": cmd_partie,
    "deal": cmd_deal,
}


def run_line(command: str, line: bytes | str) -> tuple[dict[str, Any], bool]:
    """Process one input line; return (output object, succeeded). Never raises."""
    return jsonlines.run_line(COMMANDS, command, line)


def main(
    argv: list[str] | None = None, stdin: IO[bytes] | None = None, stdout: IO[str] | None = None
) -> int:
    return jsonlines.main(COMMANDS, USAGE, argv, stdin, stdout)
