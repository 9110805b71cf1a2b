"""Co-teachers by invitation: the owner sends a link to an e-mail address, and the
person who holds that address accepts it from an account on which it is verified.

Nobody becomes a co-teacher by being named, and the owner's page answers the same
whether the address has an account or not (so it cannot be used to probe addresses).
"""

from __future__ import annotations

import logging
from uuid import UUID

from allauth.account.models import EmailAddress
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tutor.accounts import roles
from tutor.http import signed_in

from . import limits
from .access import get_classroom_for_user, get_invitation_for_user
from .forms import CoTeacherForm
from .models import CoTeacherInvitation
from .views import bad_request

log = logging.getLogger(__name__)

#: Invitations one owner may send in a day (each one is an e-mail we send).
INVITATIONS_PER_DAY = 20


@login_required
@require_POST
def co_teacher_invite(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """The owner invites a colleague by e-mail address."""
    classroom = get_classroom_for_user(request, class_id, owner_only=True)
    back = reverse("classes:class_detail", args=[classroom.public_id])
    form = CoTeacherForm(request.POST)
    if not form.is_valid():
        return bad_request(request, " ".join(str(e) for e in form.errors["email"]), back=back)
    email = form.cleaned_data["email"]
    if not limits.allow(f"invite:{request.user.pk}", limit=INVITATIONS_PER_DAY, seconds=86400):
        return bad_request(
            request,
            _("You have sent many invitations today. Please try again tomorrow."),
            back=back,
        )
    invitation = classroom.invitations.filter(
        email__iexact=email, accepted_at__isnull=True
    ).first() or CoTeacherInvitation(classroom=classroom, email=email)
    invitation.invited_by = signed_in(request)
    invitation.created_at = timezone.now()
    invitation.save()
    _send_invitation(request, invitation)
    messages.success(
        request,
        _(
            "We sent an invitation to %(email)s. They teach this class with you once they "
            "accept it, signed in with that verified address."
        )
        % {"email": email},
    )
    return redirect(back)


def _send_invitation(request: HttpRequest, invitation: CoTeacherInvitation) -> None:
    context = {
        "invitation": invitation,
        "inviter": invitation.invited_by,
        "classroom": invitation.classroom,
        "link": request.build_absolute_uri(
            reverse("classes:invitation_accept", args=[invitation.token])
        ),
        "days": CoTeacherInvitation.INVITATION_DAYS,
    }
    subject = render_to_string("classes/email/invitation_subject.txt", context).strip()
    body = render_to_string("classes/email/invitation_message.txt", context)
    send_mail(subject, body, None, [invitation.email])
    log.info("co-teacher invitation for class %s sent", invitation.classroom.public_id)


@login_required
@require_POST
def invitation_cancel(request: HttpRequest, class_id: UUID, invitation_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id, owner_only=True)
    invitation = classroom.invitations.filter(
        public_id=invitation_id, accepted_at__isnull=True
    ).first()
    if invitation is None:
        raise Http404
    invitation.delete()
    messages.success(request, _("The invitation is withdrawn; its link no longer works."))
    return redirect("classes:class_detail", class_id=classroom.public_id)


@login_required
def invitation_accept(request: HttpRequest, token: str) -> HttpResponse:
    """The invited person opens the link: GET asks to confirm, POST accepts."""
    invitation = get_invitation_for_user(request, token)
    classroom = invitation.classroom
    verified = EmailAddress.objects.filter(
        user=request.user, email__iexact=invitation.email, verified=True
    ).exists()
    allowed = verified and roles.can_teach(request.user) and classroom.teacher_id != request.user.pk
    context = {"invitation": invitation, "classroom": classroom, "verified": verified}
    if not allowed:
        return render(request, "classes/invitation.html", context, status=403)
    if request.method == "POST":
        classroom.co_teachers.add(signed_in(request))
        invitation.accepted_at = timezone.now()
        invitation.save(update_fields=["accepted_at"])
        messages.success(request, _("You now teach %(name)s.") % {"name": classroom.name})
        return redirect("classes:class_detail", class_id=classroom.public_id)
    return render(request, "classes/invitation.html", context)
