"""The slow opponents move in the task worker: the table says "thinking…" and refreshes
until the computer has moved; the request that saved the learner's move never waits."""

from __future__ import annotations

import signal

import pytest
from django.core.management import call_command
from django.test import Client
from django_tasks_db.models import DBTaskResult

from tutor.piquet import Player
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
