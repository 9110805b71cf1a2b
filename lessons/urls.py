from django.urls import path

from lessons import views

app_name = "lessons"

urlpatterns = [
    path("", views.lesson_list, name="list"),
    path("rules/", views.rules, name="rules"),
    path("glossary/", views.glossary, name="glossary"),
    path("summary/", views.summary, name="summary"),
    path("<slug:slug>/", views.lesson_start, name="lesson"),
    path("<slug:slug>/<slug:step_id>/", views.lesson_step, name="step"),
]
