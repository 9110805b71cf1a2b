"""Levels 2 to 5.

* 2 — values the exchange by expected declarations (and a rough trick share) over the
  unseen cards; declares everything; plays cheap winners and low cards, forgetting what
  has been played (only the cards in its hand and on the table count).
* 3 — also remembers every card played and seen (its winners are the cards higher than
  any the opponent may still hold), keeps guards to kings and queens, and always takes
  a trick it can win (the seventh and the last among them).
* 4 — also reads the opponent: cards he reckoned, the cards elder left that younger had
  to take, suits he showed out of, what his calls say he holds; does not call a sequence
  or set that is almost surely not good (sinking it hides the cards); chooses each card
  by playing the deal out over opponent hands sampled consistent with all that.
* 5 — also solves the last tricks exactly (both hands open) over the sampled hands, and
  in the last deal of a Rubicon partie values outcomes by the partie's result.

Searches take a fixed number of samples from the decision's seeded generator, so a
decision is the same for the same seed; the deadline only cuts a search that would run
too long on a slow machine (then the samples done so far decide).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from tutor.cardgame import mask_of

from ..cards import CARDS, PACK_MASK, Card, Hand
from ..declarations import Declaration, compare_declarations
from ..partie import is_last_rubicon_deal, rubicon_score
from ..players import Player
from .decisions import (
    Decision,
    DeclareDecision,
    ExchangeDecision,
    LeftoversDecision,
    PlayDecision,
)
from .exchange_eval import best_discard
from .fastplay import policy, rollout, solve, tables_for
from .knowledge import Knowledge, knowledge
from .view import DecisionKind, View

__all__ = ["level2", "level3", "level4", "level5", "outcome_utility", "play_state", "tricks_won"]


def tricks_won(view: View) -> tuple[int, int]:
    """(mine, theirs) tricks so far."""
    leaders = view.leaders()
    mine = sum(leaders[n + 1] is view.role for n in range(len(view.tricks)))
    return mine, len(view.tricks) - mine


def _common(view: View, rng: random.Random, samples: int) -> Decision | None:
    kind = view.decision
    if kind is DecisionKind.EXCHANGE:
        return ExchangeDecision(best_discard(view, rng, samples))
    if kind is DecisionKind.DECLARE:
        return DeclareDecision(Declaration.full(Hand(view.hand)))
    if kind is DecisionKind.LEFTOVERS:
        return LeftoversDecision(False)
    if len(view.legal_plays) == 1:
        return PlayDecision(view.legal_plays[0])
    return None


def _heuristic_card(view: View, theirs: int, guards: bool) -> Card:
    mine = mask_of(view.hand)
    led = view.led.index if view.led is not None else -1
    return CARDS[policy(mine, theirs, led, guards)]


def level2(view: View, rng: random.Random) -> Decision:
    done = _common(view, rng, 12)
    if done is not None:
        return done
    mine = mask_of(view.hand)
    theirs = PACK_MASK & ~mine
    if view.led is not None:
        theirs &= ~(1 << view.led.index)
    return PlayDecision(_heuristic_card(view, theirs, guards=False))


def _possible(kn: Knowledge) -> int:
    return kn.pool() | kn.must


def level3(view: View, rng: random.Random) -> Decision:
    done = _common(view, rng, 16)
    if done is not None:
        return done
    return PlayDecision(_heuristic_card(view, _possible(knowledge(view)), guards=True))


# --- levels 4 and 5: search over consistent hands ---------------------------------------


def _declare_sinking(view: View, rng: random.Random, samples: int = 24) -> Declaration:
    """Declare everything, except (elder) a sequence or set call that the sampled
    opponent hands seldom (under 15 %) let be good or equal: not calling it costs little
    and leaves the opponent guessing about those cards."""
    full = Declaration.full(Hand(view.hand))
    if view.role is not Player.ELDER or (not full.sequences and not full.sets):
        return full
    kn = knowledge(view)
    seq_hope = set_hope = 0
    mine = Hand(view.hand)
    for _ in range(samples):
        opp = Hand.from_mask(kn.sample(rng))
        c = compare_declarations(mine, opp)
        seq_hope += c.sequence.winner is not Player.YOUNGER
        set_hope += c.sets.winner is not Player.YOUNGER
    limit = samples * 0.15
    return Declaration(
        full.point,
        full.sequences if seq_hope > limit else (),
        full.sets if set_hope > limit else (),
    )


def outcome_utility(view: View, rubicon: bool) -> Callable[[int, int], float]:
    mine0, theirs0 = view.my_score, view.their_score
    elder = view.role is Player.ELDER
    pique_for_me = elder and view.score[1] == 0 and view.score[0] < 30
    pique_for_them = not elder and view.score[1] == 0 and view.score[0] < 30
    if rubicon:
        before_me = sum(a for a, _ in view.partie)
        before_them = sum(b for _, b in view.partie)

    def value(p0: int, p1: int) -> float:
        if pique_for_me and p1 == 0 and mine0 + p0 >= 30:
            p0 += 30
        elif pique_for_them and p0 == 0 and theirs0 + p1 >= 30:
            p1 += 30
        if not rubicon:
            return float(p0 - p1)
        a = before_me + mine0 + p0
        b = before_them + theirs0 + p1
        if a == b:
            return 0.0
        return float(rubicon_score(a, b)) if a > b else -float(rubicon_score(b, a))

    return value


def play_state(view: View, kn: Knowledge) -> tuple[int, int, int, int]:
    """(my mask, leader as 0 me / 1 them, card led or -1, tricks so far)."""
    leader = 0 if view.leaders()[-1] is view.role else 1
    led = view.led.index if view.led is not None else -1
    return kn.hand, leader, led, len(view.tricks)


def _search(
    view: View,
    rng: random.Random,
    samples: int,
    deadline: float,
    exact_from: int,
    exact_tail: int,
    weighted: bool = False,
) -> Card:
    kn = knowledge(view)
    tab = tables_for(view.rules)
    mine, leader, led, _ = play_state(view, kn)
    t0, t1 = tricks_won(view)
    legal = [c.index for c in view.legal_plays]
    rubicon = is_last_rubicon_deal(view.rules, len(view.partie))
    value = outcome_utility(view, rubicon)
    totals = dict.fromkeys(legal, 0.0)
    exact = len(view.hand) <= exact_from and not rubicon
    for n in range(samples):
        if n and time.perf_counter() > deadline:
            break
        opp = kn.sample(rng, weighted=weighted)
        if exact:
            for c, v in solve(mine, opp, leader, led, t0, t1, tab).items():
                totals[c] += v
            continue
        for c in legal:
            p0, p1, _, _ = rollout(mine, opp, leader, led, t0, t1, tab, c, exact_tail)
            totals[c] += value(p0, p1)
    return CARDS[max(legal, key=lambda c: (totals[c], -c))]


def _searcher(
    samples: int,
    exact_from: int,
    exchange_samples: int,
    exact_samples: int,
    exact_tail: int,
    weighted: bool = False,
) -> Callable[[View, random.Random, float], Decision]:
    def play(view: View, rng: random.Random, budget: float) -> Decision:
        deadline = time.perf_counter() + budget
        kind = view.decision
        if kind is DecisionKind.EXCHANGE:
            return ExchangeDecision(best_discard(view, rng, exchange_samples))
        if kind is DecisionKind.DECLARE:
            return DeclareDecision(_declare_sinking(view, rng))
        if kind is DecisionKind.LEFTOVERS:
            return LeftoversDecision(False)
        if len(view.legal_plays) == 1:
            return PlayDecision(view.legal_plays[0])
        exact = len(view.hand) <= exact_from
        n = exact_samples if exact else samples
        return PlayDecision(_search(view, rng, n, deadline, exact_from, exact_tail, weighted))

    return play


level4 = _searcher(samples=32, exact_from=0, exchange_samples=24, exact_samples=0, exact_tail=0)
level5 = _searcher(
    samples=40, exact_from=5, exchange_samples=40, exact_samples=24, exact_tail=3, weighted=True
)
