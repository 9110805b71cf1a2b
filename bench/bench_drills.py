"""Benchmark drill generation (run from the repo root: ``.venv/bin/python bench/bench_drills.py``).

Prints, per kind and level (the Piquet fact kinds, then the Spades kinds), the median, the 99th
percentile and the worst time of ``generate(kind, seed, level)`` over 10,000 seeds (after
a warm-up of 200 untimed seeds), and whether it meets the targets: median under 2 ms and
p99 under 20 ms. The worst single time is reported but not judged: on a shared machine one
slow seed is mostly noise (a scheduler pause, a garbage collection), while the p99 is not.
Exits with status 1 if any kind and level misses the targets.

``--seeds N`` times fewer (or more) seeds, e.g. ``--seeds 1000`` for a quick look.
"""

from __future__ import annotations

import argparse
import gc
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.drills import KINDS, LEVELS, generate  # noqa: E402
from tutor.drills.coach_kinds import COACH_KINDS  # noqa: E402

#: The fact kinds; the coach's decision kinds have their own bench (bench_coach_drills.py).
FACT_KINDS = tuple(k for k in KINDS if k not in COACH_KINDS)

SEEDS = 10_000
WARM_UP = 200
MEDIAN_MS, P99_MS = 2.0, 20.0


def timings(kind: str, level: int, seeds: int) -> list[float]:
    """Milliseconds per question for seeds 0 … seeds-1, after an untimed warm-up on other
    seeds (so the first calls' imports and caches do not count)."""
    for seed in range(seeds, seeds + WARM_UP):
        generate(kind, seed, level)
    gc.collect()
    out = []
    clock = time.perf_counter
    for seed in range(seeds):
        start = clock()
        generate(kind, seed, level)
        out.append((clock() - start) * 1000)
    return out


def percentile(sorted_times: list[float], share: float) -> float:
    """The nearest-rank percentile of an ascending list."""
    rank = max(1, math.ceil(share * len(sorted_times)))
    return sorted_times[rank - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=SEEDS, help="seeds per kind and level")
    seeds = max(1, parser.parse_args(argv).seeds)
    width = max(len(k) for k in FACT_KINDS) + 2
    print(
        f"drill generation, {seeds:,} seeds per kind and level after a warm-up of {WARM_UP} "
        f"(targets: median < {MEDIAN_MS:g} ms, p99 < {P99_MS:g} ms; max not judged)"
    )
    print(f"{'kind':<{width}}{'level':>6}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}  ok")
    missed = 0
    began = time.perf_counter()
    for kind in FACT_KINDS:
        for level in LEVELS:
            times = sorted(timings(kind, level, seeds))
            median, p99, worst = statistics.median(times), percentile(times, 0.99), times[-1]
            ok = median < MEDIAN_MS and p99 < P99_MS
            missed += not ok
            verdict = "yes" if ok else "NO"
            print(f"{kind:<{width}}{level:>6}{median:>11.3f}{p99:>9.3f}{worst:>9.3f}  {verdict}")
    print(f"({time.perf_counter() - began:.0f} s)")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
