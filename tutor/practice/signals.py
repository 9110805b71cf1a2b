from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from tutor.learners import anonymous_id
from tutor.practice.progress import move_to_user


@receiver(user_logged_in)
def move_anonymous_practice(sender, request, user, **kwargs) -> None:
    """On sign-in (and sign-up, which signs in), the visitor's practice history follows them."""
    if request is None:
        return
    anon = anonymous_id(request, create=False)
    if anon:
        move_to_user(anon, user)
