from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PracticeConfig(AppConfig):
    name = "tutor.practice"
    label = "practice"
    verbose_name = _("Practice")

    def ready(self) -> None:
        from tutor.practice import signals  # noqa: F401  (connects the sign-in handler)
