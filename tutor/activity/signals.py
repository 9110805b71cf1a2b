from django.dispatch import receiver

from tutor.activity.record import move_to_user
from tutor.learners import progress_claimed


@receiver(progress_claimed, dispatch_uid="activity_move_anonymous_days")
def move_anonymous_days(sender, anon_id, user, **kwargs) -> None:
    """The visitor's days and streak follow them into the account."""
    move_to_user(anon_id, user)
