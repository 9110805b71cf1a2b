from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from tutor.activity.record import move_to_user
from tutor.learners import anonymous_id


@receiver(user_logged_in, dispatch_uid="activity_move_anonymous_days")
def move_anonymous_days(sender, request, user, **kwargs) -> None:
    """On sign-in (and sign-up, which signs in), the visitor's days and streak follow them."""
    if request is None:
        return
    anon = anonymous_id(request, create=False)
    if anon:
        move_to_user(anon, user)
