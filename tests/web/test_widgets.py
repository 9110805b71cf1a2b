"""PlainSelect writes the HTML Django's own Select writes, in every language and for every
kind of value, only faster (tutor/widgets.py): the time zones of the settings page and the
question kinds and levels of the quiz builder."""

from __future__ import annotations

import pytest
from django import forms
from django.utils import translation

from tutor.accounts.zones import zone_choices
from tutor.classes.drillsapi import kind_choices, level_choices
from tutor.widgets import PlainSelect

VALUES = [None, "", "Europe/Amsterdam", "America/Argentina/Buenos_Aires", "Nowhere/Else"]
VALUES += ["point", "reply", 2, "3", ["repique", "point"]]
ATTRS = [
    None,
    {"id": "id_time_zone", "aria-describedby": "id_time_zone_helptext"},
    {"required": True, "disabled": False, "data-x": 'a "quoted" <b>'},
]


def _both(choices, value, attrs, **widget_attrs) -> tuple[str, str]:
    ours = PlainSelect(attrs=widget_attrs or None, choices=choices)
    django = forms.Select(attrs=widget_attrs or None, choices=choices)
    return ours.render("time_zone", value, attrs), django.render("time_zone", value, attrs)


@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("attrs", ATTRS)
def test_the_zones_are_written_as_django_writes_them(language, value, attrs) -> None:
    """The options are kept per list of choices: the first option's label is in the
    language, so each language's list is its own (tried in turn in this process)."""
    with translation.override(language):
        for choices in (zone_choices(), [("", "—"), *kind_choices()], level_choices()):
            ours, django = _both(choices, value, attrs, **{"class": "choices"})
            assert ours == django


@pytest.mark.parametrize(
    "value", [None, "a&b", ["x", "a&b"], ["a&b", "x"], "<script>", ["nothing"], []]
)
def test_odd_choices_are_escaped_and_the_first_match_is_selected(value) -> None:
    choices = [("", "—"), ("a&b", "<i>one</i>"), ("x", 'say "x"'), ("a&b", "again")]
    ours, django = _both(choices, value, {"id": "z"})
    assert ours == django


@pytest.mark.parametrize("value", [None, "a", "b"])
def test_grouped_choices_are_left_to_django(value) -> None:
    choices = [("", "—"), ("Letters", [("a", "A"), ("b", "B")])]
    ours, django = _both(choices, value, {"id": "g"})
    assert ours == django
    assert "<optgroup" in ours
