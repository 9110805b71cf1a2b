"""``{% daily_goal %}``: the learner's goal for today and their streak, on any page."""

from django import template

from tutor.activity import streaks
from tutor.learners import owner

register = template.Library()


@register.inclusion_tag("activity/goal.html", takes_context=True)
def daily_goal(context: template.Context) -> dict:
    request = context["request"]
    return {"status": streaks.status(owner(request, create=False))}


@register.inclusion_tag("activity/start_here.html", takes_context=True)
def start_here(context: template.Context) -> dict:
    from tutor import labels
    from tutor.activity.recommend import recommend

    found = recommend(owner(context["request"], create=False))
    return {"start": found, "kind_label": labels.kind_label(found.kind) if found.kind else ""}
