from django.contrib.auth.models import AbstractUser
from django.db import models
from django.utils.translation import gettext_lazy as _


class User(AbstractUser):
    """A learner, and a teacher once they create a class.

    Pupils whose accounts a teacher creates (``managed``) have a username and no email;
    everyone else signs in with their email address.
    """

    display_name = models.CharField(_("display name"), max_length=80, blank=True)
    # The role of a pupil whose account a teacher made: it cannot create classes or
    # pupils, and the class's teachers may give it a new password, until the pupil takes
    # the account over (chooses a password and verifies an address: see roles.py).
    managed = models.BooleanField(_("account made by a teacher"), default=False)
    chose_password = models.BooleanField(_("chose their own password"), default=False)
    #: An IANA zone ("Europe/London"); blank for the site's (settings.TIME_ZONE). Every
    #: time the user reads or types is in it (tutor.middleware.user_time_zone).
    time_zone = models.CharField(_("time zone"), max_length=64, blank=True)

    def __str__(self) -> str:
        return self.display_name or self.get_username()
