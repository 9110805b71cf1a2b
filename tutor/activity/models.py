"""What a learner did on each day: lesson steps finished and practice answers per kind.

The daily goal, the streak (tutor/activity/streaks.py) and the accuracy over time on the
"My progress" page are read from these rows. Rows belong to a user or, before sign-in, to
an anonymous id (tutor/learners.py), and move into the account at sign-in.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from tutor.learners import LearnerOwned, owner_constraints


class LessonDay(LearnerOwned):
    """How many lesson steps the learner finished on one day."""

    day = models.DateField(_("day"))
    steps = models.PositiveIntegerField(_("lesson steps"), default=0)

    class Meta:
        verbose_name = _("lesson day")
        verbose_name_plural = _("lesson days")
        constraints = owner_constraints("lessonday", "day")

    def __str__(self) -> str:
        return f"{self.day}: {self.steps} steps"


class PracticeDay(LearnerOwned):
    """How many practice questions of one kind the learner answered on one day, and how
    many of them right (a question counts once, as in the practice statistics)."""

    day = models.DateField(_("day"))
    kind = models.CharField(_("question kind"), max_length=32)
    answered = models.PositiveIntegerField(_("answered"), default=0)
    correct = models.PositiveIntegerField(_("right"), default=0)

    class Meta:
        verbose_name = _("practice day")
        verbose_name_plural = _("practice days")
        constraints = owner_constraints("practiceday", "day", "kind")
        indexes = [models.Index(fields=["anon_id", "day"])]

    def __str__(self) -> str:
        return f"{self.day} {self.kind}: {self.correct}/{self.answered}"
