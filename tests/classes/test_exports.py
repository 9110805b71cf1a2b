"""Exports that open right in a German or Dutch spreadsheet, and never run a formula.

CSV: ``;`` and a decimal comma in German and Dutch, ``,`` and a point in English; times
in the teacher's zone (the site's, Europe/Berlin, unless they chose one); a pupil who
never started has empty cells, not 0.
.xlsx: read back with openpyxl (grid values, umlauts, dates). Any cell that starts like
a formula (``= + - @``, tab, CR) is neutralised in both.
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import openpyxl
import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tutor.classes import exports, taking
from tutor.classes.models import Attempt

from .conftest import POINT_RIGHT, RUBICON_WRONG, World, make_user

SUBMITTED_UTC = datetime(2026, 12, 1, 8, 2, tzinfo=UTC)  # 09:02 in Berlin
HOSTILE = ['=HYPERLINK("http://evil.example/")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]


@pytest.fixture
def answered(world: World) -> World:
    """Lena: point right, rubicon wrong (2 of 3 fields), submitted at a known time. Zoë
    never starts. Pupils with hostile names have joined too."""
    taking.save_answer(world.attempt, world.point_item, POINT_RIGHT)
    taking.save_answer(world.attempt, world.rubicon_item, RUBICON_WRONG)
    taking.submit(world.attempt)
    Attempt.objects.filter(pk=world.attempt.pk).update(submitted_at=SUBMITTED_UTC)
    world.classroom.memberships.create(pupil=make_user("zoe", display_name="Zoë Ünal"))
    for n, name in enumerate(HOSTILE):
        world.classroom.memberships.create(pupil=make_user(f"evil{n}", display_name=name))
    return world


def _get(client: Client, world: World, name: str, *extra, language: str = "de"):
    client.force_login(world.teacher)
    with translation.override(language):
        url = reverse(f"classes:{name}", args=[world.assignment.public_id, *extra])
    return client.get(url)


def _csv(response, delimiter: str) -> list[list[str]]:
    assert response.content.startswith("\ufeff".encode())
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig")), delimiter=delimiter))


def test_it_writes_german_csv_with_semicolons_and_a_decimal_comma(
    client: Client, answered: World
) -> None:
    rows = _csv(_get(client, answered, "assignment_csv", "pupils"), ";")
    header = rows[0]
    lena = next(r for r in rows if r[0] == "Lena Kühn")
    assert lena[header.index("Stand")] == "abgegeben"
    assert lena[header.index("Richtig")] == "1"
    assert lena[header.index("Punkte (mit Teilpunkten)")] == "1,67"  # 1 + 2/3
    assert lena[header.index("F2")] == "0,67"


def test_it_writes_english_csv_with_commas_and_a_decimal_point(
    client: Client, answered: World
) -> None:
    rows = _csv(_get(client, answered, "assignment_csv", "pupils", language="en"), ",")
    lena = next(r for r in rows if r[0] == "Lena Kühn")
    assert lena[rows[0].index("Points (partial credit)")] == "1.67"


def test_it_writes_times_in_the_class_zone(client: Client, answered: World) -> None:
    rows = _csv(_get(client, answered, "assignment_csv", "pupils"), ";")
    column = next(i for i, h in enumerate(rows[0]) if h.startswith("Abgegeben am"))
    assert "Europe/Berlin" in rows[0][column]
    lena = next(r for r in rows if r[0] == "Lena Kühn")
    assert lena[column] == "2026-12-01 09:02"


def test_it_keeps_not_started_apart_from_zero(client: Client, answered: World) -> None:
    rows = _csv(_get(client, answered, "assignment_csv", "pupils"), ";")
    header = rows[0]
    zoe = next(r for r in rows if r[0] == "Zoë Ünal")
    assert zoe[header.index("Stand")] == "nicht begonnen"
    for column in ("Richtig", "Prozent", "Punkte (mit Teilpunkten)", "F1", "F2"):
        assert zoe[header.index(column)] == "", column


def test_it_exports_item_statistics_in_the_question_table(client: Client, answered: World) -> None:
    rows = _csv(_get(client, answered, "assignment_csv", "questions"), ";")
    header = rows[0]
    second = rows[2]
    # Lena alone submitted: 2 of the rubicon question's 3 fields right
    assert second[header.index("Leichtigkeitsindex")] == "66,67"
    assert second[header.index("Trennschärfe")] == ""  # one pupil: undefined


def test_it_neutralises_formulas_in_every_csv_cell(client: Client, answered: World) -> None:
    for table in ("pupils", "questions"):
        for row in _csv(_get(client, answered, "assignment_csv", table), ";"):
            for cell in row:
                assert not cell.startswith(exports.FORMULA_STARTS), (table, cell)
    rows = _csv(_get(client, answered, "assignment_csv", "pupils"), ";")
    names = {r[0] for r in rows}
    assert '\'=HYPERLINK("http://evil.example/")' in names
    assert "'@SUM(A1)" in names


def _workbook(response) -> openpyxl.Workbook:
    assert response["Content-Type"] == exports.XLSX_TYPE
    assert ".xlsx" in response["Content-Disposition"]
    return openpyxl.load_workbook(io.BytesIO(response.content))


def test_it_exports_the_grid_and_statistics_as_xlsx(client: Client, answered: World) -> None:
    book = _workbook(_get(client, answered, "assignment_xlsx"))
    pupils, questions = book.worksheets
    header = [c.value for c in pupils[1]]
    rows = {r[0]: r for r in pupils.iter_rows(min_row=2, values_only=True)}
    lena = rows["Lena Kühn"]
    assert lena[header.index("F1")] == 1
    assert lena[header.index("F2")] == pytest.approx(2 / 3)
    submitted = lena[next(i for i, h in enumerate(header) if h.startswith("Abgegeben am"))]
    assert submitted == datetime(2026, 12, 1, 9, 2)  # a real date, in Berlin time
    zoe = rows["Zoë Ünal"]
    assert zoe[header.index("Richtig")] is None and zoe[header.index("F1")] is None
    stats_header = [c.value for c in questions[1]]
    second = [c.value for c in questions[3]]
    assert second[stats_header.index("Leichtigkeitsindex")] == pytest.approx(200 / 3)


def test_it_neutralises_formulas_in_every_xlsx_cell(client: Client, answered: World) -> None:
    book = _workbook(_get(client, answered, "assignment_xlsx"))
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                assert cell.data_type != "f", cell.value
                if isinstance(cell.value, str):
                    assert not cell.value.startswith(exports.FORMULA_STARTS), cell.value


def test_it_prefixes_only_what_would_start_a_formula() -> None:
    assert [exports.safe_text(v) for v in HOSTILE] == ["'" + v for v in HOSTILE]
    assert exports.safe_text("Lena") == "Lena"
    assert exports.safe_text("Wert: -5") == "Wert: -5"
