"""What the practice pages remember about a learner: per-kind statistics and the
concepts due for review. Rows belong to a user or, before sign-in, to an anonymous id
(see tutor/learners.py)."""

from __future__ import annotations

from django.db import models

from tutor.learners import LearnerOwned, owner_constraints


class KindStat(LearnerOwned):
    """Answers per question kind: how many, how many right, the current and best streak."""

    kind = models.CharField(max_length=32)
    answered = models.PositiveIntegerField(default=0)
    correct = models.PositiveIntegerField(default=0)
    streak = models.PositiveIntegerField(default=0)
    best_streak = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = owner_constraints("kindstat", "kind")

    def __str__(self) -> str:
        return f"{self.kind}: {self.correct}/{self.answered}"


class ReviewItem(LearnerOwned):
    """A concept the learner got wrong, scheduled for review with FSRS.

    ``kind`` and ``level`` say how to make a fresh question for it, ``seed`` is the hand
    it was last missed on (None for a lesson's fixed hand): the review shows that hand
    again first, until ``replayed``, then fresh hands. ``card`` is the FSRS card state;
    ``misses`` and ``hits`` count answers on questions that exercise the concept since
    it was first missed.
    """

    concept = models.CharField(max_length=64)
    kind = models.CharField(max_length=32)
    level = models.PositiveSmallIntegerField()
    card = models.JSONField()
    due = models.DateTimeField(db_index=True)
    seed = models.BigIntegerField(null=True, blank=True)
    replayed = models.BooleanField(default=False)
    misses = models.PositiveIntegerField(default=0)
    hits = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = owner_constraints("reviewitem", "concept")

    def __str__(self) -> str:
        return f"{self.concept} (due {self.due:%Y-%m-%d %H:%M})"
