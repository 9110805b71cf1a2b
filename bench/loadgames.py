"""Games for bench/bench_load.py's "played card" row, made in the benchmark's database.

Reads session keys (one per line) on stdin and writes, for each, ``--games`` games against
level 1, each stopped where the learner is to play a card, as JSON lines
``{"session": key, "game": id, "version": v, "card": "QH"}`` (a legal card to play). The
learner's earlier decisions (exchange, calls) are level 1's own. Run with the server's
environment (settings, database):

    DJANGO_SETTINGS_MODULE=bench.loadsite … python bench/loadgames.py --games 100 < keys
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import django  # noqa: E402

django.setup()

from django.contrib.sessions.backends.db import SessionStore  # noqa: E402

from tutor.learners import SESSION_FIELD  # noqa: E402
from tutor.piquet import Phase  # noqa: E402
from tutor.piquet.bots import PlayDecision, apply_decision, decide, view_of  # noqa: E402
from tutor.play import table as T  # noqa: E402
from tutor.play.models import Game  # noqa: E402


def at_a_card(seed: int) -> tuple[T.Table, str]:
    """A single deal against level 1 where the learner is to play, and a card to play."""
    table = T.new_table("cavendish", 1, "deal", seed)
    deal, me = table.deal, table.seat()
    while True:
        if deal.phase is Phase.PLAY and deal.can_view_leftovers(True, me):
            T.view_leftovers(table, False)
            continue
        decision = decide(view_of(deal, me), 1, seed)
        if isinstance(decision, PlayDecision):
            return table, str(decision.card)
        apply_decision(deal, me, decision)
        T.computer_moves(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per session")
    args = parser.parse_args()
    seed = 1
    for key in sys.stdin.read().split():
        anon_id = SessionStore(key).get(SESSION_FIELD)
        if anon_id is None:
            raise SystemExit(f"session {key[:6]}… has no learner id")
        for _ in range(args.games):
            seed += 1
            table, card = at_a_card(seed)
            game = Game.objects.create(
                anon_id=anon_id,
                kind="deal",
                preset="cavendish",
                level=1,
                record=table.to_dict(),
                version=table.version,
            )
            row = {"session": key, "game": str(game.pk), "version": table.version, "card": card}
            print(json.dumps(row))


if __name__ == "__main__":
    main()
