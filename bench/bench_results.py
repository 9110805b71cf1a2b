"""The teacher's results page and CSV with 200 pupils against the same with 30 (issue 17).

Builds, in a scratch database, a class of N pupils who each submitted a quiz of 20
questions (half of them wrong, in a few different wrong ways), then times the results
page and the question CSV in process for N = 30 and N = 200, both in each of 7 rounds.
Target: the 200-pupil page and CSV at most 4× the 30-pupil ones (the median of the rounds'
ratios). Exits 1 if missed. The page lists the pupils a page at a time
(``results_views.RESULTS_PER_PAGE``) but works out the whole class for its figures (how
many submitted, each question's answers): its first page is timed.

The scratch database is SQLite, or with ``DATABASE_URL`` set to PostgreSQL a database made
on that server for the run and dropped after it.

    .venv/bin/python bench/bench_results.py
"""

from __future__ import annotations

import os
import secrets
import statistics
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.scratch import scratch_database  # noqa: E402

QUESTIONS = 20
TARGET = 4.0
ROUNDS = 7


def build(pupils: int):
    """A teacher, a class of ``pupils``, an assignment of 20 point questions, answered."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from tutor.classes.models import (
        Answer,
        Assignment,
        Attempt,
        Classroom,
        Membership,
        Quiz,
        QuizItem,
    )
    from tutor.drills import generate

    users = get_user_model()
    tag = secrets.token_hex(4)
    teacher = users.objects.create_user(f"teacher-{tag}", password=None)
    classroom = Classroom.objects.create(name=f"class {tag}", teacher=teacher)
    quiz = Quiz.objects.create(owner=teacher, title="Points")
    items = [
        QuizItem.objects.create(quiz=quiz, position=n + 1, kind="point", level=1, seed=1000 + n)
        for n in range(QUESTIONS)
    ]
    expected = {item.pk: generate("point", item.seed, 1).expected for item in items}
    now = timezone.now()
    assignment = Assignment.objects.create(
        quiz=quiz, classroom=classroom, opens_at=now - timedelta(days=1), due_at=now
    )
    learners = users.objects.bulk_create(
        [users(username=f"pupil-{tag}-{n}", display_name=f"Pupil {n}") for n in range(pupils)]
    )
    Membership.objects.bulk_create([Membership(classroom=classroom, pupil=p) for p in learners])
    attempts = Attempt.objects.bulk_create(
        [
            Attempt(assignment=assignment, pupil=p, number=1, started_at=now, submitted_at=now)
            for p in learners
        ]
    )
    answers = []
    for n, attempt in enumerate(attempts):
        for k, item in enumerate(items):
            right = expected[item.pk]
            wrong = (n + k) % 2 == 1
            length = int(right["length"]) + (1 + n % 3 if wrong else 0)
            given = {"length": str(length), "value": right["value"]}
            answers.append(Answer(attempt=attempt, item=item, given=given, correct=not wrong))
    Answer.objects.bulk_create(answers)
    return teacher, assignment


def timed(client, url: str) -> float:
    """One GET of ``url``, in milliseconds."""
    start = time.perf_counter()
    response = client.get(url)
    elapsed = time.perf_counter() - start
    assert response.status_code == 200, (url, response.status_code)
    return elapsed * 1000


def main() -> int:
    with scratch_database("results") as database:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="tutor.settings",
            DATABASE_URL=database,
            DJANGO_DEBUG="0",
            DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
            ALLOWED_HOSTS="testserver",
            DJANGO_SECURE_SSL_REDIRECT="0",
        )
        from django.core.management import call_command
        from django.test import Client
        from django.test.utils import setup_test_environment
        from django.urls import reverse

        # Set up as a worker of the site is (Django's set-up, then what it loaded set aside
        # from the garbage collector: tutor/wsgi.py), so that a collection during a page
        # looks at what came later, as it does when the site serves it.
        import tutor.wsgi  # noqa: F401

        setup_test_environment()
        call_command("migrate", verbosity=0)
        pages = {}
        for pupils in (30, 200):
            teacher, assignment = build(pupils)
            client = Client()
            client.force_login(teacher)
            page = reverse("classes:assignment_results", args=[assignment.public_id])
            csv = reverse("classes:assignment_csv", args=[assignment.public_id, "questions"])
            pages[pupils] = (client, page, csv)
        # Rounds: each round times both classes one after the other, so that a drift in
        # the machine's speed falls on both; a ratio is the median of the rounds' ratios.
        times: dict[tuple[int, int], list[float]] = {}
        for _ in range(ROUNDS):
            for pupils, (client, *urls) in pages.items():
                for index, url in enumerate(urls):
                    timed(client, url)  # warm
                    times.setdefault((pupils, index), []).append(timed(client, url))
    missed = False
    vendor = "postgresql" if database.startswith("postgres") else "sqlite"
    print(f"results of {QUESTIONS} questions, {vendor}, in process, {ROUNDS} rounds (medians):")
    for name, index in (("results page", 0), ("question CSV", 1)):
        small, large = times[(30, index)], times[(200, index)]
        ratio = statistics.median(b / a for a, b in zip(small, large, strict=True))
        ok = ratio <= TARGET
        missed |= not ok
        print(
            f"  {name:14} 30 pupils {statistics.median(small):7.1f} ms"
            f"  200 pupils {statistics.median(large):7.1f} ms"
            f"  {ratio:.1f}× (target ≤ {TARGET:g}×) {'met' if ok else 'MISSED'}"
        )
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
