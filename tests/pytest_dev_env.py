"""pytest plugin (``-p tests.pytest_dev_env`` in pyproject.toml), loaded before Django's
settings: the tests run with development settings unless the environment says
otherwise. The settings themselves default to production (DEBUG off), so CI's second
run with ``DJANGO_DEBUG=0`` and a secret key tests what a server runs.
"""

import os

os.environ.setdefault("DJANGO_DEBUG", "1")
