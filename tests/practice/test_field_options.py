"""``field_options`` (inside ``{% drill_field %}``) draws a drill field's inputs as the form
posts them back: each option once, the learner's own choice ticked, names and labels
escaped."""

from __future__ import annotations

import re

from django.utils.safestring import SafeString

from tutor.templatetags.drills import field_options


def choice_field(**overrides: object) -> dict:
    field = {
        "name": "answer",
        "type": "choice",
        "input_type": "radio",
        "required": True,
        "options": [
            {"value": "good", "label": "Good", "checked": False},
            {"value": "not_good", "label": "Not <good>", "checked": True},
        ],
    }
    return {**field, **overrides}


def test_each_option_is_an_input_with_its_label() -> None:
    html = field_options(choice_field())
    inputs = re.findall(r"<input ([^>]*)>", html)
    assert inputs == [
        'type="radio" name="answer" value="good" required',
        'type="radio" name="answer" value="not_good" checked required',
    ]
    assert "Not &lt;good&gt;</label>" in html


def test_several_may_be_ticked_and_none_is_required() -> None:
    html = field_options(choice_field(input_type="checkbox", required=False))
    assert html.count('type="checkbox"') == 2 and "required" not in html


def test_a_card_option_shows_the_card() -> None:
    card = SafeString('<span role="img" aria-label="ace of spades" data-card="AS">A</span>')
    field = choice_field(
        type="cards",
        input_type="checkbox",
        name="discard",
        required=False,
        options=[{"value": "AS", "label": "AS", "checked": False, "card": card}],
    )
    html = field_options(field)
    assert html == (
        '<li><label class="card-option"><input type="checkbox" name="discard" value="AS">'
        f"{card}</label></li>"
    )
