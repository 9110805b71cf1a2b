"""The user model in the admin: staff can find, deactivate and delete accounts."""

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.utils.translation import gettext_lazy as _

from .models import User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    list_display = ("username", "display_name", "email", "managed", "is_staff", "is_active")
    list_filter = ("managed", "is_staff", "is_active")
    search_fields = ("username", "display_name", "email")
    fieldsets = (
        *(BaseUserAdmin.fieldsets or ()),
        (_("Piquet Tutor"), {"fields": ("display_name", "managed", "chose_password")}),
    )
