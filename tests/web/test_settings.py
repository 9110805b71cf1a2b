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
