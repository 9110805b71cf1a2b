"""The content check: parity between languages and answers equal to the engine's."""

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from lessons.checks import check_content, number_words
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
    edit(
        content,
        "piquet/nl/02-second.md",
        "## De hogere kaart {#higher .intro}",
        "## De hogere kaart {#hoger .intro}",
    )
    problems = check_content(content)
    assert any("piquet/nl/02-second.md" in p and "ids differ" in p for p in problems), problems


def test_it_reports_a_lesson_missing_in_one_language(content: Path) -> None:
    (content / "piquet" / "de" / "02-second.md").unlink()
    problems = check_content(content)
    assert any("piquet/de/: lesson 02-second is missing" in p for p in problems), problems


def test_it_reports_a_card_diagram_that_differs_between_languages(content: Path) -> None:
    edit(
        content,
        "piquet/de/01-first.md",
        "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C\n:::",
        "AS KS QS 9S 7S AH KH 8H AD TD 9C 8C\n:::",
    )
    problems = check_content(content)
    assert any("piquet/de/01-first.md#longest: card diagrams differ" in p for p in problems), (
        problems
    )


def test_it_reports_an_exercise_that_differs_between_languages(content: Path) -> None:
    edit(content, "piquet/nl/02-second.md", "played: AS", "played: QS")
    problems = check_content(content)
    assert any("piquet/nl/02-second.md#try: the exercise differs" in p for p in problems), problems


def test_it_lets_the_prompt_differ_between_languages(content: Path) -> None:
    edit(
        content,
        "piquet/nl/02-second.md",
        "prompt: Wie wint de slag?",
        "prompt: Wie neemt deze slag?",
    )
    assert check_content(content) == []


def test_it_reports_a_wrong_answer_with_the_engines_answer(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        edit(
            content,
            f"piquet/{lang}/01-first.md",
            "answer: length=5 value=47",
            "answer: length=5 value=48",
        )
    problems = check_content(content)
    wrong = [p for p in problems if "answer is wrong" in p]
    assert len(wrong) == 1, problems
    assert "piquet/en/01-first.md" in wrong[0] and "['value']" in wrong[0]
    assert "length=5 value=47" in wrong[0]  # the engine's answer


def test_it_reports_a_card_that_does_not_parse(content: Path) -> None:
    edit(content, "piquet/en/rules.md", "AS KS QS 9S 7S", "AS KS QS 9S 1S")
    problems = check_content(content)
    assert any(
        "piquet/en/rules.md" in p and "card diagram does not parse" in p for p in problems
    ), problems


def test_it_reports_an_exercise_the_engine_cannot_build(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        edit(content, f"piquet/{lang}/02-second.md", "led: KS", "led: KS KH")
    problems = check_content(content)
    assert any("cannot build" in p and "02-second" in p for p in problems), problems


def test_it_reports_a_link_to_a_term_not_in_the_glossary(content: Path) -> None:
    edit(content, "piquet/de/01-first.md", "[[point]]", "[[punkt]]")
    problems = check_content(content)
    assert any("[[punkt]] is not in piquet/de/glossary.md" in p for p in problems), problems


def test_it_reports_glossary_ids_that_differ_between_languages(content: Path) -> None:
    edit(content, "piquet/nl/glossary.md", "{#elder}", "{#oudste}")
    problems = check_content(content)
    assert any("piquet/nl/glossary.md" in p and "ids differ" in p for p in problems), problems


def test_it_reports_too_few_steps_and_a_lesson_without_exercise(content: Path) -> None:
    edit(
        content,
        "piquet/en/02-second.md",
        "## Higher card {#higher .intro}\n\nThe higher card of the suit led wins.\n\n",
        "",
    )
    text = (content / "piquet/en/02-second.md").read_text()
    (content / "piquet/en/02-second.md").write_text(text.split(":::exercise")[0])
    problems = check_content(content)
    assert any("piquet/en/02-second.md: 2 steps" in p for p in problems), problems
    assert any("piquet/en/02-second.md: no exercise" in p for p in problems), problems


# --- teaching by doing: exercises, give-aways, nothing before it is taught ----------------


def test_it_reports_a_step_without_an_exercise_unless_it_is_an_introduction(
    content: Path,
) -> None:
    for lang in ("en", "de", "nl"):
        path = content / "piquet" / lang / "02-second.md"
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("{#follow .intro}", "{#follow}"), encoding="utf-8")
    problems = check_content(content)
    for lang in ("en", "de", "nl"):
        assert any(
            f"piquet/{lang}/02-second.md:9: step 'follow' has no exercise" in p for p in problems
        ), problems


def test_it_reports_an_introduction_that_has_an_exercise(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        path = content / "piquet" / lang / "02-second.md"
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("{#try}", "{#try .intro}"), encoding="utf-8")
    problems = check_content(content)
    assert any("step 'try' is marked .intro but has an exercise" in p for p in problems)


def test_it_reports_an_intro_marker_that_differs_between_languages(content: Path) -> None:
    edit(content, "piquet/de/02-second.md", "{#follow .intro}", "{#follow}")
    problems = check_content(content)
    assert any("piquet/de/02-second.md#follow: the .intro marker differs" in p for p in problems)


def test_it_reports_an_unknown_step_marker(content: Path) -> None:
    edit(content, "piquet/en/02-second.md", "{#follow .intro}", "{#follow .intor}")
    problems = check_content(content)
    assert any("unknown step marker '.intor'" in p for p in problems), problems


def test_it_reports_an_answer_given_away_in_digits(content: Path) -> None:
    """The point exercise expects value=47: a caption that says 47 gives it away."""
    edit(
        content, "piquet/en/01-first.md", "Count the cards", "Five cards worth 47. Count the cards"
    )
    problems = check_content(content)
    assert any(
        "piquet/en/01-first.md" in p and "(step try)" in p and "value=47" in p for p in problems
    ), problems
    assert not any("piquet/de/01-first.md" in p and "gives the answer" in p for p in problems)


def test_it_reports_an_answer_given_away_in_words_in_each_language(content: Path) -> None:
    edit(content, "piquet/en/01-first.md", "Count the cards", "It makes forty-seven. Count")
    edit(
        content,
        "piquet/de/01-first.md",
        "## Probier es {#try}\n",
        "## Probier es {#try}\n\nDas macht siebenundvierzig.\n",
    )
    problems = check_content(content)
    for lang in ("en", "de"):
        assert any(
            f"piquet/{lang}/01-first.md" in p and "gives the answer away: value=47" in p
            for p in problems
        ), problems


def test_it_reports_a_combination_name_given_away(content: Path) -> None:
    """An announce exercise whose prose names the expected sequence and no other."""
    block = (
        "## Call it {#call}\n\nThis hand holds a quint.\n\n:::exercise\nkind: announce\n"
        "hand: AS KS QS JS TS 9H 7H AD 8D 7D AC 8C\n"
        "answer: point=5 sequence=quint sequence_top=A sets=trio A\n:::\n"
    )
    for lang in ("en", "de", "nl"):
        path = content / "piquet" / lang / "01-first.md"
        path.write_text(path.read_text(encoding="utf-8") + "\n" + block, encoding="utf-8")
    problems = check_content(content)
    assert any("(step call)" in p and "sequence=quint" in p for p in problems), problems
    assert not any("(step call)" in p and "point=5" in p for p in problems), problems


def test_numbers_the_question_itself_gives_are_no_give_away(content: Path) -> None:
    """Spades: bids 3 2 4 3 give the learner a 3; bags_b=1 and the bids are data, not a leak."""
    edit(
        content,
        "spades/en/02-second.md",
        "## Your turn {#try}\n",
        "## Your turn {#try}\n\nNorth bids 3, South 4.\n",
    )
    assert check_content(content) == []


def test_it_reports_an_exercise_on_a_concept_taught_later(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        path = content / "piquet" / lang / "02-second.md"
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("teaches: trick_higher_card ", "teaches: "), encoding="utf-8")
        first = content / "piquet" / lang / "01-first.md"
        first.write_text(
            first.read_text(encoding="utf-8").replace("teaches: ", "teaches: trick_higher_card_x "),
            encoding="utf-8",
        )
    problems = check_content(content)
    assert any(
        "piquet/en/02-second.md" in p and "asks about ['trick_higher_card']" in p for p in problems
    ), problems
    assert any("unknown concepts ['trick_higher_card_x']" in p for p in problems), problems


def test_it_reports_teaches_that_differ_between_languages(content: Path) -> None:
    edit(content, "piquet/nl/02-second.md", "teaches: trick_higher_card ", "teaches: ")
    problems = check_content(content)
    assert any("piquet/nl/02-second.md: 'teaches:' differs from en" in p for p in problems)


def test_number_words_in_three_languages() -> None:
    assert number_words(47, "en") == ["forty-seven", "forty seven"]
    assert number_words(47, "de") == ["siebenundvierzig"]
    assert number_words(22, "nl") == ["tweeëntwintig"]
    assert number_words(10, "en") == []  # "ten" is also a card


# --- the Spades track gets the same checks ------------------------------------------------


def test_it_reports_a_spades_step_missing_in_one_language(content: Path) -> None:
    edit(content, "spades/de/02-second.md", "{#overtricks .intro}", "{#ueberstiche .intro}")
    problems = check_content(content)
    assert any("spades/de/02-second.md" in p and "ids differ" in p for p in problems), problems


def test_it_reports_a_spades_exercise_that_differs_between_languages(content: Path) -> None:
    edit(content, "spades/nl/01-first.md", "cards: AH 2S KH QH", "cards: AH 3S KH QH")
    problems = check_content(content)
    assert any("spades/nl/01-first.md#try: the exercise differs" in p for p in problems), problems


def test_it_reports_a_wrong_spades_answer_with_the_engines_answer(content: Path) -> None:
    # Bids 3 2 4 3, tricks 4 2 3 4: team A (seats 0, 2) bid 7 and took 7 → 70, no bag;
    # team B (seats 1, 3) bid 5 and took 6 → 50 + 1 overtrick = 51, one bag.
    for lang in ("en", "de", "nl"):
        edit(content, f"spades/{lang}/02-second.md", "points_b=51", "points_b=50")
    problems = check_content(content)
    wrong = [p for p in problems if "answer is wrong" in p]
    assert len(wrong) == 1, problems
    assert "spades/en/02-second.md" in wrong[0] and "['points_b']" in wrong[0]
    assert "points_b=51" in wrong[0]  # the engine's answer


def test_it_reports_a_spades_card_that_does_not_parse(content: Path) -> None:
    edit(content, "spades/en/rules.md", "2S", "1S")
    problems = check_content(content)
    assert any("spades/en/rules.md" in p and "does not parse" in p for p in problems), problems


def test_it_reports_a_link_to_the_glossary_of_the_other_track(content: Path) -> None:
    """[[elder]] is a Piquet term: a Spades lesson cannot link to it."""
    edit(content, "spades/en/01-first.md", "[[trick]]", "[[elder]]")
    problems = check_content(content)
    assert any("[[elder]] is not in spades/en/glossary.md" in p for p in problems), problems


def test_it_needs_a_summary_in_every_language_or_in_none(content: Path) -> None:
    (content / "piquet" / "nl" / "summary.md").unlink()
    problems = check_content(content)
    assert any("piquet/nl/summary.md: file is missing" in p for p in problems), problems
    summary = (content / "piquet" / "en" / "summary.md").read_text()
    (content / "spades" / "de" / "summary.md").write_text(summary)
    problems = check_content(content)
    assert any("spades/de/summary.md: the page is not in spades/en/" in p for p in problems)


def test_it_reports_a_track_without_lessons(content: Path) -> None:
    for lang in ("en", "de", "nl"):
        for lesson in (content / "spades" / lang).glob("0*.md"):
            lesson.unlink()
    problems = check_content(content)
    assert any("spades/en/: no lessons" in p for p in problems), problems


def test_the_command_lists_problems_and_fails(content: Path, capsys) -> None:
    call_command("checkcontent", "--root", str(content))
    assert "consistent" in capsys.readouterr().out
    edit(content, "piquet/nl/02-second.md", "played: AS", "played: QS")
    with pytest.raises(CommandError, match="1 problem"):
        call_command("checkcontent", "--root", str(content))
    assert "the exercise differs" in capsys.readouterr().err


def test_the_command_checks_one_track(content: Path, capsys) -> None:
    edit(content, "spades/nl/01-first.md", "cards: AH 2S KH QH", "cards: AH 3S KH QH")
    call_command("checkcontent", "--root", str(content), "--track", "piquet")
    assert "consistent" in capsys.readouterr().out
    with pytest.raises(CommandError, match="1 problem"):
        call_command("checkcontent", "--root", str(content), "--track", "spades")


def test_it_has_consistent_content_in_three_languages() -> None:
    """The real course, both tracks: same lessons, steps, diagrams and exercises in the
    three languages; every answer is the engine's."""
    problems = check_content(default_root())
    assert problems == [], "\n".join(problems)
