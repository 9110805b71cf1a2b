"""The account's data pages, under ``/<lang>/accounts/`` beside allauth's."""

from django.urls import path

from . import views

urlpatterns = [
    path("data/", views.account_data, name="account_data"),
    path("data/export.json", views.account_export, name="account_export"),
    path("delete/", views.account_delete, name="account_delete"),
    path("progress/", views.progress_claim, name="progress_claim"),
    path("settings/", views.account_settings, name="account_settings"),
]
