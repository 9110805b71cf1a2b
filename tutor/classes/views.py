"""Classes: the dashboard, creating and running a class, joining it, managed pupils."""

from __future__ import annotations

import logging
from functools import lru_cache
from uuid import UUID

import segno
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Page, Paginator
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST, require_safe

from tutor.accounts import hashers, roles
from tutor.http import signed_in

from . import cards_views, codes, limits, quotas, table_assignments, taking
from .access import get_classroom_for_user, get_membership_for_user, taught_by
from .forms import ClassroomForm, CoTeacherForm, JoinForm, ManagedPupilsForm
from .models import Assignment, Classroom, Membership

log = logging.getLogger(__name__)

PER_PAGE = 30  # classes or quizzes on one page of the dashboard
#: A pupil's earlier assignments and tasks on one page of the dashboard: a school year's
#: in several classes would make it grow past 40 KB (issue 17).
EARLIER_PER_PAGE = 40


def bad_request(
    request: HttpRequest, message: str | Promise, *, back: str | None = None
) -> HttpResponse:
    """The 400 page: what went wrong, in the learner's language, and a way back."""
    return render(
        request, "classes/bad_request.html", {"message": message, "back": back}, status=400
    )


def form_page(request: HttpRequest, template: str, context: dict, form) -> HttpResponse:
    """A page with a form; 400 when the form was posted with errors."""
    status = 400 if request.method == "POST" and form.errors else 200
    return render(request, template, context, status=status)


@login_required
@require_safe
def dashboard(request: HttpRequest) -> HttpResponse:
    """A pupil's classes and open assignments; a teacher's classes and quizzes."""
    now = timezone.now()
    assignments = (
        Assignment.objects.filter(
            classroom__memberships__pupil=signed_in(request),
            classroom__archived=False,
            opens_at__lte=now,
        )
        .select_related("quiz", "classroom")
        .for_pupil(signed_in(request))
        .order_by("due_at")
    )
    open_items: list[dict] = []
    past_items: list[dict] = []
    for assignment in assignments:
        attempts = assignment.pupil_attempts
        entry = {
            "assignment": assignment,
            "attempts": attempts,
            "submitted": any(a.submitted for a in attempts),
            "in_progress": any(not a.submitted for a in attempts),
            "left": assignment.attempts_for(request.user) - len(attempts),
            "due": assignment.due_for(request.user),
        }
        is_open = assignment.is_open(now, request.user)
        takeable = is_open and (entry["in_progress"] or entry["left"] > 0)
        # missed: never handed in, and the assignment no longer takes answers
        entry["missed"] = not entry["submitted"] and not is_open
        (open_items if takeable else past_items).append(entry)
    table_open, table_past = table_assignments.dashboard_entries(signed_in(request))
    earlier = Paginator([*table_past, *past_items], EARLIER_PER_PAGE)
    context = {
        "open_items": open_items,
        "earlier": earlier.get_page(request.GET.get("earlier")),
        "table_open": table_open,
        "joined": Classroom.objects.filter(memberships__pupil=signed_in(request)).select_related(
            "teacher"
        ),
        "taught": Paginator(taught_by(request.user), PER_PAGE).get_page(request.GET.get("classes")),
        "quizzes": Paginator(signed_in(request).quizzes.all(), PER_PAGE).get_page(
            request.GET.get("quizzes")
        ),
    }
    return render(request, "classes/dashboard.html", context)


@login_required
def class_create(request: HttpRequest) -> HttpResponse:
    if not roles.can_teach(request.user):
        raise PermissionDenied
    form = ClassroomForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        refusal = quotas.refusal_for_class(request.user)
        if refusal:
            return bad_request(request, refusal)
        classroom = form.save(commit=False)
        classroom.teacher = request.user
        _save_with_fresh_code(classroom)
        return redirect("classes:class_detail", class_id=classroom.public_id)
    return form_page(request, "classes/class_form.html", {"form": form}, form)


def _save_with_fresh_code(classroom: Classroom, *, new_code: bool = False) -> None:
    """Save, drawing another join code if (rarely) the code is taken."""
    for _attempt in range(10):
        if new_code or _attempt:
            classroom.join_code = codes.join_code()
        try:
            with transaction.atomic():
                classroom.save()
            return
        except IntegrityError:
            continue
    raise RuntimeError("no free join code after 10 draws")


def join_url(request: HttpRequest, classroom: Classroom) -> str:
    return request.build_absolute_uri(reverse("classes:join_link", args=[classroom.join_code]))


@lru_cache(maxsize=256)
def qr_svg(url: str, title: str) -> str:
    """The join link as an inline SVG QR code (segno escapes the title). Drawing one takes
    milliseconds, and a class's link stays the same until its join code changes: the QR
    codes of the last links drawn are kept."""
    return segno.make(url, error="m").svg_inline(scale=4, title=title, border=2, svgclass="qr")


@login_required
@require_safe
def class_detail(request: HttpRequest, class_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id)
    link = join_url(request, classroom)
    context = {
        "classroom": classroom,
        "is_owner": classroom.teacher_id == request.user.pk,
        "code": codes.format_join_code(classroom.join_code),
        "link": link,
        "qr": qr_svg(link, _("QR code of the join link")) if classroom.join_enabled else "",
        "memberships": _page(
            request,
            "pupils",
            classroom.memberships.select_related("pupil").order_by(
                "pupil__display_name", "pupil__username"
            ),
        ),
        "assignments": _page(
            request, "assignments", classroom.assignments.select_related("quiz").order_by("-due_at")
        ),
        "co_teachers": classroom.co_teachers.all(),
        "co_teacher_form": CoTeacherForm(),
        "invitations": [i for i in classroom.invitations.all() if i.is_pending()],
        **table_assignments.class_context(
            _page(request, "tasks", classroom.table_assignments.order_by("-due_at"))
        ),
    }
    return render(request, "classes/class_detail.html", context)


#: Each list of a class's page comes in pages of its own (``?assignments=``, ``?tasks=``,
#: ``?pupils=``) of at most so many, so that the page stays within 40 KB of HTML (issue
#: 17) for a school year of weekly quizzes and a large class.
CLASS_PAGE_LISTS = {"assignments": 12, "tasks": 12, "pupils": 50}


def _page(request: HttpRequest, name: str, rows: QuerySet) -> Page:
    """The page of ``rows``, the class page's list ``name``, that the address asks for."""
    return Paginator(rows, CLASS_PAGE_LISTS[name]).get_page(request.GET.get(name))


@login_required
@require_POST
def class_code(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """Regenerate, disable or enable the join code."""
    classroom = get_classroom_for_user(request, class_id)
    action = request.POST.get("action")
    if action == "regenerate":
        classroom.join_enabled = True
        _save_with_fresh_code(classroom, new_code=True)
        messages.success(request, _("The class has a new join code; the old one no longer works."))
    elif action == "disable":
        classroom.join_enabled = False
        classroom.save(update_fields=["join_enabled"])
        messages.success(request, _("Nobody can join the class now."))
    elif action == "enable":
        classroom.join_enabled = True
        classroom.save(update_fields=["join_enabled"])
        messages.success(request, _("Pupils can join the class again."))
    else:
        return bad_request(request, _("Unknown action."))
    return redirect("classes:class_detail", class_id=classroom.public_id)


@login_required
@require_POST
def class_archive(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """Archive (or bring back) a class; only its own teacher may."""
    classroom = get_classroom_for_user(request, class_id, owner_only=True, allow_archived=True)
    classroom.archived = request.POST.get("archived") == "yes"
    classroom.save(update_fields=["archived"])
    if classroom.archived:
        messages.success(request, _("The class is archived: nobody can join or answer."))
    else:
        messages.success(request, _("The class is active again."))
    return redirect("classes:class_detail", class_id=classroom.public_id)


@login_required
@require_POST
def co_teacher_remove(request: HttpRequest, class_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id, owner_only=True)
    username = request.POST.get("username", "")
    classroom.co_teachers.remove(*classroom.co_teachers.filter(username=username))
    return redirect("classes:class_detail", class_id=classroom.public_id)


@login_required
@require_POST
def pupil_remove(request: HttpRequest, class_id: UUID, member_id: UUID) -> HttpResponse:
    classroom = get_classroom_for_user(request, class_id)
    membership = get_membership_for_user(request, classroom, member_id)
    name = str(membership.pupil)
    membership.delete()
    if roles.orphaned_managed([membership.pupil_id]).delete()[0]:
        messages.success(request, _("%(name)s's account is deleted.") % {"name": name})
    else:
        messages.success(request, _("%(name)s is no longer in the class.") % {"name": name})
    return redirect("classes:class_detail", class_id=classroom.public_id)


#: Wrong join codes a person, and an address (a whole school may share one), may try in
#: ten minutes.
WRONG_CODES = {"user": 10, "ip": 50}


def _wrong_code_keys(request: HttpRequest) -> dict[str, int]:
    return {
        f"join:user:{request.user.pk}": WRONG_CODES["user"],
        f"join:ip:{limits.client_ip(request)}": WRONG_CODES["ip"],
    }


def _too_many_wrong_codes(request: HttpRequest) -> HttpResponse | None:
    if any(limits.blocked(k, limit=n) for k, n in _wrong_code_keys(request).items()):
        message = _("Too many wrong join codes. Please wait ten minutes and ask your teacher.")
        return render(request, "classes/bad_request.html", {"message": message}, status=429)
    return None


def _count_wrong_code(request: HttpRequest) -> None:
    for key, limit in _wrong_code_keys(request).items():
        limits.allow(key, limit=limit, seconds=600)


@login_required
def join(request: HttpRequest) -> HttpResponse:
    """Join by typing the code."""
    form = JoinForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        return _join(request, form.cleaned_data["code"])
    return form_page(request, "classes/join.html", {"form": form}, form)


@login_required
def join_link(request: HttpRequest, code: str) -> HttpResponse:
    """Join by the link: GET asks to confirm (a link alone never changes anything)."""
    code = codes.clean_join_code(code)
    if request.method == "POST":
        return _join(request, code)
    refused = _too_many_wrong_codes(request)
    if refused:
        return refused
    classroom = Classroom.objects.filter(join_code=code, join_enabled=True, archived=False).first()
    if classroom is None:
        _count_wrong_code(request)
        return bad_request(
            request, _("This join code does not work. Ask your teacher for the current one.")
        )
    return render(request, "classes/join_confirm.html", {"classroom": classroom, "code": code})


def _join(request: HttpRequest, code: str) -> HttpResponse:
    refused = _too_many_wrong_codes(request)
    if refused:
        return refused
    classroom = Classroom.objects.filter(join_code=code, join_enabled=True, archived=False).first()
    if classroom is None:
        _count_wrong_code(request)
        error = _("This join code does not work. Ask your teacher for the current one.")
        form = JoinForm(initial={"code": code})
        return render(request, "classes/join.html", {"form": form, "error": error}, status=400)
    if classroom.is_teacher(request.user):
        messages.info(request, _("You teach this class."))
        return redirect("classes:class_detail", class_id=classroom.public_id)
    _membership, created = Membership.objects.get_or_create(classroom=classroom, pupil=request.user)
    if created:
        messages.success(request, _("Welcome to %(name)s!") % {"name": classroom.name})
    else:
        messages.info(request, _("You are already in %(name)s.") % {"name": classroom.name})
    return redirect("classes:dashboard")


#: Pupils one teacher may create in an hour (each costs a password hash).
PUPILS_PER_HOUR = 200


@never_cache
@login_required
def managed_pupils(request: HttpRequest, class_id: UUID) -> HttpResponse:
    """Create accounts for pupils without email; their passwords are shown only once,
    on the login cards page this redirects to (so a reload creates nothing)."""
    classroom = get_classroom_for_user(request, class_id)
    form = ManagedPupilsForm(request.POST or None, classroom=classroom)
    if request.method == "POST" and form.is_valid():
        names = form.cleaned_data["names"]
        if not limits.allow(
            f"pupils:{request.user.pk}", limit=PUPILS_PER_HOUR, seconds=3600, amount=len(names)
        ):
            return bad_request(
                request,
                _("You have created many pupil accounts this hour. Please try again later."),
                back=reverse("classes:class_detail", args=[classroom.public_id]),
            )
        with transaction.atomic():
            cards = [_create_managed_pupil(classroom, name) for name in names]
        cards_views.keep_cards(request, classroom, cards)
        return redirect("classes:login_cards", class_id=classroom.public_id)
    return form_page(
        request, "classes/managed_pupils.html", {"classroom": classroom, "form": form}, form
    )


def _create_managed_pupil(classroom: Classroom, name: str) -> dict:
    User = get_user_model()
    password = codes.managed_password()
    for _attempt in range(10):
        try:
            with transaction.atomic():
                user = User(username=codes.managed_username(name), display_name=name, managed=True)
                user.password = hashers.initial_password(password)
                user.save()
                Membership.objects.create(classroom=classroom, pupil=user, managed=True)
            break
        except IntegrityError:
            continue
    else:
        raise RuntimeError("no free username after 10 draws")
    return {"name": name, "username": user.username, "password": password}


@never_cache
@login_required
@require_POST
def pupil_password(request: HttpRequest, class_id: UUID, member_id: UUID) -> HttpResponse:
    """A new password for a managed pupil who lost theirs (shown once, as a card)."""
    classroom = get_classroom_for_user(request, class_id)
    membership = get_membership_for_user(request, classroom, member_id)
    if not (membership.managed and roles.teachers_may_reset(membership.pupil)):
        return bad_request(
            request,
            _("This pupil looks after their own account; they can reset their password by email."),
        )
    password = codes.managed_password()
    membership.pupil.password = hashers.initial_password(password)
    membership.pupil.chose_password = False
    membership.pupil.save(update_fields=["password", "chose_password"])
    log.info("teacher %s gave pupil %s a new password", request.user.pk, membership.pupil.pk)
    card = {
        "name": str(membership.pupil),
        "username": membership.pupil.username,
        "password": password,
    }
    cards_views.keep_cards(request, classroom, [card])
    return redirect("classes:login_cards", class_id=classroom.public_id)


def refused(request: HttpRequest, error: taking.Refused, back: str | None = None) -> HttpResponse:
    return bad_request(request, str(error.message), back=back)
