"""``{{ value|when }}`` and ``{{ value|clock }}``: a moment as every page shows it, in the
viewer's time zone and with that zone named ("12.12.2026 14:00 CET", "14:00 CET"), inside a
``<time>`` element."""

from __future__ import annotations

from datetime import datetime

from django import template
from django.utils import timezone
from django.utils.formats import date_format, time_format
from django.utils.html import format_html
from django.utils.safestring import SafeString

register = template.Library()


@register.filter
def when(value: datetime | None) -> SafeString | str:
    if value is None:
        return ""
    local = timezone.localtime(value)
    text = f"{date_format(local, 'SHORT_DATETIME_FORMAT')} {local.tzname()}"
    return format_html('<time datetime="{}">{}</time>', local.isoformat(), text)


@register.filter
def clock(value: datetime | None) -> SafeString | str:
    """The time of day only, with its zone ("14:30 CET")."""
    if value is None:
        return ""
    local = timezone.localtime(value)
    text = f"{time_format(local, 'TIME_FORMAT')} {local.tzname()}"
    return format_html('<time datetime="{}">{}</time>', local.isoformat(), text)
