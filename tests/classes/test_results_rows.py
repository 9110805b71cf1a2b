"""``{% results_rows rows assignment %}`` (tutor/templatetags/grid.py) writes what the
results page's loop over its pupils wrote, in each language: the loop, kept here, is the
reference. The class is ``class_rows``'s (conftest.py): a pupil who submitted late with a
partly right answer (partial credit), two in progress, one who never started, and a name to
escape."""

from __future__ import annotations

from uuid import UUID

import pytest
from django.template import engines
from django.utils import translation

from tutor.classes import grid

from .conftest import World

#: templates/classes/assignment_results.html's loop over its rows before ``{% results_rows %}``.
LOOP = engines["django"].from_string(
    "{% load i18n %}{% for row in rows %}{% with p=row.pupil %}\n"
    "      <tr>\n"
    '        <th scope="row"><a href="{% url \'classes:pupil_results\' '
    'assignment.classroom.public_id p.membership.public_id %}">{{ p.membership.pupil }}</a></th>\n'
    "        <td>{{ p.status_label }}</td>\n"
    "        <td>{% if p.attempt %}"
    "<a href=\"{% url 'classes:attempt_review' p.attempt.public_id %}\">"
    "{% blocktranslate trimmed with correct=p.correct total=p.total %}{{ correct }} of {{ total }}"
    "{% endblocktranslate %}</a>{% else %}—{% endif %}</td>\n"
    '        <td>{% if row.started %}{{ row.points|floatformat:"-2" }} ({{ row.points_percent }} %)'
    "{% else %}—{% endif %}</td>\n"
    '        <td>{% if p.late %}{% translate "late" %}{% endif %}</td>\n'
    "      </tr>\n"
    "    {% endwith %}{% endfor %}"
)
TAG = engines["django"].from_string(
    "{% load grid %}{% results_rows rows assignment %}{% results_rows rows assignment %}"
)


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_it_writes_what_the_loop_wrote(
    world: World, class_rows: list[grid.Row], language: str
) -> None:
    rows = class_rows
    statuses = {row.pupil.status for row in rows}
    assert statuses == {"submitted", "in_progress", "not_started"}
    assert any(row.pupil.late for row in rows)
    assert any(row.points not in (None, 0, len(row.cells)) for row in rows)  # partial credit
    context = {"rows": rows, "assignment": world.assignment}
    with translation.override(language):
        expected = LOOP.render(context)
        # Twice in one render: what the tag keeps for the page is used again.
        assert TAG.render(context) == expected * 2
    assert expected.count("<tr>") == len(rows) == 4
    assert "Zoë &lt;&quot;&amp;&quot;&gt;" in expected


def test_it_links_each_pupil_in_a_class_whose_id_looks_like_its_stand_in(
    world: World, class_rows: list[grid.Row]
) -> None:
    """The links are kept with stand-in ids (tutor.http.kept_address; the class's is the
    zero UUID), the real ones put in after: a class with that very id still links each
    pupil to their own results."""
    rows = class_rows
    world.classroom.public_id = UUID(int=0)
    world.classroom.save()
    context = {"rows": rows, "assignment": world.assignment}
    written = TAG.render(context)
    assert written == LOOP.render(context) * 2
    for row in rows:
        assert f"/{UUID(int=0)}/pupils/{row.pupil.membership.public_id}/" in written
