"""The German and Dutch catalogues are complete and up to date with the source."""

import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted(ROOT.glob("locale/*/LC_MESSAGES/django.po"))


def test_it_has_a_catalogue_for_german_and_dutch() -> None:
    assert {p.parts[-3] for p in CATALOGUES} == {"de", "nl"}


@pytest.mark.parametrize("po_path", CATALOGUES, ids=lambda p: p.parts[-3])
def test_it_has_no_untranslated_or_fuzzy_entries(po_path: Path) -> None:
    po = polib.pofile(str(po_path))
    untranslated = [e.msgid for e in po.untranslated_entries()]
    fuzzy = [e.msgid for e in po.fuzzy_entries()]
    assert not untranslated, f"untranslated in {po_path}: {untranslated}"
    assert not fuzzy, f"fuzzy in {po_path}: {fuzzy}"


@pytest.mark.parametrize("po_path", CATALOGUES, ids=lambda p: p.parts[-3])
def test_it_keeps_placeholders_in_translations(po_path: Path) -> None:
    import re

    placeholder = re.compile(r"%\(\w+\)[sd]|\{\w*\}")
    for entry in polib.pofile(str(po_path)).translated_entries():
        sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
        targets = [entry.msgstr] if not entry.msgid_plural else list(entry.msgstr_plural.values())
        wanted = sorted(placeholder.findall(sources[-1]))
        for target in targets:
            assert sorted(placeholder.findall(target)) == wanted, (entry.msgid, target)


def test_it_has_every_source_string_in_the_catalogues(tmp_path: Path) -> None:
    """Run makemessages on a copy of the source: it must find nothing the .po files lack,
    and lose nothing they have."""
    if shutil.which("xgettext") is None:
        pytest.fail("GNU gettext (xgettext) is needed for this check: apt-get install gettext")
    copy = tmp_path / "src"
    copy.mkdir()
    ignore = shutil.ignore_patterns(".venv", "node_modules", ".git", "*.mo", "__pycache__")
    for name in ("manage.py", "tutor", "lessons", "templates", "locale"):
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, copy / name, ignore=ignore)
        else:
            shutil.copy(src, copy / name)
    result = subprocess.run(
        [
            sys.executable,
            "manage.py",
            "makemessages",
            "-l",
            "de",
            "-l",
            "nl",
            "--no-location",
            "--ignore=tutor/piquet",
        ],
        cwd=copy,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    for lang in ("de", "nl"):
        fresh = polib.pofile(str(copy / "locale" / lang / "LC_MESSAGES" / "django.po"))
        missing = [e.msgid for e in fresh if not e.obsolete and not e.translated()]
        assert not missing, f"run `make messages` and translate for {lang}: {missing}"
        # And every translation is still found in the source: one the code uses where
        # makemessages cannot see it (in an f-string, or gettext(variable)) would be
        # dropped by the next `make messages`, and the page shown in English.
        unseen = [e.msgid for e in fresh if e.obsolete]
        assert not unseen, f"{lang}: translated, but not found in the source: {unseen}"
