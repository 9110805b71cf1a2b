"""``python -m tutor.spades COMMAND``: JSON lines in, one JSON object per line out.

* ``score`` reads ``{"bids": [4 ints], "tricks": [4 ints], "scores": [a, b],
  "bags": [a, b]}`` (seats 0 and 2 are team A, 1 and 3 team B; ``scores`` and ``bags``
  are the totals before the hand and may be left out for a first hand) and writes
  ``{"scores": [a, b], "bags": [a, b], "teams": [{"contract", "made", "nil", "points"},
  {…}], "winner": "a" | "b" | null}``. ``points`` is what the team scores in the hand,
  nil bonuses and penalties included, bag penalties not; ``nil`` has one ``true``/``false``
  per nil bidder of the team (made or not), in seat order.
* ``play`` reads ``{"hands": [[13 cards] × 4], "dealer": 0–3, "tricks": [[4 cards in
  playing order] × 13]}`` and writes ``{"tricks": [tricks won by seat 0, 1, 2, 3]}``.

A line that cannot be processed gives ``{"error": {"code": ..., "message": ...}}``
(codes: see ``ERROR_CODES``); the exit status is 0 only if every line succeeded. Usage
errors (no or unknown command) print to stderr and exit 2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from tutor.cardgame import jsonlines

from .cards import Hand, parse_cards
from .errors import InvalidInputError
from .play import play_out
from .scoring import score_hand
from .seats import seat

__all__ = ["main", "run_line"]

USAGE = "usage: python -m tutor.spades {score|play} < lines.jsonl"


def _bad(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_input")


def _keys(obj: dict[str, Any], required: set[str], optional: set[str]) -> None:
    jsonlines.check_keys(obj, required, optional, _bad)


def cmd_score(obj: dict[str, Any]) -> dict[str, Any]:
    _keys(obj, {"bids", "tricks"}, {"scores", "bags"})
    result = score_hand(
        obj["bids"], obj["tricks"], obj.get("scores", [0, 0]), obj.get("bags", [0, 0])
    )
    return result.to_dict()


def _hands(value: Any) -> list[Hand]:
    if not isinstance(value, list) or len(value) != 4:
        raise _bad("hands are four lists of 13 cards, by seat")
    hands = []
    for s, cards in enumerate(value):
        if not isinstance(cards, (list, str)):
            raise _bad(f"hand {s} must be a list of cards")
        hand = Hand(parse_cards(cards))
        if len(hand) != 13:
            raise InvalidInputError(f"seat {s} holds {len(hand)} cards, not 13", "wrong_hand_size")
        hands.append(hand)
    parse_cards([c for h in hands for c in h])  # a card in two hands: duplicate_card
    return hands


def cmd_play(obj: dict[str, Any]) -> dict[str, Any]:
    _keys(obj, {"hands", "dealer", "tricks"}, set())
    hands = _hands(obj["hands"])
    dealer = seat(obj["dealer"])
    tricks = obj["tricks"]
    if not isinstance(tricks, list) or not all(isinstance(t, (list, str)) for t in tricks):
        raise _bad("tricks are lists of four cards in playing order")
    if len(tricks) != 13:
        raise InvalidInputError(f"{len(tricks)} tricks, not 13", "wrong_trick_count")
    won = [0, 0, 0, 0]
    for trick in play_out(hands, dealer, tricks):
        won[trick.winner] += 1
    return {"tricks": won}


COMMANDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "score": cmd_score,
    "play": cmd_play,
}


def run_line(command: str, line: bytes | str) -> tuple[dict[str, Any], bool]:
    """Process one input line; return (output object, succeeded). Never raises."""
    return jsonlines.run_line(COMMANDS, command, line)


def main(
    argv: list[str] | None = None, stdin: IO[bytes] | None = None, stdout: IO[str] | None = None
) -> int:
    return jsonlines.main(COMMANDS, USAGE, argv, stdin, stdout)
