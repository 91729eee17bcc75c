"""Logins resist guessing, passwords are checked, pages carry a Content-Security-Policy with no
inline script, and the admin sits where the settings put it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.urls import reverse

from tests.builders import club_user, example_event

TEMPLATES = Path(__file__).resolve().parents[3] / "templates"


@pytest.fixture
def director(db):
    return club_user("ada", password="right-horse-battery-staple")


def attempt(client, password: str):
    return client.post(reverse("login"), {"username": "ada", "password": password})


def test_wrong_passwords_are_throttled_per_account_and_address(client, director):
    for n in range(settings.AXES_FAILURE_LIMIT - 1):
        assert attempt(client, f"wrong-{n}").status_code == 200  # the form again
    assert attempt(client, "wrong-again").status_code == 429  # the limit: wait now
    locked = attempt(client, "right-horse-battery-staple")
    assert locked.status_code == 429
    assert "Too many wrong passwords" in locked.content.decode()
    assert "_auth_user_id" not in client.session
    # the same address may still log in to another account
    club_user("grace", password="another-long-passphrase")
    other = client.post(
        reverse("login"), {"username": "grace", "password": "another-long-passphrase"}
    )
    assert other.status_code == 302


def test_the_right_password_logs_in_before_the_limit(client, director):
    for n in range(settings.AXES_FAILURE_LIMIT - 1):
        attempt(client, f"wrong-{n}")
    assert attempt(client, "right-horse-battery-staple").status_code == 302


@pytest.mark.parametrize("password", ["lovelace99", "short1", "password123", "12345678901"])
def test_weak_passwords_are_refused(director, password):
    """Like the account holder's name, shorter than ten characters, common, or all digits."""
    director.last_name = "Lovelace"
    with pytest.raises(ValidationError):
        validate_password(password, user=director)


def test_every_page_carries_the_policy_and_no_inline_script(client, organiser):
    event = example_event(organiser)
    for url in (
        reverse("home"),
        reverse("standings", args=[event.slug]),
        reverse("login"),
    ):
        policy = client.get(url)["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "unsafe-inline" not in policy


def test_no_template_holds_an_inline_script_or_handler():
    """Scripts come from static files only: an inline one would be blocked by the policy.
    A results mail (``templates/mail``) is read in the player's mail program, not under the
    site's policy, and styles its HTML inline as mail programs need; it holds no script."""
    for path in TEMPLATES.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path
        assert not re.search(r"\son[a-z]+\s*=", text), path
        if TEMPLATES / "mail" not in path.parents:
            assert "style=" not in text, path
    mails = (TEMPLATES / "mail").rglob("*.html")
    assert not any("<script" in p.read_text(encoding="utf-8") for p in mails)


def test_the_admin_is_where_the_settings_put_it():
    assert reverse("admin:index") == "/" + settings.ADMIN_PATH
