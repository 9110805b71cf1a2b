from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ActivityConfig(AppConfig):
    name = "tutor.activity"
    label = "activity"
    verbose_name = _("Activity")

    def ready(self) -> None:
        from tutor.activity import signals  # noqa: F401  (connects the sign-in handler)
