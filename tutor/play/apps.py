from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class PlayConfig(AppConfig):
    name = "tutor.play"
    label = "play"
    verbose_name = _("Play")

    def ready(self) -> None:
        from tutor.play import signals  # noqa: F401  (connects the sign-in handler)
