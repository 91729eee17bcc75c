"""Settings, driven by environment variables with strict parsing.

SQLite by default (writes wait their turn, ``TRAYS_SQLITE_TIMEOUT`` seconds at most);
``DATABASE_URL`` switches to PostgreSQL.  ``DJANGO_ENV=production`` turns on the production
mode, which requires ``DJANGO_SECRET_KEY`` and ``DJANGO_ALLOWED_HOSTS``.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("TRAYS_VAR_DIR", BASE_DIR / "var"))


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be true or false, not {raw!r}")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}") from None


def env_list(name: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, "").split(",") if item.strip()]


DJANGO_ENV = os.environ.get("DJANGO_ENV", "development").strip().lower()
if DJANGO_ENV not in {"development", "production", "test"}:
    raise ImproperlyConfigured(
        f"DJANGO_ENV must be development, test or production, not {DJANGO_ENV!r}"
    )
PRODUCTION = DJANGO_ENV == "production"


def _development_secret() -> str:
    """A per-checkout secret kept in var/, so sessions survive restarts without a committed key."""
    path = VAR_DIR / "secret_key"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        VAR_DIR.mkdir(parents=True, exist_ok=True)
        key = secrets.token_urlsafe(50)
        path.write_text(key)
        return key


if PRODUCTION:
    SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
    if len(SECRET_KEY) < 50 or len(set(SECRET_KEY)) < 5 or SECRET_KEY.startswith("django-insecure"):
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY (50 characters or more, random) is required in production: "
            "make one with  python -c 'import secrets; print(secrets.token_urlsafe(50))'"
        )
    ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS")
    if not ALLOWED_HOSTS:
        raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS is required in production")
    DEBUG = env_bool("DJANGO_DEBUG", False)
else:
    SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or _development_secret()
    ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS") or ["127.0.0.1", "localhost", "testserver"]
    DEBUG = env_bool("DJANGO_DEBUG", True)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "tournaments.apps.TablesConfig",  # django_tables2, without psycopg: see apps.py
    "axes",
    "csp",
    "tournaments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Pages compressed for phones on a club's Wi-Fi (a 40-table standings page is 170 KB of
    # HTML, a fifth of that compressed), at a level that costs half of Django's CPU time, and
    # the standings' live part compressed once per version (tournaments/adapters/compressed.py
    # says how).  Django's gzip pads each response at random against BREACH, and CSRF tokens
    # are masked per response.  In production WhiteNoise goes first and serves its own
    # pre-compressed static files.
    "tournaments.middleware.PageGZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # The reader's language (after the session, before CommonMiddleware, as Django asks); for
    # a page about a club's event, the club's language and time zone where the reader chose
    # none (tournaments/middleware.py says why in that order).
    "tournaments.middleware.ClubLocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "tournaments.middleware.DatabaseUnavailableMiddleware",
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "tournaments.urls"
WSGI_APPLICATION = "tournaments.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DJANGO_CONN_MAX_AGE", 60 if PRODUCTION else 0),
    )
}
DATABASES["default"]["ATOMIC_REQUESTS"] = False


def cache_from_url(url: str) -> dict:
    """Django's cache settings from ``CACHE_URL``: ``redis://`` or ``rediss://`` (Django's own
    Redis back-end, shared by every process and machine), ``locmem://`` (this process's memory:
    the default, nothing to install)."""
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme in ("redis", "rediss"):
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}
    if scheme == "locmem" or not url:
        return {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": url.split("://", 1)[-1] if url else "trays",
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    raise ImproperlyConfigured(
        f"CACHE_URL must start with redis://, rediss:// or locmem://, not {url.split(':')[0]}:"
    )


CACHES = {"default": {**cache_from_url(os.environ.get("CACHE_URL", "")), "KEY_PREFIX": "trays"}}

SQLITE_TIMEOUT = env_int("TRAYS_SQLITE_TIMEOUT", 5)
if SQLITE_TIMEOUT < 1:
    raise ImproperlyConfigured(
        f"TRAYS_SQLITE_TIMEOUT must be 1 second or more, not {SQLITE_TIMEOUT}"
    )
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # SQLite lets one process write at a time.  Every transaction takes the write lock when it
    # begins (a read that turned into a write half-way would fail at once instead of waiting),
    # a write waits up to the busy timeout for another's lock, and in WAL mode readers never
    # block the writer nor it them.  WAL is kept in the database file; synchronous=NORMAL is
    # safe with it (a power cut may lose the last commits, never corrupt the file).
    DATABASES["default"]["OPTIONS"] = {
        **DATABASES["default"].get("OPTIONS", {}),
        "transaction_mode": "IMMEDIATE",
        "timeout": SQLITE_TIMEOUT,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    }
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool(
    "TRAYS_DB_PREPARED", True
):
    # PostgreSQL plans each statement it is sent afresh, and the site sends the same few
    # hundred again and again (a table phone's request: a dozen, most of them joins).  Bound
    # on the server, a statement a connection has run five times is prepared and its plan
    # kept (psycopg's own rule): under the load test the database's CPU a request fell by a
    # fifth and the site's too (docs/PERFORMANCE.md).  A pooler that hands one connection to
    # several clients in turn (PgBouncer's transaction mode before 1.21) cannot keep prepared
    # statements: there, set TRAYS_DB_PREPARED=false (docs/DEPLOY.md).
    DATABASES["default"]["OPTIONS"] = {
        **DATABASES["default"].get("OPTIONS", {}),
        "server_side_binding": True,
        "prepare_threshold": 5,
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 10},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Failed logins are throttled per account and address (django-axes): after
# AXES_FAILURE_LIMIT wrong passwords the pair waits AXES_COOLOFF_MINUTES, whatever it sends.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    # In production the demo's published password is refused (tournaments/demo/login.py).
    "tournaments.demo.login.DemoPasswordRefused",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("TRAYS_LOGIN_FAILURES", 5)
AXES_COOLOFF_TIME = env_int("TRAYS_LOGIN_COOLOFF_MINUTES", 15) / 60
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
# The client's address, for both throttles: the entry the site's own proxies wrote in
# X-Forwarded-For, TRAYS_PROXY_COUNT from the right (tournaments/views/address.py).
TRAYS_PROXY_COUNT = env_int("TRAYS_PROXY_COUNT", 1 if PRODUCTION else 0)
if TRAYS_PROXY_COUNT < 0:
    raise ImproperlyConfigured("TRAYS_PROXY_COUNT must be 0 or more.")
AXES_CLIENT_IP_CALLABLE = "tournaments.views.address.client_address"

# The admin's address, so it is not where every scanner looks first.
ADMIN_PATH = os.environ.get("TRAYS_ADMIN_PATH", "admin/").strip().strip("/") + "/"
if ADMIN_PATH == "/":
    raise ImproperlyConfigured("TRAYS_ADMIN_PATH must name a path, for example club-admin/")

# Content-Security-Policy (django-csp): the site's own scripts and styles only, no inline
# script, no framing.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

LANGUAGE_CODE = "en-gb"
# English and the six languages of the clubs the site serves first; each has its catalogue in
# locale/ (make messages), its federation's words in docs/GLOSSARY.md.  A club picks its
# default among them (Club.language).  Each name is written in its own language, as the
# language switch shows it.
LANGUAGES = [
    ("en-gb", "English"),
    ("nl", "Nederlands"),
    ("fr", "Français"),
    ("de", "Deutsch"),
    ("pl", "Polski"),
    ("it", "Italiano"),
    ("sv", "Svenska"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
# The site's own zone, for pages about no club; a club's event is shown in the club's zone.
TIME_ZONE = os.environ.get("DJANGO_TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"] if (BASE_DIR / "static").is_dir() else []
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if PRODUCTION
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "dashboard"
LOGOUT_REDIRECT_URL = "home"

DJANGO_TABLES2_TEMPLATE = "django_tables2/bootstrap5.html"

# Results by e-mail.  Mail goes to the console unless an SMTP server is named; the links in a
# mail start with the site's own address.
TRAYS_SITE_URL = os.environ.get("TRAYS_SITE_URL", "http://127.0.0.1:8000").strip()
EMAIL_HOST = os.environ.get("TRAYS_EMAIL_HOST", "").strip()
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = env_int("TRAYS_EMAIL_PORT", 587)
EMAIL_HOST_USER = os.environ.get("TRAYS_EMAIL_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("TRAYS_EMAIL_PASSWORD", "")
EMAIL_USE_TLS = env_bool("TRAYS_EMAIL_TLS", True)
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = os.environ.get("TRAYS_MAIL_FROM", "Trays results <results@localhost>")
# Publication mails are sent by a thread of their own once the publication is saved (a
# request never waits on the mail server); ``manage.py outbox`` sends what is due again.
TRAYS_MAIL_IN_BACKGROUND = env_bool("TRAYS_MAIL_IN_BACKGROUND", True)

if PRODUCTION:
    MIDDLEWARE.insert(1, "whitenoise.middleware.WhiteNoiseMiddleware")
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = 31536000
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
