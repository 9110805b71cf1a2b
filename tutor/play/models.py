"""A game at the play table: its whole state is the table's record (``Table.to_dict``:
the settings, the cut and each deal's action log), kept under a UUID."""

from __future__ import annotations

import uuid

from django.db import models
from django.db.models import Q
from django.utils import timezone

from tutor.learners import LearnerOwned
from tutor.play.table import Table


class Game(LearnerOwned):
    """One deal or one partie against the computer, owned by a user or a visitor."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=8)
    preset = models.CharField(max_length=16)
    level = models.PositiveSmallIntegerField()
    open_hands = models.BooleanField(default=False)
    #: The coach (``tutor.play.coaching.MODES``): ``off`` (hints and "How did I do?" on
    #: request), ``on`` (also take back), ``beginner`` (also stops before a costly mistake).
    coaching = models.CharField(max_length=8, default="off")
    #: The coach's ratings of the learner's decisions, kept so that "How did I do?" is
    #: rated once (``tutor.play.coach_web``): ``{"judged": {key: Judged}, "filed": [key]}``.
    coach = models.JSONField(default=dict, blank=True)
    record = models.JSONField()
    #: ``Table.version`` of ``record``: a decision is saved only onto the version it
    #: was made for, so a replayed or stale POST changes nothing.
    version = models.PositiveIntegerField()
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]
        constraints = [
            models.CheckConstraint(
                condition=Q(user__isnull=False, anon_id__isnull=True)
                | Q(user__isnull=True, anon_id__isnull=False),
                name="game_one_owner",
            ),
            models.CheckConstraint(
                condition=Q(coaching__in=("off", "on", "beginner")), name="game_coaching_mode"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.id}"

    def table(self) -> Table:
        return Table.from_dict(self.record)

    def save_table(self, table: Table, old_version: int) -> bool:
        """Store ``table`` if the saved game is still at ``old_version``; False if another
        request changed it first."""
        changed = Game.objects.filter(pk=self.pk, version=old_version).update(
            record=table.to_dict(),
            version=table.version,
            finished=table.finished,
            updated=timezone.now(),
        )
        if changed:
            self.record, self.version, self.finished = (
                table.to_dict(),
                table.version,
                table.finished,
            )
        return bool(changed)
