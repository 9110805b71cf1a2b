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

* ``bot [--level N] [--seed S] [--view JSON]`` reads one seat's view per line (the form
  of :meth:`tutor.spades.bots.View.to_dict`: ``seat``, ``dealer``, ``hand``, ``bids`` in
  bidding order, ``tricks`` as ``{"leader", "cards"}``, ``current``, ``scores``,
  ``bags``), optionally with its own ``level`` (0–3) and ``seed``, and writes the bot's
  decision, ``{"bid": 0–13}`` (0 is nil) or ``{"play": card}``; each line is flushed at
  once (a referee may keep it open). ``--view JSON`` (or ``--view @FILE``) decides one
  view given as an argument instead of reading standard input. ``level`` is required (in the line or
  ``--level``); ``seed`` defaults to 0.
* ``match [--levels N,E,S,W] [--seed S] [--games G] [--as play|score]`` lets four bot
  levels (by seat, default ``3,3,3,3``) play ``G`` games (default 1) to the end, game
  ``i`` from seed ``S + i``, and writes one line per hand: ``{"game", "hand", "levels",
  "play": <a play input>, "score": <a score input>, "result": <score's output>}``.
  With ``--as play`` or ``--as score`` it writes only those inputs, one per hand, ready to
  pipe into ``play`` or ``score``.

A line that cannot be processed gives ``{"error": {"code": ..., "message": ...}}``
(codes: see ``ERROR_CODES``; the bots add ``bad_view``); the exit status is 0 only if
every line succeeded. Usage errors (no or unknown command, a bad option, a ``--view``
that cannot be decided) print a message to stderr and exit 2; nothing prints a
traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import IO, Any, NoReturn

from tutor.cardgame import jsonlines

from .bots import LEVELS, View, decide, decision_to_dict
from .bots.match import play_game, play_record, score_record
from .cards import Hand, parse_cards
from .errors import InvalidInputError, SpadesError
from .play import play_out
from .scoring import score_hand
from .seats import seat

__all__ = ["main", "run_line"]

USAGE = "usage: python -m tutor.spades {score|play|bot|match} [options] < lines.jsonl"


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


def _level(value: Any) -> int:
    top = len(LEVELS) - 1
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
        raise _bad(f"level must be a level 0 to {top}, not {str(value)[:10]}")
    return value


def _seed(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(f"seed must be an integer, not {str(value)[:10]}")
    return value


def cmd_bot(obj: dict[str, Any], level: int | None = None, seed: int = 0) -> dict[str, Any]:
    """One view in, the bot's decision out; the line's ``level``/``seed`` win over the
    options'."""
    if "level" in obj:
        level = _level(obj["level"])
    if level is None:
        raise _bad("missing: level (in the line or --level)")
    if "seed" in obj:
        seed = _seed(obj["seed"])
    view = View.from_dict({k: v for k, v in obj.items() if k not in ("level", "seed")})
    return decision_to_dict(decide(view, level, seed))


COMMANDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "score": cmd_score,
    "play": cmd_play,
    "bot": cmd_bot,
}


def run_line(command: str, line: bytes | str) -> tuple[dict[str, Any], bool]:
    """Process one input line; return (output object, succeeded). Never raises."""
    return jsonlines.run_line(COMMANDS, command, line)


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Option errors raise instead of exiting, so ``main`` returns 2 with a message."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{self.prog}: {message}")


def _int_option(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:20]!r}") from None


def _levels_option(text: str) -> tuple[int, ...]:
    top = len(LEVELS) - 1
    try:
        levels = tuple(int(x) for x in text.split(","))
    except ValueError:
        levels = ()
    if len(levels) != 4 or not all(0 <= v <= top for v in levels):
        raise argparse.ArgumentTypeError(
            f"four levels 0-{top} by seat North,East,South,West, e.g. 3,1,3,1; not {text[:20]!r}"
        )
    return levels


def _parser(command: str) -> _Parser:
    p = _Parser(prog=f"python -m tutor.spades {command}", add_help=True)
    if command == "bot":
        p.add_argument("--level", type=_int_option, help="bot level 0-3 (a line may give its own)")
        p.add_argument("--seed", type=_int_option, default=0, help="the bot's seed (default 0)")
        p.add_argument("--view", help="decide this one view (JSON, or @FILE) instead of stdin")
    else:
        p.add_argument(
            "--levels",
            type=_levels_option,
            default=(3, 3, 3, 3),
            help="four levels 0-3 by seat North,East,South,West (default 3,3,3,3)",
        )
        p.add_argument("--seed", type=_int_option, default=0, help="game i uses seed + i")
        p.add_argument("--games", type=_int_option, default=1, help="games to play (1-1000)")
        p.add_argument(
            "--as",
            dest="only",
            choices=("play", "score"),
            default=None,
            help="write only the play (or score) inputs, one per hand",
        )
    return p


def _bot(args: argparse.Namespace, stdin: IO[bytes] | None, out: IO[str]) -> int:
    if args.level is not None and not 0 <= args.level < len(LEVELS):
        raise _UsageError(f"--level must be 0 to {len(LEVELS) - 1}")

    def one(obj: dict[str, Any]) -> dict[str, Any]:
        return cmd_bot(obj, args.level, args.seed)

    if args.view is not None:
        text = args.view
        if text.startswith("@"):
            try:
                with open(text[1:], encoding="utf-8") as f:
                    text = f.read()
            except (OSError, UnicodeDecodeError) as exc:
                raise _UsageError(f"--view: cannot read {text[1:80]}: {exc}"[:200]) from None
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise _UsageError(f"--view is not JSON: {str(exc)[:80]}") from None
        if not isinstance(data, dict):
            raise _UsageError("--view must be a JSON object")
        try:
            result = one(data)
        except SpadesError as exc:
            raise _UsageError(f"--view: {exc.code}: {exc.message}") from None
        out.write(json.dumps(result, separators=(",", ":")) + "\n")
        out.flush()
        return 0
    return jsonlines.main({"bot": one}, USAGE, ["bot"], stdin, out, flush_each_line=True)


def _match(args: argparse.Namespace, out: IO[str]) -> int:
    if not 1 <= args.games <= 1000:
        raise _UsageError("--games must be 1 to 1000")
    for g in range(args.games):
        record = play_game(args.levels, args.seed + g)
        scores, bags = (0, 0), (0, 0)
        for h, (deal, hand) in enumerate(zip(record.deals, record.hands, strict=True)):
            play, score = play_record(deal), score_record(deal, scores, bags)
            if args.only == "play":
                line: dict[str, Any] = play
            elif args.only == "score":
                line = score
            else:
                line = {
                    "game": g,
                    "hand": h,
                    "levels": list(args.levels),
                    "play": play,
                    "score": score,
                    "result": hand.to_dict(),
                }
            out.write(json.dumps(line, separators=(",", ":")) + "\n")
            scores, bags = hand.scores, hand.bags
    out.flush()
    return 0


def main(
    argv: list[str] | None = None, stdin: IO[bytes] | None = None, stdout: IO[str] | None = None
) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = stdout if stdout is not None else sys.stdout
    if not args or args[0] not in ("bot", "match"):
        return jsonlines.main(COMMANDS, USAGE, args, stdin, out)
    try:
        parser = _parser(args[0])
        try:
            options = parser.parse_args(args[1:])
        except SystemExit as done:  # --help
            return done.code if isinstance(done.code, int) else 0
        if args[0] == "bot":
            return _bot(options, stdin, out)
        return _match(options, out)
    except _UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
