from django.urls import path, register_converter

from tutor.practice import views


class SeedConverter:
    """Seeds are digits only; their range is checked by the view (a clear 400)."""

    regex = r"[0-9]{1,25}"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value: int) -> str:
        return str(value)


register_converter(SeedConverter, "seed")

app_name = "practice"

urlpatterns = [
    path("", views.index, name="index"),
    path("review/", views.review, name="review"),
    path("<slug:kind>/<int:level>/", views.new_question, name="new"),
    path("<slug:kind>/<int:level>/<seed:seed>/", views.question, name="question"),
]
