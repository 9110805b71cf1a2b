"""``{% drill_exercise %}`` (tutor/templatetags/drills.py) writes what the template it
replaced, drills/exercise.html, wrote, byte for byte, in each language: that template,
kept as it was in tests/practice/loops/, is the reference. The regions compared are every
kind's questions as first shown, the verdicts on right and wrong answers with the next
step's form or without one, and a refused answer's message (text to escape) on its own and
over a form, at the default heading level and at the level a quiz gives it."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.template import engines
from django.utils import translation

from tests.practice.test_verdict_tag import verdicts
from tutor import drillweb
from tutor.drills import KINDS, generate

ENGINE = engines["django"]
REFERENCE = (Path(__file__).parent / "loops" / "exercise.html").read_text()
ERRORS = ("", 'No card "ZZ" <b>&</b>')
#: The tag's arguments, with the include the template's includer wrote for them.
ARGUMENTS = {
    "": '{% include "drills/error.html" %}',
    " heading_level=2": '{% include "drills/error.html" with heading_level=2 %}',
}


def regions():
    """The contexts an answer region is drawn with (its page's own values beside them)."""
    page = {"action": "/en/practice/point/1/7/?review=a&b", "csrf_token": "t0k3n"}
    for kind in KINDS:
        q = generate(kind, 5, 2)
        for error in ERRORS:
            yield {**page, "drill": drillweb.question_context(q), "error": error}
    yield {**page, "error": ERRORS[1], "drill": None}
    for _, q, outcome in verdicts():
        drill = None if outcome.finished else drillweb.question_context(q, outcome)
        yield {**page, "verdict": drillweb.verdict_context(q, outcome), "drill": drill}


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_tag_writes_what_the_template_wrote(language: str) -> None:
    with_error = with_verdict = with_both = 0
    with translation.override(language):
        for arguments, include in ARGUMENTS.items():
            old = REFERENCE.replace('{% include "drills/error.html" %}', include)
            reference = ENGINE.from_string(old)
            tag = ENGINE.from_string(f"{{% load drills %}}{{% drill_exercise{arguments} %}}")
            for context in regions():
                assert tag.render(context) == reference.render(context), context
                with_error += bool(context.get("error"))
                with_verdict += bool(context.get("verdict"))
                with_both += bool(context.get("verdict") and context.get("drill"))
    # Each kind with and without an error, and verdicts with and without the next step.
    assert with_error > 2 * len(KINDS) and with_verdict - with_both > 200 and with_both > 200
