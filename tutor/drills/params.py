"""Reading a question's parameters in the lesson-format notation.

Cards ``"AS KS"``; tricks ``"AS-7S KH-QH"`` (led-played, elder leads the first);
deals ``"23:5 0:41"``; a pair of totals ``"72:85"``; a rules preset by name;
``yes``/``no``; ``elder``/``younger``.
Every problem raises ``DrillError("bad_params")`` naming the parameter.
"""

from __future__ import annotations

from collections.abc import Mapping

from tutor.piquet.cards import Card, Hand, parse_card, parse_cards
from tutor.piquet.rules import PRESETS, Rules

from .model import DrillError

__all__ = [
    "bad_params",
    "card",
    "check_keys",
    "choice",
    "deals",
    "hand",
    "pair",
    "rules",
    "text",
    "tricks",
    "tricks_text",
]


def bad_params(message: str) -> DrillError:
    """The error for a bad question parameter (``bad_params``), message cut short."""
    return DrillError(message[:200], "bad_params")


_bad = bad_params  # the earlier, private-looking name


def check_keys(params: object, required: tuple[str, ...], optional: tuple[str, ...]) -> None:
    """``params`` is a mapping of known names to strings, with every required name."""
    if not isinstance(params, Mapping):
        raise bad_params("parameters are a mapping of names to strings")
    for name, value in params.items():
        if name not in required and name not in optional:
            raise bad_params(f"unknown parameter {str(name)[:30]!r}")
        if not isinstance(value, str) or len(value) > 400:
            raise bad_params(f"{name}: a parameter is a short string")
    for name in required:
        if name not in params:
            raise bad_params(f"missing parameter {name!r}")


def text(params: Mapping[str, str], name: str) -> str:
    return params[name].strip()


def hand(params: Mapping[str, str], name: str, sizes: range = range(12, 13)) -> Hand:
    """A hand of ``sizes`` distinct cards."""
    try:
        h = Hand(parse_cards(params[name]))
    except ValueError as exc:
        raise bad_params(f"{name}: {exc}") from None
    if len(h) not in sizes:
        want = sizes.start if len(sizes) == 1 else f"{sizes.start}–{sizes.stop - 1}"
        raise bad_params(f"{name}: {len(h)} cards, not {want}")
    return h


def card(params: Mapping[str, str], name: str) -> Card:
    try:
        return parse_card(params[name])
    except ValueError as exc:
        raise bad_params(f"{name}: {exc}") from None


def choice(params: Mapping[str, str], name: str, options: tuple[str, ...], default: str) -> str:
    value = params.get(name, default).strip().lower()
    if value not in options:
        raise bad_params(f"{name}: {value[:20]!r} is not one of {list(options)}")
    return value


def rules(params: Mapping[str, str], name: str = "rules") -> tuple[str, Rules]:
    """A rules preset by name (``cavendish``, ``dutch_text`` …): (name, Rules)."""
    value = params.get(name, "cavendish").strip().lower()
    if value not in PRESETS:
        raise bad_params(f"{name}: {value[:20]!r} is not one of {sorted(PRESETS)}")
    return value, PRESETS[value]


def tricks(params: Mapping[str, str], name: str = "tricks") -> tuple[tuple[Card, Card], ...]:
    """``"AS-7S KH-QH"`` → pairs of (led, played)."""
    out = []
    for item in params.get(name, "").replace(",", " ").split():
        parts = item.split("-")
        if len(parts) != 2:
            raise bad_params(f"{name}: a trick is led-played, e.g. AS-7S, not {item[:20]!r}")
        try:
            out.append((parse_card(parts[0]), parse_card(parts[1])))
        except ValueError as exc:
            raise bad_params(f"{name}: {exc}") from None
    if len(out) > 12:
        raise bad_params(f"{name}: {len(out)} tricks, more than 12")
    return tuple(out)


def tricks_text(pairs: tuple[tuple[Card, Card], ...]) -> str:
    """Pairs of (led, played) → ``"AS-7S KH-QH"`` (the notation :func:`tricks` reads)."""
    return " ".join([a.text + "-" + b.text for a, b in pairs])


def deals(params: Mapping[str, str], name: str = "deals") -> tuple[tuple[int, int], ...]:
    """``"23:5 0:41"`` → ((23, 5), (0, 41))."""
    out = []
    for item in params[name].replace(",", " ").split():
        parts = item.split(":")
        if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 4 for p in parts):
            raise bad_params(f"{name}: a deal is a:b with two whole numbers, not {item[:20]!r}")
        out.append((int(parts[0]), int(parts[1])))
    if not 6 <= len(out) <= 8:
        raise bad_params(f"{name}: {len(out)} deals; a partie has six (eight after a tie)")
    return tuple(out)


def pair(params: Mapping[str, str], name: str, high: int = 999) -> tuple[int, int] | None:
    """``"72:85"`` → (72, 85), two whole numbers from 0 to ``high``; ``None`` when the
    parameter is absent or empty."""
    value = params.get(name, "").strip()
    if not value:
        return None
    parts = value.split(":")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 4 for p in parts):
        raise bad_params(f"{name}: two whole numbers a:b, e.g. 72:85, not {value[:20]!r}")
    a, b = int(parts[0]), int(parts[1])
    if a > high or b > high:
        raise bad_params(f"{name}: each number from 0 to {high}, not {value[:20]!r}")
    return a, b
