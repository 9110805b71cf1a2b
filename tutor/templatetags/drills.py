"""``{% drill_field field %}``: a drill question's field, a number or a choice or cards to
pick, with its inputs; ``{% drill_show items %}``: what a question shows (hands, tricks,
deals, facts).

Built here rather than in templates: a field offers up to a dozen cards or choices, each an
input with five values, and that loop was a third of a practice page's rendering (as
joining a hand's cards was, tutor/templatetags/cards.py); the field around them, in the
template, was still about a sixth of a question (its conditions and values), and what a
question shows, four branches per item, about a quarter of what was left. Values are
escaped as Django escapes them, without its check of every argument for lazy text, which
cost more than the escaping itself (:func:`_escape`, :func:`_text`).
"""

from __future__ import annotations

import html
from typing import Any

from django import template
from django.utils.formats import localize
from django.utils.functional import Promise
from django.utils.safestring import SafeString
from django.utils.translation import gettext

from tutor.templatetags.cards import hand

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
        name, id_ = _safe(field["name"]), _safe(field["id"])
        return SafeString(
            f'\n      <p class="drill__number">'
            f'\n        <label class="drill__label" for="{id_}">{_safe(field["label"])}</label>'
            f'\n        <input type="number" inputmode="numeric" id="{id_}" name="{name}"'
            f' value="{_safe(field["value"])}"{limits}{required}>'
            "\n      </p>\n    "
        )
    opening, closing = (
        ('<ul class="card-picker">', "</ul>")
        if field["type"] == "cards"
        else ('<div class="drill__choices">', "</div>")
    )
    return SafeString(
        f"\n      <fieldset>\n        <legend>{_safe(field['label'])}</legend>"
        f"\n        {opening}\n{field_options(field)}\n        {closing}\n      </fieldset>\n    "
    )


def field_options(field: dict[str, Any]) -> SafeString:
    """``field`` as ``drillweb.question_context`` gives it: for cards, one ``<li>`` with a
    card to tick per option; otherwise one labelled input per option. One option a line."""
    attributes = f'type="{field["input_type"]}" name="{_escape(field["name"])}"'
    required = " required" if field["required"] else ""
    lines = []
    for option in field["options"]:
        checked = " checked" if option["checked"] else ""
        tag = f'<input {attributes} value="{_escape(option["value"])}"{checked}{required}>'
        if field["type"] == "cards":
            lines.append(f'<li><label class="card-option">{tag}{option["card"]}</label></li>')
        else:
            lines.append(f'<label class="drill__choice">{tag} {_escape(option["label"])}</label>')
    return SafeString("\n".join(lines))


@register.simple_tag
def drill_show(items: list[dict[str, Any]]) -> SafeString:
    """``items`` as ``drillweb.show_items`` gives them, each in its own markup: a hand (a
    figure), the tricks played, a table of deals, a note, or a labelled fact."""
    if not items:
        return SafeString("\n\n")
    shown = "".join(f"\n  {_shown_item(item)}\n" for item in items)
    return SafeString(f'\n<div class="drill__show">{shown}</div>\n')


def _escape(value: object) -> str:
    """``value`` escaped, safe text too, as Django's ``escape`` does it."""
    return html.escape(str(value))


def _safe(value: object) -> str:
    """``value`` escaped unless it is safe already, as Django's ``conditional_escape``."""
    if isinstance(value, Promise):
        value = str(value)
    if hasattr(value, "__html__"):
        return value.__html__()
    return html.escape(str(value))


def _text(value: object) -> str:
    """``value`` as ``{{ value }}`` shows it: localised and escaped."""
    return _safe(localize(value))


def _shown_item(item: dict[str, Any]) -> str:
    kind, label = item["type"], _text(item.get("label", ""))
    if kind == "cards":
        cards = hand(item["cards"])
        return f'<figure class="diagram__hand">{cards}<figcaption>{label}</figcaption></figure>\n  '
    if kind == "tricks":
        tricks = "".join(f"<li>{hand(trick, as_played=True)}</li>" for trick in item["tricks"])
        return (
            f'<figure class="diagram__hand"><figcaption>{label}</figcaption>'
            f'<ol class="tricks">{tricks}</ol></figure>\n  '
        )
    if kind == "deals":
        heads = "".join(
            f'<th scope="col">{_escape(gettext(text))}</th>'
            for text in ("Deal", "Player A", "Player B")
        )
        rows = "".join(
            f'<tr><th scope="row">{_text(row["number"])}</th>'
            f"<td>{_text(row['a'])}</td><td>{_text(row['b'])}</td></tr>"
            for row in item["rows"]
        )
        return (
            f'<table class="deals"><caption>{label}</caption><thead><tr>{heads}</tr></thead>'
            f"<tbody>{rows}</tbody></table>\n  "
        )
    if kind == "note":
        return f'<p class="drill__note">{_text(item["text"])}</p>\n  '
    return f"<p><strong>{label}:</strong> {_text(item['text'])}</p>"
