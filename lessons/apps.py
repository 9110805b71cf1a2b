from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LessonsConfig(AppConfig):
    name = "lessons"
    verbose_name = _("Lessons")

    def ready(self) -> None:
        from lessons import signals  # noqa: F401  (connects the sign-in handler)
