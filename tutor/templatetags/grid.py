"""``{% grid_cells row %}``: a pupil's answers in the assignment grid, joined in Python
(templates/classes/assignment_grid.html).

The grid has a cell for every pupil and question (4,000 for 200 pupils and 20
questions), and each answered cell links to the pupil's attempt: as a template loop, the
cells took most of the page's time, one ``{% url %}`` per cell among it. Here the link is
worked out once per row.
"""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from tutor.classes.grid import NONE, PART, RIGHT, Row
from tutor.written import Written, for_page

register = template.Library()


def _marked(mark: str, said: str) -> str:
    """A mark for the eye and, for screen readers, what it means."""
    return f'<span aria-hidden="true">{mark}</span><span class="visually-hidden">{said}</span>'


@register.simple_tag(takes_context=True)
def grid_cells(context: template.Context, row: Row) -> SafeString:
    """One ``<td>`` per question of ``row`` (``grid.Row``): right, wrong, partly right (so
    many fields of so many) or not answered; an answer links to its place in the review
    of the pupil's attempt. The words and numbers every row shows are worked out once per
    page (kept in the render's own context)."""
    page = for_page(context, "grid_cells", _Page)
    review = ""
    cells = []
    for cell in row.cells:
        if cell.state == NONE:
            inner = page.unanswered
        else:
            if not review:
                attempt = row.pupil.attempt
                assert attempt is not None  # an answer belongs to the counted attempt
                url = reverse("classes:attempt_review", args=[attempt.public_id])
                review = conditional_escape(url)
            if cell.state == RIGHT:
                shown = page.right
            elif cell.state == PART:
                shown = (
                    f'<span aria-hidden="true">◐</span> {page.number(cell.fields_right)}/'
                    f"{page.number(cell.fields_total)}{page.part}"
                )
            else:
                shown = page.wrong
            inner = f'<a href="{review}#q-{page.number(cell.position)}">{shown}</a>'
        cells.append(
            f'\n        <td class="grid-cell grid-cell--{cell.state}">{inner}</td>\n      '
        )
    return SafeString("".join(cells))


class _Page(Written):
    """What every row of one grid shows, in the active language."""

    def __init__(self) -> None:
        super().__init__()
        self.right = _marked("✓", conditional_escape(_("right")))
        self.wrong = _marked("✗", conditional_escape(_("wrong")))
        self.unanswered = _marked("·", conditional_escape(_("not answered")))
        part = conditional_escape(_("partly right"))  # not in the f-string: makemessages
        self.part = f'<span class="visually-hidden"> {part}</span>'
