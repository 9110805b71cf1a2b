"""The pupil × question grid of an assignment, with item statistics as Moodle computes them.

Each pupil's counted attempt (see :mod:`.results`) gives one row; each question one
column. A cell is right, wrong, partly right (some answer fields right: the reply
dialogue, a deal's totals), or not answered. A question scores the fraction of its
answer fields that are right (partial credit); "correct" counts only whole answers.

Item statistics use the submitted attempts only, as Moodle's quiz statistics do, with
an unanswered question scoring 0:

* **facility index**: the mean score on the question, in per cent of its maximum;
* **discrimination index**: the correlation (Pearson) of the score on the question
  with the score on the rest of the quiz, times 100; undefined (``None``) when either
  does not vary or fewer than two pupils submitted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

from . import drillsapi, results
from .models import Answer, Assignment, QuizItem

RIGHT, WRONG, PART, NONE = "right", "wrong", "part", "none"


@dataclass
class Cell:
    state: str
    fraction: float | None  # None: not answered
    fields_right: int = 0
    fields_total: int = 0
    position: int = 0  # the question's

    @property
    def percent(self) -> int | None:
        return None if self.fraction is None else round(100 * self.fraction)


@dataclass
class Row:
    pupil: results.PupilRow
    cells: list[Cell]

    @property
    def started(self) -> bool:
        return self.pupil.attempt is not None

    @cached_property
    def points(self) -> float | None:
        """The partial-credit score (fractions added up), None if never started (worked
        out once: the page's averages and each row ask for it)."""
        if not self.started:
            return None
        return sum(c.fraction or 0.0 for c in self.cells)

    @property
    def points_percent(self) -> int | None:
        if self.points is None or not self.cells:
            return None
        return round(100 * self.points / len(self.cells))


@dataclass
class ItemStats(results.ItemCounts):
    facility: float | None = None
    discrimination: float | None = None
    common_wrong: tuple[str, int] | None = None
    scores: list[float] = field(default_factory=list, repr=False)


@dataclass
class Grid:
    assignment: Assignment
    items: list[QuizItem]
    rows: list[Row]
    stats: list[ItemStats]

    @property
    def submitted(self) -> int:
        return sum(r.pupil.status == results.SUBMITTED for r in self.rows)

    @property
    def average_percent(self) -> int | None:
        """The class's mean partial-credit score over pupils who started, in per cent."""
        values = [r.points_percent for r in self.rows if r.points_percent is not None]
        return round(sum(values) / len(values)) if values else None

    @property
    def median_percent(self) -> float | None:
        values = sorted(r.points_percent for r in self.rows if r.points_percent is not None)
        if not values:
            return None
        middle = len(values) // 2
        if len(values) % 2:
            return values[middle]
        return (values[middle - 1] + values[middle]) / 2


def answer_cell(
    answer: Answer | results.GivenAnswer | None, questions: drillsapi.Questions
) -> Cell:
    """How one answer scores: right, partly right (so many fields of so many), wrong.

    Only a wrong answer is checked, for its right fields (unless the results checked it
    already): a right one is whole. The answer's attempt and item know their assignment
    and quiz already (the caller set them: no query here)."""
    if answer is None:
        return Cell(NONE, None)
    if answer.correct:
        return Cell(RIGHT, 1.0)
    given = answer.given_json if isinstance(answer, results.GivenAnswer) else answer.given
    verdict = answer.verdict if isinstance(answer, results.GivenAnswer) else None
    if verdict is None:
        checked = questions.verdict(answer.item, answer.attempt, given)
        verdict = None if checked is None else checked[1]
    if verdict is None:  # the stored item no longer makes a question
        right, total = 0, 1
    else:
        right, total = sum(verdict.fields.values()), len(verdict.fields)
    fraction = right / total if total else 0.0
    return Cell(PART if right else WRONG, fraction, right, total)


def pearson(xs: list[float], ys: list[float]) -> float | None:
    """The correlation of two equally long lists, None where it is undefined."""
    n = len(xs)
    if n < 2:
        return None
    mean_x, mean_y = sum(xs) / n, sum(ys) / n
    cov = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True))
    var_x = sum((x - mean_x) ** 2 for x in xs)
    var_y = sum((y - mean_y) ** 2 for y in ys)
    if var_x == 0 or var_y == 0:
        return None
    return cov / math.sqrt(var_x * var_y)


def assignment_grid(assignment: Assignment) -> Grid:
    # One set of questions for both: the grid checks the wrong answers the results did.
    questions_built = drillsapi.Questions()
    pupils, questions = results.assignment_results(assignment, questions_built)
    items = [q.item for q in questions]
    rows = []
    for pupil in pupils:
        # The counted attempt's answers, as the results loaded them (no second query).
        answers = {a.item_id: a for a in pupil.answers}
        if pupil.attempt is not None:
            for answer in pupil.answers:
                answer.attempt = pupil.attempt
        cells = []
        for item in items:
            cell = answer_cell(answers.get(item.pk), questions_built)
            cell.position = item.position
            cells.append(cell)
        rows.append(Row(pupil, cells))

    stats = [
        ItemStats(q.item, q.answered, q.correct, common_wrong=q.common_wrong) for q in questions
    ]
    finished = [r for r in rows if r.pupil.status == results.SUBMITTED]
    totals = [sum(c.fraction or 0.0 for c in r.cells) for r in finished]
    for index, stat in enumerate(stats):
        item_scores = [r.cells[index].fraction or 0.0 for r in finished]
        rest = [total - s for total, s in zip(totals, item_scores, strict=True)]
        stat.scores = item_scores
        if item_scores:
            stat.facility = 100 * sum(item_scores) / len(item_scores)
        r = pearson(item_scores, rest)
        stat.discrimination = None if r is None else 100 * r
    return Grid(assignment, items, rows, stats)


SORTS = ("name", "score", "status")


def sorted_rows(grid: Grid, sort: str) -> list[Row]:
    """Rows by name (as the class lists them), by score (best first, never started
    last), by status, or by one question (``q3``: right, part, wrong, not answered)."""
    rows = list(grid.rows)
    if sort == "score":
        return sorted(rows, key=lambda r: (r.points is None, -(r.points or 0)))
    if sort == "status":
        order = {results.SUBMITTED: 0, results.IN_PROGRESS: 1, results.NOT_STARTED: 2}
        return sorted(rows, key=lambda r: order[r.pupil.status])
    if sort.startswith("q") and sort[1:].isdigit():
        positions = [i.position for i in grid.items]
        if int(sort[1:]) in positions:
            index = positions.index(int(sort[1:]))
            return sorted(
                rows,
                key=lambda r: (r.cells[index].fraction is None, -(r.cells[index].fraction or 0)),
            )
    return rows
