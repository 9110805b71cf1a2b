"""``{% daily_goal %}``: the learner's goal for today and their streak, on any page."""

from django import template
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from tutor.activity import streaks
from tutor.learners import owner
from tutor.practice.progress import Summary
from tutor.templatetags import fragments

register = template.Library()


@register.simple_tag(takes_context=True)
def daily_goal(context: template.Context) -> SafeString:
    """The goal box (activity/goal.html), rendered once per language for each thing it can
    show (``Status.shown``)."""
    status = streaks.status(owner(context["request"], create=False))
    key = ("daily_goal", get_language(), status.shown)
    return fragments.piece(key, lambda: render_to_string("activity/goal.html", {"status": status}))


@register.inclusion_tag("activity/start_here.html", takes_context=True)
def start_here(context: template.Context, read: Summary) -> dict:
    """Where practice starts (``read``: the learner's practice summary, as the page has it)."""
    from tutor import labels
    from tutor.activity.recommend import recommend

    found = recommend(owner(context["request"], create=False), read)
    return {"start": found, "kind_label": labels.kind_label(found.kind) if found.kind else ""}
