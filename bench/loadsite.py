"""Settings for bench/bench_load.py: the site exactly as configured, plus two baselines.

``bench.loadsite`` serves the whole site, ``/bench/comparable``, a view comparable to
an answer (same middleware; reads the session, writes one row, renders a 1.5 KB
template), and ``/bench/page``, the least page (the same without the write).
``bench.baresite`` serves ``/bare``, one line of Django with no middleware.
"""

from tutor.settings import *  # noqa: F403
from tutor.settings import BASE_DIR, TEMPLATES

ROOT_URLCONF = "bench.loadurls"
TEMPLATES[0]["DIRS"] = [*TEMPLATES[0]["DIRS"], BASE_DIR / "bench" / "templates"]
