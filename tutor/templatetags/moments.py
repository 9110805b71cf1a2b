"""``{{ value|when }}`` and ``{{ value|clock }}``: a moment as every page shows it, in the
viewer's time zone and with that zone named ("12.12.2026 14:00 CET", "14:00 CET"), inside a
``<time>`` element."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from django import template
from django.utils import timezone
from django.utils.formats import date_format, time_format
from django.utils.html import format_html
from django.utils.safestring import SafeString

register = template.Library()


def _moment(value: datetime | None, text: Callable[[datetime], str]) -> SafeString | str:
    if value is None:
        return ""
    local = timezone.localtime(value)
    return format_html(
        '<time datetime="{}">{} {}</time>', local.isoformat(), text(local), local.tzname()
    )


@register.filter
def when(value: datetime | None) -> SafeString | str:
    """The date and time, with the zone ("12.12.2026 14:00 CET")."""
    return _moment(value, lambda local: date_format(local, "SHORT_DATETIME_FORMAT"))


@register.filter
def clock(value: datetime | None) -> SafeString | str:
    """The time of day only, with its zone ("14:30 CET")."""
    return _moment(value, lambda local: time_format(local, "TIME_FORMAT"))
