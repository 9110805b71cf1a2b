"""Accounts through django-allauth, inside our layout and language prefix."""

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

pytestmark = pytest.mark.django_db


def test_it_signs_up_a_learner_by_email_and_signs_them_in(client: Client) -> None:
    response = client.post(
        "/de/accounts/signup/",
        {"email": "lena@example.org", "password1": "kartenspiel-42", "password2": "kartenspiel-42"},
    )
    assert response.status_code == 302
    user = get_user_model().objects.get(email="lena@example.org")
    assert client.get("/de/").context["user"] == user
    # A verification link is sent (printed to the console locally).
    assert any("lena@example.org" in m.to for m in mail.outbox)


def test_it_signs_in_a_pupil_without_email_by_username(client: Client) -> None:
    get_user_model().objects.create_user(username="pupil-7", password="blauwe-kaart-19")
    response = client.post(
        "/nl/accounts/login/", {"login": "pupil-7", "password": "blauwe-kaart-19"}
    )
    assert response.status_code == 302
    assert client.get("/nl/").context["user"].username == "pupil-7"


def test_it_refuses_a_wrong_password_with_a_message_not_an_error(client: Client) -> None:
    get_user_model().objects.create_user(username="pupil-8", password="right-password-5")
    response = client.post("/en/accounts/login/", {"login": "pupil-8", "password": "wrong"})
    assert response.status_code == 200
    assert response.context["form"].errors


@pytest.mark.parametrize("lang", ["de", "nl", "en"])
def test_it_shows_the_account_pages_in_our_layout(client: Client, lang: str) -> None:
    html = client.get(f"/{lang}/accounts/login/").content.decode()
    assert f'<html lang="{lang}">' in html
    assert '<main id="main"' in html
    assert 'class="skip-link"' in html
