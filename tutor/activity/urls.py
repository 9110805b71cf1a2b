from django.urls import path

from tutor.activity import views

app_name = "activity"

urlpatterns = [
    path("", views.my_progress, name="progress"),
]
