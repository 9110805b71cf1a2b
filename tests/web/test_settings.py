"""Settings come from the environment; production settings pass Django's deploy check."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    clean.pop("DATABASE_URL", None)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


PRODUCTION = {
    "DJANGO_DEBUG": "0",
    "DJANGO_SECRET_KEY": "t3st-Only-Secret-Key-With-Plenty-Of-Entropy-7f9a2c4e81b0d6e3a5",
    "ALLOWED_HOSTS": "piquet.example.org",
}


def test_it_passes_the_deploy_check_with_production_settings() -> None:
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", **PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stderr
    assert "no issues" in result.stdout


def test_it_refuses_to_start_in_production_without_a_secret_key() -> None:
    env = {k: v for k, v in PRODUCTION.items() if k != "DJANGO_SECRET_KEY"}
    result = run_manage("check", **env)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set" in result.stderr


@pytest.mark.parametrize("value", ["maybe", "2", "yes please"])
def test_it_refuses_an_unclear_yes_no_value(value: str) -> None:
    result = run_manage("check", DJANGO_DEBUG=value)
    assert result.returncode != 0
    assert "DJANGO_DEBUG must be" in result.stderr


SHOW = "from django.conf import settings; print(settings.DEBUG, settings.SECRET_KEY)"


def test_it_runs_without_debug_when_the_variable_is_unset() -> None:
    """An operator who forgets DJANGO_DEBUG gets production settings, not tracebacks."""
    key = PRODUCTION["DJANGO_SECRET_KEY"]
    result = run_manage(
        "shell", "-v", "0", "-c", SHOW, DJANGO_SECRET_KEY=key, ALLOWED_HOSTS="piquet.example.org"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", key]


def test_it_refuses_to_start_without_debug_or_key_rather_than_use_a_public_key() -> None:
    result = run_manage("check", ALLOWED_HOSTS="piquet.example.org")
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY must be set" in result.stderr


@pytest.mark.parametrize(
    "key",
    [
        "x-long-random",
        "dev-only-insecure-key-piquet-tutor-not-for-production-use-0123456789",
        "django-insecure-" + "k3y" * 20,
        "ab" * 40,
    ],
    ids=["short", "development key", "django-insecure", "few characters"],
)
def test_it_refuses_a_weak_or_default_secret_key_in_production(key: str) -> None:
    result = run_manage("check", **{**PRODUCTION, "DJANGO_SECRET_KEY": key})
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY is too weak" in result.stderr


def test_it_uses_development_settings_only_when_asked() -> None:
    result = run_manage("shell", "-v", "0", "-c", SHOW, DJANGO_DEBUG="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[0] == "True"


CACHE = "from django.conf import settings; print(settings.CACHES['default']['BACKEND'])"


def test_it_shares_the_rate_limits_between_workers_in_production_without_redis() -> None:
    """Audit L12: per-process memory let each gunicorn worker count wrong passwords alone."""
    production = run_manage("shell", "-v", "0", "-c", CACHE, REDIS_URL="", **PRODUCTION)
    assert production.returncode == 0, production.stderr
    assert production.stdout.strip() == "django.core.cache.backends.db.DatabaseCache"
    redis = run_manage(
        "shell", "-v", "0", "-c", CACHE, REDIS_URL="redis://127.0.0.1:6379/0", **PRODUCTION
    )
    assert redis.stdout.strip() == "django.core.cache.backends.redis.RedisCache"
    development = run_manage("shell", "-v", "0", "-c", CACHE, REDIS_URL="", DJANGO_DEBUG="1")
    assert development.stdout.strip() == "django.core.cache.backends.locmem.LocMemCache"


DATABASE_OPTIONS = (
    "from django.conf import settings; print(settings.DATABASES['default']['OPTIONS'])"
)


@pytest.mark.parametrize("prepared", ["", "1", "0"])
def test_it_prepares_postgresql_statements_unless_told_not_to(prepared: str) -> None:
    """On PostgreSQL the statements a connection sends again and again are prepared (the
    default), and not when DATABASE_PREPARED_STATEMENTS=0 (a pooler in transaction mode)."""
    env = {"DJANGO_DEBUG": "1", "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/postgres"}
    if prepared:
        env["DATABASE_PREPARED_STATEMENTS"] = prepared
    result = run_manage("shell", "-v", "0", "-c", DATABASE_OPTIONS, **env)
    assert result.returncode == 0, result.stderr
    options = result.stdout.strip()
    if prepared == "0":
        assert options == "{}"
    else:
        assert options == "{'server_side_binding': True, 'prepare_threshold': 5}"


def test_collectstatic_fills_the_folder_djangos_static_root_names(tmp_path: Path) -> None:
    """DJANGO_STATIC_ROOT moves the folder collectstatic fills and whitenoise serves (CI runs
    the SQLite and PostgreSQL suites side by side, each with its own)."""
    folder = tmp_path / "static"
    result = run_manage(
        "collectstatic", "--noinput", "-v", "0", DJANGO_STATIC_ROOT=str(folder), **PRODUCTION
    )
    assert result.returncode == 0, result.stderr
    assert (folder / "staticfiles.json").is_file()
    assert (folder / "css").is_dir()
