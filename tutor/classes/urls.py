from django.urls import path

app_name = "classes"

urlpatterns: list = []
