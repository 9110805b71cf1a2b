"""Rating every legal card of a play decision.

Over opponent hands consistent with what the player knows (the bots' ``Knowledge``:
every such hand when there are few, else a seeded sample; with open hands, the one hand),
each card is valued

* exactly in the last :data:`EXACT_CARDS` tricks: the bots' exact alpha-beta
  (``fastplay.solve_lines``: both hands open in each consistent hand, the double-dummy
  value, and the tricks of the best line for the cards' share); in the last deal of a
  Rubicon partie, :func:`solve_partie` instead (both play for the partie's result);
* otherwise by playing the deal out with the bots' rollout policy for both players
  (``fastplay.rollout``), the points valued by the bots' ``outcome_utility`` (the pique
  still possible, and the Rubicon in a partie's last deal).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations
from math import comb

from tutor.cardgame import mask_of, mask_of_indices

from ..bots.decisions import PlayDecision
from ..bots.fastplay import Tables, _moves, cards_bonus, rollout, solve_lines, tables_for
from ..bots.knowledge import Knowledge, knowledge
from ..bots.strategy import outcome_utility, play_state, tricks_won
from ..bots.view import View
from ..cards import CARDS
from ..partie import is_last_rubicon_deal
from .ratings import Rating, Reason

__all__ = [
    "EXACT_CARDS",
    "open_knowledge",
    "opponent_hands",
    "rate_play",
    "solve_partie",
    "sound_knowledge",
]

#: With this many cards or fewer in hand the play is solved exactly.
EXACT_CARDS = 6

# Shares of a card's value, in this order.
_IMMEDIATE, _LATER, _CARDS, _CAPOT, _UTILITY = range(5)


def open_knowledge(view: View, opponent: int) -> Knowledge:
    """The knowledge of a player who sees the opponent's hand ``opponent`` (open hands)."""
    kn = knowledge(view)
    return Knowledge(
        kn.me,
        kn.hand,
        opponent,
        opponent,
        kn.void,
        opponent.bit_count(),
        kn.opp_played,
        kn.played,
        (),
    )


def sound_knowledge(view: View, kn: Knowledge) -> Knowledge:
    """``kn``, unless it contradicts itself (more cards the opponent surely holds than he
    has, or too few possible ones): then only his reckoned sequences and sets not yet
    played are sure, and then nothing but the cards he may hold. (The bots infer the
    cards younger took from those elder left from the talon cards elder saw; once some
    of those were played, a Law 36 leftover can take their place.)"""

    def sound(k: Knowledge) -> bool:
        need = k.opp_count - k.must.bit_count()
        return 0 <= need <= k.pool().bit_count()

    if sound(kn):
        return kn
    declared = view.declared(view.role.opponent)
    sure = mask_of(tuple(declared.cards)) if declared is not None else 0
    fixed = replace(kn, must=sure & kn.unknown)
    if sound(fixed):
        return fixed
    return replace(kn, must=0, void=0)


def opponent_hands(kn: Knowledge, rng: random.Random, samples: int) -> list[int]:
    """Every opponent hand consistent with ``kn`` when there are at most ``samples`` of
    them (each once: the exact expectation), else ``samples`` seeded draws."""
    need = kn.opp_count - kn.must.bit_count()
    pool = [i for i in range(32) if kn.pool() >> i & 1]
    if need <= 0 or not pool:
        return [kn.must]
    if need <= len(pool) and comb(len(pool), need) <= samples:
        every = [kn.must | mask_of_indices(list(p)) for p in combinations(pool, need)]
        fitting = [h for h in every if kn.fits(h)]
        return fitting or every
    return [kn.sample(rng) for _ in range(samples)]


def rate_play(
    view: View, rng: random.Random, samples: int, opponent: int | None = None
) -> list[Rating]:
    """Every legal card rated (unsorted); ``opponent``: the opponent's hand when open."""
    kn = (
        sound_knowledge(view, knowledge(view))
        if opponent is None
        else open_knowledge(view, opponent)
    )
    tab = tables_for(view.rules)
    mine, leader, led, _ = play_state(view, kn)
    t0, t1 = tricks_won(view)
    legal = [c.index for c in view.legal_plays]
    rubicon = is_last_rubicon_deal(view.rules, len(view.partie))
    utility = outcome_utility(view, rubicon)
    hands = opponent_hands(kn, rng, samples)
    exact = len(view.hand) <= EXACT_CARDS
    last = t0 + t1 == 11
    immediate = {c: _immediate(c, led, last, tab.lead, tab.win) for c in legal}
    sums = {c: [0.0] * 5 for c in legal}
    for opp in hands:
        if exact and rubicon:
            lines = solve_partie(mine, opp, leader, led, t0, t1, tab, utility)
            for c, (u, p0, p1, w0) in lines.items():
                bonus = cards_bonus(w0, 12 - w0)
                s = sums[c]
                s[_IMMEDIATE] += immediate[c]
                s[_LATER] += p0 - p1 - bonus - immediate[c]
                s[_CAPOT if abs(bonus) == 40 else _CARDS] += bonus
                s[_UTILITY] += u - (p0 - p1)
            continue
        if exact:
            for c, (v, tricks) in solve_lines(mine, opp, leader, led, t0, t1, tab).items():
                bonus = cards_bonus(tricks, 12 - tricks)
                s = sums[c]
                s[_IMMEDIATE] += immediate[c]
                s[_LATER] += v - bonus - immediate[c]
                s[_CAPOT if abs(bonus) == 40 else _CARDS] += bonus
            continue
        for c in legal:
            p0, p1, w0, w1 = rollout(mine, opp, leader, led, t0, t1, tab, c, 0)
            bonus = cards_bonus(w0, w1)
            s = sums[c]
            s[_IMMEDIATE] += immediate[c]
            s[_LATER] += p0 - p1 - bonus - immediate[c]
            s[_CAPOT if abs(bonus) == 40 else _CARDS] += bonus
            s[_UTILITY] += utility(p0, p1) - (p0 - p1)
    n = len(hands)
    out = []
    for c in legal:
        mean = [x / n for x in sums[c]]
        out.append(
            Rating(
                PlayDecision(CARDS[c]),
                sum(mean),
                play_reasons(view, c, mean, rubicon, mine),
            )
        )
    return out


def solve_partie(
    h0: int,
    h1: int,
    leader: int,
    led: int,
    t0: int,
    t1: int,
    tab: Tables,
    utility: Callable[[int, int], float],
) -> dict[int, tuple[float, int, int, int]]:
    """Both hands open, each card player 0 (to act) may play: ``(utility, p0, p1, w0)``
    of the line where both then play best for ``utility`` of the rest of the deal's
    points (player 0 maximises it, player 1 minimises it: the partie's result is one
    player's gain and the other's loss); ``p0``, ``p1`` the points of that line from now
    (the cards or capot included), ``w0`` player 0's tricks at the end (the first best
    line in card order where several are equal). Minimax with a table of positions:
    meant for the last :data:`EXACT_CARDS` tricks. ``t1`` is implied by the cards left
    (kept for the solvers' common signature)."""
    del t1
    lead_pts, win_pts = tab.lead, tab.win
    table: dict[tuple[int, ...], tuple[float, int, int, int]] = {}

    def value(
        a: int, b: int, lead_by: int, card_led: int, w0: int, p0: int, p1: int
    ) -> tuple[float, int, int, int]:
        if not a and not b:
            bonus = cards_bonus(w0, 12 - w0)
            q0, q1 = p0 + max(bonus, 0), p1 + max(-bonus, 0)
            return utility(q0, q1), q0, q1, w0
        key = (a, b, lead_by, card_led, w0, p0, p1)
        found = table.get(key)
        if found is not None:
            return found
        best: tuple[float, int, int, int] | None = None
        mover = lead_by if card_led < 0 else 1 - lead_by
        for c in _moves(a if mover == 0 else b, card_led):
            line = value(*_partie_step(lead_pts, win_pts, a, b, lead_by, card_led, w0, p0, p1, c))
            if best is None or (line[0] > best[0] if mover == 0 else line[0] < best[0]):
                best = line
        assert best is not None
        table[key] = best
        return best

    return {
        c: value(*_partie_step(lead_pts, win_pts, h0, h1, leader, led, t0, 0, 0, c))
        for c in _moves(h0, led)
    }


def _partie_step(
    lead_pts: tuple[int, ...],
    win_pts: tuple[int, ...],
    a: int,
    b: int,
    lead_by: int,
    card_led: int,
    w0: int,
    p0: int,
    p1: int,
    c: int,
) -> tuple[int, int, int, int, int, int, int]:
    """The position after card ``c`` of the player to act, with each player's points."""
    if card_led < 0:  # a lead: its point to the leader
        if lead_by == 0:
            return a & ~(1 << c), b, 0, c, w0, p0 + lead_pts[c], p1
        return a, b & ~(1 << c), 1, c, w0, p0, p1 + lead_pts[c]
    last = int(a.bit_count() + b.bit_count() == 1)
    wins = c >> 3 == card_led >> 3 and (c & 7) < (card_led & 7)
    follower = 1 - lead_by
    winner = follower if wins else lead_by
    gain = (win_pts[c] if wins else 0) + last
    if follower == 0:
        a &= ~(1 << c)
    else:
        b &= ~(1 << c)
    if winner == 0:
        return a, b, 0, -1, w0 + 1, p0 + gain, p1
    return a, b, 1, -1, w0, p0, p1 + gain


def _immediate(c: int, led: int, last: bool, lead: tuple[int, ...], win: tuple[int, ...]) -> int:
    """The points card ``c`` scores at once: its lead point, or its win of the trick
    (and the last trick's point, won or lost)."""
    if led < 0:
        return lead[c]
    wins = c >> 3 == led >> 3 and (c & 7) < (led & 7)
    if wins:
        return win[c] + last
    return -int(last)


def play_reasons(
    view: View, c: int, mean: list[float], rubicon: bool, mine: int
) -> tuple[Reason, ...]:
    card = CARDS[c]
    terms: dict[str, str | int] = {"suit": card.suit.value, "rank": card.rank.value}
    led = view.led
    out: list[Reason] = []
    if led is None:
        out.append(Reason("leads", mean[_IMMEDIATE], terms))
    else:
        wins = card.suit is led.suit and card.rank.order < led.rank.order
        last = len(view.tricks) == 11
        if last:
            code = "last_trick" if wins else "loses_last_trick"
        else:
            code = "wins_trick" if wins else "loses_trick"
        out.append(Reason(code, mean[_IMMEDIATE], terms))
    if mean[_LATER]:
        out.append(Reason("later_tricks", mean[_LATER], {}))
    if mean[_CARDS]:
        out.append(Reason("wins_cards" if mean[_CARDS] > 0 else "loses_cards", mean[_CARDS], {}))
    if mean[_CAPOT]:
        code = "makes_capot" if mean[_CAPOT] > 0 else "concedes_capot"
        out.append(Reason(code, mean[_CAPOT], {}))
    if mean[_UTILITY]:
        if rubicon:
            out.append(Reason("rubicon", mean[_UTILITY], {}))
        else:
            code = "makes_pique" if mean[_UTILITY] > 0 else "concedes_pique"
            out.append(Reason(code, mean[_UTILITY], {}))
    out.sort(key=lambda r: -abs(r.points))
    if led is not None and card.suit is not led.suit:
        held = mine >> (8 * card.suit.order) & 255
        top = (held & -held).bit_length() - 1
        if top in (1, 2) and c & 7 != top and held.bit_count() <= top + 1:
            honour = CARDS[8 * card.suit.order + top]
            out.append(
                Reason("unguards", 0.0, {"suit": honour.suit.value, "rank": honour.rank.value})
            )
    return tuple(out)
