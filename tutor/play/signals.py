from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver

from tutor.learners import anonymous_id
from tutor.play.models import Game


@receiver(user_logged_in)
def move_anonymous_games(sender, request, user, **kwargs) -> None:
    """On sign-in (and sign-up), the visitor's games become the user's."""
    if request is None:
        return
    anon = anonymous_id(request, create=False)
    if anon:
        Game.objects.filter(anon_id=anon).update(user=user, anon_id=None)
