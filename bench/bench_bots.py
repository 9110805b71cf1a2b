"""Benchmark the computer opponents (from the repo root: ``.venv/bin/python bench/bench_bots.py``).

Prints
* the decision-time table per level (every decision of whole deals, forced ones
  included, timed on one core): median and worst. Targets: levels 1-3 median <= 5 ms;
  level 4 median <= 100 ms; level 5 median <= 300 ms and worst <= 2 s;
* the duplicate strength ladder: each seed's deal is played twice with the seats
  swapped, for every adjacent pair of levels (0 is a uniformly random legal player);
  the margin is the stronger level's points minus the weaker's, per deal, averaged over
  the two seatings. Targets: every mean margin's 95 % confidence interval above zero;
  level 1 beats level 0 by at least 5 points a deal.

``--seeds N`` (default 1000) sets the seeds per pair, ``--timing-deals N`` the deals per
level for the timing table (0 skips it), ``--pairs 10,21`` picks pairs; the ladder runs
on every core (multiprocessing). The exit status is 1 if a target is missed.
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

from tutor.piquet import Deal  # noqa: E402
from tutor.piquet.bots import apply_decision, decide, decision_kind, view_of  # noqa: E402
from tutor.piquet.bots.match import play_deal  # noqa: E402

PAIRS = [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4)]
TIME_TARGETS = {1: (0.005, None), 2: (0.005, None), 3: (0.005, None), 4: (0.100, None)}
TIME_TARGETS[5] = (0.300, 2.0)


def decision_times(level: int, deals: int) -> list[float]:
    """Seconds per decision of ``level`` playing both seats of ``deals`` deals against
    itself (only the decisions are timed, not the views)."""
    times = []
    for seed in range(10_000, 10_000 + deals):
        deal = Deal.new(seed)
        while decision_kind(deal) is not None:
            who = deal.to_act
            view = view_of(deal, who)
            t0 = time.perf_counter()
            decision = decide(view, level, seed)
            times.append(time.perf_counter() - t0)
            apply_decision(deal, who, decision)
    return times


def margin(job: tuple[int, int, int]) -> float:
    """Level ``strong``'s points minus level ``weak``'s, averaged over both seatings."""
    strong, weak, seed = job
    a = play_deal(strong, weak, seed).score()
    b = play_deal(weak, strong, seed).score()
    return ((a.elder.total - a.younger.total) + (b.younger.total - b.elder.total)) / 2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000, help="seeds per pair of levels")
    parser.add_argument("--timing-deals", type=int, default=20, help="deals per level timed")
    parser.add_argument("--pairs", default="", help="only these pairs, e.g. 10,21")
    args = parser.parse_args()
    ok = True

    print("Decision time per level (one core, every decision of whole deals)")
    print(f"{'level':>5} {'decisions':>9} {'median ms':>10} {'worst ms':>9}  target")
    for level in range(1, 6) if args.timing_deals > 0 else ():
        times = decision_times(level, args.timing_deals)
        med, worst = statistics.median(times), max(times)
        want_med, want_worst = TIME_TARGETS[level]
        good = med <= want_med and (want_worst is None or worst <= want_worst)
        ok = ok and good
        target = f"median <= {want_med * 1000:.0f} ms" + (
            f", worst <= {want_worst:.0f} s" if want_worst else ""
        )
        print(
            f"{level:>5} {len(times):>9} {med * 1000:>10.2f} {worst * 1000:>9.1f}  "
            f"{target} {'ok' if good else 'MISSED'}"
        )

    pairs = PAIRS
    if args.pairs:
        pairs = [(int(p[0]), int(p[1])) for p in args.pairs.split(",")]
    print(f"\nDuplicate ladder: {args.seeds} seeds per pair, each played with seats swapped")
    print(f"{'pair':>6} {'mean margin':>12} {'95% CI':>18} {'seconds':>8}  target")
    with multiprocessing.Pool() as pool:
        for strong, weak in pairs if args.seeds > 1 else ():
            t0 = time.perf_counter()
            jobs = [(strong, weak, seed) for seed in range(args.seeds)]
            margins = pool.map(margin, jobs, chunksize=8)
            mean = statistics.mean(margins)
            half = 1.96 * statistics.stdev(margins) / len(margins) ** 0.5
            low, high = mean - half, mean + half
            need = 5.0 if weak == 0 else 0.0
            good = low > 0 and (weak != 0 or mean >= need)
            ok = ok and good
            target = "CI above 0" + (", mean >= 5" if weak == 0 else "")
            print(
                f"{strong} v {weak} {mean:>12.2f} {f'[{low:.2f}, {high:.2f}]':>18} "
                f"{time.perf_counter() - t0:>8.0f}  {target} {'ok' if good else 'MISSED'}"
            )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
