"""The JSON-lines command-line contract both engines share.

A command reads JSON objects from standard input, one per line, and writes one JSON
object per input line, in order. A line that cannot be processed yields
``{"error": {"code": ..., "message": ...}}``; the exit status is 0 if every line
succeeded, 1 otherwise, 2 for a wrong command. Nothing ever prints a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from typing import IO, Any

from .errors import CardGameError

Command = Callable[[dict[str, Any]], dict[str, Any]]


def _error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


def run_line(
    commands: Mapping[str, Command], command: str, line: bytes | str
) -> tuple[dict[str, Any], bool]:
    """Process one input line; return (output object, succeeded). Never raises."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
        obj = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return _error("bad_json", f"not a JSON object: {str(exc)[:120]}"), False
    if not isinstance(obj, dict):
        return _error("bad_json", "each line must be a JSON object"), False
    try:
        return commands[command](obj), True
    except CardGameError as exc:
        return {"error": exc.to_dict()}, False
    except RecursionError:
        return _error("bad_input", "input nested too deeply"), False
    except Exception as exc:  # noqa: BLE001 - the contract: never a traceback
        return _error("internal_error", f"{type(exc).__name__}: {str(exc)[:120]}"), False


def main(
    commands: Mapping[str, Command],
    usage: str,
    argv: list[str] | None = None,
    stdin: IO[bytes] | None = None,
    stdout: IO[str] | None = None,
    *,
    flush_each_line: bool = False,
) -> int:
    """Run ``argv``'s one command over every line of ``stdin``; the exit status.
    ``flush_each_line``: answer each line at once (a referee keeps a bot open)."""
    args = sys.argv[1:] if argv is None else argv
    out = stdout if stdout is not None else sys.stdout
    if len(args) != 1 or args[0] not in commands:
        print(usage, file=sys.stderr)
        return 2
    command = args[0]
    source = stdin if stdin is not None else sys.stdin.buffer
    ok = True
    for raw in source:
        line = raw.rstrip(b"\r\n") if isinstance(raw, bytes) else raw.rstrip("\r\n")
        result, good = run_line(commands, command, line)
        ok = ok and good
        out.write(json.dumps(result, separators=(",", ":"), allow_nan=False) + "\n")
        if flush_each_line:
            out.flush()
    out.flush()
    return 0 if ok else 1


def check_keys(
    obj: dict[str, Any], required: set[str], optional: set[str], bad: Callable[[str], Exception]
) -> None:
    """Refuse an input object that lacks a required key or has an unknown one; ``bad``
    makes the engine's ``bad_input`` error from a message."""
    missing = required - obj.keys()
    if missing:
        raise bad(f"missing: {', '.join(sorted(missing))}")
    extra = obj.keys() - required - optional
    if extra:
        raise bad(f"unknown keys: {', '.join(sorted(str(k)[:30] for k in extra))}"[:200])
