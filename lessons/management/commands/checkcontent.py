"""``manage.py checkcontent``: list every problem in the lesson files; exit 1 if any."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from lessons.checks import check_content
from lessons.content import default_root


class Command(BaseCommand):
    help = (
        "Check the lesson content: the same lessons, steps, card diagrams and exercises in "
        "every language, and every exercise's answer equal to the engine's."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--root", type=Path, help="content folder (default: lessons/content)")

    def handle(self, *args: object, **options: object) -> None:
        root = options["root"] or default_root()
        problems = check_content(root)
        if problems:
            for problem in problems:
                self.stderr.write(problem)
            raise CommandError(f"{len(problems)} problem(s) in {root}")
        self.stdout.write(self.style.SUCCESS(f"The content in {root} is consistent."))
