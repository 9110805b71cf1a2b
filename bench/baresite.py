"""Settings for the bare baseline of bench/bench_load.py: a one-line view, no middleware,
no apps (Django's least work for a request)."""

import os

DEBUG = False
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
ALLOWED_HOSTS = ["127.0.0.1"]
INSTALLED_APPS: list[str] = []
MIDDLEWARE: list[str] = []
ROOT_URLCONF = "bench.bareurls"
USE_I18N = False
