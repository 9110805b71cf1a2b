from django.dispatch import receiver

from tutor.learners import progress_claimed
from tutor.practice.progress import move_to_user


@receiver(progress_claimed, dispatch_uid="practice_move_progress")
def move_anonymous_practice(sender, anon_id, user, **kwargs) -> None:
    """The visitor's practice history follows them into the account."""
    move_to_user(anon_id, user)
