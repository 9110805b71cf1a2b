"""Deals played by bots to every decision point, and hidden-card variants of them."""

from __future__ import annotations

import random

from tutor.piquet import Action, ActionKind, Deal, DealtCards, Hand, Player, Rules
from tutor.piquet.bots import apply_decision, decide, decision_kind, view_of


def play_to(seed: int, rules: Rules, stop: int, level: int = 0) -> Deal:
    """A deal (from ``seed``) with ``stop`` decisions made by ``level`` bots (or fewer if it
    ends first)."""
    deal = Deal.new(seed, rules, packet=2 + seed % 2)
    for n in range(stop):
        if decision_kind(deal) is None:
            break
        who = deal.to_act
        apply_decision(deal, who, decide(view_of(deal, who), level, seed + n))
    return deal


def hidden_variant(deal: Deal, player: Player, rng: random.Random) -> Deal | None:
    """The same deal with two cards ``player`` has not seen swapped in the dealt cards and
    in the opponent's discards; ``None`` if that makes the opponent's recorded actions
    illegal or changes a carte blanche."""
    hidden = sorted(
        set(deal.dealt.elder) | set(deal.dealt.younger) | set(deal.dealt.talon),
        key=lambda c: c.index,
    )
    hidden = [c for c in hidden if c not in deal.seen_by(player)]
    if len(hidden) < 2:
        return None
    a, b = rng.sample(hidden, 2)

    def swap(cards):
        return tuple(b if c == a else a if c == b else c for c in cards)

    d = deal.dealt
    dealt = DealtCards(Hand(swap(d.elder.cards)), Hand(swap(d.younger.cards)), swap(d.talon))
    actions = []
    for act in deal.actions:
        if act.kind is ActionKind.EXCHANGE and act.player is not player:
            act = Action(act.player, act.kind, swap(act.cards))
        actions.append(act)
    try:
        other = Deal.replay(dealt, actions, deal.rules)
    except ValueError:
        return None
    if other.carte_blanche != deal.carte_blanche:
        return None
    return other
