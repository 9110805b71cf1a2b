# Piquet Tutor — the two commands are `make run` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := $(PY) manage.py
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test test-postgres bench lint messages translations content serve help

# The settings default to production (DEBUG off, a strong key required); the local
# commands ask for development settings explicitly. A shell that exports DJANGO_DEBUG=0
# (and a key), as a server's does, keeps its own.
run content translations messages lint test test-postgres: export DJANGO_DEBUG ?= 1

help:
	@echo "make run            install, migrate, load content and serve http://127.0.0.1:8000 (SQLite)"
	@echo "make test           install test tools and run every test, browser tests included"
	@echo "make test-postgres  run the database-facing tests against DATABASE_URL (PostgreSQL)"
	@echo "make bench          print the speed benchmarks"
	@echo "make lint           ruff and mypy"
	@echo "make messages       refresh the .po files after changing translatable strings"

# --- installation (each step re-runs only when its inputs change) ---------------------------
$(VENV)/.runtime: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e . 2>&1 | grep -v "is ignored" || true
	$(PY) -c "import django, allauth, django_htmx, template_partials, polib, mistune"
	touch $@

$(VENV)/.test: $(VENV)/.runtime pyproject.toml
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]' 2>&1 | grep -v "is ignored" || true
	$(PY) -c "import pytest, pytest_django, hypothesis, playwright"
	touch $@

node_modules/axe-core/axe.min.js: package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium for the browser tests…"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "The browser tests need Chromium at $(CHROMIUM). Install it with: sudo apt-get install chromium" >&2; \
	    echo "(or set CHROMIUM=/path/to/chromium)." >&2; exit 1; \
	  fi; \
	fi

translations: $(VENV)/.runtime
	$(MANAGE) compiletranslations

# The course is read from lessons/content/ at run time; checkcontent proves it whole
# (three languages in step, every card and every exercise answer as the engine says).
content: $(VENV)/.runtime translations
	$(MANAGE) migrate --noinput -v0
	$(MANAGE) createcachetable
	$(MANAGE) clearsessions
	$(MANAGE) checkcontent

# --- the two commands -------------------------------------------------------------------------
run: content
	@echo "Piquet Tutor at http://127.0.0.1:8000/"
	nice -n 10 $(MANAGE) db_worker --no-reload -v0 & worker=$$!; trap 'kill $$worker' EXIT; $(MANAGE) runserver 127.0.0.1:8000

# Production settings for the second pass: DEBUG off, a fresh strong secret, the hosts the
# test client and the live server use, and no HTTPS redirect (the tests speak plain HTTP, as
# the site does behind a TLS proxy). A bug that only shows with DEBUG off fails here.
PRODUCTION := DJANGO_DEBUG=0 ALLOWED_HOSTS=localhost,127.0.0.1,testserver \
	DJANGO_SECURE_SSL_REDIRECT=0 \
	DJANGO_SECRET_KEY="$$($(PY) -c 'import secrets; print(secrets.token_urlsafe(50))')"

# Every test with development settings, then the database-facing ones (everything but the
# pure engine and drill tests, which read no settings) again with production settings.
test: $(VENV)/.test node_modules/axe-core/axe.min.js chromium translations
	CHROMIUM=$(CHROMIUM) $(VENV)/bin/pytest
	@echo "== again with production settings (DJANGO_DEBUG=0)"
	$(PRODUCTION) $(MANAGE) collectstatic --noinput -v0
	$(PRODUCTION) CHROMIUM=$(CHROMIUM) $(VENV)/bin/pytest -m "not pure"

# The tests that talk to the database, run again on PostgreSQL by .ci/run, with development
# and with production settings.
test-postgres: $(VENV)/.test node_modules/axe-core/axe.min.js chromium translations
	@test -n "$$DATABASE_URL" || { echo "Set DATABASE_URL=postgres://…" >&2; exit 1; }
	CHROMIUM=$(CHROMIUM) $(VENV)/bin/pytest -m "not pure"
	@echo "== again with production settings (DJANGO_DEBUG=0)"
	$(PRODUCTION) $(MANAGE) collectstatic --noinput -v0
	$(PRODUCTION) CHROMIUM=$(CHROMIUM) $(VENV)/bin/pytest -m "not pure"

# Every benchmark runs even if an earlier one misses its target; the exit status is 1 if
# any missed.
bench: $(VENV)/.test
	@status=0; \
	$(PY) bench/bench_engine.py || status=1; \
	$(PY) bench/bench_drills.py || status=1; \
	$(PY) bench/bench_web.py || status=1; \
	$(PY) bench/bench_bots.py || status=1; \
	$(PY) bench/bench_coach.py || status=1; \
	$(PY) bench/bench_table.py || status=1; \
	$(PY) bench/bench_load.py || status=1; \
	$(PY) bench/bench_results.py || status=1; \
	exit $$status

lint: $(VENV)/.test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy tutor lessons

messages: $(VENV)/.runtime
	$(MANAGE) makemessages -l de -l nl --no-location --no-obsolete --ignore=.venv --ignore=node_modules --ignore=tutor/piquet
