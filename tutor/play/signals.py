from django.dispatch import receiver

from tutor.learners import progress_claimed
from tutor.play.models import Game


@receiver(progress_claimed, dispatch_uid="play_move_games")
def move_anonymous_games(sender, anon_id, user, **kwargs) -> None:
    """The visitor's games become the user's."""
    Game.objects.filter(anon_id=anon_id).update(user=user, anon_id=None)
