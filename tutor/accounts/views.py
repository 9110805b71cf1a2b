"""The account's own pages: its settings (name, time zone), its data (download it, or
delete the account: GDPR), and whose progress came in at sign-in."""

from __future__ import annotations

import json

from allauth.account.models import EmailAddress
from django import forms
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST, require_safe

from tutor import learners
from tutor.classes import limits
from tutor.classes.names import visible_name
from tutor.classes.views import bad_request
from tutor.http import local_next, signed_in

from . import data
from .models import User
from .zones import zone_field


class SettingsForm(forms.ModelForm):
    class Meta:
        model = User
        fields = ["display_name", "time_zone"]
        labels = {"display_name": gettext_lazy("Your name as others see it")}
        help_texts = {
            "display_name": gettext_lazy(
                "Pupils see it as their teacher's name; teachers see it in their class lists."
            ),
            "time_zone": gettext_lazy("Due dates and times are shown and typed in it."),
        }

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["time_zone"] = zone_field(self.Meta.help_texts["time_zone"])
        if self.instance.managed:  # the teacher chose a managed pupil's name
            del self.fields["display_name"]

    def clean_display_name(self) -> str:
        name = self.cleaned_data["display_name"]
        return visible_name(name) if name.strip() else ""


class DeleteForm(forms.Form):
    password = forms.CharField(
        label=gettext_lazy("Your password, to confirm"),
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
        max_length=200,
    )

    def __init__(self, *args, user, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_password(self) -> str:
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError(_("That is not your password."), code="wrong")
        return password


@login_required
@require_safe
def account_data(request: HttpRequest) -> HttpResponse:
    return render(request, "account/data.html", {"plan": data.plan(request.user)})


@never_cache
@login_required
@require_safe
def account_export(request: HttpRequest) -> HttpResponse:
    """Everything the account owns, as a JSON download."""
    body = json.dumps(
        data.export(request.user), cls=DjangoJSONEncoder, indent=2, ensure_ascii=False
    )
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    name = f"piquet-tutor-{timezone.now():%Y-%m-%d}.json"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@login_required
def account_delete(request: HttpRequest) -> HttpResponse:
    """Delete the account after the password is typed again (see data.delete_account)."""
    form = DeleteForm(request.POST or None, user=request.user)
    context = {"form": form, "plan": data.plan(request.user)}
    if request.method == "POST":
        if not limits.allow(f"delete:{request.user.pk}", limit=10, seconds=600):
            form.add_error(None, _("Too many tries. Please wait a few minutes."))
        elif form.is_valid():
            user = request.user
            logout(request)
            data.delete_account(user)
            messages.success(request, _("Your account is deleted."))
            return redirect("home")
        return render(request, "account/delete.html", context, status=400)
    return render(request, "account/delete.html", context)


@login_required
@require_POST
def progress_claim(request: HttpRequest) -> HttpResponse:
    """The answer to "was the progress on this device before you signed in yours?"."""
    choice = request.POST.get("choice")
    if choice not in ("add", "leave"):
        return bad_request(request, _("Choose whether to add that progress or leave it out."))
    pending = learners.PENDING_FIELD in request.session
    learners.settle_pending(request, signed_in(request), theirs=choice == "add")
    if pending:
        messages.success(
            request,
            _("It is in your account now.") if choice == "add" else _("It was left out."),
        )
    return redirect(local_next(request))


@login_required
def account_settings(request: HttpRequest) -> HttpResponse:
    """The user's name as others see it, and their time zone."""
    form = SettingsForm(request.POST or None, instance=signed_in(request))
    if request.method == "POST":
        if form.is_valid():
            form.save()
            messages.success(request, _("Your settings are saved."))
            return redirect("account_settings")
        return render(request, "account/settings.html", _settings_context(form), status=400)
    return render(request, "account/settings.html", _settings_context(form))


def _settings_context(form: SettingsForm) -> dict[str, object]:
    """The form, and for a managed pupil the two steps that make the account their own
    (roles.hand_over_if_owned): a password of their own and a verified address."""
    user = form.instance
    context: dict[str, object] = {"form": form, "managed": user.managed}
    if user.managed:
        context["chose_password"] = user.chose_password
        context["verified_email"] = EmailAddress.objects.filter(user=user, verified=True).exists()
    return context
