"""The content check: are the three languages the same course, and are the answers right?

:func:`check_content` returns a list of problems (empty when all is well); the test
suite and ``manage.py checkcontent`` use it. It checks each track (lessons/tracks.py)
under a root on its own; for a track's content:

* every file parses (front matter, ``## Title {#id}`` steps, ``:::cards`` and
  ``:::exercise`` blocks), every card diagram is valid notation for the track's game;
* the languages have the same lessons (numbers, slugs), the same steps (ids, order),
  the same card diagrams and the same exercises (every key but ``prompt``) in order;
* each lesson has 3–8 steps and at least one exercise;
* every ``[[id]]`` link points at an entry of the track's glossary; the glossary and the
  rules exist, and the reference pages (a summary where the track has one) have the same
  section ids in every language;
* every exercise builds a drill question, and every written ``answer:`` is what the
  engine computes (the engine's answer is reported when it is not);
* teaching by doing: every step ends with an exercise unless it is marked as a pure
  introduction (``## Title {#id .intro}``); no exercise gives its answer away (an expected
  number, in digits or in words, or an expected combination name in the step's prose or
  captions); no exercise asks about a concept that no lesson up to this one ``teaches:``
  (front matter), as far as the drill question names its concepts.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from django.utils import translation

from lessons.content import (
    LANGUAGES,
    CardsDiagram,
    Exercise,
    Library,
    Step,
    load_library,
)
from lessons.flow import own_hand
from lessons.tracks import REFERENCE_PAGES, REQUIRED_PAGES, TRACKS
from tutor import labels
from tutor.drills import DrillError, Question, check

MIN_STEPS, MAX_STEPS = 3, 8
RESERVED_SLUGS = {"rules", "glossary", "summary"}


def check_content(root: Path) -> list[str]:
    """Every problem found in the content of every track under ``root``, as readable lines."""
    return [problem for track in TRACKS for problem in check_track(root, track)]


def check_track(root: Path, track: str) -> list[str]:
    """Every problem in one track's content: parity across the languages, glossary links
    within the track, and the answers of its exercises."""
    libraries = {lang: load_library(root, track, lang) for lang in LANGUAGES}
    problems = [str(p) for lib in libraries.values() for p in lib.problems]
    reference = libraries["en"]
    for lang, library in libraries.items():
        problems += _check_shape(library)
        problems += _check_glossary_links(library)
        problems += _check_give_aways(library)
        if lang != reference.lang:
            problems += _check_parity(reference, library)
    problems += _check_answers(reference)
    problems += _check_taught_first(reference)
    return problems


def _folder(library: Library) -> str:
    return f"{library.track}/{library.lang}/"


def _check_shape(library: Library) -> list[str]:
    problems = []
    if not library.lessons:
        problems.append(f"{_folder(library)}: no lessons")
    numbers = [lesson.number for lesson in library.lessons]
    for number in sorted({n for n in numbers if numbers.count(n) > 1}):
        problems.append(f"{_folder(library)}: lesson number {number} is used twice")
    for lesson in library.lessons:
        if lesson.slug in RESERVED_SLUGS:
            problems.append(f"{lesson.path}: slug {lesson.slug!r} is reserved for a reference page")
        if not MIN_STEPS <= len(lesson.steps) <= MAX_STEPS:
            problems.append(
                f"{lesson.path}: {len(lesson.steps)} steps (a lesson has {MIN_STEPS}–{MAX_STEPS})"
            )
        if not any(step.exercise for step in lesson.steps):
            problems.append(f"{lesson.path}: no exercise (a lesson needs at least one)")
        for step in lesson.steps:
            if step.intro and step.exercise:
                problems.append(
                    f"{lesson.path}:{step.line}: step {step.id!r} is marked .intro but has an "
                    "exercise"
                )
            elif not step.intro and not step.exercise:
                problems.append(
                    f"{lesson.path}:{step.line}: step {step.id!r} has no exercise (end it with "
                    "one, or mark a pure introduction '{#" + step.id + " .intro}')"
                )
    return problems


def _glossary_ids(library: Library) -> set[str]:
    glossary = library.glossary
    return {s.id for s in glossary.sections} if glossary else set()


def _check_glossary_links(library: Library) -> list[str]:
    known = _glossary_ids(library)
    documents = [(lesson.path, lesson.steps) for lesson in library.lessons]
    documents += [(page.path, page.sections) for page in library.references.values()]
    problems = []
    for path, steps in documents:
        for step in steps:
            for block in step.blocks:
                for term in getattr(block, "glossary_ids", ()):
                    if term not in known:
                        problems.append(
                            f"{path}:{block.line}: [[{term}]] is not in "
                            f"{_folder(library)}glossary.md"
                        )
    return problems


def _diagrams(step: Step) -> list[tuple[int, tuple[str, ...]]]:
    return [(len(b.captions), b.hands) for b in step.blocks if isinstance(b, CardsDiagram)]


def _exercises(step: Step) -> list[tuple[tuple[str, str], ...]]:
    return [b.fields for b in step.blocks if isinstance(b, Exercise)]


def _check_steps(
    where: str, ours: tuple[Step, ...], theirs: tuple[Step, ...], lang: str
) -> list[str]:
    """Same ids in the same order, same diagrams and exercises in each."""
    problems = []
    our_ids, their_ids = [s.id for s in ours], [s.id for s in theirs]
    if our_ids != their_ids:
        problems.append(f"{where}: the ids differ from en: {their_ids} instead of {our_ids}")
    their_by_id = {s.id: s for s in theirs}
    for step in ours:
        other = their_by_id.get(step.id)
        if other is None:
            continue
        if _diagrams(step) != _diagrams(other):
            problems.append(
                f"{where}#{step.id}: card diagrams differ from en: "
                f"{[h for _, h in _diagrams(other)]} instead of {[h for _, h in _diagrams(step)]}"
            )
        if step.intro != other.intro:
            problems.append(f"{where}#{step.id}: the .intro marker differs from en")
        if _exercises(step) != _exercises(other):
            problems.append(
                f"{where}#{step.id}: the exercise differs from en (every key but prompt must be "
                f"identical): {_exercises(other)} instead of {_exercises(step)}"
            )
    return problems


def _check_parity(reference: Library, library: Library) -> list[str]:
    folder, en = _folder(library), _folder(reference)
    problems = []
    ours = [(lesson.number, lesson.slug) for lesson in reference.lessons]
    theirs = [(lesson.number, lesson.slug) for lesson in library.lessons]
    for number, slug in ours:
        if (number, slug) not in theirs:
            problems.append(f"{folder}: lesson {number:02d}-{slug} is missing (it is in {en})")
    for number, slug in theirs:
        if (number, slug) not in ours:
            problems.append(f"{folder}: lesson {number:02d}-{slug} is not in {en}")
    for lesson in reference.lessons:
        other = library.lesson(lesson.slug)
        if other is not None and other.number == lesson.number:
            if other.teaches != lesson.teaches:
                problems.append(
                    f"{other.path}: 'teaches:' differs from en: {list(other.teaches)} instead "
                    f"of {list(lesson.teaches)}"
                )
            problems += _check_steps(other.path, lesson.steps, other.steps, library.lang)
    for name in REFERENCE_PAGES:
        page, other_page = reference.references.get(name), library.references.get(name)
        if page is not None and other_page is not None:
            problems += _check_steps(
                other_page.path, page.sections, other_page.sections, library.lang
            )
        elif name in REQUIRED_PAGES:
            continue  # the loader reports a missing glossary or rules page
        elif page is not None:
            problems.append(f"{folder}{name}.md: file is missing (it is in {en})")
        elif other_page is not None:
            problems.append(f"{folder}{name}.md: the page is not in {en}")
    return problems


def _check_answers(library: Library) -> list[str]:
    """Build every exercise's question; compare each written answer with the engine's."""
    problems = []
    for lesson in library.lessons:
        for step in lesson.steps:
            exercise = step.exercise
            if exercise is None or not exercise.kind:
                continue
            where = f"{lesson.path}:{exercise.line} (step {step.id})"
            problems += [f"{where}: {p}" for p in exercise_problems(exercise)]
    return problems


def exercise_problems(exercise: Exercise) -> list[str]:
    """What is wrong with one exercise: a question that cannot be built, or an answer
    that is not the engine's."""
    try:
        question = own_hand(exercise)
    except DrillError as error:
        return [f"the engine cannot build this {exercise.kind!r} exercise: {error.code}: {error}"]
    if exercise.is_seeded or exercise.answer is None:  # a seeded one has none of its own
        return []
    written = exercise.answer_dict
    names = [f.name for f in question.fields]
    expected = " ".join(f"{name}={question.expected.get(name, '')}" for name in names)
    problems = []
    unknown = [name for name in written if name not in names]
    if unknown:
        problems.append(
            f"answer names {unknown} are not fields of this question; its fields are {names}"
        )
    missing = [f.name for f in question.fields if f.name not in written and f.required]
    if missing:
        problems.append(f"answer lacks {missing}; the engine's answer is: {expected}")
        return problems
    try:
        verdict = check(question, written)
    except DrillError as error:
        return [*problems, f"answer does not read: {error}; the engine's answer is: {expected}"]
    if not verdict.correct:
        wrong = [name for name, ok in verdict.fields.items() if not ok]
        problems.append(
            f"answer is wrong in {wrong}: written {exercise.answer_dict}, "
            f"the engine's answer is: {expected}"
        )
    return problems


# --- teaching by doing: no give-aways, nothing asked before it is taught ------------------

#: Number words the give-away check looks for. Seven to ten are also card names
#: ("the ten of hearts"), so only their digits count.
_ONES = {
    "en": "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn "
    "vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
    "nl": "nul een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien "
    "vijftien zestien zeventien achttien negentien",
}
_TENS = {
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
    "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    "nl": "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
}
_CARD_NUMBERS = range(7, 11)
#: The fields whose expected value is a combination name the prose must not give away.
_WORD_FIELDS = {
    ("sequence", "name"),
    ("announce", "sequence"),
    ("announce", "sets"),
}


def number_words(number: int, lang: str) -> list[str]:
    """How ``number`` (0–100) is written out in ``lang``; a card's number gives none.

    >>> number_words(95, "en"), number_words(95, "de"), number_words(23, "nl")
    (['ninety-five', 'ninety five'], ['fünfundneunzig'], ['drieëntwintig'])
    """
    if number in _CARD_NUMBERS or not 0 <= number <= 100:
        return []
    ones, tens = _ONES[lang].split(), _TENS[lang].split()
    if number == 100:
        return {"en": ["a hundred", "one hundred"], "de": ["hundert", "einhundert"]}.get(
            lang, ["honderd"]
        )
    if number < 20:
        return [ones[number]]
    ten, one = tens[number // 10 - 2], number % 10
    if one == 0:
        return [ten]
    if lang == "en":
        return [f"{ten}-{ones[one]}", f"{ten} {ones[one]}"]
    if lang == "de":
        return [f"{'ein' if one == 1 else ones[one]}und{ten}"]
    unit = ones[one]
    return [f"{unit}{'ën' if unit.endswith('e') else 'en'}{ten}"]


def _mentions(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text) is not None


def step_text(step: Step) -> str:
    """What a learner reads in a step before its exercise: prose and captions, lower case."""
    parts: list[str] = []
    for block in step.blocks:
        if isinstance(block, CardsDiagram):
            parts += block.captions
        elif not isinstance(block, Exercise):
            parts.append(html.unescape(re.sub(r"<[^>]+>", " ", block.html)))
    return " ".join(" ".join(parts).split()).lower()


def _question(exercise: Exercise) -> Question | None:
    try:
        return own_hand(exercise)
    except DrillError:
        return None  # _check_answers reports it


def give_aways(question: Question, text: str, lang: str) -> list[str]:
    """The expected answers that ``text`` (lower case) already states.

    A number counts in digits from 2 on and in words from 5 on (below that, words count the
    cards of every example: "a", "two kings", "three aces", "four tens"), unless the
    question itself gives it (a bid, a score before the hand). A combination name counts
    when the text names it and none of the field's other choices: a list of every choice
    gives nothing away.
    """
    found = []
    given = " ".join(str(v) for v in question.params.values())
    data = {abs(int(n)) for n in re.findall(r"(?<!\w)-?\d+(?!\w)", given)}
    for item in question.fields:
        value = question.expected.get(item.name, "")
        if (
            item.type == "int"
            and value.lstrip("-").isdigit()
            and abs(int(value)) >= 2
            and abs(int(value)) not in data
        ):
            number = abs(int(value))
            words = number_words(number, lang) if number >= 5 else []
            spelled = [w for w in words if _mentions(text, w)]
            if _mentions(text, str(number)) or spelled:
                found.append(f"{item.name}={value}")
        elif (question.kind, item.name) in _WORD_FIELDS and value and value != "none":
            with translation.override(lang):
                names = {
                    option: labels.option_label(item.name, option, question.kind).lower()
                    for option in item.options
                    if option != "none"
                }
            others = [name for option, name in names.items() if option != value]
            if _mentions(text, names[value]) and not any(_mentions(text, o) for o in others):
                found.append(f"{item.name}={value} ({names[value]!r})")
    return found


def _check_give_aways(library: Library) -> list[str]:
    problems = []
    for lesson in library.lessons:
        for step in lesson.steps:
            exercise = step.exercise
            question = _question(exercise) if exercise and exercise.kind else None
            if exercise is None or question is None:
                continue
            found = give_aways(question, step_text(step), library.lang)
            if found:
                problems.append(
                    f"{lesson.path}:{exercise.line} (step {step.id}): the step's text gives the "
                    f"answer away: {', '.join(found)}"
                )
    return problems


def _check_taught_first(library: Library) -> list[str]:
    """Each exercise asks only about concepts taught in its lesson or an earlier one."""
    problems, taught = [], set()
    for lesson in library.lessons:
        unknown = [c for c in lesson.teaches if c not in labels.CONCEPTS]
        if unknown:
            problems.append(f"{lesson.path}: 'teaches:' names unknown concepts {unknown}")
        taught |= set(lesson.teaches)
        for step in lesson.steps:
            exercise = step.exercise
            question = _question(exercise) if exercise and exercise.kind else None
            if exercise is None or question is None:
                continue
            later = [c for c in question.concepts if c not in taught]
            if later:
                problems.append(
                    f"{lesson.path}:{exercise.line} (step {step.id}): the exercise asks about "
                    f"{later}, which no lesson up to this one teaches"
                )
    return problems
