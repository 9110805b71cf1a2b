"""Forms for an assignment's settings after the basics: time limit, grading method,
changes after assigning, and one pupil's extension."""

from __future__ import annotations

from typing import cast

from django import forms
from django.utils.translation import gettext_lazy as _

from tutor.widgets import PlainSelect

from .forms import AssignmentForm, DateTimeInput
from .models import Assignment, Grading, Membership, ShowAnswers

MAX_TIME_LIMIT = 600  # minutes
MAX_EXTRA_ATTEMPTS = 10


def _time_limit_field() -> forms.IntegerField:
    return forms.IntegerField(
        label=_("time limit per attempt (minutes)"),
        min_value=1,
        max_value=MAX_TIME_LIMIT,
        required=False,
        help_text=_("Leave empty for no time limit."),
    )


class AssignmentWithLimitsForm(AssignmentForm):
    """Assigning a quiz, with an optional time limit and the grading method."""

    time_limit = _time_limit_field()

    class Meta(AssignmentForm.Meta):
        fields = [*AssignmentForm.Meta.fields, "time_limit", "grading"]
        widgets = {**AssignmentForm.Meta.widgets, "grading": forms.RadioSelect}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        _grading_field(self)

    def clean_grading(self) -> str:
        return self.cleaned_data.get("grading") or Grading.HIGHEST


def _grading_field(form: forms.ModelForm) -> None:
    """Grading is optional in a post (the highest score counts when it is left out)."""
    cast(forms.ChoiceField, form.fields["grading"]).choices = Grading.choices
    form.fields["grading"].required = False
    form.fields["grading"].initial = Grading.HIGHEST


class AssignmentEditForm(forms.ModelForm):
    """What may change once a quiz is assigned (the quiz itself stays)."""

    max_attempts = forms.IntegerField(
        label=_("attempts allowed"), min_value=1, max_value=10, initial=1
    )
    time_limit = _time_limit_field()

    class Meta:
        model = Assignment
        fields = [
            "opens_at",
            "due_at",
            "allow_late",
            "max_attempts",
            "show_answers",
            "time_limit",
            "grading",
        ]
        widgets = {
            "opens_at": DateTimeInput(),
            "due_at": DateTimeInput(),
            "show_answers": forms.RadioSelect,
            "grading": forms.RadioSelect,
        }

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        cast(forms.ChoiceField, self.fields["show_answers"]).choices = ShowAnswers.choices
        _grading_field(self)
        for name in ("opens_at", "due_at"):
            cast(forms.DateTimeField, self.fields[name]).input_formats = [
                "%Y-%m-%dT%H:%M",
                "%Y-%m-%d %H:%M",
            ]

    def clean(self) -> dict:
        super().clean()
        data = self.cleaned_data
        opens, due = data.get("opens_at"), data.get("due_at")
        if opens and due and due <= opens:
            self.add_error("due_at", _("The due date must come after the opening."))
        return data

    def clean_grading(self) -> str:
        return self.cleaned_data.get("grading") or Grading.HIGHEST


class ExtensionForm(forms.Form):
    """One pupil's own due date and/or extra attempts."""

    pupil = forms.ChoiceField(label=_("Pupil"), widget=PlainSelect)
    due_at = forms.DateTimeField(
        label=_("own due date"),
        required=False,
        widget=DateTimeInput(),
        input_formats=["%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"],
        help_text=_("Leave empty to keep the class's due date."),
    )
    extra_attempts = forms.IntegerField(
        label=_("extra attempts"), min_value=0, max_value=MAX_EXTRA_ATTEMPTS, initial=0
    )

    def __init__(self, *args, assignment: Assignment, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.assignment = assignment
        memberships = assignment.classroom.memberships.select_related("pupil").order_by(
            "pupil__display_name", "pupil__username"
        )
        self.memberships = {str(m.public_id): m for m in memberships}
        cast(forms.ChoiceField, self.fields["pupil"]).choices = [
            (k, str(m.pupil)) for k, m in self.memberships.items()
        ]

    def clean(self) -> dict:
        super().clean()
        data = self.cleaned_data
        due = data.get("due_at")
        if due and due <= self.assignment.opens_at:
            self.add_error("due_at", _("The due date must come after the opening."))
        if not due and not data.get("extra_attempts"):
            raise forms.ValidationError(
                _("Give a due date, extra attempts, or both."), code="empty"
            )
        return data

    @property
    def membership(self) -> Membership:
        return self.memberships[self.cleaned_data["pupil"]]
