"""Two posts of the same answer at the same moment are stored once (PostgreSQL).

Two threads, each with its own database connection, save the answer to the same
question of the same attempt, released together by a barrier. The unique constraint on
(attempt, question) and get_or_create inside a transaction make one of them insert and
the other find the stored row. SQLite serialises writers on one file, so the test means
something only on PostgreSQL, where CI runs it (`make test-postgres`).
"""

from __future__ import annotations

import threading

import pytest
from django.db import connection, connections

from tutor.classes import taking
from tutor.classes.models import Answer, Attempt, QuizItem

from .conftest import POINT_RIGHT

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_stores_two_simultaneous_answers_to_one_question_once(world) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL: SQLite lets only one writer in at a time")
    rounds = 5
    barrier = threading.Barrier(2)
    outcomes: list[bool] = []
    errors: list[BaseException] = []
    lock = threading.Lock()
    items = [world.point_item] + [
        QuizItem.objects.create(
            quiz=world.quiz, position=10 + n, kind="point", params=world.point_item.params
        )
        for n in range(rounds - 1)
    ]

    def post(item_pk: int) -> None:
        try:
            attempt = Attempt.objects.select_related("assignment__classroom").get(
                pk=world.attempt.pk
            )
            item = QuizItem.objects.get(pk=item_pk)
            barrier.wait(timeout=10)
            saved = taking.save_answer(attempt, item, POINT_RIGHT)
            with lock:
                outcomes.append(saved.created)
        except BaseException as error:  # reported below, in the test's thread
            errors.append(error)
        finally:
            connections.close_all()

    for item in items:
        threads = [threading.Thread(target=post, args=(item.pk,)) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)

    assert errors == []
    assert Answer.objects.filter(attempt=world.attempt).count() == rounds
    assert sorted(outcomes) == [False] * rounds + [True] * rounds  # one insert per round
