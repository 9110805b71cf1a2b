"""``{% course_map track state %}``: a track's lessons as a path (lessons/flow.py), for any
page that has the track and its progress.TrackState."""

from django import template

from lessons import flow
from lessons.progress import TrackState
from lessons.tracks import Track

register = template.Library()


@register.inclusion_tag("lessons/course_map.html")
def course_map(track: Track, state: TrackState) -> dict:
    return {"track": track, "course_map": flow.course_map(state)}
