"""Benchmark the Piquet engine (run from the repo root: ``.venv/bin/python bench/bench_engine.py``).

Prints, on one core:
* declaration comparisons per second (``compare_declarations`` on 20,000 hand pairs),
* whole deals scored per second (``score_deal``: declarations, 12 tricks checked and
  scored, carte blanche, repique/pique, the event log),
* the command line's lines per second (one ``python -m tutor.piquet score`` process).

Targets: 100,000 comparisons/s and 20,000 deals/s.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.piquet import (  # noqa: E402
    Hand,
    compare_declarations,
    deal_cards,
    legal_plays,
    score_deal,
)


def random_tricks(elder: Hand, younger: Hand, rng: random.Random) -> list:
    hands = [list(elder), list(younger)]
    leader = 0
    tricks = []
    for _ in range(12):
        led = rng.choice(hands[leader])
        hands[leader].remove(led)
        played = rng.choice(legal_plays(hands[1 - leader], led))
        hands[1 - leader].remove(played)
        tricks.append((led, played))
        if played.suit is led.suit and played.rank.order < led.rank.order:
            leader = 1 - leader
    return tricks


def make_deals(n: int, seed: int = 1) -> list:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        d = deal_cards(rng)
        out.append((d.elder, d.younger, random_tricks(d.elder, d.younger, rng)))
    return out


def best_of(runs: int, fn) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def bench_comparisons(n: int = 20_000) -> float:
    deals = make_deals(n)
    # Fresh Hand values (nothing is cached on a Hand): every call evaluates both hands
    # (point, sequences, sets) and compares the three categories.
    pairs = [(Hand(list(e)), Hand(list(y))) for e, y, _ in deals]

    def run() -> None:
        for e, y in pairs:
            compare_declarations(e, y)

    return n / best_of(3, run)


def bench_deals(n: int = 10_000) -> float:
    deals = make_deals(n, seed=2)

    def run() -> None:
        for e, y, tricks in deals:
            score_deal(e, y, tricks, elder_dealt=e, younger_dealt=y)

    return n / best_of(3, run)


def bench_cli(n: int = 3_000) -> float:
    lines = []
    for e, y, tricks in make_deals(n, seed=3):
        obj = {
            "elder": [str(c) for c in e],
            "younger": [str(c) for c in y],
            "tricks": [[str(a), str(b)] for a, b in tricks],
        }
        lines.append(json.dumps(obj))
    data = ("\n".join(lines) + "\n").encode()
    t0 = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "tutor.piquet", "score"],
        input=data,
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    elapsed = time.perf_counter() - t0
    out = proc.stdout.decode().splitlines()
    if proc.returncode != 0 or len(out) != n:
        raise SystemExit(f"CLI failed: exit {proc.returncode}, {len(out)} lines")
    return n / elapsed


def main() -> None:
    comparisons = bench_comparisons()
    print(f"declaration comparisons per second: {comparisons:,.0f} (target 100,000)")
    deals = bench_deals()
    print(f"whole deals scored per second:      {deals:,.0f} (target 20,000)")
    cli = bench_cli()
    print(f"CLI score lines per second:         {cli:,.0f} (one process, startup included)")


if __name__ == "__main__":
    main()
