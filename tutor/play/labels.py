"""The play table's words: opponents, settings, what is said at the table, refusals.

The engine's dialogue steps and error codes come in as data; this module turns each into a
sentence in the active language (through gettext, using the drill layer's labels for the
calls so that a call reads the same in a lesson, a drill and a game).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django.utils.text import capfirst
from django.utils.translation import get_language, gettext_lazy, pgettext_lazy
from django.utils.translation import gettext as _

from tutor import labels as drill_labels
from tutor.cardfaces import SUIT_NAMES, card_face
from tutor.drills import Explanation
from tutor.drills.table_kinds import call_prompt
from tutor.piquet import Deal, Player
from tutor.piquet.declarations import SEQUENCE_NAMES
from tutor.piquet.dialogue import Act, DialogueStep
from tutor.piquet.partie import PartiePlayer, PartieResult

#: Level → (name, one line on how the opponent plays).
OPPONENTS = {
    1: (
        pgettext_lazy("opponent", "Nell"),
        gettext_lazy("Keeps her longest suit, plays her highest card and hopes."),
    ),
    2: (
        pgettext_lazy("opponent", "Tom"),
        gettext_lazy("Weighs his hand for the exchange and declares everything he holds."),
    ),
    3: (
        pgettext_lazy("opponent", "Martha"),
        gettext_lazy(
            "Remembers every card played, guards her suits and fights for the seventh and "
            "the last trick."
        ),
    ),
    4: (
        pgettext_lazy("opponent", "Victor"),
        gettext_lazy(
            "Reads your exchange and your calls, works out what you must hold, and sinks "
            "when it pays."
        ),
    ),
    5: (
        pgettext_lazy("opponent", "Sophie"),
        gettext_lazy(
            "Plays the last tricks exactly and knows the score: near the Rubicon she plays "
            "for the hundred."
        ),
    ),
}

PRESETS = {
    "cavendish": (
        gettext_lazy("Cavendish's laws (1882)"),
        gettext_lazy("The classic Rubicon Piquet this site teaches."),
    ),
    "german_text": (
        gettext_lazy("The German rules"),
        gettext_lazy("As Cavendish, but a pique counts in the order things were said and played."),
    ),
    "dutch_text": (
        gettext_lazy("The Dutch rules"),
        gettext_lazy(
            "Younger exchanges up to three cards or none, the lower cut deals, a carte blanche "
            "is shown at once."
        ),
    ),
    "au_cent": (
        gettext_lazy("Piquet au cent"),
        gettext_lazy("The older game: the first to 100 wins; younger may exchange none."),
    ),
}

KINDS = {
    "deal": gettext_lazy("One deal"),
    "partie": gettext_lazy("A whole partie"),
}

SEATS = {
    "cut": gettext_lazy("As the cut decides"),
    "elder": gettext_lazy("Elder hand (you lead)"),
    "younger": gettext_lazy("Younger hand (you deal)"),
}

SEAT_NAMES = {
    Player.ELDER: gettext_lazy("elder hand"),
    Player.YOUNGER: gettext_lazy("younger hand"),
}

ERRORS = {
    "stale": gettext_lazy(
        "That move was made on an older view of this game (another tab, the Back button or "
        "a form sent twice). Nothing was changed: here is the game as it stands."
    ),
    "not_now": gettext_lazy("That is not a decision to make now. Here is the game as it stands."),
    "bad_decision": gettext_lazy("That move could not be read. Choose again from the table."),
    "bad_settings": gettext_lazy("Choose an opponent, rules and game from the lists offered."),
    "reply_missing": gettext_lazy("Answer each of elder's calls."),
    "leftovers_first": gettext_lazy("First decide whether the cards you left are shown."),
    "illegal_exchange": gettext_lazy("You may exchange from %(low)s to %(high)s cards."),
    "card_not_in_hand": gettext_lazy("That card is not in your hand."),
    "not_held": gettext_lazy("You can only call what you hold, each card once in a category."),
    "bad_card": gettext_lazy("That move could not be read. Choose again from the table."),
    "bad_declaration": gettext_lazy("Those calls could not be read. Choose again."),
    "duplicate_card": gettext_lazy("A card was chosen twice."),
}

REPLY_TEXT = {
    "good": gettext_lazy("“Good.”"),
    "not_good": gettext_lazy("“Not good.”"),
    "equal": gettext_lazy("“Equal.”"),
}


def opponent_name(level: int) -> str:
    return str(OPPONENTS[level][0])


def speaker(step_player: Player, learner: Player, level: int) -> str:
    return _("You") if step_player is learner else opponent_name(level)


def sequence_name(length: int, top: str) -> str:
    """“quart to the king”"""
    return f"{drill_labels.SEQUENCE_NAMES[SEQUENCE_NAMES[length]]} {drill_labels.TO_TOP[top]}"


def set_name(kind: str, rank: str) -> str:
    """“three aces”, “fourteen kings”"""
    return str(drill_labels.SETS[f"{kind} {rank}"])


def call_text(step: DialogueStep) -> str:
    """A call as elder says it: “Point of 5.”, “Quart to the king.”, “Three aces.”"""
    return drill_labels.announcement_text(call_prompt(step))


def step_text(step: DialogueStep) -> str:
    """One thing said at the table, with the running count where there is one.

    Kept per language: every card played shows the deal's whole dialogue again."""
    return _step_text(get_language(), step)


@lru_cache(maxsize=4096)
def _step_text(language: str | None, step: DialogueStep) -> str:
    """``step_text`` in ``language``, the active one."""
    if step.act in (Act.CALL, Act.CALL_VALUE):
        # Translators: a call said aloud at the table, in the language's quotation marks.
        return _("“%(call)s”") % {"call": call_text(step)}
    if step.act is Act.REPLY:
        return str(REPLY_TEXT[step.reply])  # type: ignore[index]
    if step.act is Act.CARTE_BLANCHE:
        return _("“Carte blanche: ten.”")
    if step.act is Act.BONUS:
        return _("“Repique: sixty more, that makes %(total)s.”") % {"total": step.total}
    if step.act is Act.LEAD:
        if step.card is None:
            return ""
        return _("Leads %(card)s: “%(points)s, that makes %(total)s.”") % {
            "card": card_face(str(step.card)).name,
            "points": step.points or 0,
            "total": step.total,
        }
    # RECKON: the combination, what it scores, the running count.
    if step.category == "point":
        what = _("point in %(suit)s") % {"suit": SUIT_NAMES[str(step.suit)]}
    elif step.category == "sequence":
        what = _("%(sequence)s in %(suit)s") % {
            "sequence": sequence_name(step.length, str(step.top)),  # type: ignore[arg-type]
            "suit": SUIT_NAMES[str(step.suit)],
        }
    else:
        what = set_name(str(step.kind), str(step.rank))
    return _("“%(what)s: %(points)s, that makes %(total)s.”") % {
        "what": capfirst(what),
        "points": step.points,
        "total": step.total,
    }


def error_text(code: str, deal: Deal | None = None, **params: Any) -> str:
    """Why a decision was refused, in words (the engine's reason where it has one)."""
    if code == "revoke" and deal is not None and deal.current_lead is not None:
        led = deal.current_lead
        follow = [c for c in deal.legal_plays]
        reason = Explanation(
            code="must_follow_suit",
            params={"led": str(led), "suit": led.suit.value, "cards": " ".join(map(str, follow))},
        )
        return drill_labels.reason_text(reason)
    if code == "illegal_exchange" and deal is not None:
        r = deal.exchange_range()
        return str(ERRORS[code]) % {"low": r[0] if r else 0, "high": r[-1] if r else 0}
    if code == "reply_impossible":
        return _(
            "Your hand answers %(right)s to that call. You may also say “good” to sink what "
            "you hold, but not %(given)s."
        ) % {
            "right": REPLY_TEXT[params["right"].value],
            "given": REPLY_TEXT[params["given"].value],
        }
    return str(ERRORS.get(code, ERRORS["bad_decision"]))


def partie_result_text(result: PartieResult, level: int, au_cent: bool = False) -> str:
    """The partie's end: who won, whether the loser was rubiconed, what the winner scores."""
    me, them = result.totals
    if result.winner is None:
        return _("Tied again after eight deals (%(total)s all): the partie is drawn.") % {
            "total": me
        }
    params = {
        "winner": _("You") if result.winner is PartiePlayer.A else opponent_name(level),
        "score": result.rubicon_score,
        "high": max(me, them),
        "low": min(me, them),
    }
    if au_cent:
        if result.rubiconed:
            return (
                _(
                    "%(winner)s reached 100 first, %(high)s to %(low)s, and the loser has under "
                    "50: a double, the game counts two."
                )
                % params
            )
        return _("%(winner)s reached 100 first, %(high)s to %(low)s: one game won.") % params
    if result.rubiconed:
        return (
            _(
                "%(winner)s won, %(high)s to %(low)s. The loser stayed under 100 and is "
                "rubiconed: the winner scores the sum plus 100, %(high)s + %(low)s + 100 = "
                "%(score)s."
            )
            % params
        )
    return (
        _(
            "%(winner)s won, %(high)s to %(low)s. The loser reached 100: the winner scores the "
            "difference plus 100, %(high)s − %(low)s + 100 = %(score)s."
        )
        % params
    )
