"""``{{ position|question_place }}``: what follows the address of a quiz's preview or key,
or of an attempt's review, to reach the question at ``position`` (its page and anchor:
``tutor.classes.question_pages.place``)."""

from __future__ import annotations

from django import template

from tutor.classes import question_pages

register = template.Library()


@register.filter
def question_place(position: int) -> str:
    return question_pages.place(position)
