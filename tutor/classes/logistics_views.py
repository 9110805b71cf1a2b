"""Classroom logistics: quick-login cards for managed pupils (short code and QR code),
the quick login itself, and the projector page with the join code."""

from __future__ import annotations

from uuid import UUID

import segno
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from . import codes, landing, quick_login
from .access import get_classroom_for_user, get_membership_for_user, taught_by
from .models import QuickLogin
from .views import bad_request, join_url

BACKEND = "django.contrib.auth.backends.ModelBackend"


def _qr(url: str, title: str, scale: int = 4) -> str:
    return segno.make(url, error="m").svg_inline(scale=scale, title=title, border=4, svgclass="qr")


@login_required
def quick_login_cards(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """GET: the cards of every managed pupil with a valid code. POST ``action=issue``:
    codes for those without one; ``action=renew``: new codes for all (old cards stop
    working)."""
    classroom = get_classroom_for_user(request, class_id)
    if request.method == "POST":
        if classroom.archived:
            return bad_request(request, _("This class has been archived."))
        action = request.POST.get("action")
        if action not in ("issue", "renew"):
            return bad_request(request, _("Choose what to do with the codes."))
        count = quick_login.issue_for_class(classroom, renew=action == "renew")
        messages.success(request, _("New quick-login codes: %(count)s.") % {"count": count})
        return redirect("classes:quick_login_cards", class_id=classroom.public_id)
    logins = (
        QuickLogin.objects.filter(membership__classroom=classroom, membership__managed=True)
        .select_related("membership__pupil")
        .order_by("membership__pupil__display_name", "membership__pupil__username")
    )
    cards = []
    for entry in logins:
        if not entry.is_valid():
            continue
        link = request.build_absolute_uri(reverse("classes:quick_login_link", args=[entry.token]))
        name = str(entry.membership.pupil)
        cards.append(
            {
                "name": name,
                "username": entry.membership.pupil.get_username(),
                "code": codes.format_join_code(entry.code),
                "expires_at": entry.expires_at,
                "qr": _qr(link, _("Quick login for %(name)s") % {"name": name}),
            }
        )
    managed = classroom.memberships.filter(managed=True).count()
    context = {
        "classroom": classroom,
        "cards": cards,
        "missing": managed - len(cards),
        "login_url": request.build_absolute_uri(reverse("classes:quick_login")),
    }
    return render(request, "classes/quick_login_cards.html", context)


def _sign_in(request: HttpRequest, entry: QuickLogin) -> HttpResponse:
    login(request, entry.membership.pupil, backend=BACKEND)
    return redirect(landing.landing_url(entry.membership.pupil))


def _too_many(request: HttpRequest) -> HttpResponse:
    message = _("Too many wrong codes from here. Wait a quarter of an hour and try again.")
    return render(request, "classes/bad_request.html", {"message": message}, status=429)


def quick_login_page(request: HttpRequest) -> HttpResponse:
    """A pupil types the code from their card."""
    error = ""
    if request.method == "POST":
        if quick_login.too_many_failures(request):
            return _too_many(request)
        entry = quick_login.find(code=request.POST.get("code", "")[:20])
        if entry is not None:
            return _sign_in(request, entry)
        quick_login.record_failure(request)
        error = _("This code is not valid (or no longer). Ask your teacher for a new card.")
    status = 400 if error else 200
    return render(request, "classes/quick_login.html", {"error": error}, status=status)


def quick_login_link(request: HttpRequest, token: str) -> HttpResponse:
    """The QR code's link: GET asks "Sign in as …?" (a link preview must not sign
    anybody in), POST signs in."""
    if quick_login.too_many_failures(request):
        return _too_many(request)
    entry = quick_login.find(token=token[:64])
    if entry is None:
        quick_login.record_failure(request)
        message = _("This card is not valid (or no longer). Ask your teacher for a new card.")
        return render(request, "classes/quick_login.html", {"error": message}, status=404)
    if request.method == "POST":
        return _sign_in(request, entry)
    context = {"entry": entry, "name": str(entry.membership.pupil)}
    return render(request, "classes/quick_login_confirm.html", context)


@login_required
@require_safe
def projector(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """The join code and QR code, large, for a projector or a board."""
    classroom = get_classroom_for_user(request, class_id)
    link = join_url(request, classroom)
    context = {
        "classroom": classroom,
        "link": link,
        "code": codes.format_join_code(classroom.join_code),
        "qr": _qr(link, _("Join %(name)s") % {"name": classroom.name}, scale=10),
    }
    return render(request, "classes/projector.html", context)


@login_required
@require_POST
def pupil_move(request: HttpRequest, class_id: UUID, member_id: UUID) -> HttpResponse:
    """Move a pupil to another class the same teacher teaches (answers already given stay
    with the assignments of the class they were given in)."""
    classroom = get_classroom_for_user(request, class_id)
    membership = get_membership_for_user(request, classroom, member_id)
    back = reverse("classes:pupil_results", args=[classroom.public_id, membership.public_id])
    try:
        target_id = UUID(request.POST.get("target", ""))
    except ValueError:
        return bad_request(request, _("Choose the class to move the pupil to."), back=back)
    target = taught_by(request.user).filter(public_id=target_id, archived=False).first()
    if target is None or target.pk == classroom.pk or classroom.archived:
        return bad_request(request, _("Choose the class to move the pupil to."), back=back)
    if target.memberships.filter(pupil_id=membership.pupil_id).exists():
        return bad_request(request, _("This pupil is in that class already."), back=back)
    membership.classroom = target
    membership.save(update_fields=["classroom"])
    messages.success(
        request,
        _("%(name)s is now in %(class)s.") % {"name": membership.pupil, "class": target.name},
    )
    return redirect("classes:class_detail", class_id=classroom.public_id)
