from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils.translation import gettext_lazy as _


class User(AbstractUser):
    """A learner, and a teacher once they create a class.

    Pupils whose accounts a teacher creates have a username and no email; everyone
    else signs in with their email address.
    """

    display_name = models.CharField(_("display name"), max_length=80, blank=True)

    def __str__(self) -> str:
        return self.display_name or self.get_username()
