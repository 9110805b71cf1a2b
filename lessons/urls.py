from django.urls import path

app_name = "lessons"

urlpatterns: list = []
