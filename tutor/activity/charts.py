"""Accuracy over time as a small bar chart the server draws in SVG (no JavaScript): one
bar per day of the last ``DAYS`` days, its height the share of right answers that day.

The bars are one SVG path (:attr:`Chart.path`), not an element each: the progress page
shows a chart for every kind a learner practises, and with all of them practised every
day, elements with their own tooltips made that page 73 KB, the path keeps it under the
40 KB every page is held to (tests/web/test_page_weight.py). The chart is an image to
screen readers either way: its title and summary say what it shows."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

DAYS = 14
WIDTH = 280
HEIGHT = 80
GAP = 4


@dataclass(frozen=True)
class Bar:
    day: date
    answered: int
    correct: int
    x: int
    width: int
    height: int

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.answered) if self.answered else 0


@dataclass(frozen=True)
class Chart:
    first_day: date
    last_day: date
    bars: list[Bar]
    answered: int
    correct: int
    width: int = WIDTH
    height: int = HEIGHT

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.answered) if self.answered else 0

    @property
    def path(self) -> str:
        """SVG path data drawing every bar, each up from the baseline."""
        return "".join(f"M{b.x} {self.height}v-{b.height}h{b.width}v{b.height}z" for b in self.bars)

    @property
    def half(self) -> int:
        """The y of the 50 % line."""
        return self.height // 2


def first_day(today: date, length: int = DAYS) -> date:
    """The first of the ``length`` days up to ``today`` that a chart shows."""
    return today - timedelta(days=length - 1)


def accuracy_chart(days: Iterable[tuple[date, int, int]], today: date, length: int = DAYS) -> Chart:
    """The chart of ``(day, answered, right)`` totals for the ``length`` days up to today;
    days without answers get no bar."""
    first = first_day(today, length)
    totals: dict[date, list[int]] = {}
    for day, answered, correct in days:
        if first <= day <= today:
            total = totals.setdefault(day, [0, 0])
            total[0] += answered
            total[1] += correct
    slot = WIDTH // length
    bars = []
    for offset in range(length):
        day = first + timedelta(days=offset)
        answered, correct = totals.get(day, (0, 0))
        if not answered:
            continue
        height = max(2, round(HEIGHT * correct / answered))
        bars.append(
            Bar(
                day=day,
                answered=answered,
                correct=correct,
                x=offset * slot + GAP // 2,
                width=slot - GAP,
                height=height,
            )
        )
    return Chart(
        first_day=first,
        last_day=today,
        bars=bars,
        answered=sum(bar.answered for bar in bars),
        correct=sum(bar.correct for bar in bars),
    )
