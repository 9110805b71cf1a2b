"""``{% drill_form %}`` draws a question's current step as a form: it posts to the page's
address with the page's CSRF token, carries what the next post needs (the seed, the step,
earlier steps' answers, the page's own fields) and asks the step's question in the page's
language, every value escaped."""

from __future__ import annotations

import re

from django.http import QueryDict
from django.template import Context, Template
from django.utils import translation

from tutor import drillweb
from tutor.drills import generate

FORM = Template("{% load drills %}{% drill_form %}")


def drawn(drill: dict, **context: object) -> str:
    return FORM.render(Context({"drill": drill, "action": "/en/practice/x/", **context}))


def hidden(html: str) -> list[tuple[str, str]]:
    return re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', html)


def test_a_form_posts_to_the_page_with_its_token_seed_and_own_fields() -> None:
    q = generate("point", 5, 1)
    html = drawn(
        drillweb.question_context(q),
        csrf_token="t" * 64,
        hidden=[("counted", "1")],
        action="/en/practice/point/1/5/?review=a&b",
    )
    assert 'action="/en/practice/point/1/5/?review=a&amp;b"' in html
    assert 'hx-post="/en/practice/point/1/5/?review=a&amp;b" hx-target="#exercise"' in html
    assert hidden(html) == [("csrfmiddlewaretoken", "t" * 64), ("seed", "5"), ("counted", "1")]
    assert html.count("<fieldset>") + html.count('type="number"') == len(q.steps[0].fields)


def test_a_page_without_a_token_draws_none() -> None:
    drill = drillweb.question_context(generate("point", 5, 1))
    for token in ("", "NOTPROVIDED"):
        assert "csrfmiddlewaretoken" not in drawn(drill, csrf_token=token)


def test_a_later_step_carries_the_earlier_answers_and_says_which_part_it_is() -> None:
    q = generate("reply", 7, 1)
    first = q.steps[0]
    data = QueryDict(mutable=True)
    data["drill_step"] = "0"
    for field in first.fields:
        data[field.name] = q.expected[field.name]
    outcome = drillweb.evaluate(q, data)
    with translation.override("de"):
        html = drawn(drillweb.question_context(q, outcome))
    assert ("drill_step", "1") in hidden(html)
    assert outcome.carried and set(outcome.carried) <= set(hidden(html))
    assert f"Teil 2 von {len(q.steps)}" in html


def test_a_lessons_own_prompt_is_escaped() -> None:
    q = generate("point", 5, 1)
    html = drawn(drillweb.question_context(q, prompt="Who wins <the> point & why?"))
    assert ">Who wins &lt;the&gt; point &amp; why?</p>" in html
