"""A class from start to finish, in German, as a teacher and a pupil would do it.

The teacher signs up, creates a class, builds a quiz of two exchange questions and
assigns it; a pupil signs up, joins with the code, answers one question right and one
wrong, and submits; the teacher sees the scores and the per-question table and
downloads the CSV. axe checks every page on the way.

Selectors use form field names and URLs, not wording, so the test holds in any language.
The right answers are worked out here from the rules (Cavendish, Laws 21–36): when elder
has exchanged n cards, younger may exchange all that remain of the talon, 8 − n, and
elder may look at the 5 − n of his five he left.
"""

from __future__ import annotations

import csv
import io
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.core import mail
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.django_db(transaction=True)

PASSWORD = "Kartenspiel-1882"


def _sign_up(page: Page, base: str, email: str, axe_check) -> None:
    page.goto(f"{base}/de/accounts/signup/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    axe_check(page)
    page.fill("input[name=email]", email)
    page.fill("input[name=password1]", PASSWORD)
    page.fill("input[name=password2]", PASSWORD)
    page.locator("form:has(input[name=password2]) [type=submit]").click()
    page.wait_for_url(lambda url: "/signup/" not in url)
    assert any(email in m.to for m in mail.outbox), "no verification mail"


def _submit(page: Page, form: str = "main form") -> None:
    page.locator(f"{form} button[type=submit]").last.click()
    page.wait_for_load_state()


def test_it_runs_a_class_quiz_from_sign_up_to_csv_in_german(
    live_server, page: Page, browser: Browser, browser_context_args: dict, axe_check
) -> None:
    base = live_server.url

    # The teacher signs up and creates a class.
    _sign_up(page, base, "frau.berger@example.org", axe_check)
    page.goto(f"{base}/de/classes/")
    axe_check(page)
    page.locator('a[href="/de/classes/new/"]').first.click()
    axe_check(page)
    page.fill("input[name=name]", "Klasse 7b")
    _submit(page)
    expect(page).to_have_url(re.compile(r"/de/classes/c/[0-9a-f-]{36}/$"))
    axe_check(page)
    code = page.locator(".join-code").inner_text().strip()
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", code)
    expect(page.locator("figure.qr svg")).to_be_visible()

    # … builds a quiz of two exchange questions at level 1 …
    page.goto(f"{base}/de/classes/")
    page.locator('a[href="/de/classes/quizzes/new/"]').first.click()
    axe_check(page)
    page.fill("input[name=title]", "Kaufen")
    page.select_option("select[name=rows-0-kind]", "exchange")
    page.select_option("select[name=rows-0-level]", "1")
    page.fill("input[name=rows-0-count]", "2")
    _submit(page)
    expect(page).to_have_url(re.compile(r"/de/classes/quizzes/[0-9a-f-]{36}/$"))
    axe_check(page)

    # … and assigns it, due tomorrow.
    page.locator('a[href*="/assign/?quiz="]').first.click()
    axe_check(page)
    tomorrow = datetime.now(ZoneInfo("Europe/Berlin")) + timedelta(days=1)
    page.fill("input[name=due_at]", tomorrow.strftime("%Y-%m-%dT%H:%M"))
    page.fill("input[name=max_attempts]", "1")
    page.check("input[name=show_answers][value=after_submit]")
    _submit(page)
    expect(page).to_have_url(re.compile(r"/de/classes/c/[0-9a-f-]{36}/$"))
    results_link = page.locator('a[href*="/results/"]').first
    results_url = base + results_link.get_attribute("href")

    # A pupil, in a browser of their own, signs up and joins with the code.
    pupil_context = browser.new_context(**browser_context_args)
    pupil = pupil_context.new_page()
    _sign_up(pupil, base, "lena@example.org", axe_check)
    pupil.goto(f"{base}/de/classes/join/")
    axe_check(pupil)
    pupil.fill("input[name=code]", code.lower())
    _submit(pupil)
    expect(pupil).to_have_url(re.compile(r"/de/classes/$"))
    axe_check(pupil)

    # The assignment is on the dashboard; the pupil starts it.
    pupil.locator('a[href*="/de/classes/a/"]').first.click()
    axe_check(pupil)
    _submit(pupil)

    # Question 1: answered right, from the rules.
    expect(pupil).to_have_url(re.compile(r"/q/1/$"))
    axe_check(pupil)
    exchanged = _elder_exchanged(pupil)
    pupil.fill("input[name=younger_max]", str(8 - exchanged))
    pupil.fill("input[name=elder_sees]", str(5 - exchanged))
    _submit(pupil, "form.drill")

    # Question 2: answered wrong (younger may never exchange 9 cards of an 8-card talon… so
    # a plausible slip instead: the whole five for younger and nothing for elder to see).
    expect(pupil).to_have_url(re.compile(r"/q/2/$"))
    axe_check(pupil)
    exchanged = _elder_exchanged(pupil)
    wrong = 5 if 8 - exchanged != 5 else 4
    pupil.fill("input[name=younger_max]", str(wrong))
    pupil.fill("input[name=elder_sees]", str(5 - exchanged))
    _submit(pupil, "form.drill")

    # Every question answered: the overview, then submit.
    expect(pupil).to_have_url(re.compile(r"/de/classes/t/[0-9a-f-]{36}/$"))
    axe_check(pupil)
    _submit(pupil)
    expect(pupil.locator(".score")).to_contain_text("1")
    expect(pupil.locator(".verdict--wrong")).to_have_count(1)
    expect(pupil.locator(".verdict--right")).to_have_count(1)
    axe_check(pupil)
    pupil_context.close()

    # The teacher sees the scores and the per-question table …
    page.goto(results_url)
    axe_check(page)
    tables = page.locator("table.data")
    pupil_row = tables.nth(0).locator("tbody tr").first
    expect(pupil_row).to_contain_text("lena")
    expect(pupil_row).to_contain_text("1")
    questions = tables.nth(1).locator("tbody tr")
    expect(questions).to_have_count(2)
    expect(questions.nth(0)).to_contain_text("100 %")
    expect(questions.nth(1)).to_contain_text("0 %")
    expect(questions.nth(1)).to_contain_text(str(wrong))

    # … and downloads the CSV.
    with page.expect_download() as download_info:
        page.locator('a[href$="/pupils.csv"]').click()
    raw = open(download_info.value.path(), "rb").read()
    assert raw.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))  # German
    assert len(rows) == 2
    assert rows[1][0].startswith("lena") and rows[1][3:6] == ["1", "2", "50"]


def _elder_exchanged(page: Page) -> int:
    """How many cards elder exchanged, as the question shows it (the only number
    among the question's facts)."""
    facts = page.locator("form.drill p").all_inner_texts()
    numbers = [int(m.group(1)) for text in facts if (m := re.search(r":\s*(\d)\s*$", text))]
    assert len(numbers) == 1, facts
    return numbers[0]


@pytest.fixture
def class_world(db):
    """A teacher with a class, a quiz of one question assigned to it (answers shown at
    once), and a pupil who has answered it wrong: the pages the journey above skips."""
    from django.contrib.auth import get_user_model
    from django.utils import timezone

    from tutor.classes import taking
    from tutor.classes.models import Assignment, Classroom, Membership, Quiz, QuizItem

    users = get_user_model().objects
    teacher = users.create_user("teacher", "teacher@example.org", PASSWORD)
    pupil = users.create_user("pupil", "pupil@example.org", PASSWORD, display_name="Jonas")
    classroom = Classroom.objects.create(name="Klasse 8a", teacher=teacher)
    membership = Membership.objects.create(classroom=classroom, pupil=pupil, managed=True)
    quiz = Quiz.objects.create(owner=teacher, title="Rubikon")
    # a 120, b 30 after six deals: b is rubiconed, a scores 120 + 30 + 100 = 250.
    item = QuizItem.objects.create(
        quiz=quiz, position=1, kind="rubicon", params={"deals": "40:0 40:0 40:0 0:10 0:10 0:10"}
    )
    assignment = Assignment.objects.create(
        quiz=quiz,
        classroom=classroom,
        due_at=timezone.now() + timedelta(days=1),
        show_answers="immediately",
    )
    attempt = taking.start_attempt(assignment, pupil)
    taking.save_answer(attempt, item, {"winner": "a", "rubiconed": "yes", "score": "190"})
    long_quiz = Quiz.objects.create(owner=teacher, title="Lang")  # its preview has pages
    for n in range(1, 8):
        QuizItem.objects.create(quiz=long_quiz, position=n, kind="point", level=1, seed=n)
    return {
        "classroom": classroom,
        "membership": membership,
        "attempt": attempt,
        "assignment": assignment,
        "quiz": quiz,
        "long_quiz": long_quiz,
    }


def _sign_in(page: Page, base: str, username: str) -> None:
    page.goto(f"{base}/de/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.locator("form:has(input[name=password]) [type=submit]").click()
    page.wait_for_url(lambda url: "/login/" not in url)


def test_it_has_no_accessibility_violations_on_the_other_class_pages(
    live_server, page: Page, axe_check, class_world
) -> None:
    base = live_server.url
    c = class_world["classroom"].public_id
    m = class_world["membership"].public_id
    t = class_world["attempt"].public_id
    a = class_world["assignment"].public_id
    q = class_world["quiz"].public_id
    _sign_in(page, base, "teacher")
    for path in [
        f"/de/classes/c/{c}/pupils/new/",
        f"/de/classes/c/{c}/pupils/{m}/",
        f"/de/classes/t/{t}/review/",
        f"/de/classes/c/{c}/assign/",
        "/de/classes/join/WRONG234/",  # the 400 page
        f"/de/classes/c/{c}/projector/",
        f"/de/classes/c/{c}/quick-login/",
        f"/de/classes/a/{a}/key/",
        f"/de/classes/a/{a}/grid/",
        f"/de/classes/quizzes/{q}/edit/",
        f"/de/classes/quizzes/{q}/print/questions/",
        f"/de/classes/quizzes/{q}/print/key/",
        f"/de/classes/quizzes/{class_world['long_quiz'].public_id}/preview/?page=2",
    ]:
        page.goto(base + path)
        axe_check(page)
    expect(page.locator("nav.pages a[rel=prev]")).to_be_visible()  # the last page had pages
    # A question's buttons in the editor post the page's one form to their own address.
    from tutor.classes.models import QuizItem

    page.goto(f"{base}/de/classes/quizzes/{class_world['long_quiz'].public_id}/edit/")
    first = QuizItem.objects.get(quiz=class_world["long_quiz"], position=1).pk
    page.get_by_role("button", name=re.compile(r"^Nach unten\s*: Frage 1$")).click()
    expect(page).to_have_url(re.compile(r"/edit/#questions$"))
    assert QuizItem.objects.get(quiz=class_world["long_quiz"], position=2).pk == first
    page.goto(f"{base}/de/classes/c/{c}/pupils/new/")
    page.fill("textarea[name=names]", "Mia Schäfer\nJonas de Vries")
    _submit(page)
    expect(page.locator(".login-card")).to_have_count(2)
    axe_check(page)

    page.context.clear_cookies()
    _sign_in(page, base, "pupil")
    page.goto(f"{base}/de/classes/t/{t}/q/1/")
    expect(page.locator(".verdict--wrong")).to_be_visible()  # shown at once, as chosen
    axe_check(page)


def _teacher_with_class(base: str, page: Page) -> None:
    from django.contrib.auth import get_user_model

    get_user_model().objects.create_user("frau.berger", "berger@example.org", PASSWORD)
    _sign_in(page, base, "frau.berger")


def _answer_point(page: Page, right: dict, correct: bool) -> None:
    value = int(right["value"]) if correct else int(right["value"]) + 1
    page.fill("input[name=length]", right["length"])
    page.fill("input[name=value]", str(value))
    _submit(page, "form.drill")


def _take_quiz(page: Page, base: str, axe_check, answers: list[tuple[dict, bool]]) -> None:
    """From the assignment's page (where quick login lands): start, answer, submit."""
    expect(page).to_have_url(re.compile(r"/de/classes/a/[0-9a-f-]{36}/$"))
    axe_check(page)
    _submit(page)
    for number, (right, correct) in enumerate(answers, start=1):
        expect(page).to_have_url(re.compile(rf"/q/{number}/$"))
        expect(page.locator(".time-left")).to_be_visible()  # the time limit is shown
        if number == 1:
            axe_check(page)
        _answer_point(page, right, correct)
    expect(page).to_have_url(re.compile(r"/de/classes/t/[0-9a-f-]{36}/$"))
    _submit(page)
    axe_check(page)


def test_it_builds_previews_assigns_and_grades_a_quiz_with_quick_login_in_german(
    live_server, page: Page, browser: Browser, browser_context_args: dict, axe_check
) -> None:
    """Build a quiz, preview it, assign it with a time limit, give one pupil an
    extension; two managed pupils sign in by quick login (typed code, QR link) and take
    it; the teacher reads the grid and downloads the .xlsx."""
    import openpyxl

    from tutor import drills
    from tutor.classes.models import Assignment, Extension, QuickLogin, Quiz

    base = live_server.url
    _teacher_with_class(base, page)
    page.goto(f"{base}/de/classes/new/")
    page.fill("input[name=name]", "Klasse 7b")
    _submit(page)
    class_url = page.url
    page.goto(f"{base}/de/classes/{class_url.split('/de/classes/')[1]}pupils/new/")
    page.fill("textarea[name=names]", "Jürgen Groß\nÖzlem Yılmaz")
    _submit(page)
    expect(page.locator(".login-card")).to_have_count(2)

    # The quiz: two point questions, previewed with their answer key.
    page.goto(f"{base}/de/classes/quizzes/new/")
    page.fill("input[name=title]", "Point üben")
    page.select_option("select[name=rows-0-kind]", "point")
    page.select_option("select[name=rows-0-level]", "1")
    page.fill("input[name=rows-0-count]", "2")
    _submit(page)
    page.locator('a[href$="/preview/"]').first.click()
    expect(page.locator(".answer-key")).to_have_count(2)
    expect(page.locator(".preview-question [data-card]").first).to_be_visible()
    axe_check(page)
    quiz = Quiz.objects.get(title="Point üben")
    right = [drills.generate("point", i.seed, i.level).expected for i in quiz.items.all()]

    # Assigned with a time limit of 30 minutes, due tomorrow.
    page.goto(f"{base}/de/classes/quizzes/{quiz.public_id}/")
    page.locator('a[href*="/assign/?quiz="]').first.click()
    tomorrow = datetime.now(ZoneInfo("Europe/Berlin")) + timedelta(days=1)
    page.fill("input[name=due_at]", tomorrow.strftime("%Y-%m-%dT%H:%M"))
    page.fill("input[name=max_attempts]", "1")
    page.fill("input[name=time_limit]", "30")
    page.check("input[name=show_answers][value=after_submit]")
    axe_check(page)
    _submit(page)
    assignment = Assignment.objects.get(quiz=quiz)
    assert assignment.time_limit == 30

    # Özlem gets an extension: two more days and an extra attempt.
    page.locator(f'a[href="/de/classes/a/{assignment.public_id}/edit/"]').first.click()
    axe_check(page)
    page.select_option("select[name=pupil]", label="Özlem Yılmaz")
    later = tomorrow + timedelta(days=2)
    page.fill("#extensions-title ~ form input[name=due_at]", later.strftime("%Y-%m-%dT%H:%M"))
    page.fill("input[name=extra_attempts]", "1")
    _submit(page, "form[action$='/extensions/']")
    axe_check(page)
    extension = Extension.objects.get(assignment=assignment)
    assert str(extension.pupil) == "Özlem Yılmaz" and extension.extra_attempts == 1

    # Quick-login cards with a QR code and a short code for each managed pupil.
    page.goto(class_url)
    page.locator('a[href$="/quick-login/"]').first.click()
    page.locator("button[name=action][value=issue]").click()
    page.wait_for_load_state()
    expect(page.locator(".login-card")).to_have_count(2)
    expect(page.locator(".login-card__qr svg")).to_have_count(2)
    axe_check(page)
    jurgen_card = page.locator(".login-card", has_text="Jürgen Groß")
    code = jurgen_card.locator(".login-card__secret").inner_text().strip()

    # Jürgen types his code; Özlem opens her QR code's link.
    jurgen_context = browser.new_context(**browser_context_args)
    jurgen = jurgen_context.new_page()
    jurgen.goto(f"{base}/de/classes/login/")
    axe_check(jurgen)
    jurgen.fill("input[name=code]", code.lower())
    _submit(jurgen)
    _take_quiz(jurgen, base, axe_check, [(right[0], True), (right[1], False)])
    jurgen_context.close()

    token = QuickLogin.objects.get(membership__pupil__display_name="Özlem Yılmaz").token
    ozlem_context = browser.new_context(**browser_context_args)
    ozlem = ozlem_context.new_page()
    ozlem.goto(f"{base}/de/classes/login/{token}/")
    axe_check(ozlem)
    _submit(ozlem)
    _take_quiz(ozlem, base, axe_check, [(right[0], True), (right[1], True)])
    ozlem_context.close()

    # The teacher reads the grid …
    page.goto(f"{base}/de/classes/a/{assignment.public_id}/grid/")
    axe_check(page)
    jurgen_row = page.locator("table.grid tbody tr", has_text="Jürgen Groß")
    expect(jurgen_row.locator("td.r")).to_have_count(1)
    expect(jurgen_row.locator("td.p")).to_have_count(1)  # the length was right
    ozlem_row = page.locator("table.grid tbody tr", has_text="Özlem Yılmaz")
    expect(ozlem_row.locator("td.r")).to_have_count(2)
    # … opens Jürgen's partly right answer in the review of his attempt …
    jurgen_row.locator("td.p a").click()
    expect(page).to_have_url(re.compile(r"/classes/t/[0-9a-f-]+/review/#q-2$"))
    expect(page.locator("#q-2")).to_be_visible()
    page.go_back()

    # … and downloads the workbook.
    with page.expect_download() as download_info:
        page.locator('a[href$="/results.xlsx"]').first.click()
    assert download_info.value.suggested_filename.endswith(".xlsx")
    book = openpyxl.load_workbook(io.BytesIO(open(download_info.value.path(), "rb").read()))
    pupils = book.worksheets[0]
    header = [c.value for c in pupils[1]]
    rows = {r[0]: r for r in pupils.iter_rows(min_row=2, values_only=True)}
    assert rows["Özlem Yılmaz"][header.index("F1")] == 1
    assert rows["Özlem Yılmaz"][header.index("F2")] == 1
    assert rows["Jürgen Groß"][header.index("F2")] == 0.5
    submitted = next(i for i, h in enumerate(header) if h.startswith("Abgegeben am"))
    assert isinstance(rows["Jürgen Groß"][submitted], datetime)
