"""Form widgets the site writes in Python where Django's templates cost too much.

Django's ``Select`` renders each option through a template: a few microseconds per option,
which made the settings page (about 500 time zones) and the quiz builder (six rows of 23
question kinds) the slowest pages of the site. ``PlainSelect`` writes the same HTML
(tests/web/test_widgets.py compares them) with each list of options written once.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from django import forms
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe


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
Options = tuple[dict[str, int], tuple[str, ...], tuple[str, ...]]


@lru_cache(maxsize=64)  # a few lists per language: never near this
def _options_of(choices: tuple[tuple[str, str], ...]) -> Options:
    """The options of a list of choices, kept by the list itself (so a list whose labels
    are translated is kept once per language)."""
    plain = tuple(format_html('<option value="{}">{}</option>', v, t) for v, t in choices)
    chosen = tuple(format_html('<option value="{}" selected>{}</option>', v, t) for v, t in choices)
    index: dict[str, int] = {}
    for n, (value, _label) in enumerate(choices):
        index.setdefault(value, n)  # the first option of a value is the one selected
    return index, plain, chosen


class PlainSelect(forms.Select):
    """A ``Select`` written in Python, its options kept per list of choices (a list per
    language where the labels are translated). Grouped choices are left to Django."""

    def render(
        self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None
    ) -> SafeString:
        choices = list(self.choices)
        if any(isinstance(label, list | tuple) for _v, label in choices):
            return super().render(name, value, attrs, renderer)  # groups: Django's own
        index, plain, chosen = _options_of(tuple((str(v), str(label)) for v, label in choices))
        options = list(plain)
        # As Django's Select: the first option whose value is among the values is selected.
        found = [index[v] for v in self.format_value(value) if v in index]
        if found:
            options[min(found)] = chosen[min(found)]
        opening = format_html('<select name="{}"', name)
        attributes = _attributes(self.build_attrs(self.attrs, attrs))
        body = "".join(f"\n  {option}\n" for option in options)  # as select.html does
        return mark_safe(f"{opening}{attributes}>{body}\n</select>")
