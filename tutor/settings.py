"""Django settings for Piquet Tutor, read from the environment.

Every variable is documented in `.env.example`. The defaults fail safe: DEBUG is off
unless ``DJANGO_DEBUG=1`` (which `make run` and the tests set), and with DEBUG off the
site refuses to start without a strong secret key and turns on the production
protections.
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from csp.constants import NONE as CSP_NONE
from csp.constants import SELF as CSP_SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    """Read a yes/no variable; refuse anything that is not clearly one or the other."""
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be 1/0, true/false, yes/no or on/off, not {raw!r}")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}") from None


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


# Off unless asked for: a server whose operator forgot the variable shows no tracebacks
# and uses no public key. `make run` and the tests set DJANGO_DEBUG=1.
DEBUG = env_bool("DJANGO_DEBUG", False)

DEV_SECRET_KEY = "dev-only-insecure-key-piquet-tutor-not-for-production-use-0123456789"


def secret_key(raw: str, debug: bool) -> str:
    """The key from the environment; with DEBUG off it must be long and random-looking
    (50+ characters, not Django's or our development key)."""
    if debug:
        return raw or DEV_SECRET_KEY
    if not raw:
        raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off.")
    if (
        len(raw) < 50
        or len(set(raw)) < 5
        or raw == DEV_SECRET_KEY
        or raw.startswith("django-insecure")
    ):
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY is too weak for production: use 50 or more random characters, "
            'e.g. python3 -c "import secrets; print(secrets.token_urlsafe(50))".'
        )
    return raw


SECRET_KEY = secret_key(os.environ.get("DJANGO_SECRET_KEY", ""), DEBUG)

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "csp",
    "template_partials",
    "allauth",
    "allauth.account",
    "tutor",
    "tutor.accounts",
    "tutor.classes",
    "tutor.practice",
    "tutor.play",
    "tutor.activity",
    "django_tasks",
    "django_tasks_db",
    "lessons",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "tutor.middleware.LocaleMiddleware",
    "tutor.middleware.reject_nul_bytes",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "tutor.middleware.user_time_zone",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "tutor.middleware.content_security_policy",
    "tutor.middleware.htmx",
    "allauth.account.middleware.AccountMiddleware",
]

ROOT_URLCONF = "tutor.urls"
WSGI_APPLICATION = "tutor.wsgi.application"
ASGI_APPLICATION = "tutor.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "tutor.accounts.context_processors.pending_progress",
                "tutor.csrf.csrf_token",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        env="DATABASE_URL",
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 600),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several workers writing at once: write-ahead log, and transactions that take the
    # write lock up front instead of failing with "database is locked" halfway, waiting
    # for it in short steps (tutor/sqlite/base.py).
    DATABASES["default"]["ENGINE"] = "tutor.sqlite"
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool(
    "DATABASE_PREPARED_STATEMENTS", True
):
    # PostgreSQL: parameters sent apart from the statement, and a statement a connection
    # has sent five times prepared, so that the server parses and plans the statements every
    # page sends (the session, the answer's count) once per connection, not on every request.
    # A worker keeps its connection (DATABASE_CONN_MAX_AGE). Django leaves both off for
    # connection poolers in transaction mode: set DATABASE_PREPARED_STATEMENTS=0 behind one.
    DATABASES["default"]["OPTIONS"] = {"server_side_binding": True, "prepare_threshold": 5}

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Django's default hashers, plus the cheap one for passwords printed on login cards
# (random, one-time; upgraded to the first hasher at the pupil's first sign-in).
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.BCryptSHA256PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
    "tutor.accounts.hashers.InitialPasswordHasher",
]
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]

# Accounts (django-allauth). Learners sign up with their email address; pupils whose
# accounts a teacher creates have no email and sign in with their username.
ACCOUNT_LOGIN_METHODS = {"email", "username"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_ADAPTER = "tutor.accounts.adapter.AccountAdapter"
# "optional": a new learner can go on at once; the address is verified by a link we send.
ACCOUNT_EMAIL_VERIFICATION = os.environ.get("ACCOUNT_EMAIL_VERIFICATION", "optional")
ACCOUNT_LOGOUT_REDIRECT_URL = "/"
LOGIN_REDIRECT_URL = "/"
LOGIN_URL = "account_login"
# allauth's built-in rate limits (login failures, sign-ups, password resets) are on by
# default; they live in the cache, which must be shared between workers in production.

# Sessions live in the database; tutor/sessions.py reads them with one plain statement.
SESSION_ENGINE = "tutor.sessions"
# Messages (signed in, settings saved …) wait in the session, which every page reads anyway;
# Django's default also looks for a signed cookie on every page (about 3 % of a home page).
MESSAGE_STORAGE = "django.contrib.messages.storage.session.SessionStorage"

# Cache (it holds the rate limits): Redis when REDIS_URL is set; without it, the database in
# production, so that every worker counts the same tries (per-process memory would let each
# gunicorn worker count on its own, audit L12); per-process memory on a developer's machine.
# The database cache's table is made by `manage.py createcachetable` (`make content`).
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    _CACHE = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
elif not DEBUG:
    _CACHE = {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "tutor_cache"}
else:
    _CACHE = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
CACHES = {"default": _CACHE}

# Languages: every page lives under /de/, /nl/ or /en/.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("de", _("German")),
    ("nl", _("Dutch")),
    ("en", _("English")),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = os.environ.get("DJANGO_TIME_ZONE", "Europe/Berlin")
USE_TZ = True

STATIC_URL = "static/"
# Where collectstatic gathers the static files whitenoise serves (a second checkout's or
# test run's own folder when two share one tree).
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Background work (django-tasks, database backend): the slow computer opponents of the
# play table move in `manage.py db_worker` (`make run` starts one), not in the request.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}
#: Opponent levels from this one up move in the worker; 0 would send every level there.
PLAY_BACKGROUND_LEVEL = env_int("PLAY_BACKGROUND_LEVEL", 4)

# Email: the console locally, SMTP when EMAIL_HOST is set.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
if EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = env_int("EMAIL_PORT", 587)
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Piquet Tutor <noreply@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL

# Production protections (on whenever DEBUG is off).
SESSION_COOKIE_SECURE = not DEBUG
CSRF_COOKIE_SECURE = not DEBUG
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
if env_bool("DJANGO_BEHIND_HTTPS_PROXY", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# HSTS is opt-in: once a browser has seen it, the site cannot go back to plain HTTP
# for that long. Set DJANGO_HSTS_SECONDS (e.g. 31536000) when HTTPS is settled.
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", False)
SILENCED_SYSTEM_CHECKS = [] if SECURE_HSTS_SECONDS else ["security.W004"]
# The language cookie like the session's: HTTPS only in production, not for scripts,
# not sent along by other sites' requests. htmx takes the CSRF token from the page, so
# no script needs to read the CSRF cookie either.
LANGUAGE_COOKIE_SECURE = not DEBUG
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = True

# Content-Security-Policy (in django-csp's form; tutor.middleware.content_security_policy
# sends it, built once): every script, style, image and font comes from
# this site; no inline scripts or styles (htmx's indicator style is switched off in
# base.html), no plug-ins, no framing, forms post only here.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [CSP_SELF],
        "script-src": [CSP_SELF],
        "style-src": [CSP_SELF],
        "img-src": [CSP_SELF, "data:"],
        "font-src": [CSP_SELF],
        "connect-src": [CSP_SELF],
        "object-src": [CSP_NONE],
        "base-uri": [CSP_SELF],
        "form-action": [CSP_SELF],
        "frame-ancestors": [CSP_NONE],
    }
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "INFO")},
}
