"""Long lists on a teacher's pages come a page at a time, so that every page stays within
40 KB of HTML (issue 17) however large the class: the grid of pupils × questions
(``grid_views``), the results of a task at the table (``table_assignments``) and the
class's progress (``progress_views``), whose rows grow with the quiz, the task or what
a pupil practised, hold as many pupils as fit, spread evenly over the pages needed."""

from __future__ import annotations

#: What a page may weigh, in bytes of HTML.
PAGE = 40_000


def per_page(count: int, most: int) -> int:
    """Rows on each page of ``count`` rows when a page holds at most ``most``: spread
    evenly over the pages needed (30 rows of at most 13 in three pages of 10, not 13, 13
    and 4)."""
    most = max(1, most)
    pages = max(1, -(-count // most))
    return -(-count // pages) or most
