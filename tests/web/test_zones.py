"""The time zone select writes the HTML Django's own Select writes, in every language and
for every kind of value, only faster (tutor/accounts/zones.py)."""

from __future__ import annotations

import pytest
from django import forms
from django.utils import translation

from tutor.accounts.zones import ZoneSelect, zone_choices

VALUES = [None, "", "Europe/Amsterdam", "America/Argentina/Buenos_Aires", "Nowhere/Else", 12]
ATTRS = [
    None,
    {"id": "id_time_zone", "aria-describedby": "id_time_zone_helptext"},
    {"required": True, "disabled": False, "data-x": 'a "quoted" <b>'},
]


def _both(choices, value, attrs, **widget_attrs) -> tuple[str, str]:
    ours = ZoneSelect(attrs=widget_attrs or None, choices=choices)
    django = forms.Select(attrs=widget_attrs or None, choices=choices)
    return ours.render("time_zone", value, attrs), django.render("time_zone", value, attrs)


@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("attrs", ATTRS)
def test_the_zones_are_written_as_django_writes_them(language, value, attrs) -> None:
    """The options are kept per list of choices: the first option's label is in the
    language, so each language's list is its own (tried in turn in this process)."""
    with translation.override(language):
        ours, django = _both(zone_choices(), value, attrs, **{"class": "zones"})
    assert ours == django


@pytest.mark.parametrize(
    "value", [None, "a&b", ["x", "a&b"], ["a&b", "x"], "<script>", ["nothing"], []]
)
def test_odd_choices_are_escaped_and_the_first_match_is_selected(value) -> None:
    choices = [("", "—"), ("a&b", "<i>one</i>"), ("x", 'say "x"'), ("a&b", "again")]
    ours, django = _both(choices, value, {"id": "z"})
    assert ours == django
