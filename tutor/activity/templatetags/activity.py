"""``{% daily_goal %}``: the learner's goal for today and their streak, on any page;
``{% accuracy_chart chart chart_id %}``: a kind's accuracy chart on the progress page."""

from django import template
from django.template.loader import render_to_string
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from tutor.activity import streaks
from tutor.activity.charts import Chart
from tutor.learners import owner
from tutor.practice.progress import Summary
from tutor.templatetags import fragments
from tutor.written import Written, for_page

register = template.Library()


@register.simple_tag(takes_context=True)
def daily_goal(context: template.Context, status: streaks.Status | None = None) -> SafeString:
    """The goal box (activity/goal.html), rendered once per language for each thing it can
    show (``Status.shown``). ``status``: the learner's, when the page read it already."""
    if status is None:
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


@register.simple_tag(takes_context=True)
def accuracy_chart(context: template.Context, chart: Chart, chart_id: str) -> SafeString:
    """The chart (tutor/activity/charts.py) as an SVG image named by its title and summary;
    ``chart_id`` is unique on the page.

    Written in Python: the progress page has a chart for every kind a learner practises (23
    for one who practises them all), and as an included template each took about 0.5 ms,
    most of the page's time. It writes what that template wrote
    (tests/activity/loops/chart.html is the reference). The numbers and days every chart
    shows are worked out once per page (kept in the render's own context)."""
    page = for_page(context, "accuracy_chart", Written)
    n = page.number
    first, last = page.day(chart.first_day), page.day(chart.last_day)
    title = _("Right answers per day, %(first)s to %(last)s") % {"first": first, "last": last}
    summary = ngettext(
        "%(days)s day with answers, %(percent)s %% right.",
        "%(days)s days with answers, %(percent)s %% right in all.",
        len(chart.bars),
    ) % {"days": n(len(chart.bars)), "percent": n(chart.percent)}
    ident = conditional_escape(chart_id)
    width, height, tall = n(chart.width), n(chart.height), n(chart.height + 18)
    bars = f'<path class="chart__bar" d="{conditional_escape(chart.path)}"/>' if chart.bars else ""
    return SafeString(
        f'\n<figure class="accuracy-chart"><svg viewBox="0 0 {width} {tall}" width="{width}"'
        f' height="{tall}" role="img" aria-labelledby="{ident}-title {ident}-desc"'
        ' focusable="false">\n'
        f'  <title id="{ident}-title">{title}</title>\n'
        f'  <desc id="{ident}-desc">{summary}</desc>\n'
        f'  <path class="chart__grid" d="M0 {n(chart.half)}H{width}"/>'
        f'<path class="chart__axis" d="M0 {height}H{width}"/>{bars}\n'
        f'  <text class="chart__label" x="0" y="{n(chart.height + 14)}">'
        f"{first}</text>"
        f'<text class="chart__label" x="{width}" y="{n(chart.height + 14)}" text-anchor="end">'
        f"{last}</text>\n"
        "</svg></figure>\n"
    )
