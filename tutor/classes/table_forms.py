"""The form a teacher gives a class a "play N deals against level X" task with."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from tutor.play import labels
from tutor.play.opponent import LEVELS

from .forms import DateTimeInput, LocalDateTimeField, OpenAndDueTimes
from .models import TableAssignment

#: At most this many deals in one task.
MAX_DEALS = 12


class TableAssignmentForm(OpenAndDueTimes, forms.ModelForm):
    level = forms.TypedChoiceField(
        label=_("Opponent"),
        coerce=int,
        choices=[(n, labels.OPPONENTS[n][0]) for n in LEVELS],
        initial=1,
        widget=forms.RadioSelect,
    )
    deals = forms.IntegerField(
        label=_("Deals to play"), min_value=1, max_value=MAX_DEALS, initial=3
    )

    class Meta:
        model = TableAssignment
        fields = ["level", "deals", "opens_at", "due_at"]
        field_classes = {"opens_at": LocalDateTimeField, "due_at": LocalDateTimeField}
        widgets = {"opens_at": DateTimeInput(), "due_at": DateTimeInput()}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_up_times()
