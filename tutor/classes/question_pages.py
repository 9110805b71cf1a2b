"""A quiz's questions shown a few to a page where each comes with its hands and key.

The preview and key of a quiz and the review of an attempt show every question with what
it shows (hands, tricks, cards kept back) and its answer or verdict: up to about 6 KB of
HTML for the heaviest kinds (a deal of twelve tricks, every card named for a screen
reader), and a quiz has up to 40 questions. A page holds ``PER_PAGE`` of them, so that it
stays within 40 KB (issue 17: every page at most 40 KB before compression; a teacher or
pupil may be reading it on a phone). The printable sheets are for paper and stay whole.

Positions are 1 … n with no gaps (the quiz editor renumbers after a change), so the page
of a question follows from its position: links to a question elsewhere (the grid, the
quiz's own pages) use :func:`place`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from django.core.paginator import Page, Paginator
from django.http import HttpRequest

PER_PAGE = 5

#: The address's parameter naming the page.
PARAM = "page"

T = TypeVar("T")


def page(request: HttpRequest, rows: Sequence[T]) -> Page:
    """The page of ``rows`` (in position order) the address asks for: the first for a
    missing or unreadable number, the last for a number past the end (never an error)."""
    return Paginator(rows, PER_PAGE).get_page(request.GET.get(PARAM))


def page_of(position: int) -> int:
    """The page that shows the question at ``position``."""
    return (position - 1) // PER_PAGE + 1


def place(position: int) -> str:
    """What follows a page's address to reach the question at ``position``: its anchor,
    after the page's number when it is not on the first page."""
    number = page_of(position)
    return f"#q-{position}" if number == 1 else f"?{PARAM}={number}#q-{position}"
