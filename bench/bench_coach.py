"""Benchmark the coach's evaluator (from the repo root: ``.venv/bin/python bench/bench_coach.py``).

Prints the time to rate every option of a decision (one core, the default samples),
median and worst wall-clock time (the targets) and the median CPU time (what a loaded
machine does not inflate), for
* elder's discard (every legal discard, some 1,600): target median <= 300 ms;
* a play decision (every legal card; positions of deals played by level-3 bots, the
  player's own view): target median <= 200 ms;
* the last six tricks (exact: every consistent opponent hand, or a sample of them,
  solved exactly): target median <= 50 ms; with open hands (one exact solve) too.

``--positions N`` (default 40) sets how many positions of each kind. The exit status is 1
if a target is missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tutor.piquet import Deal  # noqa: E402
from tutor.piquet.bots import (  # noqa: E402
    DecisionKind,
    apply_decision,
    decide,
    decision_kind,
    view_of,
)
from tutor.piquet.coach import rate, rate_open  # noqa: E402
from tutor.piquet.coach.play import EXACT_CARDS  # noqa: E402

TARGETS = {"elder discard": 0.300, "play (every card)": 0.200, "last six tricks": 0.050}


CPU: dict[str, list[float]] = {}


def timed(name: str, fn, *args, **kwargs) -> float:
    """Wall-clock seconds of one call (the target); its CPU seconds go to ``CPU[name]``."""
    c0, t0 = time.process_time(), time.perf_counter()
    fn(*args, **kwargs)
    CPU.setdefault(name, []).append(time.process_time() - c0)
    return time.perf_counter() - t0


def measure(positions: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {k: [] for k in (*TARGETS, "last six, open hands")}
    for seed in range(20_000, 20_000 + positions):
        deal = Deal.new(seed)
        out["elder discard"].append(timed("elder discard", rate, view_of(deal, deal.to_act), seed))
    seed = 30_000
    while min(len(v) for k, v in out.items() if k != "elder discard") < positions:
        deal = Deal.new(seed)
        n = 0
        while decision_kind(deal) is not None:
            who = deal.to_act
            view = view_of(deal, who)
            if view.decision is DecisionKind.PLAY and len(view.legal_plays) > 1:
                n += 1
                if n % 3 == seed % 3:  # a third of the decisions of each deal
                    if len(view.hand) <= EXACT_CARDS:
                        t = timed("last six tricks", rate, view, seed)
                        out["last six tricks"].append(t)
                        t = timed("last six, open hands", rate_open, deal, seed=seed)
                        out["last six, open hands"].append(t)
                    out["play (every card)"].append(timed("play (every card)", rate, view, seed))
            apply_decision(deal, who, decide(view, 3, seed))
        seed += 1
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40, help="positions of each kind")
    args = parser.parse_args()
    ok = True
    print("Coach: time to rate every option of a decision (one core, default samples)")
    print(
        f"{'decision':<22} {'positions':>9} {'median ms':>10} {'worst ms':>9} {'cpu ms':>7}  target"
    )
    for name, times in measure(args.positions).items():
        med, worst = statistics.median(times), max(times)
        cpu = statistics.median(CPU[name]) * 1000
        want = TARGETS.get(name)
        good = want is None or med <= want
        ok = ok and good
        target = f"median <= {want * 1000:.0f} ms {'ok' if good else 'MISSED'}" if want else ""
        print(
            f"{name:<22} {len(times):>9} {med * 1000:>10.1f} {worst * 1000:>9.1f} "
            f"{cpu:>7.1f}  {target}"
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
