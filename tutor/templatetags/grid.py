"""The teacher's tables of an assignment, written in Python: in the grid
(templates/classes/assignment_grid.html) ``{% grid_pupil row %}``, a pupil's name, status
and score, and ``{% grid_cells row %}``, their answers; on the results page
(templates/classes/assignment_results.html) ``{% results_rows rows assignment %}``, the
pupils' rows.

Both pages have a row for every pupil of the class, and the grid a cell for every pupil
and question (4,000 for 200 pupils and 20 questions). As template loops they took most of
their pages' time: a ``{% url %}`` costs about 50 µs (Django's ``reverse``: the URL
resolver, the language prefix, each argument quoted), a ``{% blocktranslate %}`` about 40,
a ``floatformat`` about 25, a plain ``{{ value }}`` about 8. Here each kind of
link is found once per page (``tutor.http.kept_address``, with stand-in ids that each
row's replace), and the words and numbers the rows share
are written once per page (:class:`_Page`, kept in the render's own context).
"""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID

from django import template
from django.template.defaultfilters import floatformat
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from tutor.classes.grid import NONE, RIGHT, WRONG, Row
from tutor.classes.models import Assignment
from tutor.http import kept_address, with_ids
from tutor.written import Written, for_page

register = template.Library()


@register.simple_tag(takes_context=True)
def grid_pupil(context: template.Context, row: Row) -> SafeString:
    """The cells of ``row`` (``grid.Row``) before its answers: the pupil, their status (and
    late or not), whole answers right and partial-credit points."""
    page = for_page(context, "grid", _Page)
    p = row.pupil
    status = str(conditional_escape(p.status_label))
    if p.late:
        status = f"{status} · {page.late}"
    if row.points is None:  # never started
        score = "—"
    else:
        points = page.points_text % {"points": page.points(row.points)}
        score = f'{page.of(p.correct, p.total)}<br><span class="muted">{points}</span>'
    return SafeString(
        f'<th scope="row">{conditional_escape(str(p.membership.pupil))}</th>\n'
        f"      <td>{status}</td>\n"
        f"      <td>{score}</td>"
    )


@register.simple_tag(takes_context=True)
def grid_cells(context: template.Context, row: Row) -> SafeString:
    """One ``<td>`` per question of ``row`` (``grid.Row``): right, wrong, partly right (so
    many fields of so many) or not answered, its state a one-letter class (site.css); an
    answer links to its place in the review of the pupil's attempt through the grid's
    short address for it (``classes:grid_answer``, relative to the grid's page), its mark
    named for screen readers. A grid page holds hundreds of cells: each is written in
    some 60 bytes."""
    page = for_page(context, "grid", _Page)
    cells = []
    for cell in row.cells:
        if cell.state == NONE:
            cells.append(f'<td class="n">{page.unanswered}</td>')
            continue
        attempt = row.pupil.attempt
        assert attempt is not None  # an answer belongs to the counted attempt
        said: str  # escaped
        if cell.state == RIGHT:
            said, shown = page.right, "✓"
        elif cell.state == WRONG:
            said, shown = page.wrong, "✗"
        else:
            shown = f"{page.number(cell.fields_right)}/{page.number(cell.fields_total)}"
            said, shown = f"{shown} {page.part}", f"◐ {shown}"
        cells.append(
            f'<td class="{cell.state[0]}"><a href="{attempt.pk}/{cell.position}/"'
            f' aria-label="{said}">{shown}</a></td>'
        )
    return SafeString("".join(cells))


@register.simple_tag(takes_context=True)
def results_rows(
    context: template.Context, rows: Iterable[Row], assignment: Assignment
) -> SafeString:
    """A ``<tr>`` for each of ``rows`` (``grid.Row``): the pupil, linking to their results
    in the class; their status; whole answers right, linking to the review of their
    attempt; partial-credit points and their percentage; late or not."""
    page = for_page(context, "grid", _Page)
    class_id = assignment.classroom.public_id
    kept = kept_address("classes:pupil_results", ("class_id", "member_id"))
    written = []
    for row in rows:
        p = row.pupil
        name = conditional_escape(str(p.membership.pupil))
        ids = {"class_id": class_id, "member_id": p.membership.public_id}
        results = conditional_escape(with_ids(kept, ids))
        if p.attempt:
            right = page.of(p.correct, p.total)
            score = f'<a href="{page.review(p.attempt.public_id)}">{right}</a>'
        else:
            score = "—"
        points, percent = row.points, row.points_percent
        if points is None:  # never started
            shown = "—"
        else:  # a quiz without questions has no percentage
            shown = f"{page.points(points)} ({'—' if percent is None else page.number(percent)} %)"
        written.append(
            "\n      <tr>\n"
            f'        <th scope="row"><a href="{results}">{name}</a></th>\n'
            f"        <td>{conditional_escape(p.status_label)}</td>\n"
            f"        <td>{score}</td>\n"
            f"        <td>{shown}</td>\n"
            f"        <td>{page.late if p.late else ''}</td>\n"
            "      </tr>\n    "
        )
    return SafeString("".join(written))


class _Page(Written):
    """What the rows of one page share, in the active language."""

    def __init__(self) -> None:
        super().__init__()
        self._review = kept_address("classes:attempt_review", ("attempt_id",))
        self.right = conditional_escape(_("right"))
        self.wrong = conditional_escape(_("wrong"))
        self.part = conditional_escape(_("partly right"))
        unanswered = conditional_escape(_("not answered"))  # its mark is site.css's
        self.unanswered = f'<span class="visually-hidden">{unanswered}</span>'
        self.late = conditional_escape(_("late"))
        self.points_text = _("%(points)s points")
        self._of = _("%(correct)s of %(total)s")
        self._points: dict[float, str] = {}

    def review(self, attempt_id: UUID) -> str:
        """The review of an attempt, escaped, as ``{% url %}`` writes it."""
        return conditional_escape(with_ids(self._review, {"attempt_id": attempt_id}))

    def of(self, correct: int, total: int) -> str:
        """Whole answers right, as ``{% blocktranslate %}`` writes them ("3 of 20")."""
        return self._of % {"correct": self.number(correct), "total": self.number(total)}

    def points(self, value: float) -> str:
        """``value`` as ``{{ value|floatformat:"-2" }}`` writes it."""
        found = self._points.get(value)
        if found is None:
            found = self._points[value] = floatformat(value, "-2")
        return found
