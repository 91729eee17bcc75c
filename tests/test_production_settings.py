"""Production mode (``DJANGO_ENV=production``): required settings, a clean ``check --deploy``,
static files collected and served by whitenoise, HTTPS enforced.

Settings are read once per process, so each case runs ``manage.py`` in a fresh subprocess.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KEY = "k3y-" + "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def env_for(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The machine's environment less any Django or database setting, plus ``extra``."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "DATABASE_URL", "TRAYS_"))
    }
    env.update(TRAYS_VAR_DIR=str(tmp_path / "var"), DJANGO_STATIC_ROOT=str(tmp_path / "static"))
    env.update(extra)
    return env


def production(tmp_path: Path, **extra: str) -> dict[str, str]:
    settings = {
        "DJANGO_ENV": "production",
        "DJANGO_SECRET_KEY": KEY,
        "DJANGO_ALLOWED_HOSTS": "example.org",
    }
    return env_for(tmp_path, **{**settings, **extra})


def manage(env: dict[str, str], *args: str, script: str | None = None):
    command = [sys.executable, "-c", script] if script else [sys.executable, "manage.py", *args]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_check_deploy_reports_nothing(tmp_path):
    done = manage(production(tmp_path), "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stderr
    assert "System check identified no issues (0 silenced)." in done.stdout
    assert "WARNING" not in done.stdout + done.stderr


@pytest.mark.parametrize(
    ("secret", "hosts", "message"),
    [
        (None, "example.org", "DJANGO_SECRET_KEY"),
        ("x" * 12 + KEY[:37], "example.org", "DJANGO_SECRET_KEY"),  # 49 characters
        ("a" * 60, "example.org", "DJANGO_SECRET_KEY"),  # long but not random
        ("django-insecure-" + KEY, "example.org", "DJANGO_SECRET_KEY"),
        (KEY, None, "DJANGO_ALLOWED_HOSTS"),
        (KEY, " , ", "DJANGO_ALLOWED_HOSTS"),
    ],
)
def test_missing_or_weak_settings_are_a_clear_error(tmp_path, secret, hosts, message):
    env = env_for(tmp_path, DJANGO_ENV="production")
    if secret is not None:
        env["DJANGO_SECRET_KEY"] = secret
    if hosts is not None:
        env["DJANGO_ALLOWED_HOSTS"] = hosts
    done = manage(env, "check")
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr and message in done.stderr


@pytest.mark.parametrize(("name", "value"), [("DJANGO_ENV", "staging"), ("DJANGO_DEBUG", "maybe")])
def test_a_bad_value_is_an_error_not_a_default(tmp_path, name, value):
    done = manage(production(tmp_path, **{name: value}), "check")
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr and name in done.stderr


SERVE = """
import django, os
os.environ["DJANGO_SETTINGS_MODULE"] = "tournaments.settings"
django.setup()
from django.conf import settings
from django.templatetags.static import static
from django.test import Client
c = Client(HTTP_HOST="example.org")
plain = c.get("/")
print("plain", plain.status_code, plain.get("Location"))
home = c.get("/", secure=True)
print("home", home.status_code, home.get("Strict-Transport-Security"))
login = c.get("/login/", secure=True)
print("cookie-secure", bool(login.cookies["csrftoken"]["secure"]))
css = static("site.css")
print("hashed", css != "/static/site.css")
page = b"".join(home) if home.streaming else home.content
print("linked", css.encode() in page)
styles = c.get(css, secure=True)
print("static", styles.status_code, "max-age" in styles.get("Cache-Control", ""))
print("wrong-host", c.get("/", secure=True, HTTP_HOST="evil.example").status_code)
"""


def test_static_files_are_collected_and_served_over_https_only(tmp_path):
    env = production(tmp_path)
    (tmp_path / "var").mkdir()  # SQLite's folder; production mode makes no files of its own
    for args in (["migrate", "--noinput"], ["collectstatic", "--noinput"]):
        done = manage(env, *args)
        assert done.returncode == 0, done.stderr
    assert (tmp_path / "static" / "staticfiles.json").is_file()
    assert list((tmp_path / "static").glob("site.*.css.gz"))
    done = manage(env, script=SERVE)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert lines["plain"] == "301 https://example.org/"
    assert lines["home"] == "200 max-age=31536000; includeSubDomains; preload"
    assert lines["cookie-secure"] == "True"
    assert lines["hashed"] == "True" and lines["linked"] == "True"
    assert lines["static"] == "200 True"
    assert lines["wrong-host"] == "400"


def test_the_demo_account_in_production_gets_a_password_printed_once(tmp_path):
    """The README publishes the development password; a live site must not use it."""
    (tmp_path / "var").mkdir()
    env = production(tmp_path)
    assert manage(env, "migrate", "--noinput").returncode == 0
    done = manage(env, "demo")
    assert done.returncode == 0, done.stderr
    assert "compass-whist" not in done.stdout
    assert "shown this once" in done.stdout
    again = manage(env, "demo")
    assert "its password is unchanged" in again.stdout and "shown this once" not in again.stdout


SET_PASSWORD = """
import os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
import django; django.setup()
from django.contrib.auth import get_user_model
user, _ = get_user_model().objects.get_or_create(username="director")
user.set_password(sys.argv[1]); user.save()
"""

TRY_LOGIN = """
import os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
import django; django.setup()
from django.contrib.auth import authenticate
from django.test import RequestFactory
request = RequestFactory().post("/accounts/login/", HTTP_HOST="example.org")
user = authenticate(request, username="director", password=sys.argv[1])
print("login", user is not None)
"""


def test_a_development_database_with_the_demo_password_fails_the_deploy_check(tmp_path):
    """A database made by ``make demo`` (the README's password) and carried into production:
    ``check --deploy`` names the account, and the published password no longer logs in."""
    (tmp_path / "var").mkdir()
    development = env_for(tmp_path, DJANGO_SECRET_KEY=KEY)
    assert manage(development, "migrate", "--noinput").returncode == 0
    set_to = subprocess.run(
        [sys.executable, "-c", SET_PASSWORD, "compass-whist"], cwd=ROOT, env=development
    )
    assert set_to.returncode == 0
    live = production(tmp_path)
    done = manage(live, "check", "--deploy")
    assert done.returncode == 1
    assert "trays.E001" in done.stderr and "changepassword director" in done.stderr
    tried = subprocess.run(
        [sys.executable, "-c", TRY_LOGIN, "compass-whist"],
        cwd=ROOT, env=live, capture_output=True, text=True,
    )  # fmt: skip
    assert tried.stdout.strip() == "login False"
    subprocess.run(
        [sys.executable, "-c", SET_PASSWORD, "a-club-secret-42"], cwd=ROOT, env=live, check=True
    )
    assert manage(live, "check", "--deploy", "--fail-level", "WARNING").returncode == 0
    tried = subprocess.run(
        [sys.executable, "-c", TRY_LOGIN, "a-club-secret-42"],
        cwd=ROOT, env=live, capture_output=True, text=True,
    )  # fmt: skip
    assert tried.stdout.strip() == "login True"


def test_the_demo_password_still_logs_in_during_development(tmp_path):
    (tmp_path / "var").mkdir()
    development = env_for(tmp_path, DJANGO_SECRET_KEY=KEY)
    assert manage(development, "migrate", "--noinput").returncode == 0
    subprocess.run(
        [sys.executable, "-c", SET_PASSWORD, "compass-whist"], cwd=ROOT, env=development, check=True
    )
    tried = subprocess.run(
        [sys.executable, "-c", TRY_LOGIN, "compass-whist"],
        cwd=ROOT, env=development, capture_output=True, text=True,
    )  # fmt: skip
    assert tried.stdout.strip() == "login True"
    assert manage(development, "check").returncode == 0


def test_a_worker_without_a_shared_cache_says_so_when_it_starts(tmp_path):
    (tmp_path / "var").mkdir()
    started = manage(production(tmp_path), script="import tournaments.wsgi")
    assert started.returncode == 0, started.stderr
    assert "No shared cache (CACHE_URL is not set)" in started.stderr
    shared = manage(
        production(tmp_path, CACHE_URL="redis://127.0.0.1:6399/0"), script="import tournaments.wsgi"
    )
    assert "No shared cache" not in shared.stderr


DATABASE_OPTIONS = (
    "import django, os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'tournaments.settings');"
    "from django.conf import settings; o = settings.DATABASES['default'].get('OPTIONS', {});"
    "print(o.get('server_side_binding'), o.get('prepare_threshold'))"
)


@pytest.mark.parametrize(
    ("prepared", "shown"),
    [(None, "True 5"), ("true", "True 5"), ("false", "None None"), ("off", "None None")],
)
def test_postgresql_keeps_the_plans_of_statements_unless_the_pooler_cannot(
    tmp_path, prepared, shown
):
    """The values bound on the server and a statement run five times prepared: a pooler that
    cannot keep prepared statements (docs/DEPLOY.md) turns it off with TRAYS_DB_PREPARED."""
    extra = {"DATABASE_URL": "postgres://trays:trays@db.example.org:5432/trays"}
    if prepared is not None:
        extra["TRAYS_DB_PREPARED"] = prepared
    done = manage(production(tmp_path, **extra), script=DATABASE_OPTIONS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == shown


def test_sqlite_has_no_prepared_statements_to_keep(tmp_path):
    done = manage(production(tmp_path), script=DATABASE_OPTIONS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "None None"
