"""The streak rule: days in a row with the goal met; today never breaks it; a single missed
day is forgiven (the one-day freeze); two missed days in a row start it again."""

from datetime import date, timedelta

from tutor.activity.streaks import GOAL_ANSWERS, goal_met, streak_length

TODAY = date(2026, 12, 1)


def days_ago(*offsets: int) -> set[date]:
    return {TODAY - timedelta(days=n) for n in offsets}


def test_the_goal_is_one_lesson_step_or_enough_practice_answers() -> None:
    assert goal_met(1, 0)
    assert goal_met(0, GOAL_ANSWERS)
    assert not goal_met(0, GOAL_ANSWERS - 1)
    assert not goal_met(0, 0)


def test_days_in_a_row_count_each_day() -> None:
    assert streak_length(days_ago(0, 1, 2), TODAY) == (3, False)


def test_today_not_yet_done_does_not_break_the_streak() -> None:
    assert streak_length(days_ago(1, 2), TODAY) == (2, False)


def test_one_missed_day_is_forgiven() -> None:
    assert streak_length(days_ago(0, 2, 3), TODAY) == (3, True)
    assert streak_length(days_ago(0, 1, 3, 4), TODAY) == (4, False)


def test_yesterday_missed_is_covered_by_the_freeze_and_said_so() -> None:
    assert streak_length(days_ago(2, 3), TODAY) == (2, True)


def test_two_missed_days_in_a_row_start_the_streak_again() -> None:
    assert streak_length(days_ago(0, 3, 4), TODAY) == (1, False)
    assert streak_length(days_ago(3, 4), TODAY) == (0, False)


def test_no_days_no_streak() -> None:
    assert streak_length(set(), TODAY) == (0, False)
