"""The coach's decision drills' labels (``discard``, ``sink``, ``lead``, ``play``,
``guard``): kinds, fields, the declaration choices, what the page shows, and every
reason the coach gives (``coach_<code>``, see ``tutor/piquet/coach``) with its points.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.formats import number_format
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutor.cardfaces import SUIT_NAMES, card_face, short_cards

from .piquet import PLAYERS, SETS, _sequence

__all__ = [
    "CONCEPTS",
    "TABLE_CONCEPTS",
    "DECLARE_OPTIONS",
    "FIELDS",
    "KIND_LABELS",
    "REASONS",
    "SHOW",
    "reason_text",
    "show_text",
]

KIND_LABELS = {
    "discard": (
        pgettext_lazy("drill kind", "Discarding"),
        _("Choose what to discard from the hand as dealt; the coach rates every choice."),
        _("Which cards do you discard? Any choice within the margin of the coach's best is right."),
    ),
    "sink": (
        pgettext_lazy("drill kind", "Sinking"),
        _("Declare everything, or sink a combination to keep the opponent in the dark?"),
        _("What do you declare? Everything, or do you sink something?"),
    ),
    "lead": (
        pgettext_lazy("drill kind", "Leading"),
        _("Choose the card to lead in a position from a real deal."),
        _("Which card do you lead?"),
    ),
    "play": (
        pgettext_lazy("drill kind", "Playing to a lead"),
        _("Choose the card to play to the opponent's lead."),
        _("Which card do you play to this lead?"),
    ),
    "guard": (
        pgettext_lazy("drill kind", "Guarding"),
        _("As younger, unable to follow elder's suit: which card to throw, keeping your guards."),
        _("You cannot follow suit. Which card do you throw?"),
    ),
}

FIELDS = {
    "discard": _("Cards to discard"),
    "declare": _("What you declare"),
    "card": _("Your card"),
}

#: The declaration choices (``tutor.drills.coach_kinds.SINK_OPTIONS``).
DECLARE_OPTIONS = {
    "all": _("everything"),
    "sink:point": _("everything but the point"),
    "sink:sequence": _("everything but the sequences (sink them)"),
    "sink:sets": _("everything but the sets (sink them)"),
    "sink:point.sequence": _("only the sets"),
    "sink:point.sets": _("only the sequences"),
    "sink:sequence.sets": _("only the point (sink sequences and sets)"),
    "sink:point.sequence.sets": _("nothing"),
}

#: Captions of what the page shows.
SHOW = {
    "role": _("You are"),
    "opponent_exchanged": _("Cards the opponent exchanged"),
    "discards": _("Your discards"),
    "seen": _("Talon cards you have seen"),
    "calls": _("Elder's calls"),
    "carte_blanche": _("The opponent's carte blanche"),
    "declared": _("Scored in declarations"),
    "score": _("Score so far in this deal"),
    "opponent": _("The opponent's hand (open hands)"),
    "partie": _("The partie before this deal"),
    "margin": _("Right answers"),
}

CONCEPTS = {
    "coach_discard": _("Discarding: what to keep for the declarations and the play"),
    "coach_sink": _("Sinking a combination"),
    "coach_lead": _("Choosing the lead"),
    "coach_play": _("Playing to a lead"),
    "coach_guard": _("Keeping the guards"),
}

#: Finer concepts only the table's coach files (tutor/play/coach_labels.py maps reasons to
#: them); no drill names them, the review pages do.
TABLE_CONCEPTS = {
    "keeping_point_suit": pgettext_lazy("concept", "Keeping the point suit"),
    "keeping_sequences": pgettext_lazy("concept", "Keeping sequences and sets in the exchange"),
    "playing_for_cards": pgettext_lazy("concept", "Playing for the cards and the last trick"),
    "rubicon_play": pgettext_lazy("concept", "Playing to the score near the Rubicon"),
}

#: The verdict's own sentences, then one per reason of the coach; a variant of a code is
#: chosen by its terms (``wins_cards`` in the exchange gives the expected tricks).
REASONS = {
    "coach_best": _(
        "The coach's best choice: %(answer)s, worth %(value)s points (yours minus the "
        "opponent's, expected). Anything within %(margin)s points of it is right."
    ),
    "coach_yours": _(
        "Your choice: %(answer)s, worth %(value)s points: %(cost)s points less than the best."
    ),
    "coach_yours_right": _(
        "Your choice: %(answer)s, worth %(value)s points: within the margin, as good as the best."
    ),
    "coach_not_legal": _("Your choice (%(answer)s) is not allowed here."),
    "coach_values": _("Every card's value: %(items)s."),
    "coach_keeps_point": _("Keeps the point in %(suit)s (%(length)s cards): %(points)s."),
    "coach_breaks_point": _(
        "Breaks the point in %(suit)s (%(kept)s of %(length)s cards kept): %(points)s."
    ),
    "coach_point_odds": _("The point: %(points)s."),
    "coach_keeps_sequence": _("Keeps the %(sequence)s in %(suit)s: %(points)s."),
    "coach_breaks_sequence": _(
        "Breaks the %(sequence)s in %(suit)s (%(kept)s of its cards kept): %(points)s."
    ),
    "coach_sequence_odds": _(
        "No sequence: the chance of drawing one against the opponent's: %(points)s."
    ),
    "coach_keeps_set": _("Keeps the %(set)s: %(points)s."),
    "coach_breaks_set": _("Breaks the %(set)s (%(kept)s kept): %(points)s."),
    "coach_set_odds": _(
        "No trio or quatorze: the chance of drawing one against the opponent's: %(points)s."
    ),
    "coach_makes_repique": _("The chance of a repique (60): %(points)s."),
    "coach_concedes_repique": _("The risk of conceding a repique (60): %(points)s."),
    "coach_makes_repique_chance": _(
        "The chance of a repique (60), in %(chance)s of 100 deals: %(points)s."
    ),
    "coach_concedes_repique_chance": _(
        "The risk of conceding a repique (60), in %(chance)s of 100 deals: %(points)s."
    ),
    "coach_blocks_repique": _(
        "Concedes no repique, where another discard risks one in %(risk)s of 100 deals."
    ),
    "coach_wins_cards_tricks": _(
        "The play: about %(tricks)s tricks of twelve, the cards included: %(points)s."
    ),
    "coach_loses_cards_tricks": _(
        "The play: only about %(tricks)s tricks of twelve, the cards included: %(points)s."
    ),
    "coach_wins_cards": _("The cards (10 for seven tricks or more): %(points)s."),
    "coach_loses_cards": _("The cards (10) going to the opponent: %(points)s."),
    "coach_keeps_guard": _("Keeps the %(card)s guarded."),
    "coach_unguards": _("Leaves the %(card)s unguarded."),
    "coach_throws_suit": _("Discards the whole of the %(suit)s."),
    "coach_breaks_suits": _(
        "Discards from %(count)s suits and keeps part of each: a broken suit stays ragged."
    ),
    "coach_leaves_cards": _("Leaves %(count)s cards of the talon you might take."),
    "coach_declares_point": _(
        "Declaring the point (good against %(scores)s of 100 hands the opponent may hold): "
        "%(points)s."
    ),
    "coach_declares_sequence": _(
        "Declaring the %(sequence)s (good against %(scores)s of 100 hands the opponent may "
        "hold): %(points)s."
    ),
    "coach_declares_sets": _(
        "Declaring the %(set)s (good against %(scores)s of 100 hands the opponent may hold): "
        "%(points)s."
    ),
    "coach_nothing_sequence": _("Sequences (you have none to declare): %(points)s."),
    "coach_nothing_sets": _("Sets (you have none to declare): %(points)s."),
    "coach_sinks_point": _(
        "Sinking the point (declared, it would be good against %(scores)s of 100 hands the "
        "opponent may hold): %(points)s."
    ),
    "coach_sinks_sequence": _(
        "Sinking the %(sequence)s (declared, it would be good against %(scores)s of 100 "
        "hands the opponent may hold): %(points)s."
    ),
    "coach_sinks_sets": _(
        "Sinking the %(set)s (declared, it would be good against %(scores)s of 100 hands "
        "the opponent may hold): %(points)s."
    ),
    "coach_leads": _("Leading the %(card)s scores the lead: %(points)s."),
    "coach_wins_trick": _("The %(card)s wins the trick: %(points)s."),
    "coach_loses_trick": _("The %(card)s does not win the trick."),
    "coach_last_trick": _("The %(card)s wins the last trick: %(points)s."),
    "coach_loses_last_trick": _("The %(card)s loses the last trick."),
    "coach_later_tricks": _("The tricks still to come: %(points)s."),
    "coach_makes_capot": _("The chance of a capot (40): %(points)s."),
    "coach_concedes_capot": _("The risk of being capoted (40): %(points)s."),
    "coach_makes_pique": _("The chance of a pique (30): %(points)s."),
    "coach_concedes_pique": _("The risk of conceding a pique (30): %(points)s."),
    "coach_rubicon": _("Playing for the partie near the Rubicon: %(points)s."),
}

#: Reason codes whose text depends on a term: (code, term) → the variant's code.
_VARIANTS = {
    "coach_makes_repique": ("chance", "coach_makes_repique_chance"),
    "coach_concedes_repique": ("chance", "coach_concedes_repique_chance"),
    "coach_wins_cards": ("tricks", "coach_wins_cards_tricks"),
    "coach_loses_cards": ("tricks", "coach_loses_cards_tricks"),
}
_BY_CATEGORY = ("coach_declares", "coach_sinks")


def points(value: float, sign: bool = True) -> str:
    """Points to one decimal in the active language's notation, signed (``+11.0``)."""
    text = number_format(abs(value), 1)
    if not sign:
        return text
    return ("−" if value < 0 else "+") + text


def answer_text(answer: str) -> str:
    """A decision field's answer in words: a declaration choice, a card, or cards."""
    if answer in DECLARE_OPTIONS:
        return str(DECLARE_OPTIONS[answer])
    if not answer:
        return str(_("no card"))
    if len(answer.split()) == 1:
        return card_face(answer).name
    return short_cards(answer)


def _set(params: Mapping[str, Any]) -> str:
    name = params.get("name") or ("quatorze" if params.get("count") == 4 else "trio")
    return str(SETS[f"{name} {params['rank']}"])


def reason_text(code: str, raw: Mapping[str, Any]) -> str:
    """One sentence for a coach reason or the verdict's own (``coach_best`` …)."""
    p: dict[str, Any] = dict(raw)
    if code in _VARIANTS and _VARIANTS[code][0] in raw:
        code = _VARIANTS[code][1]
    if code in _BY_CATEGORY:
        category = raw.get("category", "point")
        held = category == "point" or "rank" in raw  # a sequence or set is named by it
        p.setdefault("scores", 0)
        code = f"{code}_{category}" if held else f"coach_nothing_{category}"
    if "points" in raw:
        p["points"] = points(float(raw["points"]))
    for key in ("value", "margin", "cost"):
        if key in raw:
            p[key] = points(float(raw[key]), sign=key == "value")
    if "answer" in raw:
        p["answer"] = answer_text(str(raw["answer"]))
    if "suit" in raw:
        p["suit"] = str(SUIT_NAMES[str(raw["suit"])])
        if "rank" in raw:
            p["card"] = card_face(f"{raw['rank']}{raw['suit']}").name
    if "name" in raw and raw["name"] not in ("trio", "quatorze") and "rank" in raw:
        p["sequence"] = _sequence(str(raw["name"]), str(raw["rank"]))
    if "rank" in raw and ("count" in raw or raw.get("name") in ("trio", "quatorze")):
        p["set"] = _set(raw)
    if "length" in raw:
        p.setdefault("kept", raw["length"])
    if code == "coach_values":
        p["items"] = "; ".join(
            f"{answer_text(str(a))} {points(float(v))}" for a, v in raw.get("items", ())
        )
    return capfirst(str(REASONS[code]) % p)


def show_text(key: str, value: Any) -> str:
    """What the page shows of a coach question's fact, in words ("" for nothing)."""
    if key == "role":
        return capfirst(str(PLAYERS[value]))
    if key == "opponent_exchanged":
        return str(value)
    if key == "score":
        return str(_("elder hand %(elder)s, younger hand %(younger)s")) % {
            "elder": value[0],
            "younger": value[1],
        }
    if key == "partie":
        return str(
            _(
                "you %(mine)s, your opponent %(theirs)s after five deals; this sixth deal "
                "is the last, and the Rubicon is 100"
            )
        ) % {"mine": value[0], "theirs": value[1]}
    if key == "margin":
        return str(_("the best choice and any within %(margin)s points of it")) % {
            "margin": points(float(value), sign=False)
        }
    if key == "calls":
        return "; ".join(_call(item) for item in value)
    if key == "declared":
        return "; ".join(_declared(item) for item in value)
    return str(value)


def _call(item: tuple[str, str, str]) -> str:
    category, a, b = item
    if category == "point":
        return str(_("point of %(length)s, making %(value)s")) % {"length": a, "value": b}
    if category == "sequence":
        names = {"3": "tierce", "4": "quart", "5": "quint", "6": "sixieme", "7": "septieme"}
        return _sequence(names.get(a, "huitieme"), b)
    return str(SETS[f"{a} {b}"])


def _declared(item: tuple[str, str, int, str]) -> str:
    who, category, score, cards = item
    if category == "point":
        what = str(_("point of %(length)s in %(suit)s")) % {
            "length": score,
            "suit": SUIT_NAMES[cards],
        }
    else:
        what = f"{short_cards(cards)} ({score})"
    return f"{PLAYERS[who]}: {what}"
