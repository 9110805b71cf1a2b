"""Progress: kept per session for visitors, per account once they sign in; stars."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from lessons.content import get_library
from lessons.models import LessonProgress
from lessons.progress import lesson_state, track_state

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixture_content")]

RIGHT = {"length": "5", "value": "47"}
WRONG = {"length": "5", "value": "48"}


def row(step: str, done: bool = True, first: bool = True, tries: int = 1) -> LessonProgress:
    from django.utils import timezone

    return LessonProgress(
        track="piquet",
        lesson="first",
        step=step,
        completed_at=timezone.now() if done else None,
        first_try_correct=first,
        tries=tries,
    )


def lesson():
    return get_library("piquet", "en").lesson("first")


def test_it_gives_no_stars_to_a_lesson_not_completed() -> None:
    state = lesson_state(lesson(), [row("longest"), row("try")])
    assert (state.state, state.stars, state.continue_step) == ("in_progress", 0, "reply")
    assert (state.done_steps, state.total_steps) == (2, 4)


def test_it_says_not_started_without_rows() -> None:
    state = lesson_state(lesson(), [])
    assert (state.state, state.stars, state.continue_step) == ("not_started", 0, "longest")


@pytest.mark.parametrize(
    "first_tries, stars",
    [
        ((True, True, True), 3),  # every exercise right at the first try
        ((True, True, False), 2),  # two of three: at least half
        ((True, False, False), 1),  # one of three: less than half
        ((False, False, False), 1),  # completed all the same
    ],
)
def test_it_gives_stars_for_exercises_right_at_the_first_try(first_tries, stars: int) -> None:
    rows = [row("longest", first=False)]
    rows += [
        row(step, first=ok) for step, ok in zip(("try", "reply", "fresh"), first_tries, strict=True)
    ]
    state = lesson_state(lesson(), rows)
    assert (state.state, state.stars) == ("done", stars)


def test_it_keeps_a_visitors_progress_in_the_session(client: Client) -> None:
    client.get("/en/learn/piquet/first/longest/")
    client.post("/en/learn/piquet/first/try/", WRONG)
    client.post("/en/learn/piquet/first/try/", RIGHT)
    rows = {r.step: r for r in LessonProgress.objects.all()}
    assert set(rows) == {"longest", "try"}
    assert all(r.user is None and r.anon_id for r in rows.values())
    assert rows["longest"].completed_at is not None
    assert (rows["try"].tries, rows["try"].first_try_correct) == (2, False)
    assert rows["try"].completed_at is not None
    html = client.get("/en/learn/piquet/").content.decode()
    assert "In progress" in html and "2 of 4 steps" in html
    assert 'href="/en/learn/piquet/first/reply/"' in html  # Continue: the first unfinished step
    # Another visitor sees none of it.
    assert "In progress" not in Client().get("/en/learn/piquet/").content.decode()


def test_it_records_a_first_try_right_answer(client: Client) -> None:
    client.post("/en/learn/piquet/first/try/", RIGHT, headers={"HX-Request": "true"})
    saved = LessonProgress.objects.get(step="try")
    assert (saved.tries, saved.first_try_correct) == (1, True)


def test_it_moves_a_visitors_progress_into_the_account_at_login(client: Client) -> None:
    user = get_user_model().objects.create_user(
        username="ada", email="ada@example.org", password="a long pass phrase 42"
    )
    client.get("/en/learn/piquet/first/longest/")
    client.post("/en/learn/piquet/first/try/", RIGHT)
    assert client.login(username="ada", password="a long pass phrase 42")
    client.post("/en/accounts/progress/", {"choice": "add"})  # "yes, that was me"
    assert set(LessonProgress.objects.filter(user=user).values_list("step", flat=True)) == {
        "longest",
        "try",
    }
    assert not LessonProgress.objects.filter(user__isnull=True).exists()
    html = client.get("/en/learn/piquet/").content.decode()
    assert "2 of 4 steps" in html


def test_it_merges_a_step_both_have_without_duplicates(client: Client) -> None:
    user = get_user_model().objects.create_user(
        username="bo", email="bo@example.org", password="another pass phrase 7"
    )
    LessonProgress.objects.create(user=user, track="piquet", lesson="first", step="try", tries=2)
    client.post("/en/learn/piquet/first/try/", RIGHT)  # as a visitor, right at once
    client.force_login(user)
    client.post("/en/accounts/progress/", {"choice": "add"})
    merged = LessonProgress.objects.get(user=user, step="try")
    assert merged.tries == 3
    assert merged.completed_at is not None
    assert LessonProgress.objects.count() == 1


def test_it_keeps_a_signed_in_learners_progress_in_the_account(client: Client) -> None:
    user = get_user_model().objects.create_user(
        username="cy", email="cy@example.org", password="yet another phrase 9"
    )
    client.force_login(user)
    client.get("/en/learn/piquet/second/follow/")
    assert LessonProgress.objects.get().user == user
    client.logout()
    assert "In progress" not in client.get("/en/learn/piquet/").content.decode()


def test_it_keeps_the_progress_of_each_game_apart(client: Client) -> None:
    """Both fixture games have a lesson "first" with a step "try": two different steps."""
    client.post("/en/learn/piquet/first/try/", RIGHT)
    client.get("/en/learn/spades/first/trumps/")
    rows = {(r.track, r.lesson, r.step) for r in LessonProgress.objects.all()}
    assert rows == {("piquet", "first", "try"), ("spades", "first", "trumps")}
    spades = client.get("/en/learn/spades/").content.decode()
    assert "1 of 4 steps" in spades and 'href="/en/learn/spades/first/try/"' in spades
    piquet = client.get("/en/learn/piquet/").content.decode()
    assert "1 of 4 steps" in piquet and 'href="/en/learn/piquet/first/longest/"' in piquet


def test_it_moves_each_games_progress_into_the_account(client: Client) -> None:
    user = get_user_model().objects.create_user(
        username="di", email="di@example.org", password="a pass phrase for di 3"
    )
    LessonProgress.objects.create(user=user, track="piquet", lesson="first", step="longest")
    client.get("/en/learn/spades/first/trumps/")
    client.get("/en/learn/piquet/first/longest/")
    client.force_login(user)
    client.post("/en/accounts/progress/", {"choice": "add"})
    rows = sorted(LessonProgress.objects.filter(user=user).values_list("track", "step"))
    assert rows == [("piquet", "longest"), ("spades", "trumps")]
    assert LessonProgress.objects.count() == 2


def test_it_continues_a_game_at_its_first_lesson_not_done(client: Client) -> None:
    """The list's and the home page's "continue" link: lesson 1 is done, so lesson 2."""
    before = track_state(get_library("piquet", "en"), [])
    assert (before.started, before.next_lesson.slug, before.next_step) == (
        False,
        "first",
        "longest",
    )
    rows = [row(step) for step in ("longest", "try", "reply", "fresh")]
    after = track_state(get_library("piquet", "en"), rows)
    assert (after.started, after.next_lesson.slug, after.next_step) == (True, "second", "follow")
    assert after.done == 1
    html = client.get("/en/learn/piquet/").content.decode()
    assert "Start learning Piquet" in html and 'href="/en/learn/piquet/first/longest/"' in html


def test_it_keeps_the_sign_in_handler_alive_after_garbage_collection(client: Client) -> None:
    """A handler only weakly referenced by the signal vanished when DEBUG was off."""
    import gc

    gc.collect()
    user = get_user_model().objects.create_user(
        username="grace", email="grace@example.org", password="a long pass phrase 42"
    )
    client.post("/en/learn/piquet/first/try/", RIGHT)
    assert client.login(username="grace", password="a long pass phrase 42")
    client.post("/en/accounts/progress/", {"choice": "add"})
    assert LessonProgress.objects.filter(user=user, step="try").exists()
