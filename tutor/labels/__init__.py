"""Translated labels for the drill layer's language-neutral data.

The drills (``tutor/drills``) return kinds, field names, choice values, step prompts,
reason codes, concept ids and error codes; this package turns each into text in the
active language through gettext. Every function returns a plain ``str``. Each game's
catalogue is its own module (``piquet``, ``spades``); this module merges them and holds
what both share.

``kind_label(kind)`` / ``kind_description(kind)`` / ``kind_prompt(kind)``,
``field_label(name)``, ``option_label(field, value, kind=None)``, ``announcement_text(prompt)``,
``reason_text(reason)``, ``concept_label(id)``, ``error_text(code)``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from django.utils.text import capfirst
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from tutor.cardfaces import RANK_NAMES, SUIT_NAMES, card_face, short_cards
from tutor.drills import KINDS, Reason, game_of

from . import coach, piquet, spades
from .piquet import (
    BONUSES,
    CATEGORIES,
    NOTHING_REASONS,
    PLAYERS,
    REPLIES,
    RULES,
    SEQUENCE_NAMES,
    SETS,
    TO_TOP,
    _sequence,
    announcement_text,
)
from .spades import SEATS, TEAMS
from .spades import SHOW as SPADES_SHOW

__all__ = [
    "COACH_SHOW",
    "CONCEPTS",
    "ERRORS",
    "FIELDS",
    "KIND_LABELS",
    "REASONS",
    "RULES",
    "SEATS",
    "SPADES_SHOW",
    "TEAMS",
    "YES_NO",
    "announcement_text",
    "coach_show",
    "concept_label",
    "error_text",
    "field_label",
    "kind_description",
    "kind_label",
    "kind_prompt",
    "option_label",
    "reason_text",
]

# --- kinds, fields, reasons and concepts of every game ------------------------------------

KIND_LABELS = {**piquet.KIND_LABELS, **coach.KIND_LABELS, **spades.KIND_LABELS}
FIELDS = {**piquet.FIELDS, **coach.FIELDS, **spades.FIELDS}
#: The fact-kinds' reasons (the coach's, ``coach_*``, are in ``coach.REASONS``).
REASONS = {**piquet.REASONS, **spades.REASONS}
CONCEPTS = {**piquet.CONCEPTS, **coach.CONCEPTS, **coach.TABLE_CONCEPTS, **spades.CONCEPTS}
#: What the coach's questions show: captions, and the facts written out (``coach_show``).
COACH_SHOW = coach.SHOW


# Labels are in the active language. A caller that labels many things (a question's fields
# and options) may look it up once and give it as ``language`` (``get_language`` costs a
# few µs, and a question asks for a dozen labels).


def kind_label(kind: str, language: str | None = None) -> str:
    return _translated("kind", kind, language or get_language())


def kind_description(kind: str) -> str:
    return _translated("description", kind, get_language())


def kind_prompt(kind: str, language: str | None = None) -> str:
    return _translated("prompt", kind, language or get_language())


def field_label(name: str, language: str | None = None) -> str:
    return _translated("field", name, language or get_language())


# --- choice options -------------------------------------------------------------------------

YES_NO = {"yes": _("yes"), "no": _("no")}

_OPTIONS_BY_FIELD = {
    "point_winner": PLAYERS,
    "sequence_winner": PLAYERS,
    "sets_winner": PLAYERS,
    "who": PLAYERS,
    "winner": PLAYERS,
    "point": REPLIES,
    "point_value": REPLIES,
    "sequence": REPLIES,
    "sets": REPLIES,
    "carte_blanche": YES_NO,
    "rubiconed": YES_NO,
    "name": SEQUENCE_NAMES,
    "bonus": BONUSES,
    "declare": coach.DECLARE_OPTIONS,
}
#: Fields whose options are cards (every game's notation).
_CARD_FIELDS = ("cards", "discard", "card")


def _rank(value: str) -> str:
    return str(RANK_NAMES[value])


def option_label(
    field: str, value: str, kind: str | None = None, language: str | None = None
) -> str:
    """The label of a choice value of ``field`` (a card for a ``cards`` field).

    ``kind`` tells teams (``a``/``b`` in a game whose ``sides`` are teams, the drills'
    registry) from a partie's players A and B; Spades seats (``0``–``3``) need no kind.
    Found once per language (every question's choices are labelled: ``_translated``).
    """
    return _option_label(field, value, kind, language or get_language())


@lru_cache(maxsize=4096)  # the options of every field, in three languages, fit
def _option_label(field: str, value: str, kind: str | None, language: str | None) -> str:
    if kind in KINDS and game_of(kind).sides == "teams" and value in TEAMS:
        return str(TEAMS[value])
    if field == "winner" and value in SEATS:
        return str(SEATS[value])
    if field in _CARD_FIELDS:
        return card_face(value).name
    if field in ("top", "ranks") or (field == "sequence_top" and value in RANK_NAMES):
        return _rank(value)
    if field == "sequence" and value in SEQUENCE_NAMES:
        return str(SEQUENCE_NAMES[value])  # announce: the sequence's name
    if field == "sets" and value in SETS:
        return capfirst(str(SETS[value]))  # announce: the best set
    return str(_OPTIONS_BY_FIELD[field][value])


# --- reasons --------------------------------------------------------------------------------


def _player(value: str) -> str:
    return str(PLAYERS.get(value, value))


def _combination(item: tuple[Any, ...]) -> str:
    """A scored combination: ``(kind, rank, score)`` for a set, ``(name, top, score)`` or
    ``(name, top, suit, score)`` for a sequence."""
    if item[0] in ("trio", "quatorze"):
        kind, rank, score = item
        return f"{SETS[f'{kind} {rank}']} ({score})"
    return f"{_sequence(item[0], item[1])} ({item[-1]})"


def _in_sentence(category: str) -> str:
    """A category heading inside a sentence: lower case, except German nouns."""
    text = str(CATEGORIES[category])
    if (get_language() or "").startswith("de"):
        return text
    return text[:1].lower() + text[1:]


def _scored(item: tuple[Any, ...]) -> str:
    """A heading or category and its points: ``(category, points)``."""
    category, points = item
    return f"{_in_sentence(category)} {points}"


def _reckoned_by(item: tuple[Any, ...]) -> str:
    """Who scored what, in the order of reckoning: ``(who, category, points)``."""
    who, category, points = item
    return f"{_player(who)}: {_in_sentence(category)} {points}"


#: How each reason code's ``items`` are written, and joined (``" + "`` unless given).
_ITEMS: dict[str, tuple[Callable[[tuple[Any, ...]], str], str]] = {
    "sequences_held": (_combination, " + "),
    "sets_held": (_combination, " + "),
    "category_won_whole": (_combination, " + "),
    "elder_scores": (_scored, " + "),
    "deal_scores": (_scored, " + "),
    "reckoning_order": (_reckoned_by, "; "),
}


def _items_text(code: str, items: tuple[tuple[Any, ...], ...]) -> str:
    """A list of combinations or scores as one phrase."""
    write, joiner = _ITEMS[code]
    return joiner.join(write(item) for item in items)


def _set_name(kind: object, rank: object) -> str:
    return str(SETS[f"{kind} {rank}"])


def _team(value: str) -> str:
    return str(TEAMS[value])


def _seat(value: str) -> str:
    return str(SEATS[value])


def _to_top(value: str) -> str:
    return str(TO_TOP[value])


def _rules(value: str) -> str:
    return str(RULES[value])


@cache
def _once(language: str | None, write: Callable[..., str], *args: Any) -> str:
    """``write(*args)`` (a name in a reason: a player, a set, a sequence …) in ``language``,
    the active one, found once per process: each is a lazy text that gettext would find
    again for every verdict (a few µs each, a sentence names several). The keys are codes
    from small sets (players, ranks, sequence names), times the three languages."""
    return write(*args)


#: Parameters whose value is a code to name, by parameter name (every reason alike): each
#: written by a function of the value and the active language (most names found once).
_NAMED: dict[str, Callable[[Any, str | None], str]] = {
    **dict.fromkeys(("winner", "who", "leader"), lambda v, lang: _once(lang, _player, str(v))),
    **dict.fromkeys(("team", "winner_team"), lambda v, lang: _once(lang, _team, str(v))),
    **dict.fromkeys(("seat", "winner_seat"), lambda v, lang: _once(lang, _seat, str(v))),
    **dict.fromkeys(("led", "played", "card", "other"), lambda v, lang: card_face(str(v)).name),
    **dict.fromkeys(("cards", "courts"), lambda v, lang: short_cards(str(v))),
    **dict.fromkeys(
        ("top", "other_top", "elder_top", "younger_top"), lambda v, lang: _once(lang, _to_top, v)
    ),
    **dict.fromkeys(
        ("name", "elder_name", "younger_name"), lambda v, lang: _once(lang, _sequence, v)
    ),
    "ranks": lambda v, lang: ", ".join(_once(lang, _rank, r) for r in v),
    "rules": lambda v, lang: _once(lang, _rules, v),
}
#: Parameters made of others: a set from its kind and rank, as the reason gives them.
_DERIVED: dict[str, Callable[[dict[str, Any], str | None], str]] = {
    "set": lambda raw, lang: _once(lang, _set_name, raw["kind"], raw["rank"]),
    "elder_set": lambda raw, lang: _once(
        lang, _set_name, raw.get("elder_kind", raw.get("kind")), raw["elder_rank"]
    ),
    "younger_set": lambda raw, lang: _once(
        lang, _set_name, raw.get("younger_kind", raw.get("kind")), raw["younger_rank"]
    ),
    "sequence": lambda raw, lang: _once(lang, _sequence, raw["name"], raw["top"]),
}


#: What a reason puts in elder's mouth, quoted: it starts with a capital.
_SPOKEN = {"announce_sequence": "sequence", "announce_sets": "set"}


def _derived_from(raw: dict[str, Any]) -> set[str]:
    """The derived parameters a reason's raw parameters make."""
    out = set()
    if "kind" in raw and "rank" in raw:
        out.add("set")
    if "elder_rank" in raw and ("elder_kind" in raw or "kind" in raw):
        out |= {"elder_set", "younger_set"}
    if "name" in raw and "top" in raw:
        out.add("sequence")
    return out


def _is_nothing(code: str, raw: dict[str, Any]) -> bool:
    """Is every number of this reason nought (see ``NOTHING_REASONS``)?"""
    if code == "elder_scores":
        return not raw.get("items")
    if code == "exchange_elder_sees":
        return bool(raw.get("elder_sees") == 0)
    return False


@cache
def _translated(table: str, key: str, language: str | None) -> str:
    """``str(_TABLES[table][key])`` in ``language``, the active one, found once per process.

    Every verdict writes its reasons, and each sentence and suit name is a lazy text whose
    translation gettext finds again each time (a few µs, a quarter of a reason's sentence);
    every question shows its kind's name and prompt and its fields' labels.
    The language is part of the key, so each language keeps its own; the set of keys is the
    catalogue's, times the three languages."""
    return str(_TABLES[table][key])


_TABLES: dict[str, dict[str, Any]] = {
    "reason": REASONS,
    "suit": SUIT_NAMES,
    "field": FIELDS,
    "kind": {kind: texts[0] for kind, texts in KIND_LABELS.items()},
    "description": {kind: texts[1] for kind, texts in KIND_LABELS.items()},
    "prompt": {kind: texts[2] for kind, texts in KIND_LABELS.items()},
}


def reason_text(reason: Reason) -> str:
    """One sentence for a drill ``Reason`` (code and params), in the active language."""
    code, raw = reason.code, dict(reason.params)
    if code.startswith("coach_"):
        return coach.reason_text(code, raw)
    if _is_nothing(code, raw):
        return capfirst(str(NOTHING_REASONS[code]))
    language = get_language()
    p: dict[str, object] = dict(raw)
    for key in _derived_from(raw):
        p[key] = _DERIVED[key](raw, language)
    for key, name in _NAMED.items():
        if key in raw and raw[key] != "":
            p[key] = name(raw[key], language)
    for key in ("suit", "other_suit"):
        if key in raw and isinstance(raw[key], str):
            p[key] = _translated("suit", raw[key], language)
    if code in _SPOKEN:
        p[_SPOKEN[code]] = capfirst(str(p[_SPOKEN[code]]))
    if "items" in raw:
        p["items"] = _items_text(code, raw["items"])
    if code == "deal_scores":
        p["elder"] = _items_text(code, raw["elder"]) or "0"
        p["younger"] = _items_text(code, raw["younger"]) or "0"
    text = _translated("reason", code, language) % p
    if code == "exchange_younger_max" and raw.get("bottom_three_only"):
        text += " " + str(REASONS["exchange_younger_bottom"])
    return capfirst(text)


def coach_show(key: str, value: Any) -> str:
    """A coach question's shown fact in words (its caption is ``COACH_SHOW[key]``)."""
    return coach.show_text(key, value)


# --- concepts (filed for spaced review) -------------------------------------------------------


def concept_label(concept: str) -> str:
    return str(CONCEPTS[concept])


# --- errors -------------------------------------------------------------------------------------

ERRORS = {
    "unknown_kind": _("There is no such kind of question."),
    "bad_level": _("The level must be 1, 2 or 3."),
    "bad_seed": _("The question number is not valid."),
    "bad_params": _("This question's hands or settings are not valid."),
    "bad_answer": _(
        "The answer could not be read: fill in every field with one of the values offered."
    ),
}


def error_text(code: str) -> str:
    return str(ERRORS.get(code, ERRORS["bad_params"]))
