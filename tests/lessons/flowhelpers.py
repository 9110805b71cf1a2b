"""Walking a fixture lesson through its pages, as a learner would (for the flow tests)."""

from django.test import Client

from lessons.content import Exercise, get_library
from tutor.drills import Question, generate, make

HTMX = {"HX-Request": "true"}
OTHER = {"good": "not_good", "not_good": "good", "elder": "younger", "younger": "elder"}


def question_of(exercise: Exercise) -> Question:
    if exercise.is_seeded:
        return generate(exercise.kind, exercise.seed, exercise.level)
    return make(exercise.kind, exercise.params_dict)


def post_answer(client: Client, url: str, question: Question, answer: dict[str, str]) -> str:
    """Answer the question part by part (a dialogue posts one call at a time); the last
    response's HTML."""
    given: dict[str, str] = {} if question.seed is None else {"seed": str(question.seed)}
    html = ""
    for part, step in enumerate(question.steps):
        given.update({f.name: answer[f.name] for f in step.fields})
        response = client.post(url, {"drill_step": str(part), **given}, headers=HTMX)
        assert response.status_code == 200, response.content.decode()[:500]
        html = response.content.decode()
        if "verdict--wrong" in html:
            break
    return html


def wrong(answer: dict[str, str]) -> dict[str, str]:
    """The same answer with its first field wrong."""
    name, value = next(iter(answer.items()))
    return {**answer, name: str(int(value) + 1) if value.isdigit() else OTHER[value]}


def walk(
    client: Client,
    track: str,
    slug: str,
    *,
    wrong_first: frozenset[str] = frozenset(),
    skip: frozenset[str] = frozenset(),
    lang: str = "en",
) -> None:
    """Visit every step of a lesson and answer its exercise right (after one wrong try on
    the steps in ``wrong_first``; only wrongly on the steps in ``skip``)."""
    lesson = get_library(track, lang).lesson(slug)
    for step in lesson.steps:
        url = f"/{lang}/learn/{track}/{slug}/{step.id}/"
        assert client.get(url).status_code == 200
        if step.exercise is None:
            continue
        question = question_of(step.exercise)
        right = dict(question.expected)
        if step.id in wrong_first | skip:
            post_answer(client, url, question, wrong(right))
        if step.id not in skip:
            assert "verdict--right" in post_answer(client, url, question, right)
