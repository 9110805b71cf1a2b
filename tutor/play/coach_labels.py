"""The coach's words at the table: the coaching modes, a decision said in words, the
evaluator's reasons, and the concepts a mistake is filed under for the spaced review.

``reason_text`` is the one place the table turns an evaluator reason into a sentence: it
asks the shared labels of the coach's reasons (``tutor/labels/coach.py``, written for the
decision drills), so a reason reads the same in a drill and at the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from tutor import labels as drill_labels
from tutor.cardfaces import SUIT_NAMES, card_face
from tutor.drills import Explanation as Reason
from tutor.labels import coach as shared_coach_labels
from tutor.piquet import Declaration
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
#: picks the first that exists). The shared labels name them all (``tutor/labels/coach.py``:
#: the decision drills' ``CONCEPTS`` and the table's own ``TABLE_CONCEPTS``).
CONCEPT_KINDS: dict[str, tuple[str, ...]] = {
    "coach_discard": ("discard", "exchange"),
    "coach_sink": ("sink", "announce"),
    "coach_lead": ("lead", "legal_plays"),
    "coach_play": ("play", "trick"),
    "coach_guard": ("guard", "legal_plays"),
    "keeping_point_suit": ("discard", "point"),
    "keeping_sequences": ("discard", "declarations"),
    "playing_for_cards": ("play", "deal_total"),
    "rubicon_play": ("play", "rubicon"),
}


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
    """“+11.0”, “−3.5”: expected points, signed, in the language's number format."""
    return shared_coach_labels.points(round(points, 1))


def cost_text(points: float) -> str:
    """“3.5”: points lost, unsigned (rounded: Django's number format cuts decimals off)."""
    return shared_coach_labels.points(round(abs(points), 1), sign=False)


def reason_text(code: str, points: float, params: Mapping[str, Any]) -> str:
    """One of the evaluator's reasons as a sentence with its points: the shared labels
    of the coach's reasons (``tutor/labels/coach.py``), so a reason reads the same in a
    decision drill and at the table. A code they do not know reads as a general remark,
    or as nothing ("") if it carries no points (a fact the table cannot say yet)."""
    raw = {**params, "points": points}
    try:
        return drill_labels.reason_text(Reason(code=f"coach_{code}", params=raw))
    except (KeyError, TypeError, ValueError):
        if abs(points) < 0.05:
            return ""
        return str(_("Other effects on the rest of the deal: %(points)s.")) % {
            "points": points_text(points)
        }
