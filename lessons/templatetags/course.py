"""A track's lessons on the course pages, joined in Python: ``{% course_map track state %}``
(the lessons as a path, lessons/flow.py) and ``{% lesson_cards track state heading %}``
(a card per lesson with its state, steps done, stars and a button).

Both show every lesson of a track (26 of Piquet's) with a few links and texts each: as
template loops they took most of the lesson pages' time, about 300 template nodes and two
``{% url %}`` per lesson. They write what those loops wrote, byte for byte: the whitespace
between tags left out as ``{% spaceless %}`` left it out, the line break the templates
ended with kept (tests/lessons/test_course_tags.py keeps the loops as the reference).
"""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from lessons import flow
from lessons.content import Lesson
from lessons.progress import DONE, IN_PROGRESS, NOT_STARTED, LessonState, TrackState
from lessons.tracks import Track
from tutor.written import number as _number

register = template.Library()


def _text(value: str) -> str:
    return str(conditional_escape(value))


@register.simple_tag
def course_map(track: Track, state: TrackState) -> SafeString:
    """The track's lessons as a path of numbered stops: done, the current one, and the
    later ones, which look locked but open."""
    places = {
        flow.MAP_DONE: _text(_("done")),
        flow.MAP_CURRENT: _text(_("next on your path")),
        flow.MAP_LATER: _text(_("later on the path, open")),
    }
    stops, current = [], ""
    for entry in flow.course_map(state):
        lesson, place = entry.lesson, entry.place
        number, title = _number(lesson.number), _text(lesson.title)
        url = _text(reverse("lessons:lesson", args=[track.id, lesson.slug]))
        mark = "✓" if place == flow.MAP_DONE else number
        said = places.get(place, places[flow.MAP_LATER])
        here = ' aria-current="step"' if place == flow.MAP_CURRENT else ""
        stops.append(
            f'<li class="course-map__stop course-map__stop--{_text(place)}"'
            f' data-place="{_text(place)}"><a href="{url}" title="{number}. {title}"{here}>'
            f'<span class="course-map__number" aria-hidden="true">{mark}</span>'
            f'<span class="visually-hidden">{number}. {title} ({said})</span></a></li>'
        )
        if place == flow.MAP_CURRENT:
            words = _("Next on your path: lesson %(number)s, %(title)s")
            current += (
                f'<p class="course-map__current">{words % {"number": number, "title": title}}</p>'
            )
    note = _("Lessons further on look locked so the path is clear, but you can open any of them.")
    title = _("Course map")  # texts outside f-strings, where makemessages finds them
    return SafeString(
        '<nav class="course-map" aria-labelledby="course-map-title">'
        f'<h2 id="course-map-title">{_text(title)}</h2>'
        f'<p class="course-map__note">{_text(note)}</p>'
        f'<ol class="course-map__path">{"".join(stops)}</ol>{current}</nav>\n'
    )


@register.simple_tag
def lesson_cards(track: Track, state: TrackState, heading: str) -> SafeString:
    """The track's lessons as cards; ``heading``: the cards' heading element, h2 or h3."""
    if not state.items:
        soon = _("The lessons are being written. Please come back soon.")
        return SafeString(f'<ol class="lesson-list"><li>{_text(soon)}</li></ol>\n')
    words = {
        DONE: _text(_("Done")),
        IN_PROGRESS: _text(_("In progress")),
        NOT_STARTED: _text(_("Not started")),
    }
    cards = "".join(
        _card(track, lesson, lesson_state, _text(heading), words)
        for lesson, lesson_state in state.items
    )
    return SafeString(f'<ol class="lesson-list">{cards}</ol>\n')


def _card(
    track: Track, lesson: Lesson, state: LessonState, heading: str, words: dict[str, str]
) -> str:
    card_id = _text(f"{track.id}-{lesson.slug}")
    lesson_url = _text(reverse("lessons:lesson", args=[track.id, lesson.slug]))
    shown = _text(state.state)
    word = words.get(state.state, words[NOT_STARTED])
    steps = ""
    if state.state != NOT_STARTED:
        done = _("%(done)s of %(total)s steps") % {
            "done": _number(state.done_steps),
            "total": _number(state.total_steps),
        }
        steps = f'<span class="steps-done">{done}</span>'
    stars = ngettext("%(stars)s star of 3", "%(stars)s stars of 3", state.stars) % {
        "stars": _number(state.stars)
    }
    drawn = "".join("★" if n <= state.stars else "☆" for n in (1, 2, 3))
    return (
        f'<li class="lesson-card lesson-card--{shown}">'
        f'<{heading} class="lesson-card__title" id="lesson-{card_id}">'
        f'<span class="lesson-card__number">{_number(lesson.number)}.</span>'
        f'<a href="{lesson_url}">{_text(lesson.title)}</a></{heading}>'
        f'<p class="lesson-card__summary">{_text(lesson.summary)}</p>'
        f'<p class="lesson-card__state"><span class="state" data-state="{shown}">{word}</span>'
        f'{steps}<span class="stars" role="img" aria-label="{stars}"'
        f' data-stars="{_number(state.stars)}"><span aria-hidden="true">{drawn}</span></span></p>'
        f"{_buttons(track, lesson, state, card_id)}</li>"
    )


def _buttons(track: Track, lesson: Lesson, state: LessonState, card_id: str) -> str:
    if not state.continue_step:
        return ""
    step_url = _text(reverse("lessons:step", args=[track.id, lesson.slug, state.continue_step]))
    about = f'aria-describedby="lesson-{card_id}"'
    if state.state == IN_PROGRESS:
        open_url = _text(reverse("lessons:complete", args=[track.id, lesson.slug]))
        go_on, still_open = _("Continue"), _("What is still open?")
        return (
            f'<a class="button" href="{step_url}" {about}>{_text(go_on)}</a>'
            f'<a class="lesson-card__open" href="{open_url}" {about}>{_text(still_open)}</a>'
        )
    word = _("Start") if state.state == NOT_STARTED else _("Review")
    return f'<a class="button button--secondary" href="{step_url}" {about}>{_text(word)}</a>'
