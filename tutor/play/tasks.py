"""The computer's turn off the request path, for the slow opponents.

Levels at or above ``settings.PLAY_BACKGROUND_LEVEL`` search for up to a few hundred
milliseconds a decision. For them the view saves the learner's decision, enqueues
:func:`computer_turn` (django-tasks with its database backend; ``make run`` starts the
worker) and shows "thinking…"; the table then refreshes itself (htmx polling, or a plain
refresh without JavaScript) until the computer has moved.
"""

from __future__ import annotations

from django.conf import settings
from django_tasks import task

from tutor.piquet import Phase
from tutor.play import table as T
from tutor.play.models import Game


def in_background(level: int) -> bool:
    """Whether the opponent ``level`` moves in the worker rather than in the request."""
    return level >= settings.PLAY_BACKGROUND_LEVEL


@task()
def computer_turn(game_id: str) -> None:
    """Let the computer move until it is the learner's turn, and save the game — unless it
    changed meanwhile (then whoever changed it also saw to the computer's turn)."""
    game = Game.objects.filter(pk=game_id, kind__in=T.KINDS).first()
    if game is None:
        return
    table = game.table()
    if not table.computer_to_act:
        return
    version = game.version
    T.computer_moves(table)
    if game.save_table(table, version):
        start_coach_ratings(game, table)


@task()
def coach_ratings(game_id: str, number: int) -> None:
    """Rate the learner's decisions of a finished deal for "How did I do?" (kept in the
    game), so that the review opens at once; and, for a class's task once the game is
    over, work out its figures, so that the teacher's results read them kept."""
    from tutor.play import coach_web

    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        return
    table = game.table()
    if 1 <= number <= len(table.deals):
        coach_web.judged_deal(game, table, number)
        if game.finished and game.table_assignment_id is not None:
            coach_web.figures(game, table)


def start_coach_ratings(game: Game, table: T.Table) -> None:
    """Once a deal with the coach is over, queue the rating of the learner's decisions
    in it (without the coach they are rated when "How did I do?" is asked for)."""
    if game.coaching != "off" and table.deal.phase is Phase.COMPLETE:
        coach_ratings.enqueue(str(game.pk), len(table.deals))


def start_computer_turn(game: Game, table: T.Table) -> None:
    """After a decision saved with ``computer=False``: queue the computer's turn if it is
    the computer's to make."""
    if table.computer_to_act:
        computer_turn.enqueue(str(game.pk))
