"""Numbers and days as the active language writes them, for the template tags that write
their HTML in Python: what ``{{ value }}`` and ``{{ day|date:"j M" }}`` write in a
template, escaped.

``Written`` keeps each number and day it has written, for a page that shows the same few
many times (the assignment grid's cells, the progress page's charts): Django's
``localize`` costs about 7 µs a number. A tag keeps one per page in the render's own
context (:func:`for_page`).
"""

from __future__ import annotations

from datetime import date
from typing import TypeVar

from django import template
from django.template.defaultfilters import date as date_filter
from django.utils.formats import localize
from django.utils.html import conditional_escape

W = TypeVar("W", bound="Written")


def number(value: int) -> str:
    """``value`` as the language writes numbers (as ``{{ value }}`` would)."""
    return str(conditional_escape(localize(value)))


class Written:
    """Numbers and days written once each."""

    def __init__(self) -> None:
        self._numbers: dict[int, str] = {}
        self._days: dict[date, str] = {}

    def number(self, value: int) -> str:
        found = self._numbers.get(value)
        if found is None:
            found = self._numbers[value] = number(value)
        return found

    def day(self, value: date) -> str:
        """``value`` as ``{{ value|date:"j M" }}`` would write it."""
        found = self._days.get(value)
        if found is None:
            found = self._days[value] = str(conditional_escape(date_filter(value, "j M")))
        return found


def for_page(context: template.Context, name: str, make: type[W]) -> W:
    """The ``make`` kept under ``name`` for the page ``context`` renders (made on first use)."""
    found = context.render_context.get(name)
    if not isinstance(found, make):
        found = context.render_context[name] = make()
    return found
