"""The login cards of new or reset managed pupils, shown once after a redirect.

Creating accounts (or a new password) is a POST that keeps the cards in the session and
redirects here (POST/redirect/GET): reloading this page never creates accounts or
resets a password again. The first view takes the cards out of the session, so the
readable passwords are stored nowhere once they have been shown.
"""

from __future__ import annotations

from uuid import UUID

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from .access import get_classroom_for_user
from .models import Classroom

SESSION_KEY = "login_cards"


def keep_cards(request: HttpRequest, classroom: Classroom, cards: list[dict]) -> None:
    """Hold ``cards`` (name, username, password) for the next view of the cards page."""
    request.session[SESSION_KEY] = {"class": str(classroom.public_id), "cards": cards}


@never_cache
@login_required
@require_safe
def login_cards(request: HttpRequest, class_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id)
    held = request.session.get(SESSION_KEY)
    cards = []
    if held and held.get("class") == str(classroom.public_id):
        cards = held["cards"]
        del request.session[SESSION_KEY]
    context = {
        "classroom": classroom,
        "cards": cards,
        "login_url": request.build_absolute_uri(reverse("account_login")),
    }
    return render(request, "classes/login_cards.html", context)
