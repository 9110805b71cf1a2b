"""``{% drill_verdict %}`` (tutor/templatetags/drills.py) writes what drills/verdict.html's
template wrote, byte for byte, in each language: the template, kept as it was in
tests/practice/loops/, is the reference. The verdicts are right and wrong answers to
every kind's questions (first steps and later ones), on their own and listed in an
attempt's review, with the reader's own heading or a pupil's name to escape."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.http import QueryDict
from django.template import Context, engines
from django.template.loader import get_template
from django.utils import translation
from django.utils.safestring import mark_safe

from tutor import drillweb
from tutor.drills import KINDS, LEVELS, Question, generate

REFERENCE = engines["django"].from_string(
    (Path(__file__).parent / "loops" / "verdict.html").read_text()
)
SEEDS = (3, 41)
HEADINGS = ("", 'Ann <b>"&"</b>', mark_safe("<em>Bo</em>"))


def answers(q: Question) -> list[QueryDict]:
    """A right answer to each step (with the earlier steps' answers), and wrong ones."""
    posted = []
    for index in range(len(q.steps)):
        for right in (True, False):
            data = QueryDict(mutable=True)
            if len(q.steps) > 1:
                data["drill_step"] = str(index)
            for step in q.steps[: index + 1]:
                for field in step.fields:
                    value = q.expected.get(field.name, "")
                    if not right and step is q.steps[index]:
                        value = _wrong(field, value)
                    data.setlist(field.name, value.split() if field.multiple else [value])
            posted.append(data)
    return posted


def _wrong(field, value: str) -> str:
    if field.type == "int":
        return str(int(value or 0) + 1)
    others = [o for o in field.options if o not in value.split()]
    return others[0] if others else ""


def verdicts():
    for kind in KINDS:
        for level in LEVELS:
            for seed in SEEDS:
                q = generate(kind, seed, level)
                for data in answers(q):
                    try:
                        outcome = drillweb.evaluate(q, data)
                    except drillweb.BadInput:
                        continue
                    yield f"{kind}/{level}/{seed}", q, outcome


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_tag_writes_what_the_template_wrote(language: str) -> None:
    new = get_template("drills/verdict.html").template
    compared = wrong = 0
    with translation.override(language):
        for name, q, outcome in verdicts():
            for whole in (False, True):
                verdict = drillweb.verdict_context(q, outcome, whole=whole)
                wrong += not verdict["correct"]
                for listed in (False, True):
                    for heading in HEADINGS if listed else ("",):
                        context = {"verdict": verdict, "listed": listed, "given_heading": heading}
                        expected = REFERENCE.render(context)
                        assert new.render(Context(context)) == expected, (name, whole, listed)
                        compared += 1
    assert compared > 1000 and wrong > 200
