"""Recording practice answers: statistics per kind and spaced review of missed concepts.

A wrong answer files each concept the verdict names (``concepts_missed``) as a review
item, scheduled with FSRS as "again"; a right answer on a question that exercises a filed
concept reviews it as "good", which pushes it further out. "Review (N due)" counts the
items whose time has come.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

import fsrs
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from tutor.activity import record as activity
from tutor.drills import Question, Verdict
from tutor.practice.models import KindStat, ReviewItem

SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)


def _now() -> datetime:
    return datetime.now(UTC)


def _review(item: ReviewItem, rating: fsrs.Rating, now: datetime) -> None:
    card, _log = SCHEDULER.review_card(fsrs.Card.from_dict(item.card), rating, now)
    item.card = card.to_dict()
    item.due = card.due


@transaction.atomic
def record_answer(
    owner: dict[str, object],
    question: Question,
    verdict: Verdict,
    *,
    reviewing: str | None = None,
    now: datetime | None = None,
) -> KindStat:
    """Count the answer for ``question.kind``, update the learner's review items, and
    return the kind's updated statistics.

    ``reviewing`` is the concept the question was opened for from the review list: a
    right answer reviews it as "good" even if this hand did not happen to exercise it.
    """
    now = now or _now()
    stat, _ = KindStat.objects.select_for_update().get_or_create(**owner, kind=question.kind)
    stat.answered += 1
    if verdict.correct:
        stat.correct += 1
        stat.streak += 1
        stat.best_streak = max(stat.best_streak, stat.streak)
    else:
        stat.streak = 0
    stat.save(update_fields=["answered", "correct", "streak", "best_streak"])
    activity.practice_answered(owner, question.kind, verdict.correct, timezone.localdate(now))

    level = max(question.level, 1)
    for concept in verdict.concepts_missed:
        item, created = ReviewItem.objects.select_for_update().get_or_create(
            **owner,
            concept=concept,
            defaults={"kind": question.kind, "level": level, "card": {}, "due": now},
        )
        if created:
            item.card = fsrs.Card(card_id=item.pk).to_dict()
        _review(item, fsrs.Rating.Again, now)
        if created:
            item.due = now  # a fresh mistake can be reviewed at once; FSRS spaces the rest
        item.misses += 1
        item.save()
    if verdict.correct:
        practised = {*question.concepts, *([reviewing] if reviewing else [])}
        for item in ReviewItem.objects.select_for_update().filter(**owner, concept__in=practised):
            _review(item, fsrs.Rating.Good, now)
            item.hits += 1
            item.save()
    return stat


def due_items(owner: dict[str, object], now: datetime | None = None):
    """The learner's review items that are due, most overdue first."""
    return ReviewItem.objects.filter(**owner, due__lte=now or _now()).order_by("due", "pk")


@dataclass(frozen=True)
class Summary:
    stats: dict[str, KindStat]
    due: int
    weakest: list[ReviewItem]


def summary(owner: dict[str, object], now: datetime | None = None) -> Summary:
    """Per-kind statistics, the number of reviews due and the three weakest concepts."""
    stats = {s.kind: s for s in KindStat.objects.filter(**owner)}
    weakest = list(
        ReviewItem.objects.filter(**owner)
        .annotate(balance=F("misses") - F("hits"))
        .filter(balance__gt=0)
        .order_by("-balance", "-misses", "concept")[:3]
    )
    return Summary(stats=stats, due=due_items(owner, now).count(), weakest=weakest)


@transaction.atomic
def move_to_user(anon_id: str, user: object) -> None:
    """Merge an anonymous learner's practice history into their account."""
    for stat in KindStat.objects.select_for_update().filter(anon_id=anon_id):
        mine = KindStat.objects.select_for_update().filter(user=user, kind=stat.kind).first()
        if mine is None:
            stat.user, stat.anon_id = user, None
            stat.save()
            continue
        mine.answered += stat.answered
        mine.correct += stat.correct
        mine.streak = stat.streak  # the streak the learner was just on
        mine.best_streak = max(mine.best_streak, stat.best_streak)
        mine.save()
        stat.delete()
    for item in ReviewItem.objects.select_for_update().filter(anon_id=anon_id):
        mine = (
            ReviewItem.objects.select_for_update().filter(user=user, concept=item.concept).first()
        )
        if mine is None:
            item.user, item.anon_id = user, None
            item.save()
            continue
        if item.due < mine.due:
            mine.card, mine.due = item.card, item.due
        mine.misses += item.misses
        mine.hits += item.hits
        mine.save()
        item.delete()
