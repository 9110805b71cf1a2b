"""``{% fragment name key… %}…{% endfragment %}``: a piece of a page rendered once per process
for each key.

For the pieces that are the same for every learner of a language (the shell's menu, a home
page text) or for every learner in the same place (the links to where they go on, the daily
goal by what it shows). The key must name everything the piece shows: ``LANGUAGE_CODE`` for
its texts, and each value it reads (plain values: strings, numbers, booleans, None, tuples of
them). What is a learner's own (a CSRF token, their name, this page's address) stays outside.

The pieces live in this process's memory until it ends (a deploy restarts it, and with it
the templates). Django's ``{% cache %}`` did this before, at about six times the cost per
piece: it hashes its key, finds its cache through a thread-local handler and unpickles the
piece, where a page of twenty pieces needs none of that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import template
from django.template.base import FilterExpression, NodeList, Parser, Token
from django.utils.safestring import SafeString, mark_safe

register = template.Library()

#: At most this many pieces are kept; past it all are dropped and made again as pages ask
#: for them (a few thousand pieces of 0.2–5 KB: what the course's places in three languages
#: need, and at most a few megabytes).
MAX_PIECES = 5000

_pieces: dict[tuple[Any, ...], SafeString] = {}


class FragmentNode(template.Node):
    #: What is inside is rendered once, so no template looks into it: not walked when
    #: ``{% extends %}`` gathers a parent's blocks, which it does on every page (a block
    #: inside a piece would be kept with it, never filled in).
    child_nodelists = ()

    def __init__(self, nodelist: NodeList, name: str, keys: list[FilterExpression]) -> None:
        self.nodelist, self.name, self.keys = nodelist, name, keys

    def render(self, context: template.Context) -> SafeString:
        key = (self.name, *(k.resolve(context) for k in self.keys))
        return piece(key, lambda: self.nodelist.render(context))


def piece(key: tuple[Any, ...], render: Callable[[], str]) -> SafeString:
    """The piece kept for ``key``, rendered by ``render`` the first time (for template tags
    that make a piece in Python; a template uses ``{% fragment %}``)."""
    found = _pieces.get(key)
    if found is None:
        found = mark_safe(render())
        if len(_pieces) >= MAX_PIECES:
            _pieces.clear()
        _pieces[key] = found
    return found


@register.tag
def fragment(parser: Parser, token: Token) -> FragmentNode:
    bits = token.split_contents()
    if len(bits) < 2:
        raise template.TemplateSyntaxError("{% fragment %} needs a name and the key's values")
    nodelist = parser.parse(("endfragment",))
    parser.delete_first_token()
    return FragmentNode(nodelist, bits[1], [parser.compile_filter(b) for b in bits[2:]])
