"""Benchmark the coach's decision drills (``.venv/bin/python bench/bench_coach_drills.py``).

Prints, per kind (discard, sink, lead, play, guard) and level, the median and the worst
CPU time of ``generate(kind, seed, level)`` for fresh seeds (each rates real positions
with the coach: a few quick ratings to choose the position, one full rating of it), and
of the same question again (cached per position: checking an answer, a reload). Targets:
a fresh question's median under 800 ms for ``discard`` (the coach rates up to 1,585
discards) and under 300 ms for the others; again under 5 ms. Exits with status 1 if a
target is missed.

``--seeds N`` (default 30) per kind and level.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.drills import LEVELS, generate  # noqa: E402
from tutor.drills.coach_kinds import COACH_KINDS  # noqa: E402

FRESH_MS = {"discard": 800.0}
FRESH_OTHER_MS = 300.0
AGAIN_MS = 5.0


def cpu_ms(kind: str, seed: int, level: int) -> float:
    start = time.process_time()
    generate(kind, seed, level)
    return (time.process_time() - start) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30, help="seeds per kind and level")
    seeds = max(1, parser.parse_args(argv).seeds)
    print(f"coach drills, {seeds} fresh seeds per kind and level (CPU time)")
    print(f"{'kind':<10}{'level':>6}{'median ms':>11}{'max ms':>9}{'again ms':>10}  ok")
    missed = 0
    generate("lead", 10**6, 2)  # imports and first caches
    for kind in COACH_KINDS:
        for level in LEVELS:
            fresh = [cpu_ms(kind, seed, level) for seed in range(seeds)]
            again = [cpu_ms(kind, seed, level) for seed in range(seeds)]
            median, worst = statistics.median(fresh), max(fresh)
            repeat = statistics.median(again)
            ok = median < FRESH_MS.get(kind, FRESH_OTHER_MS) and repeat < AGAIN_MS
            missed += not ok
            print(
                f"{kind:<10}{level:>6}{median:>11.1f}{worst:>9.1f}{repeat:>10.2f}  "
                + ("yes" if ok else "NO")
            )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
