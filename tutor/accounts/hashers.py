"""A hasher for the one-time passwords that teachers print on login cards.

Those passwords are 12 random characters from a 31-letter alphabet (about 59 bits,
see ``tutor/classes/codes.py``), not words a person chose, so they need no slow key
derivation: 20,000 PBKDF2 rounds instead of Django's million keep a batch of 40 pupils
well under a second. Django re-hashes a password with the default hasher the first
time it is used to sign in, so the cheap hash lasts only until the card is used.
"""

from django.contrib.auth.hashers import PBKDF2PasswordHasher, make_password


class InitialPasswordHasher(PBKDF2PasswordHasher):
    algorithm = "pbkdf2_initial"
    iterations = 20_000

    def must_update(self, encoded: str) -> bool:
        return True  # not the default hasher: upgrade at the first sign-in


def initial_password(password: str) -> str:
    """The stored form of a password printed on a login card."""
    return make_password(password, hasher=InitialPasswordHasher.algorithm)
