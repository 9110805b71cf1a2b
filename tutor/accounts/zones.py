"""The time zones a user can choose, and the select that offers them.

There are about 500 zones. Reading them from the system takes milliseconds, and Django's
``Select`` renders each option through a template, about 20 ms for this list: together
they made the settings page the slowest of the site. The zones are read once per process
and the options written once per language (``ZoneSelect``), with the same HTML as
Django's ``Select`` (tests/web/test_zones.py compares them).
"""

from __future__ import annotations

import zoneinfo
from functools import cache
from typing import TYPE_CHECKING, Any

from django import forms
from django.conf import settings
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


@cache
def _zones() -> tuple[tuple[str, str], ...]:
    """Every IANA area/city zone of the system with its label, sorted (read once: they
    change with the system's time zone data, which a deploy restarts the site for)."""
    zones = sorted(
        z
        for z in zoneinfo.available_timezones()
        if "/" in z and not z.startswith(("Etc/", "SystemV/", "US/", "posix/", "right/"))
    )
    return tuple((z, z.replace("_", " ")) for z in zones)


def zone_choices() -> list[tuple[str, str]]:
    """The site's zone first, then every IANA area/city zone, sorted."""
    site = _("The site's time zone (%(zone)s)") % {"zone": settings.TIME_ZONE}
    return [("", site), *_zones()]


def _attributes(attrs: dict[str, Any]) -> str:
    """The attributes as Django's ``attrs.html`` writes them (in order; True alone,
    False left out)."""
    out = []
    for name, value in attrs.items():
        if value is True:
            out.append(format_html(" {}", name))
        elif value is not False:
            out.append(format_html(' {}="{}"', name, value))
    return "".join(out)


#: A list of choices' options: where each value is, and each option unselected and selected.
Options = tuple[dict[str, int], list[str], list[str]]
#: The options of each list of choices, by the list itself (one per language: the first
#: option's label is translated).
_options: dict[tuple[tuple[str, str], ...], Options] = {}


def _options_of(choices: tuple[tuple[str, str], ...]) -> Options:
    if (found := _options.get(choices)) is not None:
        return found
    plain: list[str] = [format_html('<option value="{}">{}</option>', v, t) for v, t in choices]
    chosen: list[str] = [
        format_html('<option value="{}" selected>{}</option>', v, t) for v, t in choices
    ]
    index: dict[str, int] = {}
    for n, (value, _label) in enumerate(choices):
        index.setdefault(value, n)  # the first option of a value is the one selected
    if len(_options) >= 16:  # one list per language: never more than a handful
        _options.clear()
    _options[choices] = (index, plain, chosen)
    return _options[choices]


class ZoneSelect(forms.Select):
    """A ``Select`` of plain (value, label) choices, without groups, written in Python with
    its options kept per list of choices."""

    def render(
        self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None
    ) -> SafeString:
        index, plain, chosen = _options_of(tuple((str(v), str(label)) for v, label in self.choices))
        options = list(plain)
        # As Django's Select: the first option whose value is among the values is selected.
        found = [index[v] for v in self.format_value(value) if v in index]
        if found:
            options[min(found)] = chosen[min(found)]
        opening = format_html('<select name="{}"', name)
        attributes = _attributes(self.build_attrs(self.attrs, attrs))
        body = "".join(f"\n  {option}\n" for option in options)  # as select.html does
        return mark_safe(f"{opening}{attributes}>{body}\n</select>")


def zone_field(help_text: StrOrPromise) -> forms.ChoiceField:
    """The form field for a user's time zone (blank: the site's)."""
    return forms.ChoiceField(
        label=_("Time zone"),
        choices=zone_choices(),
        required=False,
        help_text=help_text,
        widget=ZoneSelect,
    )
