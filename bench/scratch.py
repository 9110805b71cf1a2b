"""A database made for one benchmark run and gone after it, so that no run measures what
an earlier one left (bench/bench_load.py's played-card row alone adds 16,000 games)."""

from __future__ import annotations

import os
import secrets
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit


@contextmanager
def scratch_database(name: str) -> Iterator[str]:
    """The URL of an empty database for the run: SQLite in a temporary directory, or on
    ``DATABASE_URL``'s PostgreSQL server one made for the run (``bench_<name>_…``, dropped
    after it)."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgres"):
        with tempfile.TemporaryDirectory() as tmp:
            yield f"sqlite:///{Path(tmp) / f'{name}.sqlite3'}"
        return
    import psycopg

    database = f"bench_{name}_{secrets.token_hex(4)}"
    with psycopg.connect(url, autocommit=True) as server:
        server.execute(f'CREATE DATABASE "{database}"')
    try:
        yield urlunsplit(urlsplit(url)._replace(path=f"/{database}"))
    finally:
        from django.conf import settings
        from django.db import connections

        if settings.configured:  # this process's own connections (bench_results.py's)
            connections.close_all()
        with psycopg.connect(url, autocommit=True) as server:
            server.execute(f'DROP DATABASE IF EXISTS "{database}"')
