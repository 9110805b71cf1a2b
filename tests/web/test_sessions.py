"""The session engine (tutor/sessions.py) reads what Django's database engine wrote, and
nothing expired or unknown."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.test import override_settings
from django.utils import timezone

from tutor.sessions import SessionStore

pytestmark = pytest.mark.django_db


def test_it_is_the_sites_engine() -> None:
    assert settings.SESSION_ENGINE == "tutor.sessions"


def test_it_reads_back_what_was_saved() -> None:
    store = SessionStore()
    store["anon_learner_id"] = "a" * 32
    store["answer"] = {"point": ["5", "49"]}
    store.save()
    again = SessionStore(store.session_key)
    assert dict(again.items()) == {"anon_learner_id": "a" * 32, "answer": {"point": ["5", "49"]}}


def test_it_forgets_an_expired_session() -> None:
    store = SessionStore()
    store["anon_learner_id"] = "b" * 32
    store.save()
    Session.objects.filter(session_key=store.session_key).update(
        expire_date=timezone.now() - timedelta(seconds=1)
    )
    again = SessionStore(store.session_key)
    assert again.get("anon_learner_id") is None
    assert again.session_key is None  # a new key is made if anything is saved


def test_it_reads_nothing_for_an_unknown_key() -> None:
    assert dict(SessionStore("x" * 32).items()) == {}


def test_it_keeps_a_signed_in_visitors_session_across_requests(client, django_user_model) -> None:
    user = django_user_model.objects.create_user("reader", "reader@example.org", "pw-12345678")
    client.force_login(user)
    assert client.get("/en/accounts/settings/").status_code == 200


def _saved(data: dict) -> str:
    store = SessionStore()
    store.update(data)
    store.save()
    return Session.objects.get(session_key=store.session_key).session_data


def test_each_read_of_a_session_is_its_own() -> None:
    stored = _saved({"anon_learner_id": "c" * 32})
    first = SessionStore().decode(stored)
    first["answer"] = "changed in one request"
    assert SessionStore().decode(stored) == {"anon_learner_id": "c" * 32}


def test_data_read_before_is_checked_again_when_altered_or_the_key_changes() -> None:
    stored = _saved({"anon_learner_id": "d" * 32})
    assert SessionStore().decode(stored) == {"anon_learner_id": "d" * 32}
    altered = stored[:-1] + ("A" if stored[-1] != "A" else "B")
    assert SessionStore().decode(altered) == {}
    with override_settings(SECRET_KEY="another-" + "k" * 50):
        assert SessionStore().decode(stored) == {}
    with override_settings(
        SECRET_KEY="another-" + "k" * 50, SECRET_KEY_FALLBACKS=[settings.SECRET_KEY]
    ):
        assert SessionStore().decode(stored) == {"anon_learner_id": "d" * 32}


def test_a_session_with_nested_data_is_read_afresh_each_time() -> None:
    stored = _saved({"answer": {"point": ["5"]}})
    first = SessionStore().decode(stored)
    first["answer"]["point"].append("49")
    assert SessionStore().decode(stored) == {"answer": {"point": ["5"]}}
