"""``{% field_options field %}``: the inputs of a drill question's choice or cards field.

Built here rather than in drills/question.html's loop: a field offers up to a dozen cards or
choices, each an input with five values, and that loop was a third of a practice page's
rendering (as joining a hand's cards was, tutor/templatetags/cards.py).
"""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString

register = template.Library()


@register.simple_tag
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
