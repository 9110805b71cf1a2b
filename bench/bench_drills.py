"""Benchmark drill generation (run from the repo root: ``.venv/bin/python bench/bench_drills.py``).

Prints, per kind and level (the Piquet kinds, then the Spades kinds), the median and worst
time of ``generate(kind, seed, level)`` over 1,000 seeds, and whether it meets the targets
(median under 2 ms, worst under 20 ms). Exits with status 1 if any kind and level misses them.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.drills import KINDS, LEVELS, generate  # noqa: E402

SEEDS = 1000
MEDIAN_MS, WORST_MS = 2.0, 20.0


def main() -> int:
    width = max(len(k) for k in KINDS) + 2
    print(
        f"drill generation, {SEEDS} seeds per kind and level (targets: median < "
        f"{MEDIAN_MS:g} ms, worst < {WORST_MS:g} ms)"
    )
    print(f"{'kind':<{width}}{'level':>6}{'median ms':>11}{'worst ms':>10}  ok")
    missed = 0
    for kind in KINDS:
        for level in LEVELS:
            times = []
            for seed in range(SEEDS):
                start = time.perf_counter()
                generate(kind, seed, level)
                times.append((time.perf_counter() - start) * 1000)
            median, worst = statistics.median(times), max(times)
            ok = median < MEDIAN_MS and worst < WORST_MS
            missed += not ok
            verdict = "yes" if ok else "NO"
            print(f"{kind:<{width}}{level:>6}{median:>11.3f}{worst:>10.3f}  {verdict}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
