"""What a player can infer about the opponent's hand from his view, and sampling
opponent hands consistent with it.

Cards are bits of a 32-bit mask (``Card.index``: suit-major S H D C, ace first), as in
the engine's ``Hand.mask``.

* ``unknown``: cards the player has not seen (in the opponent's hand, his discards, or
  the talon cards nobody showed).
* ``must``: cards the opponent surely holds now: his reckoned sequences and sets not yet
  played, and (elder's knowledge) the cards elder left that younger had to take first.
* ``void``: suits the opponent has shown out of (he did not follow to them).
* ``checks``: what the opponent's calls and declarations say his final hand held (a
  point of so many cards, a sequence to such a card, so many of a rank), used to reject
  sampled hands that do not fit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.cardgame import mask_of, mask_of_indices

from ..cards import PACK_MASK, SUIT_MASKS
from ..play import trick_winner
from ..players import Player
from ..rules import Rules
from .view import View

__all__ = ["Knowledge", "knowledge"]


@dataclass(frozen=True, slots=True)
class Knowledge:
    me: Player
    hand: int
    unknown: int
    must: int
    void: int  # 4 bits, one per suit
    opp_count: int
    opp_played: int  # cards the opponent has played (part of his final hand)
    played: int  # every card played, the one led to this trick included
    checks: tuple[tuple[str, int, int], ...]  # ("point", length, 0) / ("seq", length, top) / ...

    def pool(self) -> int:
        """Cards the opponent may hold besides ``must``."""
        m = self.unknown & ~self.must
        for s in range(4):
            if self.void >> s & 1:
                m &= ~SUIT_MASKS[s]
        return m

    def fits(self, opp_hand: int) -> bool:
        """Whether an opponent hand agrees with what his calls and declarations said."""
        final = opp_hand | self.opp_played
        for kind, a, b in self.checks:
            if kind == "point":
                if not any((final & SUIT_MASKS[s]).bit_count() >= a for s in range(4)):
                    return False
            elif kind == "suit":  # a point of a known suit: at least a cards of it
                if (final & SUIT_MASKS[b]).bit_count() < a:
                    return False
            elif kind == "seq":  # a run of a cards down from rank order b, in some suit
                run = ((1 << a) - 1) << b
                if not any(final >> (8 * s) & run == run for s in range(4)):
                    return False
            elif kind == "rank":  # at least a cards of rank order b
                if sum(final >> (8 * s + b) & 1 for s in range(4)) < a:
                    return False
        return True

    def sample(self, rng: random.Random, tries: int = 30, weighted: bool = False) -> int:
        """An opponent hand consistent with the knowledge (the last try if none fits).

        ``weighted``: the opponent more likely kept high cards than discarded them (his
        hidden cards are his hand and his discards): each free card is drawn with a
        weight by rank (weighted sampling without replacement)."""
        need = self.opp_count - self.must.bit_count()
        free = self.pool()
        pool = [i for i in range(32) if free >> i & 1]
        if need <= 0 or not pool:
            return self.must
        if need > len(pool):  # knowledge is thin (e.g. voids assumed): take what there is
            return self.must | mask_of_indices(pool)
        hand = self.must
        for _ in range(tries if self.checks else 1):
            if weighted and need < len(pool):
                keys = sorted(pool, key=lambda i: rng.random() ** _INV_WEIGHT[i & 7])
                picked = keys[-need:]
            else:
                picked = rng.sample(pool, need)
            hand = self.must | mask_of_indices(picked)
            if not self.checks or self.fits(hand):
                return hand
        return hand


#: 1 / weight by rank order (ace first): a kept card is more likely high.
_INV_WEIGHT = tuple(1.0 / w for w in (3.0, 2.6, 2.2, 1.8, 1.5, 1.0, 0.8, 0.7))


def knowledge(view: View, memory: bool = True) -> Knowledge:
    """What the player of ``view`` knows of the opponent. Without ``memory`` he forgets
    the cards played in earlier tricks and the talon cards he saw (level 2)."""
    me = view.role
    hand = mask_of(view.hand)
    played = 0
    opp_played = 0
    void = 0
    leader = Player.ELDER
    for led, reply in view.tricks:
        played |= 1 << led.index | 1 << reply.index
        theirs = reply if leader is me else led
        opp_played |= 1 << theirs.index
        if leader is me and reply.suit is not led.suit:
            void |= 1 << led.suit.order
        leader = leader if trick_winner(led, reply) is led else leader.opponent
    if view.led is not None:
        played |= 1 << view.led.index
        opp_played |= 1 << view.led.index
    known = mask_of(tuple(view.known))
    if not memory:
        known = hand | mask_of(view.dealt) | mask_of(view.discards)
        if view.led is not None:
            known |= 1 << view.led.index
        void = 0
    unknown = PACK_MASK & ~known
    opp_count = 12 - len(view.tricks) - (1 if view.led is not None else 0)
    must = 0
    checks: list[tuple[str, int, int]] = []
    if memory:
        opp = me.opponent
        declared = view.declared(opp)
        if declared is not None:
            must |= mask_of(tuple(declared.cards))
            if declared.point is not None:
                suit, length, _ = declared.point
                checks.append(("suit", length, suit.order))
        if me is Player.YOUNGER and view.calls is not None:
            c = view.calls
            if c.point is not None:
                checks.append(("point", c.point[0], 0))
            if c.sequence is not None:
                checks.append(("seq", c.sequence[0], c.sequence[1].order))
            for count, rank in c.sets:
                checks.append(("rank", count, rank.order))
        if me is Player.ELDER and view.opponent_exchanged is not None:
            must |= _taken_by_younger(view, view.rules)
        must &= ~played
        if view.opponent_carte_blanche:  # his shown cards he still holds or discarded
            unknown |= mask_of(view.opponent_carte_blanche)
    unknown |= must
    unknown &= ~hand & ~played
    return Knowledge(me, hand, unknown, must, void, opp_count, opp_played, played, tuple(checks))


def _taken_by_younger(view: View, rules: Rules) -> int:
    """The cards elder left (he saw them, top first) that younger took: younger takes
    from the top of the talon, elder's left cards first (unless he may only take from
    the bottom three)."""
    if rules.younger_max_exchange is not None:
        return 0
    left = [c for c in view.seen][: 5 - len(view.discards)]
    k = view.opponent_exchanged or 0
    return mask_of(tuple(left[:k]))
