"""The partie: six deals, the Rubicon settlement; piquet au cent as an option.

**Rubicon** (Laws 71–73): a partie is six deals, each player dealing three times. The
higher total wins. Tied after six, each deals once more (deals seven and eight); tied
again, the partie is drawn. The winner scores the difference plus 100 — or, if the loser
failed to reach 100 (*rubiconed*), the sum plus 100, even if the winner is under 100.

**Au cent** (``scoring="au_cent"``): a game is won by the first to 100; it is a double
(counting two) if the loser has under 50; a match is the first to three games. From deal
totals alone the game is decided after the deal in which a player reaches 100 (the higher
total, if both do; equal totals play on). Through :func:`partie_result` an au cent game
reports ``rubiconed`` = double and ``rubicon_score`` = games won (1 or 2).

>>> rubicon_score(120, 99), rubicon_score(120, 101), rubicon_score(105, 101), rubicon_score(51, 49)
(319, 119, 104, 200)
>>> partie_result([[30, 20]] * 6).to_dict()
{'complete': True, 'winner': 'a', 'rubiconed': False, 'rubicon_score': 160}
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card
from .errors import InvalidInputError
from .rules import CAVENDISH, FirstDealer, Rules, Scoring

__all__ = [
    "MatchResult",
    "PartiePlayer",
    "PartieResult",
    "au_cent_match",
    "dealer_of",
    "first_dealer",
    "PARTIE_DEALS",
    "is_last_rubicon_deal",
    "partie_result",
    "rubicon_score",
]

#: Deals in a Rubicon partie (Law 71), before a tie makes it eight.
PARTIE_DEALS = 6


def is_last_rubicon_deal(rules: Rules, deals_before: int) -> bool:
    """Whether the deal after ``deals_before`` scored ones is a Rubicon partie's sixth,
    whose end settles the partie (a player then plays for its result, not the deal's)."""
    return rules.scoring is Scoring.RUBICON and deals_before == PARTIE_DEALS - 1


class PartiePlayer(StrEnum):
    """The two players of a partie (they alternate as elder and younger)."""

    A = "a"
    B = "b"

    @property
    def opponent(self) -> PartiePlayer:
        return PartiePlayer.B if self is PartiePlayer.A else PartiePlayer.A

    def __repr__(self) -> str:
        return f"PartiePlayer.{self.name}"


def rubicon_score(winner_total: int, loser_total: int) -> int:
    """What the winner of a partie scores (Laws 72–73)."""
    if loser_total < 100:
        return winner_total + loser_total + 100
    return winner_total - loser_total + 100


@dataclass(frozen=True, slots=True)
class PartieResult:
    """Where a partie (or an au cent game) stands after the deals given."""

    complete: bool
    winner: PartiePlayer | None
    rubiconed: bool
    rubicon_score: int | None
    totals: tuple[int, int]
    deals: int

    def to_dict(self) -> dict[str, Any]:
        """The command line's ``partie`` output."""
        return {
            "complete": self.complete,
            "winner": self.winner.value if self.winner else None,
            "rubiconed": self.rubiconed,
            "rubicon_score": self.rubicon_score,
        }


def _check_deals(deals: object) -> list[tuple[int, int]]:
    if not isinstance(deals, (list, tuple)):
        raise InvalidInputError("deals must be a list of [a, b] points", "bad_input")
    out = []
    for d in deals:
        if not isinstance(d, (list, tuple)) or len(d) != 2:
            raise InvalidInputError(f"a deal is [points of a, points of b], not {str(d)[:40]}")
        for x in d:
            if isinstance(x, bool) or not isinstance(x, int):
                raise InvalidInputError(
                    f"deal points are whole numbers, not {str(x)[:20]}", "bad_score"
                )
            if x < 0:
                raise InvalidInputError(f"deal points cannot be negative: {x}", "bad_score")
        out.append((d[0], d[1]))
    return out


def _too_many(message: str) -> InvalidInputError:
    return InvalidInputError(message, "too_many_deals")


def partie_result(deals: Sequence[Sequence[int]], rules: Rules = CAVENDISH) -> PartieResult:
    """Where the partie stands: ``deals`` are ``[points of a, points of b]`` per deal."""
    ds = _check_deals(deals)
    if rules.scoring is Scoring.AU_CENT:
        return _au_cent_game(ds)
    if len(ds) > 8:
        raise _too_many(f"{len(ds)} deals: a partie has six, or eight after a tie")
    a6 = sum(d[0] for d in ds[:PARTIE_DEALS])
    b6 = sum(d[1] for d in ds[:PARTIE_DEALS])
    if len(ds) > PARTIE_DEALS and a6 != b6:
        raise _too_many("the partie was decided after six deals")
    a, b = sum(d[0] for d in ds), sum(d[1] for d in ds)
    n = len(ds)
    if n < PARTIE_DEALS or n == PARTIE_DEALS + 1:
        return PartieResult(False, None, False, None, (a, b), n)
    if a == b:
        if n == PARTIE_DEALS:
            return PartieResult(False, None, False, None, (a, b), n)
        return PartieResult(True, None, False, 0, (a, b), n)
    winner = PartiePlayer.A if a > b else PartiePlayer.B
    hi, lo = max(a, b), min(a, b)
    return PartieResult(True, winner, lo < 100, rubicon_score(hi, lo), (a, b), n)


def _au_cent_game(ds: list[tuple[int, int]]) -> PartieResult:
    a = b = 0
    for n, (x, y) in enumerate(ds, 1):
        a, b = a + x, b + y
        if (a >= 100 or b >= 100) and a != b:
            if n != len(ds):
                raise _too_many(f"the game was won after deal {n}")
            winner = PartiePlayer.A if a > b else PartiePlayer.B
            double = min(a, b) < 50
            return PartieResult(True, winner, double, 2 if double else 1, (a, b), n)
    return PartieResult(False, None, False, None, (a, b), len(ds))


@dataclass(frozen=True, slots=True)
class MatchResult:
    complete: bool
    winner: PartiePlayer | None
    games: tuple[int, int]


def au_cent_match(games: Iterable[PartieResult]) -> MatchResult:
    """An au cent match: first to three games, a double counting two."""
    won = [0, 0]
    for g in games:
        if not g.complete or g.winner is None:
            raise InvalidInputError("only finished games count toward a match")
        if max(won) >= 3:
            raise _too_many("the match is already won")
        won[0 if g.winner is PartiePlayer.A else 1] += g.rubicon_score or 1
    if max(won) >= 3:
        return MatchResult(
            True, PartiePlayer.A if won[0] > won[1] else PartiePlayer.B, (won[0], won[1])
        )
    return MatchResult(False, None, (won[0], won[1]))


def first_dealer(
    cut_a: Card, cut_b: Card, rules: Rules = CAVENDISH, *, chooser_deals: bool = True
) -> PartiePlayer:
    """Who deals first after the cut (ace high). Cavendish (Law 4): the higher cut chooses
    (dealing first is the usual choice: ``chooser_deals``); ``lower_cut_deals``: the
    lower cut deals."""
    if cut_a.rank is cut_b.rank:
        raise InvalidInputError("equal cuts: cut again", "bad_input")
    higher = PartiePlayer.A if cut_a.rank.order < cut_b.rank.order else PartiePlayer.B
    if rules.first_dealer is FirstDealer.LOWER_CUT_DEALS:
        return higher.opponent
    return higher if chooser_deals else higher.opponent


def dealer_of(deal_number: int, first: PartiePlayer) -> PartiePlayer:
    """The dealer (younger hand) of deal ``deal_number`` (1-based): deals alternate."""
    return first if deal_number % 2 == 1 else first.opponent
