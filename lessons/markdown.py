"""Safe Markdown for lesson prose, with ``[[id]]`` / ``[[id|text]]`` glossary links.

Content files are trusted less than code: raw HTML is escaped (never rendered) and
links with a harmful scheme (``javascript:``, ``vbscript:``, ``file:``, ``data:``) become
``#harmful-link``. That is mistune's own escaping, switched on here.

>>> md = make_markdown("/en/learn/piquet/glossary/", {"point": "point"})
>>> md("A [[point]].")
'<p>A <a class="glossary-link" href="/en/learn/piquet/glossary/#point">point</a>.</p>\\n'
>>> md("<script>x</script>")
'<p>&lt;script&gt;x&lt;/script&gt;</p>\\n'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

import mistune
from mistune.util import escape as escape_html

#: ``[[id]]`` or ``[[id|shown text]]``; ids are lowercase ascii with hyphens.
GLOSSARY_LINK = re.compile(r"\[\[([a-z0-9][a-z0-9-]*)(?:\|([^\]\n]+))?\]\]")
_GLOSSARY_PATTERN = r"\[\[[a-z0-9][a-z0-9-]*(?:\|[^\]\n]+)?\]\]"


def glossary_ids(text: str) -> list[str]:
    """The glossary ids a piece of Markdown links to, in order.

    >>> glossary_ids("[[elder]] and [[younger|Hinterhand]]")
    ['elder', 'younger']
    """
    return [m.group(1) for m in GLOSSARY_LINK.finditer(text)]


def render_table_cell(
    renderer: object, text: str, align: str | None = None, head: bool = False
) -> str:
    """A table cell; an empty header cell (a table's top-left corner) is a plain cell,
    since a header without text names nothing."""
    tag = "th" if head and text.strip() else "td"
    style = f' style="text-align:{align}"' if align in ("left", "center", "right") else ""
    return f"<{tag}{style}>{text}</{tag}>"


def make_markdown(glossary_url: str, terms: Mapping[str, str]) -> Callable[[str], str]:
    """A Markdown renderer whose glossary links point at ``glossary_url#id``.

    ``terms`` gives the text shown for a bare ``[[id]]`` (the term in the page's
    language); an id it lacks is shown as written.
    """

    def parse_glossary(inline: mistune.InlineParser, m: re.Match, state) -> int:
        found = GLOSSARY_LINK.match(m.group(0))
        assert found is not None
        term_id, text = found.group(1), found.group(2)
        shown = text.strip() if text else terms.get(term_id, term_id)
        state.append_token({"type": "glossary_link", "raw": shown, "attrs": {"term_id": term_id}})
        return m.end()

    def render_glossary(renderer: object, text: str, term_id: str) -> str:
        href = escape_html(f"{glossary_url}#{term_id}")
        return f'<a class="glossary-link" href="{href}">{escape_html(text)}</a>'

    def glossary_plugin(md: mistune.Markdown) -> None:
        md.inline.register("glossary_link", _GLOSSARY_PATTERN, parse_glossary, before="link")
        assert md.renderer is not None  # create_markdown below gives the HTML renderer
        md.renderer.register("glossary_link", render_glossary)

    def header_cells_plugin(md: mistune.Markdown) -> None:
        assert md.renderer is not None  # create_markdown below gives the HTML renderer
        md.renderer.register("table_cell", render_table_cell)

    markdown = mistune.create_markdown(
        escape=True,
        hard_wrap=False,
        plugins=["table", "strikethrough", glossary_plugin, header_cells_plugin],
    )
    return lambda text: str(markdown(text))
