"""Classes, quizzes, assignments, attempts and answers.

Every object that appears in a URL has a random ``public_id`` (a UUID); the integer
primary keys never leave the server. Integrity lives in the database: one membership
per pupil and class, one answer per question and attempt, attempts numbered 1, 2, …
per pupil and assignment (so a limit cannot be passed by two clicks at once).
"""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from . import codes

if TYPE_CHECKING:
    from tutor.accounts.models import User

#: Answers posted this long after the time limit still count (the page was sent in time).
TIME_LIMIT_GRACE = timedelta(seconds=30)


class Classroom(models.Model):
    """A class: one teacher, optional co-teachers, pupils through :class:`Membership`."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    name = models.CharField(_("name"), max_length=100)
    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="classes_taught"
    )
    co_teachers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="classes_co_taught"
    )
    pupils: models.ManyToManyField[User, Membership] = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="Membership", related_name="classes_joined"
    )
    join_code = models.CharField(
        _("join code"), max_length=codes.JOIN_CODE_LENGTH, unique=True, default=codes.join_code
    )
    join_enabled = models.BooleanField(_("pupils can join"), default=True)
    archived = models.BooleanField(_("archived"), default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["archived", "name"]
        verbose_name = _("class")
        verbose_name_plural = _("classes")

    def __str__(self) -> str:
        return self.name

    def is_teacher(self, user) -> bool:
        """The teacher or a co-teacher."""
        if not user.is_authenticated:
            return False
        return self.teacher_id == user.pk or self.co_teachers.filter(pk=user.pk).exists()


class Membership(models.Model):
    """A pupil in a class. ``managed``: the teacher created the pupil's account."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="memberships")
    pupil = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships"
    )
    managed = models.BooleanField(default=False)
    joined_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["classroom", "pupil"], name="one_membership_per_pupil")
        ]

    def __str__(self) -> str:
        return f"{self.pupil} in {self.classroom}"


class Quiz(models.Model):
    """A list of drill questions, fixed when the quiz is saved (seeds stored, not hands)."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="quizzes"
    )
    title = models.CharField(_("title"), max_length=120)
    different_hands_per_pupil = models.BooleanField(
        _("different hands for each pupil"), default=False
    )
    #: set while the owner shares the quiz by link: colleagues with it may copy it
    share_token = models.CharField(max_length=43, null=True, blank=True, unique=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = _("quiz")
        verbose_name_plural = _("quizzes")

    def __str__(self) -> str:
        return self.title


class QuizItem(models.Model):
    """One question: a drill ``kind`` with a ``seed`` and ``level``, or fixed ``params``
    (a hand given in full, as in a lesson exercise) when ``params`` is not empty."""

    quiz = models.ForeignKey(Quiz, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=40)
    level = models.PositiveSmallIntegerField(default=1)
    seed = models.BigIntegerField(null=True, blank=True)
    params = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["quiz", "position"], name="one_item_per_position")
        ]

    def __str__(self) -> str:
        return f"{self.quiz} #{self.position}: {self.kind}"


class ShowAnswers(models.TextChoices):
    IMMEDIATELY = "immediately", _("immediately after each question")
    AFTER_SUBMIT = "after_submit", _("after submitting")
    AFTER_DUE = "after_due", _("after the due date")


class Grading(models.TextChoices):
    """Which attempt counts when several are allowed (Moodle's grading methods)."""

    HIGHEST = "highest", _("the highest score")
    FIRST = "first", _("the first attempt")
    LAST = "last", _("the last attempt")
    AVERAGE = "average", _("the average of all attempts")


class AssignmentQuerySet(models.QuerySet):
    def for_pupil(self, pupil) -> AssignmentQuerySet:
        """These assignments with what concerns ``pupil`` read along for all of them at once:
        their attempts (``pupil_attempts``, in order) and their extension, which
        :meth:`Assignment.extension_for` then takes without a query of its own."""
        return self.prefetch_related(
            models.Prefetch(
                "attempts",
                Attempt.objects.filter(pupil=pupil).order_by("number"),
                to_attr="pupil_attempts",
            ),
            models.Prefetch(
                "extensions", Extension.objects.filter(pupil=pupil), to_attr="pupil_extensions"
            ),
        ).annotate(read_for=models.Value(pupil.pk))


class Assignment(models.Model):
    """A quiz given to a class, open from ``opens_at``; due at ``due_at``.

    After the due date answers are taken and marked late when ``allow_late``, and
    refused otherwise. A pupil's :class:`Extension` moves their due date or adds
    attempts. ``time_limit`` (minutes) bounds each attempt from its start.
    """

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    quiz = models.ForeignKey(Quiz, on_delete=models.PROTECT, related_name="assignments")
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    opens_at = models.DateTimeField(_("opens at"), default=timezone.now)
    due_at = models.DateTimeField(_("due at"))
    allow_late = models.BooleanField(_("accept late answers (marked late)"), default=True)
    max_attempts = models.PositiveSmallIntegerField(_("attempts allowed"), default=1)
    show_answers = models.CharField(
        _("pupils see the correct answers"),
        max_length=20,
        choices=ShowAnswers.choices,
        default=ShowAnswers.AFTER_SUBMIT,
    )
    time_limit = models.PositiveSmallIntegerField(
        _("time limit per attempt (minutes)"), null=True, blank=True
    )
    grading = models.CharField(
        _("when several attempts are allowed, the grade is"),
        max_length=10,
        choices=Grading.choices,
        default=Grading.HIGHEST,
    )
    same_hands_each_attempt = models.BooleanField(
        _("the same hands in every attempt"),
        default=False,
        help_text=_(
            "Otherwise each new attempt gets new hands, so that the corrections of one "
            "attempt do not give away the next."
        ),
    )
    created_at = models.DateTimeField(default=timezone.now)

    objects = AssignmentQuerySet.as_manager()
    #: Set on assignments read with ``for_pupil``: that pupil's id, attempts and extension.
    read_for: int
    pupil_attempts: list[Attempt]
    pupil_extensions: list[Extension]

    class Meta:
        ordering = ["due_at"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(due_at__gt=models.F("opens_at")), name="due_after_opening"
            ),
            models.CheckConstraint(
                condition=models.Q(max_attempts__gte=1), name="one_attempt_or_more"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.quiz} → {self.classroom}"

    def extension_for(self, pupil) -> Extension | None:
        if pupil is None or not getattr(pupil, "pk", None):
            return None
        if getattr(self, "read_for", None) == pupil.pk:  # read along (for_pupil)
            return next(iter(self.pupil_extensions), None)
        return self.extensions.filter(pupil_id=pupil.pk).first()

    def due_for(self, pupil=None):
        """The due date for ``pupil``: their extension's, or the class's."""
        extension = self.extension_for(pupil)
        if extension is not None and extension.due_at is not None:
            return extension.due_at
        return self.due_at

    def attempts_for(self, pupil=None) -> int:
        """How many attempts ``pupil`` may make (extra ones from an extension)."""
        extension = self.extension_for(pupil)
        return self.max_attempts + (extension.extra_attempts if extension else 0)

    def is_open(self, now=None, pupil=None) -> bool:
        """Answers are taken now (perhaps late)."""
        now = now or timezone.now()
        if self.classroom.archived or now < self.opens_at:
            return False
        return self.allow_late or now <= self.due_for(pupil)

    def is_late(self, now=None, pupil=None) -> bool:
        return (now or timezone.now()) > self.due_for(pupil)

    def answers_visible(self, attempt: Attempt, now=None) -> bool:
        """May the pupil see the correct answers of this attempt now?"""
        if self.show_answers == ShowAnswers.IMMEDIATELY:
            return True
        past_due = (now or timezone.now()) > self.due_for(attempt.pupil)
        if self.show_answers == ShowAnswers.AFTER_SUBMIT:
            if attempt.submitted_at is None:
                return False
            # A fixed hand comes back in the next attempt: its answer waits for the
            # last attempt or the due date, unless the teacher chose the same hands.
            more = (
                attempt.number < self.attempts_for(attempt.pupil)
                and not self.same_hands_each_attempt
            )
            if more and self.quiz.items.exclude(params={}).exists():
                return past_due
            return True
        return past_due


class Extension(models.Model):
    """One pupil's own due date or extra attempts for an assignment (a user override)."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="extensions")
    pupil = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="extensions"
    )
    due_at = models.DateTimeField(_("due at"), null=True, blank=True)
    extra_attempts = models.PositiveSmallIntegerField(_("extra attempts"), default=0)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["assignment", "pupil"], name="one_extension_per_pupil")
        ]

    def __str__(self) -> str:
        return f"{self.pupil}: {self.assignment}"


class Attempt(models.Model):
    """One go at an assignment; ``number`` counts a pupil's attempts from 1."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="attempts")
    pupil = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="attempts"
    )
    number = models.PositiveSmallIntegerField()
    started_at = models.DateTimeField(default=timezone.now)
    submitted_at = models.DateTimeField(null=True, blank=True)
    late = models.BooleanField(default=False)

    class Meta:
        ordering = ["started_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["assignment", "pupil", "number"], name="attempts_numbered_once"
            )
        ]

    def __str__(self) -> str:
        return f"{self.pupil}: {self.assignment} ({self.number})"

    @property
    def submitted(self) -> bool:
        return self.submitted_at is not None

    @property
    def ends_at(self):
        """When the time limit cuts this attempt off (None: no limit)."""
        limit = self.assignment.time_limit
        return self.started_at + timedelta(minutes=limit) if limit else None

    @property
    def seconds_left(self) -> int | None:
        """Seconds until the time limit (0 once it passed; None: no limit)."""
        ends = self.ends_at
        if ends is None:
            return None
        return max(0, int((ends - timezone.now()).total_seconds()))

    def time_is_up(self, now=None) -> bool:
        """The time limit has passed (a grace of a few seconds for the last click)."""
        ends = self.ends_at
        return ends is not None and (now or timezone.now()) > ends + TIME_LIMIT_GRACE


class Answer(models.Model):
    """What a pupil answered to one question, stored as given (canonical strings per
    answer field) with the verdict; at most one per question and attempt."""

    attempt = models.ForeignKey(Attempt, on_delete=models.CASCADE, related_name="answers")
    item = models.ForeignKey(QuizItem, on_delete=models.CASCADE, related_name="answers")
    given = models.JSONField(default=dict)
    correct = models.BooleanField()
    answered_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["item__position"]
        constraints = [
            models.UniqueConstraint(fields=["attempt", "item"], name="one_answer_per_question")
        ]

    def __str__(self) -> str:
        return f"{self.attempt} #{self.item.position}"


def _invitation_token() -> str:
    return codes.invitation_token()


class CoTeacherInvitation(models.Model):
    """An owner's invitation to teach a class, sent to an e-mail address.

    Nobody becomes a co-teacher by being named: the person who holds the address must
    open the link, signed in to an account on which that address is verified, and
    accept. An invitation is used once and lapses after :data:`INVITATION_DAYS` days.
    """

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField(_("email address"))
    token = models.CharField(max_length=64, unique=True, default=_invitation_token, editable=False)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations_sent"
    )
    created_at = models.DateTimeField(default=timezone.now)
    accepted_at = models.DateTimeField(null=True, blank=True)

    INVITATION_DAYS = 14

    class Meta:
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"{self.email} → {self.classroom}"

    def is_pending(self, now=None) -> bool:
        now = now or timezone.now()
        age = now - self.created_at
        return self.accepted_at is None and age.days < self.INVITATION_DAYS


class QuickLogin(models.Model):
    """A managed pupil's quick login: a short ``code`` to type, or the long ``token`` in
    a QR code's link, both valid until ``expires_at`` and renewed by the teacher."""

    membership = models.OneToOneField(
        Membership, on_delete=models.CASCADE, related_name="quick_login"
    )
    code = models.CharField(max_length=12, unique=True)
    token = models.CharField(max_length=64, unique=True)
    expires_at = models.DateTimeField()
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"quick login of {self.membership}"

    def is_valid(self, now=None) -> bool:
        return (now or timezone.now()) < self.expires_at


class TableAssignment(models.Model):
    """A class's task at the play table: play ``deals`` deals against the computer at
    ``level``, with the coach on. Each deal is a Piquet game of kind ``deal``
    (``tutor.play.models.Game.table_assignment``), owned by the pupil who plays it."""

    public_id = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    classroom = models.ForeignKey(
        Classroom, on_delete=models.CASCADE, related_name="table_assignments"
    )
    level = models.PositiveSmallIntegerField(_("opponent"))
    deals = models.PositiveSmallIntegerField(_("deals"))
    opens_at = models.DateTimeField(_("opens at"), default=timezone.now)
    due_at = models.DateTimeField(_("due at"))
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["due_at"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(due_at__gt=models.F("opens_at")),
                name="table_due_after_opening",
            ),
            models.CheckConstraint(
                condition=models.Q(level__gte=1, level__lte=5), name="table_level_1_to_5"
            ),
            models.CheckConstraint(
                condition=models.Q(deals__gte=1, deals__lte=12), name="table_deals_1_to_12"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.deals} deals, level {self.level} ({self.classroom})"

    def is_open(self, now=None) -> bool:
        """Whether a new deal may start now (the class not archived)."""
        now = now or timezone.now()
        return not self.classroom.archived and self.opens_at <= now < self.due_at
