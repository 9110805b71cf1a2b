"""How allauth fits the site: where a sign-in lands."""

from __future__ import annotations

from allauth.account.adapter import DefaultAccountAdapter
from django.http import HttpRequest
from django.urls import reverse

from tutor.classes.landing import first_due


class AccountAdapter(DefaultAccountAdapter):
    def get_login_redirect_url(self, request: HttpRequest) -> str:
        """A pupil with work to hand in sees it first (issue 15, item 14), as after a
        quick login; everyone else lands where allauth would send them. A ``next``
        address (a join link opened while signed out, say) wins: allauth asks this only
        without one."""
        assignment = first_due(request.user)
        if assignment is not None:
            return reverse("classes:assignment_home", args=[assignment.public_id])
        return super().get_login_redirect_url(request)
