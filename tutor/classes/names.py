"""Names that people read: of classes, quizzes and pupils.

A name must show what it is. Invisible characters (zero-width spaces, joiners) and
bidirectional overrides, which make a name look empty or read backwards in lists and
exports, are refused, as are names with nothing visible and long runs of stacked
accents. Accepted names are stored in Unicode normal form C.
"""

from __future__ import annotations

import unicodedata

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

MAX_STACKED_MARKS = 3


def visible_name(value: str) -> str:
    name = unicodedata.normalize("NFC", " ".join(value.split()))
    categories = [unicodedata.category(c) for c in name]
    if any(cat in ("Cf", "Cc", "Co", "Cs", "Cn") for cat in categories):
        raise ValidationError(
            _("A name may not contain invisible or direction-changing characters."),
            code="invisible",
        )
    if not any(cat[0] in "LNPS" for cat in categories):
        raise ValidationError(_("A name needs at least one visible character."), code="empty")
    run = 0
    for cat in categories:
        run = run + 1 if cat[0] == "M" else 0
        if run > MAX_STACKED_MARKS:
            raise ValidationError(_("A name may not stack so many accents."), code="marks")
    return name
