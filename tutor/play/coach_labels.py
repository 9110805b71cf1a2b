"""The coach's words at the table: the coaching modes, a decision said in words, the
evaluator's reasons, and the concepts a mistake is filed under for the spaced review.

``reason_text`` is the one place the table turns an evaluator reason into a sentence.
The shared three-language labels of every reason code are written for the decision
drills (``tutor/labels/coach.py``, branch ``coachdrills``); once they are merged,
``reason_text`` should call them (see its docstring) and ``REASONS`` here can go.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.formats import number_format
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from tutor import labels as drill_labels
from tutor.cardfaces import SUIT_NAMES, card_face
from tutor.piquet import Declaration
from tutor.piquet.declarations import SEQUENCE_NAMES
from tutor.play import labels

MODES = {
    "off": gettext_lazy("No coach: ask for a hint or “How did I do?” whenever you like"),
    "on": gettext_lazy("Coach: you may also take back your last decision"),
    "beginner": gettext_lazy(
        "Beginner's coach: also stops you before a costly mistake and asks if you are sure"
    ),
}

MODE_NAMES = {
    "off": "",
    "on": gettext_lazy("coach"),
    "beginner": gettext_lazy("beginner's coach"),
}

ERRORS = {
    "nothing_to_take_back": gettext_lazy(
        "There is no decision of yours in this deal to take back."
    ),
    "take_back_off": gettext_lazy("Taking back is for games with the coach: start one with it."),
    "no_hint": gettext_lazy("The coach has no hint for this decision."),
}

NOTICES = {
    "taken_back": gettext_lazy("Your last decision was taken back: choose again."),
}

#: Concepts a mistake at the table is filed under for the spaced review, each with the
#: question kinds that practise it, best first (``tutor.play.coach_web.review_kind``
#: picks the first that exists). The decision drills' concepts (``coach_*``, named by the
#: shared labels once the drills' branch is in) get a label here until then.
CONCEPTS: dict[str, tuple[Any, tuple[str, ...]]] = {
    "coach_discard": (pgettext_lazy("concept", "Discarding"), ("discard", "exchange")),
    "coach_sink": (pgettext_lazy("concept", "Sinking and declaring"), ("sink", "announce")),
    "coach_lead": (pgettext_lazy("concept", "Choosing the lead"), ("lead", "legal_plays")),
    "coach_play": (pgettext_lazy("concept", "Playing to the trick"), ("play", "trick")),
    "coach_guard": (pgettext_lazy("concept", "Guarding"), ("guard", "legal_plays")),
    "keeping_point_suit": (
        pgettext_lazy("concept", "Keeping the point suit"),
        ("discard", "point"),
    ),
    "keeping_sequences": (
        pgettext_lazy("concept", "Keeping sequences and sets in the exchange"),
        ("discard", "declarations"),
    ),
    "playing_for_cards": (
        pgettext_lazy("concept", "Playing for the cards and the last trick"),
        ("play", "deal_total"),
    ),
    "rubicon_play": (
        pgettext_lazy("concept", "Playing to the score near the Rubicon"),
        ("play", "rubicon"),
    ),
}


def register_concepts() -> None:
    """Make the table's concepts known to the review pages (which name a concept through
    ``tutor.labels.concept_label``); a concept the shared labels name keeps their label."""
    for concept, (label, _kinds) in CONCEPTS.items():
        drill_labels.CONCEPTS.setdefault(concept, label)


def mode_label(mode: str) -> str:
    return str(MODES[mode])


def error_text(code: str) -> str:
    return str(ERRORS.get(code, labels.ERRORS["bad_decision"]))


# --- a decision in words -----------------------------------------------------------------


def _cards(codes: Sequence[str]) -> str:
    return ", ".join(card_face(c).name for c in codes)


def declaration_text(data: Mapping[str, Any]) -> str:
    """What a declaration calls: “point in hearts (5 cards), quart to the king in spades,
    three aces”, or that it calls nothing."""
    d = Declaration.from_dict(data)
    parts = []
    if d.point is not None:
        parts.append(
            _("point in %(suit)s (%(length)s cards)")
            % {"suit": SUIT_NAMES[d.point.suit.value], "length": d.point.length}
        )
    for q in d.sequences:
        parts.append(
            _("%(sequence)s in %(suit)s")
            % {
                "sequence": labels.sequence_name(q.length, q.top.value),
                "suit": SUIT_NAMES[q.suit.value],
            }
        )
    for s in d.sets:
        parts.append(labels.set_name(s.kind.value, s.rank.value))
    return ", ".join(parts)


DECISION_NAMES = {
    "exchange": gettext_lazy("Exchange"),
    "declare": gettext_lazy("Your calls"),
    "reply": gettext_lazy("Your answers"),
    "leftovers": gettext_lazy("The cards you left"),
}

PLAY_NAMES = {
    "lead": gettext_lazy("Trick %(trick)s: your lead"),
    "follow": gettext_lazy("Trick %(trick)s: your card"),
}

REPLY_CATEGORIES = {
    "point": pgettext_lazy("declaration", "Point"),
    "sequence": gettext_lazy("Sequence"),
    "sets": gettext_lazy("Sets"),
}


def decision_text(kind: str, data: Mapping[str, Any]) -> str:
    """A decision as the coach says it: “Discard the seven of clubs and …”."""
    if kind == "exchange":
        return _("Discard %(cards)s.") % {"cards": _cards(data["cards"])}
    if kind == "declare":
        called = declaration_text(data["declaration"])
        if not called:
            return _("Call nothing: sink everything.")
        return _("Call %(calls)s; sink the rest.") % {"calls": called}
    if kind == "reply":
        replies = data.get("replies") or {}
        if not replies:
            return _("Declare what you hold.")
        said = "; ".join(
            f"{REPLY_CATEGORIES[c]}: {labels.REPLY_TEXT[r]}" for c, r in replies.items()
        )
        return _("Answer: %(replies)s") % {"replies": said}
    if kind == "leftovers":
        if data["look"]:
            return _("Show the cards you left to both of you.")
        return _("Keep the cards you left hidden.")
    name = card_face(data["card"]).name
    if data.get("lead"):
        return _("Lead %(card)s.") % {"card": name}
    return _("Play %(card)s.") % {"card": name}


def points_text(points: float) -> str:
    """“+11.0”, “−3.5”: expected points, signed, to one decimal in the language's notation."""
    text = cost_text(points)
    return ("−" if round(points, 1) < 0 else "+") + text


def cost_text(points: float) -> str:
    """“3.5”: points lost, unsigned, to one decimal in the language's notation."""
    return number_format(round(abs(points), 1), 1)


def reason_text(code: str, points: float, params: Mapping[str, Any]) -> str:
    """One of the evaluator's reasons as a sentence with its points.

    Switch-over: once ``tutor/labels/coach.py`` (branch ``coachdrills``) is merged, this
    becomes ``tutor.labels.reason_text(Reason(f"coach_{code}", {**params, "points":
    points}))`` and ``REASONS`` below goes.
    """
    text = _reason_sentence(code, params)
    if round(points, 1) == 0:
        return text  # a fact with no share of its own
    return _("%(reason)s (%(points)s)") % {"reason": text, "points": points_text(points)}


def _reason_sentence(code: str, params: Mapping[str, Any]) -> str:
    """The evaluator's reason ``code`` (terms in ``params``, see tutor.piquet.coach) in
    words; a code or terms this table does not know read as a general remark."""
    p = _terms(params)
    variant = code
    if code in ("declares", "sinks") and p.get("category") in ("point", "sequence", "sets"):
        variant = f"{code}:{p['category']}"
    elif code in ("wins_cards", "loses_cards") and "tricks" in p:
        variant = f"{code}:tricks"
    elif code.startswith("breaks_") and "kept" in p:
        variant = f"{code}:kept"
    template = REASONS.get(variant)
    if template is not None:
        try:
            return capfirst(str(template) % p)
        except (KeyError, TypeError, ValueError):
            pass
    return str(_("Other effects on the rest of the deal"))


def _terms(params: Mapping[str, Any]) -> dict[str, Any]:
    """The reason's terms, with the words for them: the suit, the card, the sequence
    ("quint to the king") and the set ("three aces")."""
    p: dict[str, Any] = dict(params)
    suit, rank = params.get("suit"), params.get("rank")
    if isinstance(suit, str) and suit in SUIT_NAMES:
        p["suit"] = SUIT_NAMES[suit]
        if isinstance(rank, str):
            p["card"] = card_face(rank + suit).name
    name, length = params.get("name"), params.get("length")
    if name in SEQUENCE_NAMES.values() and isinstance(rank, str):
        seq_length = next(n for n, v in SEQUENCE_NAMES.items() if v == name)
        p["sequence"] = labels.sequence_name(seq_length, rank)
    elif isinstance(length, int) and length in SEQUENCE_NAMES and isinstance(rank, str):
        p["sequence"] = labels.sequence_name(length, rank)
    if name in ("trio", "quatorze") and isinstance(rank, str):
        p["set"] = labels.set_name(str(name), rank)
    return p


#: The evaluator's reason codes in words (``code`` or ``code:variant``).
REASONS: dict[str, Any] = {
    "keeps_point": gettext_lazy("Keeps the point in %(suit)s (%(length)s cards)"),
    "breaks_point": gettext_lazy("Breaks the point in %(suit)s (%(length)s cards)"),
    "breaks_point:kept": gettext_lazy(
        "Breaks the point in %(suit)s: keeps %(kept)s of its %(length)s cards"
    ),
    "point_odds": gettext_lazy("The chances of the point"),
    "keeps_sequence": gettext_lazy("Keeps the %(sequence)s in %(suit)s"),
    "breaks_sequence": gettext_lazy("Breaks the %(sequence)s in %(suit)s"),
    "breaks_sequence:kept": gettext_lazy(
        "Breaks the %(sequence)s in %(suit)s: keeps %(kept)s of its cards"
    ),
    "sequence_odds": gettext_lazy("The chances of a sequence from the talon"),
    "keeps_set": gettext_lazy("Keeps %(set)s"),
    "breaks_set": gettext_lazy("Breaks up %(set)s"),
    "breaks_set:kept": gettext_lazy("Breaks up %(set)s: keeps %(kept)s of them"),
    "set_odds": gettext_lazy("The chances of a trio or a quatorze from the talon"),
    "makes_repique": gettext_lazy("A chance of a repique (60) for you"),
    "concedes_repique": gettext_lazy("A risk of a repique (60) against you"),
    "wins_cards": gettext_lazy("Your share of the cards (10 for seven tricks or more)"),
    "loses_cards": gettext_lazy("The cards (10) tend to go to your opponent"),
    "wins_cards:tricks": gettext_lazy(
        "About %(tricks)s of the twelve tricks: your share of the play and the cards"
    ),
    "loses_cards:tricks": gettext_lazy(
        "Only about %(tricks)s of the twelve tricks: the play and the cards go to your opponent"
    ),
    "keeps_guard": gettext_lazy("Guard kept: %(card)s"),
    "unguards": gettext_lazy("Guard lost: %(card)s"),
    "declares:point": gettext_lazy("Declares the point in %(suit)s"),
    "declares:sequence": gettext_lazy("Declares the %(sequence)s in %(suit)s"),
    "declares:sets": gettext_lazy("Declares %(set)s"),
    "sinks:point": gettext_lazy("Sinks the point in %(suit)s"),
    "sinks:sequence": gettext_lazy("Sinks the %(sequence)s in %(suit)s"),
    "sinks:sets": gettext_lazy("Sinks %(set)s"),
    "declares": gettext_lazy("What your calls score"),
    "sinks": gettext_lazy("What sinking gives away"),
    "leads": gettext_lazy("%(card)s led: the lead scores 1"),
    "wins_trick": gettext_lazy("%(card)s wins the trick"),
    "loses_trick": gettext_lazy("%(card)s does not win the trick"),
    "last_trick": gettext_lazy("%(card)s takes the last trick"),
    "loses_last_trick": gettext_lazy("%(card)s loses the last trick"),
    "later_tricks": gettext_lazy("The tricks still to come"),
    "makes_capot": gettext_lazy("A chance of a capot (40) for you"),
    "concedes_capot": gettext_lazy("A risk of a capot (40) against you"),
    "makes_pique": gettext_lazy("A chance of a pique (30) for you"),
    "concedes_pique": gettext_lazy("A risk of a pique (30) against you"),
    "rubicon": gettext_lazy("The partie's result near the Rubicon"),
}
