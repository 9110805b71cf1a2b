"""The course content: lesson files and reference pages, parsed into frozen values.

The files live in ``lessons/content/<track>/<lang>/`` (see docs/lesson-format.md and
lessons/tracks.py): ``NN-slug.md`` lessons, and ``glossary.md``, ``rules.md`` and, where
the track has one, ``summary.md``. Parsing never raises for a content mistake: each
mistake becomes a :class:`Problem` on the :class:`Library`, so the site keeps working
while ``manage.py checkcontent`` lists what to fix. :func:`get_library` loads a track's
language once per process.

A document is a front matter block and ``## Title {#id}`` sections (a lesson's steps).
Each section holds blocks: :class:`Prose` (safe HTML), :class:`CardsDiagram` and, in
lessons, :class:`Exercise`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.safestring import SafeString, mark_safe

from lessons.markdown import glossary_ids, make_markdown
from lessons.tracks import REFERENCE_PAGES, REQUIRED_PAGES, TRACKS

LANGUAGES = ("de", "nl", "en")

_LESSON_FILE = re.compile(r"^(\d{2})-([a-z0-9-]+)\.md$")
_HEADING = re.compile(
    r"^##\s+(?P<title>.*?)\s*(?:\{#(?P<id>[^}\s]*)(?P<flags>(?:\s+\.[a-z-]+)*)\s*\})?\s*$"
)
#: Step markers written after the id, ``{#cutting .intro}``: a pure introduction (a step
#: that teaches no rule a drill can check, so it needs no exercise).
STEP_FLAGS = ("intro",)
_STEP_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_KEY_VALUE = re.compile(r"^(?P<key>[a-z_]+)\s*:\s?(?P<value>.*)$")
_ANSWER_NAME = re.compile(r"(?:^|\s)([a-z_]+)=")


_CONTENT = Path(__file__).resolve().parent / "content"


def default_root() -> Path:
    """Where the content lives; tests may set ``settings.LESSONS_CONTENT_DIR``."""
    configured = getattr(settings, "LESSONS_CONTENT_DIR", None)
    return Path(configured) if configured else _CONTENT


@dataclass(frozen=True)
class Problem:
    """One content mistake, with the file and line it was found at."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return (
            f"{self.path}:{self.line}: {self.message}"
            if self.line
            else f"{self.path}: {self.message}"
        )


@dataclass(frozen=True)
class Prose:
    """Markdown prose, rendered to safe HTML."""

    block_type: ClassVar[str] = "prose"
    html: SafeString
    glossary_ids: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True)
class CardsDiagram:
    """One or two hands shown side by side, each with a caption.

    ``hands`` hold canonical notation (``"AS KS TH"``) when they parse, the text as
    written otherwise (the content check reports it).
    """

    block_type: ClassVar[str] = "cards"
    captions: tuple[str, ...]
    hands: tuple[str, ...]
    line: int = 0

    @property
    def panels(self) -> list[tuple[str, str]]:
        """(caption, cards) pairs, for templates."""
        return list(zip(self.captions, self.hands, strict=False))


@dataclass(frozen=True)
class Exercise:
    """A drill question in a lesson: fixed parameters or a seed and a level.

    ``fields`` are every ``key: value`` line except ``prompt``, in file order: the part
    that must be identical in every language.
    """

    block_type: ClassVar[str] = "exercise"
    kind: str
    params: tuple[tuple[str, str], ...]
    answer: tuple[tuple[str, str], ...] | None
    prompt: str
    seed: int | None
    level: int | None
    fields: tuple[tuple[str, str], ...]
    line: int = 0

    @property
    def is_seeded(self) -> bool:
        return self.seed is not None

    @property
    def params_dict(self) -> dict[str, str]:
        return dict(self.params)

    @property
    def answer_dict(self) -> dict[str, str]:
        return dict(self.answer or ())


Block = Prose | CardsDiagram | Exercise


@dataclass(frozen=True)
class Step:
    """A ``## Title {#id}`` section: a lesson step or a reference section."""

    id: str
    title: str
    blocks: tuple[Block, ...]
    line: int = 0
    intro: bool = False

    @property
    def exercise(self) -> Exercise | None:
        for block in self.blocks:
            if isinstance(block, Exercise):
                return block
        return None


@dataclass(frozen=True)
class Lesson:
    number: int
    slug: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    path: str = ""
    teaches: tuple[str, ...] = ()

    def step(self, step_id: str) -> Step | None:
        return next((s for s in self.steps if s.id == step_id), None)

    def index(self, step_id: str) -> int:
        return next(i for i, s in enumerate(self.steps) if s.id == step_id)


@dataclass(frozen=True)
class Reference:
    """The glossary, the rules or the summary of one language."""

    title: str
    sections: tuple[Step, ...]
    path: str = ""


@dataclass(frozen=True)
class Library:
    """Everything one track offers in one language, and what is wrong with it."""

    track: str
    lang: str
    lessons: tuple[Lesson, ...]
    references: dict[str, Reference] = field(hash=False)
    problems: tuple[Problem, ...] = ()

    def lesson(self, slug: str) -> Lesson | None:
        return next((lesson for lesson in self.lessons if lesson.slug == slug), None)

    @property
    def glossary(self) -> Reference | None:
        return self.references.get("glossary")


# --- parsing -------------------------------------------------------------------------------


class _Parser:
    """Turns one file's text into front matter and sections, collecting problems."""

    def __init__(
        self,
        path: str,
        render: Callable[[str], str],
        allow_exercises: bool,
        cards: Callable[[str], str],
    ) -> None:
        self.path = path
        self.render = render
        self.cards = cards
        self.allow_exercises = allow_exercises
        self.problems: list[Problem] = []

    def problem(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message))

    def parse(self, text: str) -> tuple[dict[str, str], list[Step]]:
        lines = text.splitlines()
        front, start = self._front_matter(lines)
        sections: list[Step] = []
        heading: tuple[int, str, str, tuple[str, ...]] | None = None
        body: list[tuple[int, str]] = []
        for number, line in enumerate(lines[start:], start=start + 1):
            if line.startswith("## "):
                if heading:
                    sections.append(self._section(heading, body))
                heading, body = self._heading(number, line), []
            elif heading is None:
                if line.strip():
                    self.problem(number, "text before the first '## Title {#id}' heading")
                    heading, body = (number, "", "", ()), [(number, line)]
            else:
                body.append((number, line))
        if heading:
            sections.append(self._section(heading, body))
        seen: set[str] = set()
        for section in sections:
            if section.id in seen:
                self.problem(section.line, f"section id {section.id!r} is used twice")
            seen.add(section.id)
        return front, [s for s in sections if s.id]

    def _front_matter(self, lines: list[str]) -> tuple[dict[str, str], int]:
        if not lines or lines[0].strip() != "---":
            self.problem(1, "the file must start with front matter ('---')")
            return {}, 0
        front: dict[str, str] = {}
        for index in range(1, len(lines)):
            line = lines[index]
            if line.strip() == "---":
                return front, index + 1
            match = _KEY_VALUE.match(line)
            if match:
                front[match["key"]] = match["value"].strip()
            elif line.strip():
                self.problem(index + 1, f"front matter line is not 'key: value': {line!r}")
        self.problem(1, "the front matter is not closed with '---'")
        return front, len(lines)

    def _heading(self, number: int, line: str) -> tuple[int, str, str, tuple[str, ...]]:
        match = _HEADING.match(line)
        title, step_id = (match["title"], match["id"]) if match else (line[3:], None)
        if not step_id or not _STEP_ID.match(step_id):
            self.problem(number, f"heading needs an id like '{{#my-step}}': {line!r}")
            step_id = ""
        flags = tuple(f.lstrip(".") for f in (match["flags"] or "").split()) if match else ()
        for flag in flags:
            if flag not in STEP_FLAGS:
                self.problem(number, f"unknown step marker '.{flag}' (known: .intro)")
        return number, title.strip(), step_id, flags

    def _section(
        self, heading: tuple[int, str, str, tuple[str, ...]], body: list[tuple[int, str]]
    ) -> Step:
        number, title, step_id, flags = heading
        blocks: list[Block] = []
        prose: list[tuple[int, str]] = []

        def flush() -> None:
            text = "\n".join(line for _, line in prose).strip()
            if text:
                blocks.append(
                    Prose(
                        html=mark_safe(self.render(text)),  # noqa: S308 - escape=True Markdown
                        glossary_ids=tuple(glossary_ids(text)),
                        line=prose[0][0],
                    )
                )
            prose.clear()

        index = 0
        while index < len(body):
            line_no, line = body[index]
            fence = line.strip()
            if fence.startswith(":::") and fence != ":::":
                end = index + 1
                while end < len(body) and body[end][1].strip() != ":::":
                    end += 1
                if end == len(body):
                    self.problem(line_no, f"{fence!r} is not closed with ':::'")
                inner = [(n, text) for n, text in body[index + 1 : end] if text.strip()]
                flush()
                block = self._fenced(line_no, fence[3:].strip(), inner)
                if block is not None:
                    blocks.append(block)
                index = end + 1
                continue
            prose.append((line_no, line))
            index += 1
        flush()

        exercises = [i for i, b in enumerate(blocks) if isinstance(b, Exercise)]
        if len(exercises) > 1:
            self.problem(number, f"step {step_id!r} has more than one exercise")
        if exercises and exercises[-1] != len(blocks) - 1:
            self.problem(number, f"the exercise of step {step_id!r} must come at its end")
        return Step(
            id=step_id, title=title, blocks=tuple(blocks), line=number, intro="intro" in flags
        )

    def _fenced(self, line_no: int, opening: str, inner: list[tuple[int, str]]) -> Block | None:
        name, _, rest = opening.partition(" ")
        if name == "cards":
            return self._cards(line_no, rest.strip(), inner)
        if name == "exercise":
            if not self.allow_exercises:
                self.problem(line_no, "exercises belong in lessons, not in reference pages")
                return None
            return self._exercise(line_no, inner)
        self.problem(line_no, f"unknown block ':::{name}' (use ':::cards' or ':::exercise')")
        return None

    def _cards(self, line_no: int, caption: str, inner: list[tuple[int, str]]) -> CardsDiagram:
        captions = tuple(c.strip() for c in caption.split("|")) if caption else ("",)
        hands: list[str] = []
        for number, text in inner:
            try:
                hands.append(self.cards(text.strip()))
            except ValueError as error:  # the engines' notation errors are ValueErrors
                self.problem(number, f"card diagram does not parse: {error}")
                hands.append(text.strip())
        if not inner:
            self.problem(line_no, "card diagram without cards")
        if len(captions) != len(hands):
            self.problem(
                line_no,
                f"card diagram has {len(captions)} caption(s) for {len(hands)} line(s) of cards",
            )
        return CardsDiagram(captions=captions, hands=tuple(hands), line=line_no)

    def _exercise(self, line_no: int, inner: list[tuple[int, str]]) -> Exercise:
        items: list[list[str]] = []
        for number, text in inner:
            match = _KEY_VALUE.match(text.strip())
            if match:
                items.append([match["key"], match["value"].strip()])
            elif items and items[-1][0] == "prompt":
                items[-1][1] = f"{items[-1][1]} {text.strip()}"
            else:
                self.problem(number, f"exercise line is not 'key: value': {text.strip()!r}")
        keys = [key for key, _ in items]
        for key in {k for k in keys if keys.count(k) > 1}:
            self.problem(line_no, f"exercise key {key!r} is given twice")
        values = dict(items)
        kind = values.get("kind", "")
        if not kind:
            self.problem(line_no, "exercise without 'kind:'")
        seed = self._number(line_no, values, "seed")
        level = self._number(line_no, values, "level")
        if (seed is None) != (level is None):
            self.problem(line_no, "a seeded exercise needs both 'seed:' and 'level:'")
        answer: tuple[tuple[str, str], ...] | None = None
        if "answer" in values:
            answer = parse_answer(values["answer"])
            if seed is not None:
                self.problem(line_no, "a seeded exercise has no 'answer:' (the engine makes one)")
        elif seed is None:
            self.problem(line_no, "an exercise with fixed parameters needs 'answer:'")
        special = {"kind", "answer", "prompt", "seed", "level"}
        return Exercise(
            kind=kind,
            params=tuple((k, v) for k, v in items if k not in special),
            answer=answer,
            prompt=values.get("prompt", ""),
            seed=seed,
            level=level,
            fields=tuple((k, v) for k, v in items if k != "prompt"),
            line=line_no,
        )

    def _number(self, line_no: int, values: dict[str, str], key: str) -> int | None:
        if key not in values:
            return None
        try:
            return int(values[key])
        except ValueError:
            self.problem(line_no, f"exercise {key!r} must be a whole number: {values[key]!r}")
            return None


def parse_answer(text: str) -> tuple[tuple[str, str], ...]:
    """``length=5 value=48`` → (("length", "5"), ("value", "48")).

    A value runs to the next ``name=``, so it may hold spaces (``ranks=A K score=28``)
    or be empty (``ranks= score=0``).

    >>> parse_answer("ranks=A K score=28 cards=")
    (('ranks', 'A K'), ('score', '28'), ('cards', ''))
    """
    names = list(_ANSWER_NAME.finditer(text))
    pairs = []
    for index, match in enumerate(names):
        end = names[index + 1].start() if index + 1 < len(names) else len(text)
        pairs.append((match.group(1), text[match.end() : end].strip()))
    return tuple(pairs)


def _glossary_terms(path: Path) -> dict[str, str]:
    """The glossary's ``id → term`` before anything is rendered (for bare ``[[id]]``)."""
    if not path.exists():
        return {}
    terms = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = _HEADING.match(line) if line.startswith("## ") else None
        if match and match["id"]:
            terms[match["id"]] = match["title"].strip()
    return terms


def link_text(term: str, lang: str) -> str:
    """How a glossary term reads inside a sentence: German keeps its capital.

    >>> link_text("Elder hand", "en"), link_text("Stich", "de")
    ('elder hand', 'Stich')
    """
    if lang == "de" or len(term) < 2 or not term[1].islower():
        return term
    return term[0].lower() + term[1:]


def load_library(root: Path, track: str, lang: str) -> Library:
    """Parse every content file of one track's language under ``root``."""
    folder = root / track / lang
    where = f"{track}/{lang}"
    problems: list[Problem] = []
    with translation.override(lang):
        glossary_url = reverse("lessons:glossary", kwargs={"track": track})
    terms = {k: link_text(v, lang) for k, v in _glossary_terms(folder / "glossary.md").items()}
    render = make_markdown(glossary_url, terms)
    cards = TRACKS[track].cards

    def parse_file(path: Path, allow_exercises: bool) -> tuple[dict[str, str], list[Step]]:
        parser = _Parser(str(path.relative_to(root)), render, allow_exercises, cards)
        result = parser.parse(path.read_text(encoding="utf-8"))
        problems.extend(parser.problems)
        return result

    lessons = []
    files = sorted(folder.glob("*.md")) if folder.is_dir() else []
    for path in files:
        name_match = _LESSON_FILE.match(path.name)
        if not name_match:
            continue
        rel = str(path.relative_to(root))
        front, steps = parse_file(path, allow_exercises=True)
        lesson = _lesson(rel, name_match, front, steps, problems)
        if lesson is not None:
            lessons.append(lesson)
    lessons.sort(key=lambda lesson: lesson.number)

    references = {}
    for name in REFERENCE_PAGES:
        path = folder / f"{name}.md"
        if not path.exists():
            if name in REQUIRED_PAGES:
                problems.append(Problem(f"{where}/{name}.md", 0, "file is missing"))
            continue
        front, sections = parse_file(path, allow_exercises=False)
        if not front.get("title"):
            problems.append(Problem(f"{where}/{name}.md", 1, "front matter needs 'title:'"))
        references[name] = Reference(front.get("title", ""), tuple(sections), f"{where}/{name}.md")
    return Library(track, lang, tuple(lessons), references, tuple(problems))


def _lesson(
    rel: str,
    name_match: re.Match,
    front: dict[str, str],
    steps: list[Step],
    problems: list[Problem],
) -> Lesson | None:
    for key in ("number", "slug", "title", "summary"):
        if not front.get(key):
            problems.append(Problem(rel, 1, f"front matter needs '{key}:'"))
    try:
        number = int(front.get("number", ""))
    except ValueError:
        problems.append(
            Problem(rel, 1, f"'number:' must be a whole number: {front.get('number')!r}")
        )
        return None
    slug = front.get("slug", "")
    if not 1 <= number <= 99:
        problems.append(Problem(rel, 1, f"'number:' must be 1–99, not {number}"))
    if number != int(name_match.group(1)) or slug != name_match.group(2):
        problems.append(
            Problem(rel, 1, "file name must be NN-slug.md with the front matter's number and slug")
        )
    if not _STEP_ID.match(slug):
        problems.append(Problem(rel, 1, f"slug must be lowercase ascii with hyphens: {slug!r}"))
        return None
    return Lesson(
        number=number,
        slug=slug,
        title=front.get("title", ""),
        summary=front.get("summary", ""),
        steps=tuple(steps),
        path=rel,
        teaches=tuple(front.get("teaches", "").split()),
    )


@functools.lru_cache(maxsize=32)
def _cached_library(root: str, track: str, lang: str) -> Library:
    return load_library(Path(root), track, lang)


def get_library(track: str, lang: str | None = None) -> Library:
    """The content of a track in a language (default: the active one), loaded once per
    process. ``track`` must be one of lessons.tracks.TRACKS."""
    if track not in TRACKS:
        raise KeyError(f"no track {track!r}")
    lang = lang or translation.get_language() or settings.LANGUAGE_CODE
    if lang not in LANGUAGES:
        lang = settings.LANGUAGE_CODE
    return _cached_library(str(default_root()), track, lang)


def clear_cache() -> None:
    """Forget loaded content (tests that write content files call this)."""
    _cached_library.cache_clear()
