from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LessonsConfig(AppConfig):
    name = "lessons"
    verbose_name = _("Lessons")

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_in

        from lessons.progress import move_session_progress

        def on_login(sender: object, request: object, user: object, **kwargs: object) -> None:
            if request is not None:
                move_session_progress(request, user)

        user_logged_in.connect(on_login, dispatch_uid="lessons_move_session_progress")
