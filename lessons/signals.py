"""Sign-in handler of the course: a visitor's lesson progress follows them into the account.

A module-level receiver, so the signal keeps a strong reference for as long as the module is
loaded (a function defined inside ``ready()`` was garbage-collected once DEBUG was off, and
progress was silently lost at sign-in).
"""

from django.contrib.auth.signals import user_logged_in
from django.dispatch import receiver
from django.http import HttpRequest

from lessons.progress import move_session_progress
from tutor.accounts.models import User


@receiver(user_logged_in, dispatch_uid="lessons_move_session_progress")
def move_lesson_progress(
    sender: object, request: HttpRequest | None, user: User, **kwargs: object
) -> None:
    if request is not None:
        move_session_progress(request, user)
