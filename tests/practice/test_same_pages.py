"""The speed work (issue 17) changes no page: rendered pages for a set of seeds (drills,
lessons, the play table) are compared with the pages captured from the code before it
(their digests are stored in ``fixtures/pages.json``).

After a deliberate change of what pages show, capture them again with
``PAGES_CAPTURE=1 .venv/bin/pytest tests/practice/test_same_pages.py`` and say why in the
commit.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import uuid
from pathlib import Path

import pytest
from django.test import Client

from tutor.drills import KINDS, LEVELS, generate
from tutor.learners import SESSION_FIELD
from tutor.piquet import Phase
from tutor.piquet.bots import apply_decision, decide, view_of
from tutor.play import table as T
from tutor.play.models import Game

pytestmark = pytest.mark.django_db

FIXTURE = Path(__file__).parent / "fixtures" / "pages.json"
HTMX = {"HX-Request": "true"}
SEEDS = (11, 2026)
LESSON_STEPS = (
    "/{lang}/",
    "/{lang}/practice/",
    "/{lang}/learn/piquet/",
    "/{lang}/learn/piquet/declaring/whole-dialogue/",
    "/{lang}/learn/piquet/cards/rank-order/",
    "/{lang}/learn/piquet/cards/card-values/",
    "/{lang}/learn/piquet/dealing/talon/",
)
#: Games whose every state is shown at the table: (kind, level, seed, open hands), the
#: learner's decisions level 1's.
TABLES = (("deal", 1, 7, False), ("deal", 3, 12, True), ("partie", 5, 30, False))
#: A partie's states shown, at most (its first deals).
TABLE_STATES = 60


def normalised(html: str) -> str:
    """The page without what changes on every request (CSRF tokens, a fresh seed) or with
    the settings (a static file's content hash under production settings)."""
    html = re.sub(r'("X-CSRFToken": "|name="csrfmiddlewaretoken" value=")[^"]*', r"\1", html)
    html = re.sub(r'(/static/[^"]+?)\.[0-9a-f]{12}(\.\w+")', r"\1\2", html)
    return re.sub(
        r'(name="seed" value=")\d+(">\s*<button type="submit" class="button)', r"\1\2", html
    )


def first_step_answer(kind: str, level: int, seed: int) -> dict[str, list[str]]:
    """The right answer to the question's first step, as a form posts it."""
    q = generate(kind, seed, level)
    fields = q.steps[0].fields
    expected = q.expected
    answer: dict[str, list[str]] = {"drill_step": ["0"]} if len(q.steps) > 1 else {}
    for field in fields:
        value = expected.get(field.name, "")
        answer[field.name] = value.split() if field.multiple else [value]
    return answer


def pages() -> dict[str, str]:
    """Each page's address (and how it was asked for) with the page, normalised."""
    shown: dict[str, str] = {}
    client = Client()
    for kind in KINDS:
        for level in LEVELS:
            for seed in SEEDS:
                url = f"/en/practice/{kind}/{level}/{seed}/"
                shown[f"GET {url}"] = client.get(url).content.decode()
                answer = first_step_answer(kind, level, seed)
                response = client.post(url, answer, headers=HTMX)
                shown[f"POST {url}"] = f"{response.status_code} {response.content.decode()}"
    for lang in ("en", "de", "nl"):
        for path in LESSON_STEPS:
            url = path.format(lang=lang)
            response = Client().get(url)
            shown[f"GET {url}"] = f"{response.status_code} {response.content.decode()}"
    shown.update(table_pages())
    return {key: normalised(html) for key, html in shown.items()}


def table_pages() -> dict[str, str]:
    """The play table at each state of the ``TABLES`` games: the page in English and the
    table as htmx swaps it in three languages (the game's id left out)."""
    client = Client()
    session = client.session
    anon = session[SESSION_FIELD] = uuid.uuid4().hex
    session.save()
    shown = {}
    for kind, level, seed, open_hands in TABLES:
        table = T.new_table("cavendish", level, kind, seed)
        for state in range(TABLE_STATES):
            game = Game.objects.create(
                anon_id=anon,
                kind=kind,
                preset="cavendish",
                level=level,
                record=table.to_dict(),
                version=table.version,
                open_hands=open_hands,
            )
            name = f"{kind}-{level}-{seed}/{state}"
            for lang, htmx in (("en", False), ("en", True), ("de", True), ("nl", True)):
                response = client.get(f"/{lang}/play/{game.pk}/", headers=HTMX if htmx else {})
                html = response.content.decode().replace(str(game.pk), "GAME")
                shown[f"GET /{lang}/play/{name}{' htmx' if htmx else ''}"] = html
            if table.finished:
                break
            _on(table, seed)
    return shown


def _on(table: T.Table, seed: int) -> None:
    """Take the table one decision on: the next deal of a partie, the learner's decision
    (level 1's), or the computer's."""
    deal, me = table.deal, table.seat()
    if deal.phase is Phase.COMPLETE:
        T.next_deal(table)
    elif deal.phase is Phase.PLAY and deal.can_view_leftovers(True, me):
        T.view_leftovers(table, seed % 2 == 0)
    elif deal.to_act is not me:
        T.computer_moves(table)
    else:
        apply_decision(deal, me, decide(view_of(deal, me), 1, seed))
        T.computer_moves(table)


def digest(html: str) -> str:
    return hashlib.sha256(html.encode()).hexdigest()


def test_it_renders_the_same_pages_as_before() -> None:
    now = {key: digest(html) for key, html in pages().items()}
    if os.environ.get("PAGES_CAPTURE"):
        FIXTURE.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
    before = json.loads(FIXTURE.read_text())
    assert set(now) == set(before)
    changed = sorted(key for key in now if now[key] != before[key])
    assert not changed, changed
