"""The course's part of a claim: a visitor's lesson progress follows them into the account.

A module-level receiver, so the signal keeps a strong reference for as long as the module is
loaded (a function defined inside ``ready()`` was garbage-collected once DEBUG was off, and
progress was silently lost at sign-in).
"""

from django.dispatch import receiver

from lessons.progress import move_to_user
from tutor.accounts.models import User
from tutor.learners import progress_claimed


@receiver(progress_claimed, dispatch_uid="lessons_move_progress")
def move_lesson_progress(sender: object, anon_id: str, user: User, **kwargs: object) -> None:
    move_to_user(anon_id, user)
