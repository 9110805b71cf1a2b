"""An answer's counts (the kind's statistics and the day's activity) are written as one unit
(tutor.learners.execute_together): one statement on PostgreSQL, one transaction on SQLite; a
right answer that has review items to update is counted with them instead.
These tests run on both (make test-postgres)."""

from datetime import date

import pytest
from django.db import IntegrityError

from tutor.activity.models import LessonDay, PracticeDay
from tutor.drills import check, generate
from tutor.learners import add_to_row, execute_together
from tutor.practice.models import KindStat, ReviewItem
from tutor.practice.progress import record_answer

OWNER = {"anon_id": "c0ffee00c0ffee00c0ffee00c0ffee00"}
DAY = date(2026, 12, 1)


def answer(seed: int, right: bool):
    question = generate("point", seed, 1)
    given = dict(question.expected)
    if not right:
        given["length"] = str(int(given["length"]) + 1)
    return question, check(question, given)


@pytest.mark.django_db
def test_right_and_wrong_answers_count_in_the_statistics_and_the_day():
    for seed, right in ((1, True), (2, True), (3, False), (4, True)):
        question, verdict = answer(seed, right)
        assert verdict.correct is right
        stat = record_answer(OWNER, question, verdict)
    assert (stat.answered, stat.correct, stat.streak, stat.best_streak) == (4, 3, 1, 2)
    assert KindStat.objects.get(**OWNER, kind="point").streak == 1
    (day,) = PracticeDay.objects.filter(**OWNER, kind="point")
    assert (day.answered, day.correct) == (4, 3)


@pytest.mark.django_db(transaction=True)
def test_statements_run_together_are_written_together_or_not_at_all():
    steps = add_to_row(LessonDay, OWNER, {"day": DAY}, {"steps": 1})
    # A count below zero breaks the column's check: the whole unit fails.
    refused = add_to_row(
        PracticeDay, OWNER, {"day": DAY, "kind": "point"}, {"answered": -1, "correct": 0}
    )
    with pytest.raises(IntegrityError):
        execute_together(steps, refused)
    assert not LessonDay.objects.filter(**OWNER).exists()
    execute_together(
        steps,
        add_to_row(
            PracticeDay, OWNER, {"day": DAY, "kind": "point"}, {"answered": 1, "correct": 1}
        ),
    )
    assert LessonDay.objects.get(**OWNER).steps == 1
    assert PracticeDay.objects.get(**OWNER).answered == 1


@pytest.mark.django_db(transaction=True)
def test_a_statement_with_a_condition_writes_only_while_its_query_finds_nothing():
    lessons = (f"SELECT 1 FROM {LessonDay._meta.db_table} WHERE anon_id = %s", [OWNER["anon_id"]])
    counted = add_to_row(
        PracticeDay, OWNER, {"day": DAY, "kind": "point"}, {"answered": 1, "correct": 1}, lessons
    )
    execute_together(counted)
    assert PracticeDay.objects.get(**OWNER).answered == 1
    execute_together(add_to_row(LessonDay, OWNER, {"day": DAY}, {"steps": 1}))
    execute_together(counted)  # the query now finds the lesson day: nothing written
    assert PracticeDay.objects.get(**OWNER).answered == 1


@pytest.mark.django_db
def test_a_right_answer_on_a_hand_missed_before_is_not_counted_again():
    question, wrong = answer(7, right=False)
    record_answer(OWNER, question, wrong)
    (item,) = ReviewItem.objects.filter(**OWNER)
    hits = item.hits
    _, right = answer(7, right=True)
    stat = record_answer(OWNER, question, right)  # the same hand, reopened
    assert (stat.answered, stat.correct, stat.streak) == (1, 0, 0)
    day = PracticeDay.objects.get(**OWNER, kind="point")
    assert (day.answered, day.correct) == (2, 1)  # the day counts every answer
    item.refresh_from_db()
    assert item.replayed and item.hits == hits
    # A fresh hand that practises the concept is counted and reviews it.
    question, right = answer(8, right=True)
    assert item.concept in question.concepts
    stat = record_answer(OWNER, question, right)
    assert (stat.answered, stat.correct, stat.streak) == (2, 1, 1)
    item.refresh_from_db()
    assert item.hits == hits + 1
