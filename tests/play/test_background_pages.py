"""The slow opponents move in the task worker: the table says "thinking…" and refreshes
until the computer has moved; the request that saved the learner's move never waits."""

from __future__ import annotations

import signal

import pytest
from django.core.management import call_command
from django.db import connection
from django.test import Client
from django_tasks_db.models import DBTaskResult

from tests.spades_play.conftest import first_move
from tests.spades_play.conftest import look as spades_look
from tests.spades_play.conftest import sit_down as spades_sit_down
from tutor.piquet import Player
from tutor.play import opponent, spades_opponent
from tutor.play.tasks import computer_turn

from .conftest import a_move, game_of, look, sit_down

pytestmark = pytest.mark.django_db(transaction=True)


def run_worker() -> None:
    """Run the queued tasks as `manage.py db_worker` does, then put back the signal
    handlers it installs (they would turn a later Ctrl-C or SIGTERM into an exit)."""
    saved = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGQUIT)}
    try:
        call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", verbosity=0)
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


def test_it_lets_a_slow_opponent_think_in_the_worker(client: Client, settings) -> None:
    settings.PLAY_BACKGROUND_LEVEL = 4
    url = sit_down(client, level=4, seat="younger")  # the computer, elder, exchanges first
    page = look(client, url)
    assert page.decision == "wait"
    assert 'hx-trigger="every 1s"' in page.html  # htmx polls …
    assert '<meta http-equiv="refresh"' in page.html  # … or the page refreshes itself
    assert DBTaskResult.objects.count() == 1
    run_worker()
    page = look(client, url)
    assert page.decision == "exchange"
    client.post(url + "act/", a_move(page))
    # The learner's exchange is saved at once; the computer's declarations wait for the worker.
    assert look(client, url).decision == "wait"
    deal = game_of(url).table().deal
    assert deal.discards(Player.YOUNGER) and deal.declaration(Player.ELDER) is None
    run_worker()
    assert look(client, url).decision == "reply"


def test_it_plays_a_fast_opponent_in_the_request(client: Client, settings) -> None:
    settings.PLAY_BACKGROUND_LEVEL = 4
    url = sit_down(client, level=3, seat="younger")
    assert look(client, url).decision == "exchange"
    assert not DBTaskResult.objects.exists()


def test_a_second_computer_turn_changes_nothing(client: Client, settings) -> None:
    settings.PLAY_BACKGROUND_LEVEL = 4
    url = sit_down(client, level=5, seat="younger")
    run_worker()
    after = game_of(url).record
    computer_turn.call(str(game_of(url).pk))
    assert game_of(url).record == after


def test_the_computer_answers_in_the_request_outside_any_transaction(
    client: Client, monkeypatch
) -> None:
    """On SQLite a transaction holds the whole database's write lock: a computer that
    thinks inside one stalls every other learner's answers. Only the save is a
    transaction (with the tasks it queues), for Piquet and for Spades."""
    in_transaction: dict[str, list[bool]] = {"piquet": [], "spades": []}
    for game, module in (("piquet", opponent), ("spades", spades_opponent)):

        def move(*args, _move=module.move, _seen=in_transaction[game], **kwargs):
            _seen.append(connection.in_atomic_block)
            return _move(*args, **kwargs)

        monkeypatch.setattr(module, "move", move)
    url = sit_down(client, level=2, seat="elder")
    page = look(client, url)
    for _ in range(6):  # the exchange, the calls, the first cards: the computer answers each
        assert client.post(url + "act/", a_move(page)).status_code == 302
        page = look(client, url)
    url = spades_sit_down(client, level=2)
    for _ in range(4):
        page = spades_look(client, url)
        assert client.post(url + "act/", first_move(page)).status_code == 302
    assert len(in_transaction["piquet"]) >= 6 and len(in_transaction["spades"]) >= 4
    assert not any(in_transaction["piquet"] + in_transaction["spades"])
