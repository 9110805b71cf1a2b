"""``{% grid_cells row %}`` and ``{% grid_pupil row %}`` (tutor/templatetags/grid.py) write
what the grid's template wrote for a row's answers and for the pupil before them, in each
language: the template, kept here, is the reference. The rows are those of the small class
of ``class_rows`` (conftest.py): right, partly right, wrong and unanswered cells, a late
submission, a pupil who never started, and a name to escape."""

from __future__ import annotations

import pytest
from django.template import engines
from django.utils import translation

from tutor.classes import grid

#: The grid's cells as a template loop would write them: the reference for
#: ``{% grid_cells %}``, which writes them in Python.
LOOP = engines["django"].from_string(
    "{% load i18n %}{% for row in rows %}{% for cell in row.cells %}"
    '<td class="{{ cell.state|first }}">{% if cell.state == "none" %}'
    '<span class="visually-hidden">{% translate "not answered" %}</span>{% else %}'
    '<a href="{{ row.pupil.attempt.pk }}/{{ cell.position }}/" aria-label="'
    '{% if cell.state == "right" %}{% translate "right" %}">✓'
    '{% elif cell.state == "wrong" %}{% translate "wrong" %}">✗'
    '{% else %}{{ cell.fields_right }}/{{ cell.fields_total }} {% translate "partly right" %}">'
    "◐ {{ cell.fields_right }}/{{ cell.fields_total }}{% endif %}</a>"
    "{% endif %}</td>{% endfor %}{% endfor %}"
)
TAG = engines["django"].from_string(
    "{% load grid %}{% for row in rows %}{% grid_cells row %}{% endfor %}"
)
#: templates/classes/assignment_grid.html's cells before a row's answers, before
#: ``{% grid_pupil %}``.
PUPIL = engines["django"].from_string(
    "{% load i18n %}{% for row in rows %}"
    '<th scope="row">{{ row.pupil.membership.pupil }}</th>\n'
    "      <td>{{ row.pupil.status_label }}"
    '{% if row.pupil.late %} · {% translate "late" %}{% endif %}</td>\n'
    "      <td>{% if row.started %}{% blocktranslate trimmed with correct=row.pupil.correct "
    "total=row.pupil.total %}{{ correct }} of {{ total }}{% endblocktranslate %}"
    '<br><span class="muted">{% blocktranslate trimmed with points=row.points|floatformat:"-2" %}'
    "{{ points }} points{% endblocktranslate %}</span>{% else %}—{% endif %}</td>"
    "{% endfor %}"
)
PUPIL_TAG = engines["django"].from_string(
    "{% load grid %}{% for row in rows %}{% grid_pupil row %}{% endfor %}"
)


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_it_writes_what_the_loop_wrote(class_rows: list[grid.Row], language: str) -> None:
    rows = class_rows
    states = {cell.state for row in rows for cell in row.cells}
    assert states == {grid.RIGHT, grid.PART, grid.WRONG, grid.NONE}
    assert any(row.pupil.attempt is None for row in rows)
    with translation.override(language):
        expected = LOOP.render({"rows": rows})
        assert TAG.render({"rows": rows}) == expected
    assert expected.count("<td") == sum(len(row.cells) for row in rows) > 0


@pytest.mark.parametrize("language", ["de", "nl", "en"])
def test_it_writes_the_pupil_as_the_template_did(class_rows: list[grid.Row], language: str) -> None:
    rows = class_rows
    assert any(row.pupil.late for row in rows)
    assert any(row.points not in (None, 0, len(row.cells)) for row in rows)  # partial credit
    with translation.override(language):
        expected = PUPIL.render({"rows": rows})
        assert PUPIL_TAG.render({"rows": rows}) == expected
    assert expected.count("<th") == len(rows) == 4
    assert "Zoë &lt;&quot;&amp;&quot;&gt;" in expected
