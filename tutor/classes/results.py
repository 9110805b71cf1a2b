"""Results of an assignment (per pupil, per question) and of a pupil (per assignment).

A pupil's score on an assignment comes from one attempt, chosen by the assignment's
grading method among the submitted ones (the highest score, the first, the last; for
"average" the last one's answers are shown and the percentage is the mean over all
submitted attempts), or, before they submit, the one in progress. Per-question figures
use the same attempts.
Wrong answers are rendered field by field in the reader's language (only the fields
that were wrong), so "equal" chosen where the value decides shows up as such.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from django.db.models import TextField
from django.db.models.functions import Cast
from django.utils.translation import gettext_lazy as _

from tutor import labels
from tutor.drills.model import Verdict

from . import drillsapi
from .models import Answer, Assignment, Attempt, Grading, Membership, QuizItem

NOT_STARTED, IN_PROGRESS, SUBMITTED = "not_started", "in_progress", "submitted"
STATUS_LABELS = {
    NOT_STARTED: _("not started"),
    IN_PROGRESS: _("in progress"),
    SUBMITTED: _("submitted"),
}


@dataclass
class GivenAnswer:
    """A stored answer as the results read it: its question (one object per item of the
    quiz), the attempt's id, whether it was right and what was given, as stored (JSON).
    Lighter than an ``Answer`` model instance, which a class of 200 pupils makes 4,000 of;
    ``given_json`` is decoded only for a wrong answer that was not checked before
    (``drillsapi.Questions``: a right one is whole). ``verdict``: how a wrong answer of a
    counted attempt was checked, for the grid's cells."""

    item: QuizItem
    item_id: int
    attempt_id: int
    correct: bool
    given_json: str
    attempt: Attempt | None = None
    verdict: Verdict | None = None


@dataclass
class PupilRow:
    membership: Membership
    status: str
    attempt: Attempt | None
    correct: int
    total: int
    attempts: int
    #: the mean number right over submitted attempts, when the grade is their average
    average: float | None = None
    #: the answers of the counted attempt (each with its ``item``), as loaded for the page
    answers: list[GivenAnswer] = field(default_factory=list)

    @property
    def status_label(self) -> str:
        return str(STATUS_LABELS[self.status])

    @property
    def late(self) -> bool:
        return bool(self.attempt and self.attempt.late)

    @property
    def percent(self) -> int | None:
        if self.attempt is None or not self.total:
            return None
        if self.average is not None:
            return round(100 * self.average / self.total)
        return round(100 * self.correct / self.total)


@dataclass
class ItemCounts:
    """One quiz question's answers counted: how many answered it, how many right."""

    item: QuizItem
    answered: int = 0
    correct: int = 0

    @property
    def kind_label(self) -> str:
        return drillsapi.kind_label(self.item.kind)

    @property
    def percent(self) -> int | None:
        return round(100 * self.correct / self.answered) if self.answered else None


@dataclass
class QuestionRow(ItemCounts):
    wrong_answers: Counter = field(default_factory=Counter)

    @property
    def common_wrong(self) -> tuple[str, int] | None:
        """The most common wrong answer and how many gave it."""
        if not self.wrong_answers:
            return None
        return self.wrong_answers.most_common(1)[0]


def _counted_attempt(
    attempts: list[Attempt], scores: dict[int, int], grading: str = Grading.HIGHEST
) -> Attempt | None:
    """``attempts`` in order of their number."""
    submitted = [a for a in attempts if a.submitted]
    if submitted:
        if grading == Grading.FIRST:
            return submitted[0]
        if grading in (Grading.LAST, Grading.AVERAGE):
            return submitted[-1]
        return max(submitted, key=lambda a: (scores.get(a.pk, 0), -a.number))
    return attempts[-1] if attempts else None


def _average(attempts: list[Attempt], scores: dict[int, int], grading: str) -> float | None:
    submitted = [a for a in attempts if a.submitted]
    if grading != Grading.AVERAGE or not submitted:
        return None
    return sum(scores.get(a.pk, 0) for a in submitted) / len(submitted)


def assignment_results(
    assignment: Assignment, questions: drillsapi.Questions | None = None
) -> tuple[list[PupilRow], list[QuestionRow]]:
    """Each pupil's row and each question's; ``questions`` keeps the questions built and
    the answers checked, for a caller that checks the same answers again (the grid)."""
    items = list(assignment.quiz.items.all())
    memberships = list(
        assignment.classroom.memberships.select_related("pupil").order_by(
            "pupil__display_name", "pupil__username"
        )
    )
    attempts_by_pupil: dict[int, list[Attempt]] = {}
    for one in assignment.attempts.order_by("number"):
        attempts_by_pupil.setdefault(one.pupil_id, []).append(one)
    answers_by_attempt: dict[int, list[GivenAnswer]] = {}
    # Each answer's question is one of ``items``: no join, and one object per question.
    items_by_pk = {item.pk: item for item in items}
    for item in items:
        item.quiz = assignment.quiz
    # In no order (not the model's, by question): each attempt's answers are looked up
    # by their question, and the questions' rows filled in the order of the pupils.
    stored = (
        Answer.objects.filter(attempt__assignment=assignment)
        .order_by()
        .annotate(given_json=Cast("given", TextField()))
    )
    for attempt_id, item_id, correct, given_json in stored.values_list(
        "attempt_id", "item_id", "correct", "given_json"
    ):
        answer = GivenAnswer(items_by_pk[item_id], item_id, attempt_id, correct, given_json)
        answers_by_attempt.setdefault(attempt_id, []).append(answer)
    scores = {pk: sum(a.correct for a in answers) for pk, answers in answers_by_attempt.items()}

    pupils, counted = [], []
    for membership in memberships:
        attempts = attempts_by_pupil.get(membership.pupil_id, [])
        attempt = _counted_attempt(attempts, scores, assignment.grading)
        if attempt is None:
            status = NOT_STARTED
        else:
            status = SUBMITTED if attempt.submitted else IN_PROGRESS
            counted.append(attempt)
        pupils.append(
            PupilRow(
                membership=membership,
                status=status,
                attempt=attempt,
                correct=scores.get(attempt.pk, 0) if attempt else 0,
                total=len(items),
                attempts=len(attempts),
                average=_average(attempts, scores, assignment.grading),
                answers=answers_by_attempt.get(attempt.pk, []) if attempt else [],
            )
        )

    rows = {item.pk: QuestionRow(item) for item in items}
    questions = drillsapi.Questions() if questions is None else questions
    for attempt in counted:
        attempt.assignment = assignment
        for answer in answers_by_attempt.get(attempt.pk, []):
            row = rows[answer.item_id]
            row.answered += 1
            if answer.correct:
                row.correct += 1
            else:
                answer.verdict, text = questions.wrong_fields(
                    answer.item, attempt, answer.given_json
                )
                row.wrong_answers[text] += 1
    return pupils, [rows[item.pk] for item in items]


def pupil_row(assignment: Assignment, membership: Membership) -> PupilRow:
    """One pupil's row of :func:`assignment_results`."""
    attempts = list(assignment.attempts.filter(pupil_id=membership.pupil_id).order_by("number"))
    scores = {a.pk: a.answers.filter(correct=True).count() for a in attempts}
    attempt = _counted_attempt(attempts, scores, assignment.grading)
    status = NOT_STARTED if attempt is None else SUBMITTED if attempt.submitted else IN_PROGRESS
    if attempt is not None:
        attempt.assignment = assignment
    return PupilRow(
        membership=membership,
        status=status,
        attempt=attempt,
        correct=scores.get(attempt.pk, 0) if attempt else 0,
        total=assignment.quiz.items.count(),
        attempts=len(attempts),
        average=_average(attempts, scores, assignment.grading),
    )


def pupil_results(
    membership: Membership,
) -> tuple[list[tuple[Assignment, PupilRow]], list[tuple[str, int]]]:
    """Every assignment of the class with this pupil's result, and the concepts the
    pupil missed most (translated label, times missed), most missed first."""
    rows = []
    missed: Counter = Counter()
    questions = drillsapi.Questions()
    assignments = membership.classroom.assignments.select_related("quiz").order_by("due_at")
    for assignment in assignments:
        assignment.classroom = membership.classroom
        row = pupil_row(assignment, membership)
        rows.append((assignment, row))
        if row.attempt is None:
            continue
        for answer in row.attempt.answers.select_related("item").filter(correct=False):
            answer.item.quiz = assignment.quiz
            checked = questions.verdict(answer.item, row.attempt, answer.given)
            if checked is not None:
                missed.update(checked[1].concepts_missed)
    concepts = [(str(labels.concept_label(c)), n) for c, n in missed.most_common()]
    return rows, concepts
