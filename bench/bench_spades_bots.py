"""Benchmark the Spades computer players (from the repo root:
``.venv/bin/python bench/bench_spades_bots.py``).

Prints
* the decision-time table per level (every decision of whole hands, bids and forced
  cards included, four bots of the level at the table, timed on one core): median and
  worst. Target: median <= 20 ms at every level;
* the duplicate strength ladder: for each seed, one whole game to 500 with the stronger
  level as team A (North-South) and the weaker as team B, and the same game (the same
  first dealer and the same cards hand by hand) with the teams' levels swapped. The
  stronger level's win rate is over all those games (an unfinished game counts half),
  with a 95 % confidence interval over the seeds (each seed's pair of games is one
  sample); the mean score margin per game is printed too. Target: each level beats the
  one below, i.e. the interval lies above 50 %.

``--games N`` (default 200) sets the seeds per pair (2 N games), ``--timing-hands N`` the
hands per level for the timing table (0 skips it), ``--pairs 10,21,32`` picks pairs,
``--jobs N`` the processes (default 2). The exit status is 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.spades import Deal, Phase, Team  # noqa: E402
from tutor.spades.bots import LEVELS, apply_decision, decide, view_of  # noqa: E402
from tutor.spades.bots.match import play_game  # noqa: E402

PAIRS = [(1, 0), (2, 1), (3, 2)]
TIME_TARGET = 0.020


def decision_times(level: int, hands: int) -> list[float]:
    """Seconds per decision of four ``level`` bots playing ``hands`` hands (only the
    decisions are timed, not the views)."""
    times = []
    for seed in range(10_000, 10_000 + hands):
        deal = Deal.new(seed, seed % 4)
        while deal.phase is not Phase.COMPLETE:
            who = deal.to_act
            assert who is not None
            view = view_of(deal, who)
            t0 = time.perf_counter()
            decision = decide(view, level, seed)
            times.append(time.perf_counter() - t0)
            apply_decision(deal, who, decision)
    return times


def duplicate(job: tuple[int, int, int]) -> tuple[float, float]:
    """Level ``strong``'s share of the two games of ``seed`` (1, 0.5 or 0; an unfinished
    game counts half) and its mean score margin over them."""
    strong, weak, seed = job
    a = play_game((strong, weak, strong, weak), seed).game
    b = play_game((weak, strong, weak, strong), seed).game
    wins = 0.0
    for game, mine in ((a, Team.A), (b, Team.B)):
        wins += 0.5 if game.winner is None else 1.0 if game.winner is mine else 0.0
    margin = (a.scores[0] - a.scores[1]) + (b.scores[1] - b.scores[0])
    return wins / 2, margin / 2


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeds (duplicate pairs) per pair")
    parser.add_argument("--timing-hands", type=int, default=20, help="hands per level timed")
    parser.add_argument("--pairs", default="", help="only these pairs, e.g. 10,21")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the ladder")
    args = parser.parse_args()
    ok = True

    print("Spades bots: decision time per level (one core, every decision of whole hands)")
    print(f"{'level':>5} {'name':>9} {'decisions':>9} {'median ms':>10} {'worst ms':>9}  target")
    for level in range(len(LEVELS)) if args.timing_hands > 0 else ():
        times = decision_times(level, args.timing_hands)
        med, worst = statistics.median(times), max(times)
        good = med <= TIME_TARGET
        ok = ok and good
        print(
            f"{level:>5} {LEVELS[level]:>9} {len(times):>9} {med * 1000:>10.3f} "
            f"{worst * 1000:>9.2f}  median <= {TIME_TARGET * 1000:.0f} ms "
            f"{'ok' if good else 'MISSED'}"
        )

    pairs = PAIRS
    if args.pairs:
        pairs = [(int(p[0]), int(p[1])) for p in args.pairs.split(",")]
    print(
        f"\nSpades duplicate ladder: {args.games} seeds per pair, each a game to 500 played "
        "twice with the teams' levels swapped"
    )
    print(f"{'pair':>6} {'win rate':>9} {'95% CI':>16} {'margin':>8} {'seconds':>8}  target")
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for strong, weak in pairs if args.games > 1 else ():
            t0 = time.perf_counter()
            jobs = [(strong, weak, seed) for seed in range(args.games)]
            results = pool.map(duplicate, jobs, chunksize=2)
            shares = [r[0] for r in results]
            rate = statistics.mean(shares)
            half = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5
            low, high = rate - half, rate + half
            margin = statistics.mean(r[1] for r in results)
            good = low > 0.5
            ok = ok and good
            print(
                f"{strong} v {weak} {rate:>9.1%} {f'[{low:.1%}, {high:.1%}]':>16} "
                f"{margin:>8.0f} {time.perf_counter() - t0:>8.0f}  CI above 50% "
                f"{'ok' if good else 'MISSED'}"
            )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
