"""``{% fragment name key… %}…{% endfragment %}``: a piece of a page rendered once per process
for each key.

For the pieces that are the same for every learner of a language (the shell's menu, a
verdict's fixed texts) or for every learner in the same place (the links to where they go
on, the daily goal by what it shows, a lesson step's text). The key must name everything the
piece shows: ``LANGUAGE_CODE`` for its texts, and each value it reads, as hashable values
(strings, numbers, booleans, None, tuples, or the course's frozen lesson and step objects,
which content loaded again replaces). What is a learner's own (their name, this page's
address) stays outside, or goes in a ``{% slot value %}``: the piece is kept with a mark in
the slot's place and each page puts its own value in, escaped as ``{{ value }}`` would be
(read in the page's context, so not a loop's variable inside the piece). The CSRF token may
be inside as it is (``{% csrf_token %}``, ``{{ csrf_token }}``): it is kept the same way
(``CSRF_MARK``). A key's values must come from a bounded set: a piece per language, kind,
step or decision, never per learner or per hand.

The pieces live in this process's memory until it ends (a deploy restarts it, and with it
the templates) or, under ``runserver``, until a template file changes. Django's
``{% cache %}`` did this before, at about six times the cost per piece: it hashes its key,
finds its cache through a thread-local handler and unpickles the piece, where a page of
twenty pieces needs none of that. A piece also saves each ``{% translate %}`` inside it,
which makes a lazy string and finds the active language again (about 10 µs each).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import template
from django.dispatch import receiver
from django.template.base import FilterExpression, NodeList, Parser, Token, render_value_in_context
from django.utils.autoreload import file_changed
from django.utils.safestring import SafeString, mark_safe

register = template.Library()

#: At most this many pieces are kept; past it all are dropped and made again as pages ask
#: for them (a few thousand pieces of 0.2–5 KB: what the course's places in three languages
#: need, and at most a few megabytes).
MAX_PIECES = 5000

_pieces: dict[tuple[Any, ...], SafeString] = {}

#: Stands for the page's CSRF token in a kept piece (``{% csrf_token %}`` or
#: ``{{ csrf_token }}`` inside it): the token is the learner's own and masked afresh for each
#: page, so the piece is kept with this in its place and each page puts its own token in.
#: Not a token: a token is 64 letters and digits.
CSRF_MARK = "csrf-token-of-this-page"


#: Where a kept piece has a slot: this character around the slot's number. A piece's own
#: text (its template, translations and key) holds no NUL; the slots' values are put in
#: after the piece is split at the marks, so a NUL in them changes nothing.
SLOT_MARK = "\x00"
#: The context variable that holds, while a piece is first rendered, its slots in order.
_SLOTS = "_fragment_slots"


class _WithToken(SafeString):
    """A kept piece that shows the page's CSRF token (at each ``CSRF_MARK``)."""


class _WithSlots(_WithToken):
    """A kept piece with slots: its text between them (``parts``), and the slots in the
    order they come (``slots``), one fewer than the parts. The string itself is empty (a
    whole page's text is not kept twice): it is shown only through :meth:`fill`."""

    parts: tuple[str, ...]
    slots: tuple[SlotNode, ...]

    def fill(self, context: template.Context, token: str) -> str:
        """The piece with this page's CSRF token and each slot's value (or, in a piece that
        is being made around this one, with that piece's marks). The token goes in the
        piece's own text only, never in a value."""
        parts = [part.replace(CSRF_MARK, token) for part in self.parts]
        out = [parts[0]]
        for slot, part in zip(self.slots, parts[1:], strict=True):
            out += (slot.render(context), part)
        return "".join(out)


class SlotNode(template.Node):
    """``{% slot value %}``: ``{{ value }}``, filled in for each page where it stands in a
    kept piece."""

    def __init__(self, value: FilterExpression) -> None:
        self.value = value

    def value_in(self, context: template.Context) -> str:
        return render_value_in_context(self.value.resolve(context), context)

    def render(self, context: template.Context) -> str:
        slots = context.get(_SLOTS)
        if slots is None:  # not in a piece being made: as {{ value }}
            return self.value_in(context)
        slots.append(self)
        return f"{SLOT_MARK}{len(slots) - 1}{SLOT_MARK}"


class FragmentNode(template.Node):
    #: What is inside is rendered once, so no template looks into it: not walked when
    #: ``{% extends %}`` gathers a parent's blocks, which it does on every page (a block
    #: inside a piece would be kept with it, never filled in).
    child_nodelists = ()

    def __init__(self, nodelist: NodeList, name: str, keys: list[FilterExpression]) -> None:
        self.nodelist, self.name, self.keys = nodelist, name, keys

    def render(self, context: template.Context) -> SafeString:
        key = (self.name, *(k.resolve(context) for k in self.keys))
        return shown(piece(key, lambda: self._render(context)), context)

    def _render(self, context: template.Context) -> SafeString:
        slots: list[SlotNode] = []
        with context.push(making(slots)):
            return keep(self.nodelist.render(context), slots)


def making(slots: list[SlotNode]) -> dict[str, Any]:
    """What a piece is first rendered with (pushed on its context): the CSRF token's mark,
    and ``slots``, which each ``{% slot %}`` inside joins."""
    return {"csrf_token": CSRF_MARK, _SLOTS: slots}


def keep(text: str, slots: list[SlotNode]) -> SafeString:
    """A piece as it is kept: ``text``, its first rendering (with :func:`making`), split at
    its ``slots``' marks."""
    if slots:
        split = text.split(SLOT_MARK)
        kept = _WithSlots()
        kept.parts = tuple(split[0::2])
        kept.slots = tuple(slots[int(number)] for number in split[1::2])
        return kept
    return _WithToken(text) if CSRF_MARK in text else mark_safe(text)


def shown(found: SafeString, context: template.Context) -> SafeString:
    """A kept piece as this page shows it: with the page's CSRF token (``csrf_token`` in
    ``context``) and each slot's value (read in ``context``)."""
    if not isinstance(found, _WithToken):
        return found
    token = str(context.get("csrf_token") or "")
    if isinstance(found, _WithSlots):
        return mark_safe(found.fill(context, token))
    return mark_safe(found.replace(CSRF_MARK, token))


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


@register.tag
def slot(parser: Parser, token: Token) -> SlotNode:
    bits = token.split_contents()
    if len(bits) != 2:
        raise template.TemplateSyntaxError("{% slot %} takes one value")
    return SlotNode(parser.compile_filter(bits[1]))


@receiver(file_changed, dispatch_uid="fragments_file_changed")
def _forget_on_change(sender: object, file_path: object, **kwargs: object) -> None:
    """Under ``runserver`` a changed template is read again without a restart (Django's
    own receiver): its pieces must be made again too."""
    _pieces.clear()
