"""Scoring a hand and keeping the running totals: contracts, nil, bags, the game to 500.

For each team (seats 0 and 2 are A, 1 and 3 B):

* **Nil**: every nil bidder is scored on his own: +100 if he took no trick, −100 if he
  took any. A failed nil's tricks never count toward the partner's contract; they are
  the team's overtricks (bags).
* **Contract**: the partners' other bids added up. Made (the non-nil bidders took at
  least that many tricks): 10 × contract + 1 per overtrick, the failed nils' tricks
  included. Failed: −10 × contract, nothing for tricks; the failed nils' tricks still
  count as bags. A team whose partners both bid nil has contract 0, always made.
* **Bags**: every 10 accumulated bags cost 100 points; the rest carry over.
* **The game**: a team wins at 500 or more; if both reach it in the same hand the higher
  score wins; equal scores play on; negative scores never end the game.

>>> s = score_hand(bids=(4, 3, 0, 5), tricks=(5, 4, 1, 3))
>>> a, b = s.teams
>>> (a.contract, a.made, a.points, a.bags), [n.made for n in a.nils]
((4, True, -58, 2), [False])
>>> (b.contract, b.made, b.points, b.bags)
(8, False, -80, 0)
>>> s.scores, s.bags, s.winner
((-58, -80), (2, 0), None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .bidding import NIL, read_bids
from .errors import InvalidInputError
from .seats import Seat, Team

__all__ = [
    "BAG_LIMIT",
    "BAG_PENALTY",
    "GAME",
    "NIL_POINTS",
    "HandScore",
    "NilResult",
    "TeamHand",
    "add_bags",
    "game_winner",
    "read_tricks",
    "score_hand",
    "score_team",
]

NIL_POINTS = 100
BAG_LIMIT = 10
BAG_PENALTY = 100
GAME = 500


@dataclass(frozen=True, slots=True)
class NilResult:
    """One nil bid: the bidder, the tricks he took, made or not, its points (±100)."""

    seat: Seat
    tricks: int
    made: bool
    points: int


@dataclass(frozen=True, slots=True)
class TeamHand:
    """What one team scores in one hand (before bag penalties).

    ``tricks`` counts only the non-nil bidders' tricks (those that count for the
    contract); ``overtricks`` are the bags of this hand: the contract's overtricks if it
    was made, plus every trick of a failed nil. ``contract_points`` is 10 × contract +
    overtricks when made, −10 × contract when failed; ``points`` adds the nils.
    """

    team: Team
    contract: int
    tricks: int
    made: bool
    nils: tuple[NilResult, ...]
    bags: int
    contract_points: int
    points: int

    def to_dict(self) -> dict[str, Any]:
        """The command line's form: contract, made, one bool per nil bidder, points."""
        return {
            "contract": self.contract,
            "made": self.made,
            "nil": [n.made for n in self.nils],
            "points": self.points,
        }


def score_team(bids: Sequence[int], tricks: Sequence[int], team: Team) -> TeamHand:
    """Score ``team``'s hand from the four bids and the four seats' tricks."""
    nils = []
    contract = counted = nil_bags = 0
    for s in team.seats:
        if bids[s] == NIL:
            made = tricks[s] == 0
            nils.append(NilResult(s, tricks[s], made, NIL_POINTS if made else -NIL_POINTS))
            nil_bags += tricks[s]
        else:
            contract += bids[s]
            counted += tricks[s]
    made = counted >= contract
    bags = (counted - contract if made else 0) + nil_bags
    contract_points = 10 * contract + bags if made else -10 * contract
    points = contract_points + sum(n.points for n in nils)
    return TeamHand(team, contract, counted, made, tuple(nils), bags, contract_points, points)


def add_bags(carried: int, new: int) -> tuple[int, int]:
    """(penalties, carried after): every 10 accumulated bags is one penalty of 100.

    >>> add_bags(8, 5)  # 13 bags: one penalty, 3 carried over
    (1, 3)
    """
    total = carried + new
    return total // BAG_LIMIT, total % BAG_LIMIT


def game_winner(scores: Sequence[int]) -> Team | None:
    """The team that has won with these totals (after a hand), or ``None`` to play on.

    >>> game_winner((510, 480)), game_winner((520, 530)), game_winner((500, 500))
    (Team.A, Team.B, None)
    """
    a, b = scores
    if a >= GAME and a > b:
        return Team.A
    if b >= GAME and b > a:
        return Team.B
    return None


@dataclass(frozen=True, slots=True)
class HandScore:
    """A scored hand: the inputs, each team's :class:`TeamHand`, the bag penalties
    (how many 100s each team lost), and the totals and carried bags after the hand."""

    bids: tuple[int, int, int, int]
    tricks: tuple[int, int, int, int]
    scores_before: tuple[int, int]
    bags_before: tuple[int, int]
    teams: tuple[TeamHand, TeamHand]
    penalties: tuple[int, int]
    scores: tuple[int, int]
    bags: tuple[int, int]

    @property
    def winner(self) -> Team | None:
        return game_winner(self.scores)

    def to_dict(self) -> dict[str, Any]:
        """The command line's output object."""
        winner = self.winner
        return {
            "scores": list(self.scores),
            "bags": list(self.bags),
            "teams": [t.to_dict() for t in self.teams],
            "winner": winner.value if winner else None,
        }


def _ints(values: object, name: str, code: str) -> tuple[int, int]:
    if (
        not isinstance(values, (list, tuple))
        or len(values) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) for v in values)
    ):
        raise InvalidInputError(f"{name} are two whole numbers, team A's and team B's", code)
    return values[0], values[1]


def read_tricks(values: object) -> tuple[int, int, int, int]:
    """Four seats' tricks, each 0–13, 13 in all; ``bad_tricks`` otherwise."""
    if (
        not isinstance(values, (list, tuple))
        or len(values) != 4
        or any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 13 for v in values)
    ):
        raise InvalidInputError("tricks are four whole numbers 0–13, one per seat", "bad_tricks")
    if sum(values) != 13:
        raise InvalidInputError(f"the tricks add up to {sum(values)}, not 13", "bad_tricks")
    return (values[0], values[1], values[2], values[3])


def score_hand(
    bids: Sequence[int],
    tricks: Sequence[int],
    scores: Sequence[int] = (0, 0),
    bags: Sequence[int] = (0, 0),
) -> HandScore:
    """Score one hand and carry the totals on.

    ``bids`` and ``tricks`` by seat (0–3); ``scores`` and ``bags`` are the teams' totals
    before the hand (``[a, b]``; carried bags are 0–9). Raises ``bad_bid``,
    ``bad_tricks``, ``bad_score`` or ``bad_bags``.
    """
    bid4 = read_bids(bids)
    won = read_tricks(tricks)
    before = _ints(scores, "scores", "bad_score")
    carried = _ints(bags, "bags", "bad_bags")
    if not all(0 <= b < BAG_LIMIT for b in carried):
        raise InvalidInputError("carried bags are 0–9 (every 10 have cost 100)", "bad_bags")
    teams = (score_team(bid4, won, Team.A), score_team(bid4, won, Team.B))
    penalties, after_scores, after_bags = [], [], []
    for t, total, held in zip(teams, before, carried, strict=True):
        penalty, left = add_bags(held, t.bags)
        penalties.append(penalty)
        after_scores.append(total + t.points - BAG_PENALTY * penalty)
        after_bags.append(left)
    return HandScore(
        bid4,
        won,
        before,
        carried,
        teams,
        (penalties[0], penalties[1]),
        (after_scores[0], after_scores[1]),
        (after_bags[0], after_bags[1]),
    )
