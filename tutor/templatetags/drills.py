"""``{% drill_field field %}``: a drill question's field, a number or a choice or cards to
pick, with its inputs.

Built here rather than in drills/question.html's loop: a field offers up to a dozen cards or
choices, each an input with five values, and that loop was a third of a practice page's
rendering (as joining a hand's cards was, tutor/templatetags/cards.py); the field around
them, in the template, was still about a sixth of a question (its conditions and values).
"""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString

register = template.Library()


@register.simple_tag
def drill_field(field: dict[str, Any]) -> SafeString:
    """``field`` as ``drillweb.question_context`` gives it, in its own markup: a labelled
    number input, or a fieldset of options (cards in a list)."""
    if field["type"] == "int":
        limits = "".join(
            f' {name}="{field[name]}"' for name in ("min", "max") if field[name] is not None
        )
        required = " required" if field["required"] else ""
        return format_html(
            '\n      <p class="drill__number">'
            '\n        <label class="drill__label" for="{}">{}</label>'
            '\n        <input type="number" inputmode="numeric" id="{}" name="{}" value="{}"{}{}>'
            "\n      </p>\n    ",
            field["id"],
            field["label"],
            field["id"],
            field["name"],
            field["value"],
            SafeString(limits),
            SafeString(required),
        )
    opening, closing = (
        ('<ul class="card-picker">', "</ul>")
        if field["type"] == "cards"
        else ('<div class="drill__choices">', "</div>")
    )
    return format_html(
        "\n      <fieldset>\n        <legend>{}</legend>"
        "\n        {}\n{}\n        {}\n      </fieldset>\n    ",
        field["label"],
        SafeString(opening),
        field_options(field),
        SafeString(closing),
    )


def field_options(field: dict[str, Any]) -> SafeString:
    """``field`` as ``drillweb.question_context`` gives it: for cards, one ``<li>`` with a
    card to tick per option; otherwise one labelled input per option. One option a line."""
    attributes = f'type="{field["input_type"]}" name="{escape(field["name"])}"'
    required = " required" if field["required"] else ""
    lines = []
    for option in field["options"]:
        checked = " checked" if option["checked"] else ""
        tag = f'<input {attributes} value="{escape(option["value"])}"{checked}{required}>'
        if field["type"] == "cards":
            lines.append(f'<li><label class="card-option">{tag}{option["card"]}</label></li>')
        else:
            lines.append(f'<label class="drill__choice">{tag} {escape(option["label"])}</label>')
    return SafeString("\n".join(lines))
