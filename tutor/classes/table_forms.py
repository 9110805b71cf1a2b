"""The form a teacher gives a class a "play N deals against level X" task with."""

from __future__ import annotations

from typing import cast

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tutor.play import labels
from tutor.play.opponent import LEVELS

from .forms import YEARS, DateTimeInput, LocalDateTimeField
from .models import TableAssignment

#: At most this many deals in one task.
MAX_DEALS = 12


class TableAssignmentForm(forms.ModelForm):
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
        zone = timezone.get_current_timezone_name()
        for name in ("opens_at", "due_at"):
            cast(forms.DateTimeField, self.fields[name]).input_formats = [
                "%Y-%m-%dT%H:%M",
                "%Y-%m-%d %H:%M",
            ]
            self.fields[name].help_text = _("Time in %(zone)s.") % {"zone": zone}

    def _in_range(self, name: str):
        value = self.cleaned_data.get(name)
        if value is not None and not YEARS[0] <= value.year <= YEARS[1]:
            raise forms.ValidationError(
                _("Choose a date between %(first)s and %(last)s.")
                % {"first": YEARS[0], "last": YEARS[1]},
                code="year",
            )
        return value

    def clean_opens_at(self):
        return self._in_range("opens_at")

    def clean_due_at(self):
        return self._in_range("due_at")

    def clean(self) -> dict:
        super().clean()
        data = self.cleaned_data
        opens, due = data.get("opens_at"), data.get("due_at")
        if opens and due and due <= opens:
            self.add_error("due_at", _("The due date must come after the opening."))
        return data
