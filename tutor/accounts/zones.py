"""The time zones a user can choose, and the field that offers them.

There are about 500 zones. Reading them from the system takes milliseconds, so they are
read once per process, and they are offered in a ``PlainSelect`` (``tutor.widgets``).
"""

from __future__ import annotations

import zoneinfo
from functools import cache
from typing import TYPE_CHECKING

from django import forms
from django.conf import settings
from django.utils.translation import gettext as _

from tutor.widgets import PlainSelect

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


def zone_field(help_text: StrOrPromise) -> forms.ChoiceField:
    """The form field for a user's time zone (blank: the site's)."""
    return forms.ChoiceField(
        label=_("Time zone"),
        choices=zone_choices(),
        required=False,
        help_text=help_text,
        widget=PlainSelect,
    )
