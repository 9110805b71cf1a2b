"""What every page needs to know about the account."""

from django.http import HttpRequest

from tutor import learners


def pending_progress(request: HttpRequest) -> dict[str, bool]:
    """Whether to ask the signed-in user if the progress made on this device before they
    signed in is theirs (tutor/learners.py)."""
    user = getattr(request, "user", None)
    session = getattr(request, "session", None)
    asked = bool(
        user is not None
        and user.is_authenticated
        and session is not None
        and learners.PENDING_FIELD in session
    )
    return {"progress_pending": asked}
