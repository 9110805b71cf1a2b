"""Compile the project's .po files into .mo files with polib.

Django's own ``compilemessages`` needs GNU gettext (an apt package); this command
needs nothing beyond the Python dependencies, so ``make run`` works on a machine
without gettext. Only the project's LOCALE_PATHS are compiled, never the .po files
of installed packages.
"""

from pathlib import Path

import polib
from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Compile the project's translations (.po → .mo) without GNU gettext."

    def handle(self, *args: object, **options: object) -> None:
        count = 0
        for locale_dir in settings.LOCALE_PATHS:
            for po_path in sorted(Path(locale_dir).glob("*/LC_MESSAGES/*.po")):
                mo_path = po_path.with_suffix(".mo")
                if mo_path.exists() and mo_path.stat().st_mtime >= po_path.stat().st_mtime:
                    continue
                polib.pofile(str(po_path)).save_as_mofile(str(mo_path))
                count += 1
        self.stdout.write(f"Compiled {count} translation file(s).")
