"""HTTP input of the classes app: each form validates once and turns bad input into
translated messages (the views answer 400 with them)."""

from __future__ import annotations

from typing import Any, cast

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tutor.widgets import PlainSelect

from . import codes, drillsapi
from .models import Assignment, Classroom, Quiz, ShowAnswers
from .names import visible_name

MAX_MANAGED_PUPILS = 40
MAX_PUPILS_PER_CLASS = 500
MAX_QUESTIONS = 40
YEARS = (2000, 2100)  # the dates an assignment may have
QUIZ_ROWS = 6


class ClassroomForm(forms.ModelForm):
    class Meta:
        model = Classroom
        fields = ["name"]
        labels = {"name": _("Name of the class")}
        help_texts = {"name": _("For example “7b Piquet club, spring”.")}

    def clean_name(self) -> str:
        return visible_name(self.cleaned_data["name"])


class JoinForm(forms.Form):
    code = forms.CharField(
        label=_("Join code"),
        max_length=20,
        help_text=_("8 letters and digits, as your teacher gave them; upper or lower case."),
    )

    def clean_code(self) -> str:
        code = codes.clean_join_code(self.cleaned_data["code"])
        if len(code) != codes.JOIN_CODE_LENGTH or not set(code) <= set(codes.ALPHABET):
            raise forms.ValidationError(_("A join code has 8 letters and digits."), code="length")
        return code


class CoTeacherForm(forms.Form):
    """The owner invites a colleague by e-mail address; nobody is added without
    accepting (the answer is the same whether the address has an account or not)."""

    email = forms.EmailField(label=_("Email address of the co-teacher"), max_length=254)

    def clean_email(self) -> str:
        return self.cleaned_data["email"].strip().lower()


class ManagedPupilsForm(forms.Form):
    names = forms.CharField(
        label=_("Names of the pupils, one per line"),
        widget=forms.Textarea(attrs={"rows": 8}),
        max_length=4000,
        help_text=_("At most 40 at a time. Each gets a username and a password to print."),
    )
    allow_duplicates = forms.BooleanField(
        label=_("Create them anyway (they are different pupils with the same name)"),
        required=False,
    )

    def __init__(self, *args, classroom: Classroom, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.classroom = classroom

    def clean_names(self) -> list[str]:
        names = [" ".join(line.split()) for line in self.cleaned_data["names"].splitlines()]
        names = [n for n in names if n]
        if not names:
            raise forms.ValidationError(_("Write at least one name."), code="empty")
        if len(names) > MAX_MANAGED_PUPILS:
            raise forms.ValidationError(_("At most 40 pupils at a time, please."), code="too_many")
        if any(len(n) > 80 for n in names):
            raise forms.ValidationError(_("A name may have at most 80 characters."), code="long")
        names = [visible_name(n) for n in names]
        if self.classroom.memberships.count() + len(names) > MAX_PUPILS_PER_CLASS:
            raise forms.ValidationError(
                _("A class has at most %(count)s pupils.") % {"count": MAX_PUPILS_PER_CLASS},
                code="class_full",
            )
        return names

    def clean(self) -> dict:
        super().clean()
        data = self.cleaned_data
        names = data.get("names") or []
        if names and not data.get("allow_duplicates"):
            known = {
                n.casefold()
                for n in self.classroom.memberships.values_list("pupil__display_name", flat=True)
            }
            seen: set[str] = set()
            twice = []
            for name in names:
                key = name.casefold()
                if (key in known or key in seen) and name not in twice:
                    twice.append(name)
                seen.add(key)
            if twice:
                self.add_error(
                    "names",
                    forms.ValidationError(
                        _(
                            "Already in the class or twice in the list: %(names)s. If they are "
                            "different pupils, tick the box below and send again."
                        )
                        % {"names": ", ".join(twice)},
                        code="duplicate",
                    ),
                )
        return data


class QuizForm(forms.ModelForm):
    class Meta:
        model = Quiz
        fields = ["title", "different_hands_per_pupil"]
        labels = {"title": _("Title of the quiz")}
        help_texts = {
            "different_hands_per_pupil": _(
                "Otherwise every pupil answers the same hands, so you can discuss them together."
            )
        }

    def clean_title(self) -> str:
        return visible_name(self.cleaned_data["title"])


class QuizRowForm(forms.Form):
    """One line of the quiz builder: so many questions of a kind at a level, optionally
    from one shared seed (the same hand, e.g. one you saw in practice)."""

    kind = forms.ChoiceField(label=_("Question kind"), required=False, widget=PlainSelect)
    level = forms.TypedChoiceField(label=_("Level"), coerce=int, required=False, widget=PlainSelect)
    count = forms.IntegerField(
        label=_("Number of questions"), min_value=1, max_value=20, required=False
    )
    seed = forms.IntegerField(
        label=_("Hand number (optional)"),
        min_value=0,
        max_value=2**31 - 1,
        required=False,
        help_text=_("To ask about one particular hand; leave empty for new hands."),
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        cast(forms.ChoiceField, self.fields["kind"]).choices = [
            ("", "—")
        ] + drillsapi.kind_choices()
        cast(forms.ChoiceField, self.fields["level"]).choices = drillsapi.level_choices()

    def clean(self) -> dict:
        super().clean()
        data = self.cleaned_data
        if data.get("kind") and not data.get("count"):
            self.add_error("count", _("How many questions of this kind?"))
        if data.get("count") and not data.get("kind"):
            self.add_error("kind", _("Choose the kind of these questions."))
        if data.get("kind") and data.get("level") is None:
            data["level"] = drillsapi.level_choices()[0][0]
        return data


class BaseQuizRowFormSet(forms.BaseFormSet):
    def clean(self) -> None:
        if any(self.errors):
            return
        rows = [f.cleaned_data for f in self.forms if f.cleaned_data.get("kind")]
        total = sum(r["count"] for r in rows)
        if total == 0:
            raise forms.ValidationError(_("Add at least one question."), code="empty")
        if total > MAX_QUESTIONS:
            raise forms.ValidationError(_("A quiz has at most 40 questions."), code="too_many")


QuizRowFormSet = forms.formset_factory(
    QuizRowForm,
    formset=BaseQuizRowFormSet,
    extra=QUIZ_ROWS,
    max_num=QUIZ_ROWS,
    absolute_max=QUIZ_ROWS,
)


class DateTimeInput(forms.DateTimeInput):
    input_type = "datetime-local"

    def __init__(self) -> None:
        super().__init__(format="%Y-%m-%dT%H:%M")


class LocalDateTimeField(forms.DateTimeField):
    """A date and time in the site's zone, with a plain word for the hour that a change
    to or from summer time skips or repeats."""

    def to_python(self, value):
        try:
            return super().to_python(value)
        except forms.ValidationError as error:
            if error.code != "ambiguous_timezone":
                raise
            raise forms.ValidationError(
                _(
                    "This time does not exist or happens twice on that day, because the "
                    "clocks change. Choose a time an hour earlier or later."
                ),
                code="clock_change",
            ) from None


class OpenAndDueTimes:
    """``opens_at`` and ``due_at`` typed in the user's zone (named in the help text), in the
    years the site accepts, the due time after the opening; for a ``ModelForm``."""

    fields: dict[str, forms.Field]
    cleaned_data: dict
    add_error: Any

    def set_up_times(self) -> None:
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
        super().clean()  # type: ignore[misc]  # the ModelForm's, next in the MRO
        data = self.cleaned_data
        opens, due = data.get("opens_at"), data.get("due_at")
        if opens and due and due <= opens:
            self.add_error("due_at", _("The due date must come after the opening."))
        return data


class AssignmentForm(OpenAndDueTimes, forms.ModelForm):
    max_attempts = forms.IntegerField(
        label=_("attempts allowed"), min_value=1, max_value=10, initial=1
    )

    class Meta:
        model = Assignment
        fields = [
            "quiz",
            "opens_at",
            "due_at",
            "allow_late",
            "max_attempts",
            "same_hands_each_attempt",
            "show_answers",
        ]
        labels = {"quiz": _("Quiz")}
        field_classes = {"opens_at": LocalDateTimeField, "due_at": LocalDateTimeField}
        widgets = {
            "opens_at": DateTimeInput(),
            "due_at": DateTimeInput(),
            "show_answers": forms.RadioSelect,
        }

    def __init__(self, *args, owner, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        quiz = cast(forms.ModelChoiceField, self.fields["quiz"])
        quiz.queryset = Quiz.objects.filter(owner=owner)
        quiz.empty_label = None
        quiz.to_field_name = "public_id"
        cast(forms.ChoiceField, self.fields["show_answers"]).choices = ShowAnswers.choices
        self.set_up_times()
