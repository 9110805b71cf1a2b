"""The content check: parity between languages and answers equal to the engine's."""

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from lessons.checks import check_content
from lessons.content import default_root
from tests.lessons.conftest import FIXTURES

pytestmark = pytest.mark.django_db


@pytest.fixture
def content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(FIXTURES, root)
    return root


def edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_it_finds_nothing_wrong_with_consistent_content(content: Path) -> None:
    assert check_content(content) == []


def test_it_reports_a_step_missing_in_one_language(content: Path) -> None:
    edit(content, "nl/02-second.md", "## De hogere kaart {#higher}", "## De hogere kaart {#hoger}")
    problems = check_content(content)
    assert any("nl/02-second.md" in p and "ids differ" in p for p in problems), problems


def test_it_reports_a_lesson_missing_in_one_language(content: Path) -> None:
    (content / "de" / "02-second.md").unlink()
    problems = check_content(content)
    assert any("de/: lesson 02-second is missing" in p for p in problems), problems


def test_it_reports_a_card_diagram_that_differs_between_languages(content: Path) -> None:
    edit(
        content,
        "de/01-first.md",
        "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C\n:::",
        "AS KS QS 9S 7S AH KH 8H AD TD 9C 8C\n:::",
    )
    problems = check_content(content)
    assert any("de/01-first.md#longest: card diagrams differ" in p for p in problems), problems


def test_it_reports_an_exercise_that_differs_between_languages(content: Path) -> None:
    edit(content, "nl/02-second.md", "played: AS", "played: QS")
    problems = check_content(content)
    assert any("nl/02-second.md#try: the exercise differs" in p for p in problems), problems


def test_it_lets_the_prompt_differ_between_languages(content: Path) -> None:
    edit(content, "nl/02-second.md", "prompt: Wie wint de slag?", "prompt: Wie neemt deze slag?")
    assert check_content(content) == []


def test_it_reports_a_wrong_answer_with_the_engines_answer(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        edit(
            content, f"{lang}/01-first.md", "answer: length=5 value=47", "answer: length=5 value=48"
        )
    problems = check_content(content)
    wrong = [p for p in problems if "answer is wrong" in p]
    assert len(wrong) == 1, problems
    assert "en/01-first.md" in wrong[0] and "['value']" in wrong[0]
    assert "length=5 value=47" in wrong[0]  # the engine's answer


def test_it_reports_a_card_that_does_not_parse(content: Path) -> None:
    edit(content, "en/rules.md", "AS KS QS 9S 7S", "AS KS QS 9S 1S")
    problems = check_content(content)
    assert any("en/rules.md" in p and "card diagram does not parse" in p for p in problems), (
        problems
    )


def test_it_reports_an_exercise_the_engine_cannot_build(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        edit(content, f"{lang}/02-second.md", "led: KS", "led: KS KH")
    problems = check_content(content)
    assert any("cannot build" in p and "02-second" in p for p in problems), problems


def test_it_reports_a_link_to_a_term_not_in_the_glossary(content: Path) -> None:
    edit(content, "de/01-first.md", "[[point]]", "[[punkt]]")
    problems = check_content(content)
    assert any("[[punkt]] is not in de/glossary.md" in p for p in problems), problems


def test_it_reports_glossary_ids_that_differ_between_languages(content: Path) -> None:
    edit(content, "nl/glossary.md", "{#elder}", "{#oudste}")
    problems = check_content(content)
    assert any("nl/glossary.md" in p and "ids differ" in p for p in problems), problems


def test_it_reports_too_few_steps_and_a_lesson_without_exercise(content: Path) -> None:
    edit(
        content,
        "en/02-second.md",
        "## Higher card {#higher}\n\nThe higher card of the suit led wins.\n\n",
        "",
    )
    text = (content / "en/02-second.md").read_text()
    (content / "en/02-second.md").write_text(text.split(":::exercise")[0])
    problems = check_content(content)
    assert any("en/02-second.md: 2 steps" in p for p in problems), problems
    assert any("en/02-second.md: no exercise" in p for p in problems), problems


def test_the_command_lists_problems_and_fails(content: Path, capsys) -> None:
    call_command("checkcontent", "--root", str(content))
    assert "consistent" in capsys.readouterr().out
    edit(content, "nl/02-second.md", "played: AS", "played: QS")
    with pytest.raises(CommandError, match="1 problem"):
        call_command("checkcontent", "--root", str(content))
    assert "the exercise differs" in capsys.readouterr().err


def test_it_has_consistent_content_in_three_languages() -> None:
    """The real course: same lessons, steps, diagrams and exercises; answers = engine's."""
    problems = check_content(default_root())
    assert problems == [], "\n".join(problems)
