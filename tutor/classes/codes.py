"""Random codes: join codes, and the usernames and passwords of managed pupils.

All come from :mod:`secrets` and an alphabet without look-alikes (no 0/O, 1/I/L), so
they are hard to guess and easy to read off a board or a printed card.
"""

from __future__ import annotations

import re
import secrets
import unicodedata

from tutor import drillweb

#: Upper case for join codes; managed pupils' usernames and passwords use it in lower case.
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
JOIN_CODE_LENGTH = 8


def _random(length: int) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def join_code() -> str:
    """A fresh join code, e.g. ``"K7M2PX4T"`` (31⁸ ≈ 8.5 × 10¹¹ possibilities)."""
    return _random(JOIN_CODE_LENGTH)


def clean_join_code(text: str) -> str:
    """What a pupil typed, as a code: upper case, spaces and hyphens dropped."""
    return re.sub(r"[\s\-]", "", text).upper()


def format_join_code(code: str) -> str:
    """``"K7M2PX4T"`` → ``"K7M2-PX4T"``: easier to read aloud."""
    return f"{code[:4]}-{code[4:]}" if len(code) == JOIN_CODE_LENGTH else code


def username_stem(name: str) -> str:
    """The first word of a name as lower-case ASCII: ``"Lena Kühn"`` → ``"lena"``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_name.lower())
    return (words[0] if words else "pupil")[:20]


def managed_username(name: str) -> str:
    """A username for a managed pupil, e.g. ``"lena-k7m2"``."""
    return f"{username_stem(name)}-{_random(4).lower()}"


def managed_password() -> str:
    """A password to print on a login card, e.g. ``"k7m2-px4t-9wqa"`` (12 random
    characters, about 59 bits)."""
    return "-".join(_random(4).lower() for _ in range(3))


def quiz_seed() -> int:
    """A seed for a quiz question, from the site's one range of fresh seeds."""
    return drillweb.new_seed()


def invitation_token() -> str:
    """The secret part of a co-teacher invitation link (256 random bits)."""
    return secrets.token_urlsafe(32)
