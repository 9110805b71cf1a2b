"""Tables as files a spreadsheet opens right: CSV in the reader's language, and .xlsx.

* Every text cell that a spreadsheet would read as a formula (it starts with ``=``,
  ``+``, ``-``, ``@``, a tab or a carriage return) is prefixed with an apostrophe, so a
  pupil named ``=HYPERLINK(…)`` stays text (OWASP's advice on CSV injection).
* CSV: German and Dutch spreadsheets use ``;`` between cells and a decimal comma;
  English ones ``,`` and a decimal point. The file starts with a byte-order mark, or
  Excel reads UTF-8 as Latin-1.
* Times are in the site's time zone (the one the pages show), written so spreadsheets
  read them as dates: ``2026-12-01 09:02`` in CSV, a real date cell in .xlsx.
* An empty cell means "nothing to count" (a pupil who never started), never 0.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from django.http import HttpResponse
from django.utils import timezone, translation
from django.utils.text import slugify

#: Spreadsheets (Excel above all) read a CSV as UTF-8 only when it starts with this mark.
BOM = "\ufeff"
#: What starts a formula in Excel, LibreOffice or Google Sheets.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
#: Languages whose spreadsheets separate cells with ";" and decimals with ",".
SEMICOLON_LANGUAGES = ("de", "nl")

XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def safe_text(value: str) -> str:
    """``value`` as a spreadsheet shows it, never as a formula."""
    return "'" + value if value.startswith(FORMULA_STARTS) else value


@dataclass(frozen=True)
class Dialect:
    delimiter: str
    decimal: str


def dialect_for(language: str | None = None) -> Dialect:
    """The CSV conventions of ``language`` (the active language by default)."""
    code = (language or translation.get_language() or "en").split("-")[0]
    if code in SEMICOLON_LANGUAGES:
        return Dialect(";", ",")
    return Dialect(",", ".")


def local_time(value: datetime) -> datetime:
    """An aware time in the reader's zone (their settings, else the site's), without the
    zone (what a spreadsheet holds; the column's header names the zone)."""
    return timezone.localtime(value).replace(tzinfo=None)


def _csv_cell(value: object, dialect: Dialect) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return f"{value:.2f}".replace(".", dialect.decimal)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return local_time(value).strftime("%Y-%m-%d %H:%M")
    return safe_text(str(value))


def _xlsx_cell(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, datetime):
        return local_time(value)
    return safe_text(str(value))


def filename(*parts: str, default: str = "results") -> str:
    return slugify("-".join(parts)) or default


def csv_response(
    name: str, header: Sequence[str], rows: Iterable[Sequence[object]]
) -> HttpResponse:
    """A CSV download in the active language's dialect."""
    dialect = dialect_for()
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=dialect.delimiter)
    writer.writerow([_csv_cell(h, dialect) for h in header])
    for row in rows:
        writer.writerow([_csv_cell(v, dialect) for v in row])
    response = HttpResponse(BOM + buffer.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return response


@dataclass(frozen=True)
class Sheet:
    title: str
    header: Sequence[str]
    rows: Sequence[Sequence[object]]
    #: number formats by column index, e.g. {3: "0%"}
    formats: dict[int, str] | None = None


def xlsx_response(name: str, sheets: Sequence[Sheet]) -> HttpResponse:
    """An .xlsx download: one worksheet per sheet, a bold frozen header row, dates as
    dates."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    book.remove(book.active)
    for sheet in sheets:
        # Excel refuses sheet titles over 31 characters or with []:*?/\
        title = "".join(c for c in sheet.title if c not in "[]:*?/\\")[:31] or "Sheet"
        page = book.create_sheet(title)
        page.append([safe_text(str(h)) for h in sheet.header])
        for cell in page[1]:
            cell.font = Font(bold=True)
        page.freeze_panes = "A2"
        for row in sheet.rows:
            page.append([_xlsx_cell(v) for v in row])
        for row in page.iter_rows(min_row=2):
            for cell in row:
                if isinstance(cell.value, datetime):
                    cell.number_format = "yyyy-mm-dd hh:mm"
                elif sheet.formats and cell.column - 1 in sheet.formats:
                    cell.number_format = sheet.formats[cell.column - 1]
        for column in page.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in column)
            page.column_dimensions[column[0].column_letter].width = min(40, max(6, width + 2))
    data = io.BytesIO()
    book.save(data)
    response = HttpResponse(data.getvalue(), content_type=XLSX_TYPE)
    response["Content-Disposition"] = f'attachment; filename="{name}.xlsx"'
    return response
