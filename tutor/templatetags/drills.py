"""A drill question's step as a form: ``{% drill_form %}``, made of ``{% drill_show items %}``
(what the question shows: hands, tricks, deals, facts) and a ``{% drill_field field %}``
for each field (a number, or choices or cards to pick, with their inputs); and the verdict
on an answer, ``{% drill_verdict %}``; ``{% drill_exercise %}`` puts the three (and why an
answer was refused) together as a page's answer region.

Built here rather than in templates: a field offers up to a dozen cards or choices, each an
input with five values, and that loop was a third of a practice page's rendering (as
joining a hand's cards was, tutor/templatetags/cards.py); the field around them, in the
template, was still about a sixth of a question (its conditions and values), what a
question shows, four branches per item, about a quarter of what was left, and the form's
own conditions and values a third of the rest. Values are escaped as Django escapes them,
without its check of every argument for lazy text, which cost more than the escaping
itself (:func:`_escape`, :func:`_text`).
"""

from __future__ import annotations

import html
from typing import Any

from django import template
from django.template.loader import get_template
from django.utils.formats import localize
from django.utils.functional import Promise
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext, gettext_lazy

from tutor.templatetags.cards import hand
from tutor.templatetags.fragments import piece

register = template.Library()


@register.simple_tag(takes_context=True)
def drill_exercise(context: template.Context, heading_level: int | None = None) -> SafeString:
    """The answer region of a drill on a page: why an answer was refused (``error``, in
    drills/error.html, its heading at ``heading_level``, else the page's, else 3), the verdict
    on it (``verdict``: :func:`drill_verdict`, the reader's own) and the question's form
    (``drill``: :func:`drill_form`), each on its own line.

    A tag rather than an included template: including one cost a practice question a
    seventh of its region's rendering (measured: 20 µs of 140)."""
    error = verdict = form = ""
    if context.get("error"):
        levels = {} if heading_level is None else {"heading_level": heading_level}
        with context.push(levels):
            error = get_template("drills/error.html").template.render(context)  # type: ignore[attr-defined]
    if context.get("verdict"):
        with context.push(listed=False, given_heading=""):
            verdict = f"\n{drill_verdict(context)}\n"
    if context.get("drill"):
        form = drill_form(context)
    return SafeString(f"\n{error}\n{verdict}\n{form}\n")


@register.simple_tag(takes_context=True)
def drill_form(context: template.Context) -> SafeString:
    """The question's current step (``drill``: ``drillweb.question_context``) as a form
    that posts to ``action``, and with htmx swaps ``#exercise`` for the answer: with the
    page's CSRF token, the step's hidden fields and the page's own (``hidden``: (name,
    value) pairs), what the question shows, its prompt and fields, and the button."""
    drill = context["drill"]
    action = _text(context["action"])
    token = context.get("csrf_token")
    step = drill["step_count"] > 1
    progress = said = ""
    if step:
        numbers = {"number": _text(drill["step_number"]), "total": _text(drill["step_count"])}
        progress = gettext("Part %(number)s of %(total)s") % numbers
    if drill["announcement"]:
        said = gettext("Elder says: “%(words)s”") % {"words": _text(drill["announcement"])}
    lines = [
        f'<input type="hidden" name="csrfmiddlewaretoken" value="{_safe(token)}">'
        if token and token != "NOTPROVIDED"
        else "",
        _hidden([("seed", drill["seed"])] if drill["seed"] is not None else []),
        _hidden([("drill_step", drill["step_index"])] if step else []),
        _hidden(drill["carried"]),
        _hidden(context.get("hidden") or []),
        drill_show(drill["show"]),
        f'<p class="drill__prompt" id="drill-prompt">{_text(drill["prompt"])}</p>',
        f'\n    <p class="drill__progress">{progress}</p>\n  ' if step else "",
        f'<p class="drill__step-question">{_text(drill["step_question"])}</p>'
        if drill["step_question"]
        else "",
        f'<p class="drill__announcement">{said}</p>' if said else "",
        "".join(f"\n    {drill_field(field)}\n  " for field in drill["fields"]),
        piece(("drill_submit", get_language()), _submit),
    ]
    body = "\n  ".join(lines)
    return SafeString(
        f'\n<form class="drill" method="post" action="{action}" hx-post="{action}"'
        ' hx-target="#exercise" hx-swap="outerHTML" aria-labelledby="drill-prompt">'
        f"\n  {body}\n</form>\n"
    )


@register.simple_tag(takes_context=True)
def drill_verdict(context: template.Context) -> SafeString:
    """The verdict on an answer (``verdict``: ``drillweb.verdict_context``): right or wrong,
    each field's answer beside the right one, why, the hands kept back, what to review.

    ``given_heading``: whose answer, when not the reader's own; ``listed``: one of many on a
    page (an attempt's review), so neither a live region nor the place focus moves to. The
    fixed texts are pieces kept per language (the answer is the site's most asked-for
    page). Written as drills/verdict.html wrote it (tests/practice/loops/ keeps it)."""
    verdict, listed = context["verdict"], bool(context.get("listed"))
    heading = context.get("given_heading") or ""
    language = get_language()
    live = "" if listed else ' role="status" aria-live="polite" aria-atomic="true"'
    state = "verdict--right" if verdict["correct"] else "verdict--wrong"
    title = piece(
        (
            "drill_verdict_title",
            language,
            bool(verdict["correct"]),
            bool(verdict["partial"]),
            listed,
        ),
        lambda: _verdict_title(verdict["correct"], verdict["partial"], listed),
    )
    table = why = shown = review = ""
    if verdict["rows"]:
        if heading:
            head = _verdict_head(_safe(heading))
        else:
            head = piece(("drill_verdict_head", language), _verdict_head)
        rows = "".join(_verdict_row(row, language) for row in verdict["rows"])
        table = f"\n  <table>\n    {head}\n    <tbody>\n    {rows}\n    </tbody>\n  </table>\n  "
    if verdict["reasons"]:
        reasons = "".join(f"<li>{_text(reason)}</li>" for reason in verdict["reasons"])
        said = piece(("drill_verdict_why", language), _verdict_why)
        why = (
            f'\n    <div class="verdict__why">\n      {said}\n      <ul>{reasons}</ul>\n'
            "    </div>\n  "
        )
    if verdict["show"]:
        shown = drill_show(verdict["show"])
    if verdict["concepts"]:
        concepts = ", ".join(_safe(concept) for concept in verdict["concepts"])
        to_review = _escape(gettext("To review:"))
        review = f"<p>{to_review} {concepts}</p>"
    return SafeString(
        f'<div class="verdict {state}"{live}>\n  {title}\n  {table}\n  {why}\n  {shown}\n'
        f"  {review}\n</div>"
    )


def _verdict_title(correct: bool, partial: bool, listed: bool) -> str:
    focus = "" if listed else ' id="verdict-title" tabindex="-1" data-autofocus'
    if correct:
        words = gettext("Right. On to the next part.") if partial else gettext("Right!")
    else:
        words = gettext("Not quite.")
    mark = "✓" if correct else "✗"
    return (
        f'<h3{focus}>\n    <span class="verdict__mark" aria-hidden="true">{mark}</span>\n'
        f"    {_escape(words)}\n  </h3>"
    )


def _verdict_head(given: str = "") -> str:
    """The table's caption and head: the reader's own answer beside the right one, or the
    answer of ``given`` (whose, escaped already)."""
    question, right = _escape(gettext("Question")), _escape(gettext("Right answer"))
    if given:
        caption, answer = f"{given} · {right}", given
    else:
        caption = _escape(gettext("Your answer and the right answer"))
        answer = _escape(gettext("Your answer"))
    cells = "".join(f'<th scope="col">{text}</th>' for text in (question, answer, right))
    return (
        f'<caption class="visually-hidden">{caption}</caption>\n    <thead><tr>{cells}</tr></thead>'
    )


def _verdict_why() -> str:
    why = _escape(gettext("Why:"))
    return f"<p><strong>{why}</strong></p>"


def _verdict_row(row: dict[str, Any], language: str | None) -> str:
    given, expected = (
        hand(value["cards"]) if value["cards"] else _text(value["text"])
        for value in (row["given"], row["expected"])
    )
    mark = piece(
        ("drill_verdict_mark", language, bool(row["ok"])), lambda: _verdict_mark(row["ok"])
    )
    return (
        f'\n      <tr>\n        <th scope="row">{_text(row["label"])}</th>\n'
        f'        <td>{given} <span class="verdict__mark">{mark}</span></td>\n'
        f"        <td>{expected}</td>\n      </tr>\n    "
    )


def _verdict_mark(ok: bool) -> str:
    mark, said = ("✓", gettext("right")) if ok else ("✗", gettext("wrong"))
    return f'{mark}<span class="visually-hidden">{_escape(said)}</span>'


def _hidden(pairs: list[tuple[str, Any]]) -> str:
    """A hidden input per (name, value), the value as the form posts it back: escaped,
    never localised (a seed must not gain a thousands separator)."""
    return "".join(
        f'<input type="hidden" name="{_safe(name)}" value="{_safe(value)}">'
        for name, value in pairs
    )


#: Texts written in f-strings below, named here where ``makemessages`` finds them.
_CHECK = gettext_lazy("Check my answer")
_DEAL_HEADS = (gettext_lazy("Deal"), gettext_lazy("Player A"), gettext_lazy("Player B"))


def _submit() -> str:
    return (
        '<p class="drill__actions"><button type="submit" class="primary">'
        f"{_escape(_CHECK)}</button></p>"
    )


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
        heads = "".join(f'<th scope="col">{_escape(text)}</th>' for text in _DEAL_HEADS)
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
