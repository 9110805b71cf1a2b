"""Recording practice answers: statistics per kind and spaced review of missed concepts.

A wrong answer files each concept the verdict names (``concepts_missed``) as a review
item, scheduled with FSRS as "again"; a right answer on a question that exercises a filed
concept reviews it as "good", which pushes it further out. "Review (N due)" counts the
items whose time has come.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import fsrs
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from tutor.activity import record as activity
from tutor.drills import Question, Verdict
from tutor.learners import Statement, execute_together, fetch_all, owner_column, unless_any
from tutor.practice.models import KindStat, ReviewItem

if TYPE_CHECKING:
    from tutor.accounts.models import User

SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)


def _now() -> datetime:
    return datetime.now(UTC)


def _review(item: ReviewItem, rating: fsrs.Rating, now: datetime) -> None:
    card, _log = SCHEDULER.review_card(fsrs.Card.from_dict(item.card), rating, now)
    item.card = card.to_dict()
    item.due = card.due


def _same_hand(question: Question) -> Q:
    """Review items last missed on exactly this hand."""
    if question.seed is None:
        return Q(pk__in=[])
    return Q(kind=question.kind, level=max(question.level, 1), seed=question.seed)


def _items_query(
    owner: dict[str, object], concepts: set[str], question: Question
) -> Statement | None:
    """A plain query that finds a row if the learner has review items of ``concepts`` or
    last missed on this question's hand (None if it could find none). Most answers touch
    no item, so this probe asks before the rows are read (through the ORM, which costs ten
    times more)."""
    column, who = owner_column(ReviewItem, owner)
    where: list[str] = []
    params: list[object] = [who]
    if concepts:
        where.append(f"concept IN ({', '.join(['%s'] * len(concepts))})")
        params += sorted(concepts)
    if question.seed is not None:
        where.append("(kind = %s AND level = %s AND seed = %s)")
        params += [question.kind, max(question.level, 1), question.seed]
    if not where:
        return None
    table = ReviewItem._meta.db_table
    return f"SELECT 1 FROM {table} WHERE {column} = %s AND ({' OR '.join(where)})", params


def _has_items(query: Statement | None) -> bool:
    """Whether ``query`` (from :func:`_items_query`) finds a row; asked before the answer's
    write transaction, which it would otherwise lengthen."""
    if query is None:
        return False
    sql, params = query
    return bool(fetch_all((f"{sql} LIMIT 1", params)))


def _items(owner: dict[str, object], concepts: set[str], question: Question) -> list[ReviewItem]:
    """The learner's review items of ``concepts`` or last missed on this question's hand,
    locked for the answer (in its transaction)."""
    wanted = Q(concept__in=concepts) | _same_hand(question)
    return list(ReviewItem.objects.select_for_update().filter(wanted, **owner))


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

    A hand the learner missed before (the review showing it again, or its address
    reopened) is not a fresh question: it is not counted, a right answer adds nothing
    to the streak and reviews nothing as "good", it only marks the hand as replayed so
    that the review goes on with fresh hands.
    """
    now = now or _now()
    practised = {*question.concepts, *([reviewing] if reviewing else [])}
    concepts = {*verdict.concepts_missed, *practised}
    query = _items_query(owner, concepts, question)
    if verdict.correct:
        # Most right answers touch no review item: then counting is the whole write, one
        # unit (execute_together) that writes only if there is none, the check included.
        stat = _record(owner, question, verdict, practised, [], now, unless=query)
        if stat is not None:
            return stat
        has_items = True
    else:
        has_items = _has_items(query)
    with transaction.atomic():
        items = _items(owner, concepts, question) if has_items else []
        stat = _record(owner, question, verdict, practised, items, now)
        assert stat is not None  # written unconditionally
        return stat


def _record(
    owner: dict[str, object],
    question: Question,
    verdict: Verdict,
    practised: set[str],
    items: list[ReviewItem],
    now: datetime,
    unless: Statement | None = None,
) -> KindStat | None:
    """Count the answer and review ``items`` (None, and nothing written, if the query
    ``unless`` finds a row)."""
    replay = [i for i in items if _same_hand_of(i, question)]
    fresh = not replay
    today = timezone.localdate(now)
    day = activity.practice_answered(owner, question.kind, verdict.correct, today, unless)
    stat = _count(owner, question.kind, fresh, verdict.correct, day, unless=unless)
    if stat is None:
        return None

    if not verdict.correct:
        _file(owner, question, verdict, {i.concept: i for i in items}, now)
    elif replay:
        for item in replay:
            item.replayed = True
            item.save(update_fields=["replayed"])
    else:
        for item in items:
            if item.concept in practised:
                _review(item, fsrs.Rating.Good, now)
                item.hits += 1
                item.save()
    return stat


#: One statement counts an answer: the row is made or updated in place (``streak`` and
#: ``best_streak`` on the right of ``SET`` are the values before the answer, ``EXCLUDED``
#: the row it would have made), and the new values come back. The conflict targets are
#: the partial unique indexes of ``owner_constraints``.
_COUNT_SQL = """
INSERT INTO {table} ({owner}, kind, answered, correct, streak, best_streak)
SELECT %s, %s, %s, %s, %s, %s WHERE {condition}
ON CONFLICT ({owner}, kind) WHERE {owner} IS NOT NULL DO UPDATE SET
    answered = {table}.answered + EXCLUDED.answered,
    correct = {table}.correct + EXCLUDED.correct,
    streak = CASE WHEN %s = 1 THEN {table}.streak + EXCLUDED.streak ELSE 0 END,
    best_streak = CASE
        WHEN %s = 1 AND {table}.streak + EXCLUDED.streak > {table}.best_streak
        THEN {table}.streak + EXCLUDED.streak ELSE {table}.best_streak END
RETURNING id, answered, correct, streak, best_streak
"""
_COUNTS = ("answered", "correct", "streak", "best_streak")


def _count(
    owner: dict[str, object],
    kind: str,
    fresh: bool,
    right: bool,
    *more: Statement,
    unless: Statement | None = None,
) -> KindStat | None:
    """Count an answer in the kind's statistics, with the statements ``more`` (the day's
    activity) in the same unit: a fresh question counts as answered (and right), a right
    one adds to the streak, a wrong one ends it; a hand seen before (not ``fresh``) only
    ends the streak when it is answered wrong. None if the query ``unless`` found a row
    (the statistics are then not written)."""
    column, who = owner_column(KindStat, owner)
    condition, condition_params = unless_any(unless)
    step = int(fresh and right)
    params = [who, kind, int(fresh), step, step, step, *condition_params, int(right), int(right)]
    sql = _COUNT_SQL.format(table=KindStat._meta.db_table, owner=column, condition=condition)
    row = execute_together((sql, params), *more)
    if row is None:  # RETURNING gives the row it wrote, and none if held back
        return None
    pk, *counts = row
    return KindStat(pk=pk, **owner, kind=kind, **dict(zip(_COUNTS, counts, strict=True)))


def _same_hand_of(item: ReviewItem, question: Question) -> bool:
    return question.seed is not None and (item.kind, item.level, item.seed) == (
        question.kind,
        max(question.level, 1),
        question.seed,
    )


def _file(
    owner: dict[str, object],
    question: Question,
    verdict: Verdict,
    items: dict[str, ReviewItem],
    now: datetime,
) -> None:
    """File each missed concept for review ("again"), with the hand it was missed on."""
    for concept in verdict.concepts_missed:
        where = (question.kind, max(question.level, 1), question.seed)
        _file_one(owner, concept, where, items.get(concept), now)


def _file_one(
    owner: dict[str, object],
    concept: str,
    where: tuple[str, int, int | None],
    item: ReviewItem | None,
    now: datetime,
) -> None:
    """File ``concept`` as missed ("again"); ``where`` is the (kind, level, seed) of the
    question the review shows for it."""
    kind, level, seed = where
    if item is None:
        defaults = {"kind": kind, "level": 1, "card": {}, "due": now}
        item, _ = ReviewItem.objects.get_or_create(**owner, concept=concept, defaults=defaults)
    if not item.card:
        item.card = fsrs.Card(card_id=item.pk).to_dict()
        _review(item, fsrs.Rating.Again, now)
        item.due = now  # a fresh mistake can be reviewed at once; FSRS spaces the rest
    else:
        _review(item, fsrs.Rating.Again, now)
    item.kind, item.level, item.seed = kind, level, seed
    item.replayed = False
    item.misses += 1
    item.save()


@transaction.atomic
def file_concepts(
    owner: dict[str, object], kinds: dict[str, str], now: datetime | None = None
) -> None:
    """File concepts missed outside a drill (a costly decision at the play table) for
    review, as a wrong drill answer files its concepts: ``kinds`` maps each concept to
    the question kind that practises it (fresh hands of it, level 1)."""
    if not kinds:
        return
    now = now or _now()
    items = ReviewItem.objects.select_for_update().filter(concept__in=kinds, **owner)
    known = {i.concept: i for i in items}
    for concept, kind in kinds.items():
        _file_one(owner, concept, (kind, 1, None), known.get(concept), now)


@transaction.atomic
def file_mistakes(owner: dict[str, object], question: Question, verdict: Verdict) -> None:
    """File what a wrong answer outside practice (a lesson's exercise) missed for review."""
    if verdict.correct or not verdict.concepts_missed:
        return
    wanted = Q(concept__in=verdict.concepts_missed)
    items = ReviewItem.objects.select_for_update().filter(wanted, **owner)
    _file(owner, question, verdict, {i.concept: i for i in items}, _now())


def due_items(owner: dict[str, object], now: datetime | None = None):
    """The learner's review items that are due, most overdue first."""
    return ReviewItem.objects.filter(**owner, due__lte=now or _now()).order_by("due", "pk")


@dataclass(frozen=True)
class Summary:
    stats: dict[str, KindStat]
    due: int
    weakest: Sequence[ReviewItem]


def summary(owner: dict[str, object] | None, now: datetime | None = None) -> Summary:
    """Per-kind statistics, the number of reviews due and the three weakest concepts
    (nothing for a visitor who has not answered yet: ``owner`` None)."""
    if owner is None:
        return Summary(stats={}, due=0, weakest=[])
    stats = {s.kind: s for s in KindStat.objects.filter(**owner)}
    weakest = list(
        ReviewItem.objects.filter(**owner)
        .annotate(balance=F("misses") - F("hits"))
        .filter(balance__gt=0)
        .order_by("-balance", "-misses", "concept")[:3]
    )
    return Summary(stats=stats, due=due_items(owner, now).count(), weakest=weakest)


@transaction.atomic
def move_to_user(anon_id: str, user: User) -> None:
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
        own = ReviewItem.objects.select_for_update().filter(user=user, concept=item.concept).first()
        if own is None:
            item.user, item.anon_id = user, None
            item.save()
            continue
        if item.due < own.due:
            own.card, own.due = item.card, item.due
        own.misses += item.misses
        own.hits += item.hits
        own.save()
        item.delete()
