""":func:`rate` and :func:`rate_open`: every legal option of a decision, rated."""

from __future__ import annotations

import random

from ..bots.decisions import LeftoversDecision
from ..bots.view import DecisionKind, View, view_of
from ..deal import Deal
from ..players import Player
from .declare import rate_declare
from .exchange import rate_exchange
from .play import EXACT_CARDS, rate_play
from .ratings import Rating

__all__ = ["SAMPLES", "rate", "rate_open"]

#: Samples of the hidden cards per decision kind when ``samples`` is not given
#: ("play_exact": in the last :data:`EXACT_CARDS` tricks, each solved exactly).
SAMPLES = {"exchange": 32, "declare": 40, "play": 64, "play_exact": 48}


def _samples(view: View, samples: int | None) -> int:
    if samples is not None:
        if samples < 1:
            raise ValueError("samples must be at least 1")
        return samples
    kind = view.decision.value
    if view.decision is DecisionKind.PLAY and len(view.hand) <= EXACT_CARDS:
        kind = "play_exact"
    return SAMPLES.get(kind, 1)


def _rate(view: View, seed: int, samples: int | None, opponent: int | None) -> tuple[Rating, ...]:
    rng = random.Random(f"coach:{seed}")
    n = _samples(view, samples)
    kind = view.decision
    if kind is DecisionKind.EXCHANGE:
        out = rate_exchange(view, rng, n, opponent)
    elif kind is DecisionKind.DECLARE:
        out = rate_declare(view, rng, n, opponent)
    elif kind is DecisionKind.LEFTOVERS:
        out = [Rating(LeftoversDecision(False), 0.0), Rating(LeftoversDecision(True), 0.0)]
    else:
        out = rate_play(view, rng, n, opponent)
    # rounded so that equal options compare equal whatever order their shares were added in
    out = [Rating(r.decision, round(r.value, 9), r.reasons) for r in out]
    out.sort(key=lambda r: -r.value)  # stable: ties keep the options' order
    return tuple(out)


def rate(view: View, seed: int = 0, *, samples: int | None = None) -> tuple[Rating, ...]:
    """Every legal option of ``view.decision``, best first (see the package doc);
    deterministic for ``(view, seed)``; ties in a stable order. ``samples``: how many
    opponent hands (or deals of the unseen cards) to value over."""
    return _rate(view, seed, samples, None)


def rate_open(
    deal: Deal,
    player: Player | None = None,
    seed: int = 0,
    *,
    samples: int | None = None,
    partie: tuple[tuple[int, int], ...] = (),
) -> tuple[Rating, ...]:
    """Like :func:`rate`, for ``player`` (default: the player to act) seeing both hands
    of ``deal`` (open hands): the play is then exact in the last tricks, the
    declaration exact, and the exchange samples only the cards drawn. ``partie``: the
    earlier deals' (mine, theirs) scores, as in :func:`~tutor.piquet.bots.view_of`."""
    who = player if player is not None else deal.to_act
    if who is None:
        return ()
    view = view_of(deal, who, partie)
    return _rate(view, seed, samples, deal.hand(who.opponent).mask)
