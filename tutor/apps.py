from django.apps import AppConfig


class TutorConfig(AppConfig):
    """The project package is also an app: shared templates tags, pages and commands."""

    name = "tutor"
    verbose_name = "Piquet Tutor"
