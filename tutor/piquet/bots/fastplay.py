"""The play of the cards on bit masks, fast enough to search: a heuristic policy, rollouts
to the end of the deal, and an exact solver of the last tricks with both hands open.

Card ``i`` is bit ``i`` (suit ``i >> 3``, rank order ``i & 7``: 0 the ace … 7 the seven);
lower rank order wins (the engine's ``trick_winner`` on masks; a test checks they agree
for every pair of cards). Points in play come from the engine's ``lead_point`` and
``win_point`` for the rules (tabled per card); the last trick scores one more; winning
more than six tricks is worth the cards (10), all twelve the capot (40).

Values are from the point of view of player 0 ("me"): my points minus the opponent's
for the rest of the deal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..cards import CARDS
from ..play import lead_point, win_point
from ..rules import Rules

__all__ = [
    "CAPOT_BONUS",
    "CARDS_BONUS",
    "Tables",
    "beats",
    "cards_bonus",
    "policy",
    "position_value",
    "rollout",
    "solve",
    "solve_lines",
    "tables_for",
]

#: What the cards and the capot are worth (scored by the engine's ``score_deal``).
CARDS_BONUS = 10
CAPOT_BONUS = 40


@dataclass(frozen=True, slots=True)
class Tables:
    lead: tuple[int, ...]  # points for leading card i
    win: tuple[int, ...]  # points for winning the opponent's lead with card i


@lru_cache(maxsize=16)
def tables_for(rules: Rules) -> Tables:
    return Tables(
        tuple(lead_point(c, rules) for c in CARDS), tuple(win_point(c, rules) for c in CARDS)
    )


def beats(reply: int, led: int) -> bool:
    """Whether card ``reply`` wins the trick ``led`` (same suit, higher card)."""
    return reply >> 3 == led >> 3 and (reply & 7) < (led & 7)


def _top(bits: int) -> int:
    """Rank order of the highest card in an 8-bit suit holding."""
    return (bits & -bits).bit_length() - 1


def _low(bits: int) -> int:
    """Rank order of the lowest card."""
    return bits.bit_length() - 1


# Per 8-bit suit holding: its highest card, its lowest card, its number of cards.
_TOP = tuple(_top(b) for b in range(256))
_LOW = tuple(_low(b) for b in range(256))
_COUNT = tuple(b.bit_count() for b in range(256))
_BELOW = tuple((1 << r) - 1 for r in range(9))  # cards higher than rank order r


def policy(mine: int, theirs: int, led: int, guards: bool = True) -> int:
    """A sensible card for ``mine`` to play: ``theirs`` is what the opponent may hold,
    ``led`` the card led (or -1 to lead). Follows with the cheapest winner or the lowest
    card; discards the lowest card that is neither a winner nor (with ``guards``) a
    guard; leads winners from the suit with most of them, else low from the longest."""
    if led >= 0:
        s8 = (led >> 3) * 8
        b = mine >> s8 & 255
        if b:
            win = b & _BELOW[led & 7]
            return s8 + _LOW[win if win else b]
        return _discard(mine, theirs, guards)
    best = -1
    best_key = -1
    long_suit = 0
    long_key = -1
    for s8 in (0, 8, 16, 24):
        b = mine >> s8 & 255
        if not b:
            continue
        o = theirs >> s8 & 255
        masters = b & _BELOW[_TOP[o]] if o else b
        n = _COUNT[b]
        top = _TOP[b]
        if masters:
            key = _COUNT[masters] * 100 + n * 10 + 7 - top
            if key > best_key:
                best_key, best = key, s8 + _TOP[masters]
        key2 = n * 10 + 7 - top
        if key2 > long_key:
            long_key, long_suit = key2, s8
    if best >= 0:
        return best
    return long_suit + _LOW[mine >> long_suit & 255]


def _discard(mine: int, theirs: int, guards: bool) -> int:
    best = -1
    best_key = -1000
    for s8 in (0, 8, 16, 24):
        b = mine >> s8 & 255
        if not b:
            continue
        o = theirs >> s8 & 255
        r = _LOW[b]
        key = r * 2
        if not o or r < _TOP[o]:  # the whole suit are winners
            key -= 30
        n = _COUNT[b]
        if guards and o:
            t = _TOP[b]
            if o & _BELOW[t]:
                if t == 1 and n == 2:  # king with one guard
                    key -= 12
                elif t == 2 and n == 3:  # queen with two
                    key -= 8
        if n == 1:
            key += 1  # a singleton: throwing it frees the hand of the suit
        if key > best_key:
            best_key, best = key, s8 + r
    return best


def cards_bonus(t0: int, t1: int) -> int:
    if t0 == 12:
        return CAPOT_BONUS
    if t1 == 12:
        return -CAPOT_BONUS
    if t0 > 6:
        return CARDS_BONUS
    if t1 > 6:
        return -CARDS_BONUS
    return 0


def rollout(
    h0: int,
    h1: int,
    leader: int,
    led: int,
    t0: int,
    t1: int,
    tab: Tables,
    first: int = -1,
    exact_tail: int = 0,
) -> tuple[int, int, int, int]:
    """Play the deal out with :func:`policy` for both players (each knowing the other's
    hand); ``first`` forces the next card of the player to act; the last ``exact_tail``
    tricks are solved exactly instead. Returns (my points, their points, my tricks,
    their tricks) for the rest of the deal (bonuses included; for a solved tail, its
    value goes to whoever it favours and the tricks are not counted)."""
    lead_pts, win_pts = tab.lead, tab.win
    p0 = p1 = 0
    hands = [h0, h1]
    while t0 + t1 < 12:
        if led < 0 and first < 0 and 12 - t0 - t1 <= exact_tail:
            v = position_value(hands[0], hands[1], leader, t0, tab)
            return (p0 + v, p1, t0, t1) if v > 0 else (p0, p1 - v, t0, t1)
        if led < 0:
            card = first if first >= 0 else policy(hands[leader], hands[1 - leader], -1)
            first = -1
            hands[leader] &= ~(1 << card)
            if leader == 0:
                p0 += lead_pts[card]
            else:
                p1 += lead_pts[card]
            led = card
        follower = 1 - leader
        if first >= 0:
            reply, first = first, -1
        else:
            reply = policy(hands[follower], hands[leader], led)
        hands[follower] &= ~(1 << reply)
        if reply >> 3 == led >> 3 and (reply & 7) < (led & 7):
            winner = follower
            if winner == 0:
                p0 += win_pts[reply]
            else:
                p1 += win_pts[reply]
        else:
            winner = leader
        if winner == 0:
            t0 += 1
        else:
            t1 += 1
        if t0 + t1 == 12:
            if winner == 0:
                p0 += 1
            else:
                p1 += 1
        leader = winner
        led = -1
    bonus = cards_bonus(t0, t1)
    if bonus > 0:
        p0 += bonus
    else:
        p1 -= bonus
    return p0, p1, t0, t1


def _moves(hand: int, led: int) -> list[int]:
    if led >= 0:
        s = led >> 3
        follow = hand & (255 << (8 * s))
        if follow:
            hand = follow
    out = []
    while hand:
        low = hand & -hand
        out.append(low.bit_length() - 1)
        hand ^= low
    return out


def _solver(tab: Tables) -> Callable[[int, int, int, int, int, int, int], int]:
    """The exact value function: minimax with alpha-beta pruning and a table of bounds."""
    lead_pts, win_pts = tab.lead, tab.win
    table: dict[tuple[int, int, int, int], tuple[int, int]] = {}
    inf = 10_000

    def value(a: int, b: int, lead_by: int, card_led: int, w0: int, alpha: int, beta: int) -> int:
        w1 = 12 - w0 - (a.bit_count() + b.bit_count() + (card_led >= 0)) // 2
        if not a and not b:
            return cards_bonus(w0, w1)
        key = (a, b, card_led, w0 * 2 + lead_by)
        lo, hi = table.get(key, (-inf, inf))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        a0, b0 = max(alpha, lo), min(beta, hi)
        al, be = a0, b0
        if card_led < 0:
            mover = lead_by
            if mover == 0:
                best = -inf
                for c in _moves(a, -1):
                    v = lead_pts[c] + value(
                        a & ~(1 << c), b, lead_by, c, w0, al - lead_pts[c], be - lead_pts[c]
                    )
                    if v > best:
                        best = v
                        if v > al:
                            al = v
                            if al >= be:
                                break
            else:
                best = inf
                for c in _moves(b, -1):
                    v = -lead_pts[c] + value(
                        a, b & ~(1 << c), lead_by, c, w0, al + lead_pts[c], be + lead_pts[c]
                    )
                    if v < best:
                        best = v
                        if v < be:
                            be = v
                            if al >= be:
                                break
        else:
            mover = 1 - lead_by
            last = a.bit_count() + b.bit_count() == 1
            s = card_led >> 3
            r = card_led & 7
            if mover == 0:
                best = -inf
                for c in _moves(a, card_led):
                    wins = c >> 3 == s and (c & 7) < r
                    na = a & ~(1 << c)
                    if wins:
                        pts = win_pts[c] + last
                        v = pts + value(na, b, 0, -1, w0 + 1, al - pts, be - pts)
                    else:
                        pts = last
                        v = -pts + value(na, b, 1, -1, w0, al + pts, be + pts)
                    if v > best:
                        best = v
                        if v > al:
                            al = v
                            if al >= be:
                                break
            else:
                best = inf
                for c in _moves(b, card_led):
                    wins = c >> 3 == s and (c & 7) < r
                    nb = b & ~(1 << c)
                    if wins:
                        pts = win_pts[c] + last
                        v = -pts + value(a, nb, 1, -1, w0, al + pts, be + pts)
                    else:
                        pts = last
                        v = pts + value(a, nb, 0, -1, w0 + 1, al - pts, be - pts)
                    if v < best:
                        best = v
                        if v < be:
                            be = v
                            if al >= be:
                                break
        if best <= a0:
            table[key] = (lo, best)
        elif best >= b0:
            table[key] = (best, hi)
        else:
            table[key] = (best, best)
        return best

    return value


def position_value(h0: int, h1: int, leader: int, t0: int, tab: Tables) -> int:
    """The exact value (my points minus theirs for the rest of the deal) of a position
    between tricks, both hands open."""
    return _solver(tab)(h0, h1, leader, -1, t0, -10_000, 10_000)


def solve(h0: int, h1: int, leader: int, led: int, t0: int, t1: int, tab: Tables) -> dict[int, int]:
    """Exact values (my points minus theirs for the rest of the deal) of each card the
    player to act (player 0) may play, both hands open. Meant for the last few tricks."""
    value = _solver(tab)
    lead_pts, win_pts = tab.lead, tab.win
    inf = 10_000
    mover = leader if led < 0 else 1 - leader
    if mover != 0:
        raise ValueError("solve() answers for player 0 to act")
    out: dict[int, int] = {}
    for c in _moves(h0, led):
        if led < 0:
            out[c] = lead_pts[c] + value(h0 & ~(1 << c), h1, leader, c, t0, -inf, inf)
        else:
            wins = c >> 3 == led >> 3 and (c & 7) < (led & 7)
            last = int(t0 + t1 == 11)
            if wins:
                pts = win_pts[c] + last
                out[c] = pts + value(h0 & ~(1 << c), h1, 0, -1, t0 + 1, -inf, inf)
            else:
                out[c] = -last + value(h0 & ~(1 << c), h1, 1, -1, t0, -inf, inf)
    return out


def _step(
    tab: Tables, a: int, b: int, lead_by: int, card_led: int, w0: int, c: int
) -> tuple[int, tuple[int, int, int, int, int]]:
    """Card ``c`` played by the player to act: (points it scores, player 0's view, and
    the next state ``(a, b, lead_by, card_led, w0)``), as the solver counts them."""
    if card_led < 0:
        if lead_by == 0:
            return tab.lead[c], (a & ~(1 << c), b, 0, c, w0)
        return -tab.lead[c], (a, b & ~(1 << c), 1, c, w0)
    last = int(a.bit_count() + b.bit_count() == 1)
    wins = c >> 3 == card_led >> 3 and (c & 7) < (card_led & 7)
    if lead_by == 1:  # player 0 follows
        na = a & ~(1 << c)
        if wins:
            return tab.win[c] + last, (na, b, 0, -1, w0 + 1)
        return -last, (na, b, 1, -1, w0)
    nb = b & ~(1 << c)
    if wins:
        return -(tab.win[c] + last), (a, nb, 1, -1, w0)
    return last, (a, nb, 0, -1, w0 + 1)


def solve_lines(
    h0: int, h1: int, leader: int, led: int, t0: int, t1: int, tab: Tables
) -> dict[int, tuple[int, int]]:
    """Like :func:`solve`, with the tricks: for each card player 0 may play, (its exact
    value, the tricks player 0 ends the deal with when both then play best; the first
    best card in card order where several are equal)."""
    value = _solver(tab)
    inf = 10_000
    mover = leader if led < 0 else 1 - leader
    if mover != 0:
        raise ValueError("solve_lines() answers for player 0 to act")
    out: dict[int, tuple[int, int]] = {}
    for first in _moves(h0, led):
        gain, state = _step(tab, h0, h1, leader, led, t0, first)
        total = gain
        v = value(*state, -inf, inf)
        total_value = gain + v
        while state[0] or state[1]:
            a, b, lead_by, card_led, w0 = state
            to_act = lead_by if card_led < 0 else 1 - lead_by
            best: tuple[int, tuple[int, int, int, int, int]] | None = None
            best_v = 0
            for c in _moves(a if to_act == 0 else b, card_led):
                g, nxt = _step(tab, a, b, lead_by, card_led, w0, c)
                cv = g + value(*nxt, -inf, inf)
                if best is None or (cv > best_v if to_act == 0 else cv < best_v):
                    best, best_v = (g, nxt), cv
            assert best is not None
            total += best[0]
            state = best[1]
        assert total + cards_bonus(state[4], 12 - state[4]) == total_value
        out[first] = (total_value, state[4])
    return out
