"""``/bare``: the least Django can do for a request (bench.baresite)."""

from django.http import HttpResponse
from django.urls import path

urlpatterns = [path("bare", lambda request: HttpResponse("ok"))]
