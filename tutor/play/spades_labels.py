"""The Spades table's words: the computers' levels, the seats, bids, what happened since
the learner's last move, refusals, the end of the game.

The engine's seats, bids and error codes come in as data; this module turns each into a
sentence in the active language (through gettext). Seat names and the engine's reasons
for an illegal card are the drill layer's (:mod:`tutor.labels`), so a seat or a refusal
reads the same in a Spades lesson, a drill and a game.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from tutor import labels as drill_labels
from tutor.drills import Explanation
from tutor.play import labels as table_labels
from tutor.play.spades_opponent import LEVEL_KEYS
from tutor.spades import NIL, Deal, Seat

#: Each level's key (the bots' ``LEVELS``) → (name, one line on how the computers play).
LEVEL_TEXT = {
    "sensible": (
        pgettext_lazy("spades level", "Steady"),
        gettext_lazy(
            "Bid their sure tricks and never nil; take a trick cheaply unless the partner "
            "already has it."
        ),
    ),
    "counting": (
        pgettext_lazy("spades level", "Counting"),
        gettext_lazy(
            "Also remember every card played and who is out of a suit, and avoid needless bags."
        ),
    ),
    "strong": (
        pgettext_lazy("spades level", "Strong"),
        gettext_lazy(
            "Bid by the tricks they expect, bid nil with a hand for it, cover their partner's "
            "nil and try to break yours."
        ),
    ),
}

ERRORS = {
    "bad_bid": gettext_lazy("A bid is a whole number from 0 (nil) to 13."),
    "card_not_in_hand": gettext_lazy("That card is not in your hand."),
    "not_now": gettext_lazy("That is not a decision to make now. Here is the game as it stands."),
    "game_over": gettext_lazy("The game is over. Here is how it ended."),
    "bad_settings": gettext_lazy("Choose the computers' level from the list offered."),
}

#: Engine codes that mean "not your turn / not this phase": one message for them all.
NOT_NOW = {"not_now", "not_your_turn", "wrong_phase"}


def level_name(level: int) -> str:
    return str(LEVEL_TEXT[LEVEL_KEYS[level]][0])


def level_description(level: int) -> str:
    return str(LEVEL_TEXT[LEVEL_KEYS[level]][1])


def seat_name(seat: Seat) -> str:
    """“North”, or “You” for the learner's seat."""
    if seat is Seat.SOUTH:
        return _("You")
    return str(drill_labels.SEATS[str(int(seat))])


def seat_title(seat: Seat) -> str:
    """A seat as the table's heading names it: “North (your partner)”, “You (South)”."""
    name = str(drill_labels.SEATS[str(int(seat))])
    if seat is Seat.SOUTH:
        return _("You (%(seat)s)") % {"seat": name}
    if seat is Seat.NORTH:
        return _("%(seat)s (your partner)") % {"seat": name}
    return name


def team_name(team_index: int) -> str:
    return _("You and North") if team_index == 0 else _("East and West")


def bid_text(tricks: int) -> str:
    """A bid as said: “nil” or the number."""
    return pgettext("spades bid", "nil") if tricks == NIL else str(tricks)


def bid_button_name(tricks: int) -> str:
    """The accessible name of a bid button (contains its visible text)."""
    if tricks == NIL:
        return _("Bid nil: no trick at all")
    return ngettext("Bid %(count)s trick", "Bid %(count)s tricks", tricks) % {"count": tricks}


def error_text(code: str, deal: Deal | None = None, **params: Any) -> str:
    """Why a decision was refused, in words: for a card the rules forbid, the engine's
    reason with the cards that may be played."""
    if code in NOT_NOW:
        return str(ERRORS["not_now"])
    if code in ("revoke", "spades_not_broken") and deal is not None and deal.to_act is not None:
        cards = " ".join(str(c) for c in deal.legal_plays)
        trick = deal.current_trick
        if code == "revoke" and trick:
            led = trick[0]
            reason = Explanation(
                "spades_must_follow", {"led": str(led), "suit": led.suit.value, "cards": cards}
            )
        else:
            reason = Explanation("spades_lead_not_broken", {"cards": cards})
        return drill_labels.reason_text(reason)
    if code in ERRORS:
        return str(ERRORS[code])
    return str(table_labels.ERRORS["bad_decision"])
