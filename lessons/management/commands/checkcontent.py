"""``manage.py checkcontent``: list every problem in the lesson files; exit 1 if any."""

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from lessons.checks import check_content, check_track
from lessons.content import default_root
from lessons.tracks import TRACKS


class Command(BaseCommand):
    help = (
        "Check the lesson content of every track (or one): the same lessons, steps, card "
        "diagrams and exercises in every language, and every exercise's answer equal to the "
        "engine's."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--root", type=Path, help="content folder (default: lessons/content)")
        parser.add_argument("--track", choices=list(TRACKS), help="check only this track")

    def handle(self, *args: Any, **options: Any) -> None:
        root = options["root"] or default_root()
        track = options["track"]
        problems = check_track(root, track) if track else check_content(root)
        where = root / track if track else root
        if problems:
            for problem in problems:
                self.stderr.write(problem)
            raise CommandError(f"{len(problems)} problem(s) in {where}")
        self.stdout.write(self.style.SUCCESS(f"The content in {where} is consistent."))
