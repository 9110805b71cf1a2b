from django.db import models
from django.utils.translation import gettext_lazy as _

from tutor.learners import LearnerOwned, owner_constraints


class LessonProgress(LearnerOwned):
    """One learner's progress on one lesson step of one track (lessons/tracks.py).

    A row belongs to a signed-in ``user`` or to an anonymous learner's ``anon_id`` (see
    tutor/learners.py; the rows move into the account at sign-in). A step without an
    exercise is done when visited; a step with one when it was answered correctly.
    """

    track = models.SlugField(_("game"), max_length=32)
    lesson = models.SlugField(_("lesson"), max_length=64)
    step = models.SlugField(_("step"), max_length=64)
    first_try_correct = models.BooleanField(_("right at the first try"), default=False)
    tries = models.PositiveIntegerField(_("tries"), default=0)
    completed_at = models.DateTimeField(_("completed at"), null=True, blank=True)

    class Meta:
        verbose_name = _("lesson progress")
        verbose_name_plural = _("lesson progress")
        constraints = owner_constraints("lessonprogress", "track", "lesson", "step")
        indexes = [models.Index(fields=["anon_id", "track", "lesson"])]

    def __str__(self) -> str:
        return f"{self.track}/{self.lesson}/{self.step}"
