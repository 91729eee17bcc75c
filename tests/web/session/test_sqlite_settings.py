"""SQLite's settings: writes take the lock when their transaction begins, wait their turn up
to the busy timeout (``TRAYS_SQLITE_TIMEOUT``, parsed strictly), and the file is in WAL mode.

Settings are read once per process, so each case runs Django in a fresh subprocess.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.web.session.served import ROOT, environment, run_django

CONNECTED = """
from django.conf import settings
from django.db import connection

with connection.cursor() as cursor:
    pragmas = {
        name: cursor.execute(f"PRAGMA {name}").fetchone()[0]
        for name in ("journal_mode", "synchronous", "busy_timeout")
    }
print(json.dumps({
    "options": settings.DATABASES["default"]["OPTIONS"],
    "transaction_mode": connection.transaction_mode,
    **pragmas,
}))
"""


def test_sqlite_writes_wait_their_turn_in_wal_mode(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}")
    seen = run_django(env, CONNECTED)
    assert seen["transaction_mode"] == "IMMEDIATE"
    assert seen["options"]["timeout"] == 5
    assert (seen["journal_mode"], seen["synchronous"], seen["busy_timeout"]) == ("wal", 1, 5000)


def test_the_busy_timeout_comes_from_the_environment(tmp_path):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}", TRAYS_SQLITE_TIMEOUT="12")
    assert run_django(env, CONNECTED)["busy_timeout"] == 12000


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("soon", "TRAYS_SQLITE_TIMEOUT must be a whole number, not 'soon'"),
        ("2.5", "TRAYS_SQLITE_TIMEOUT must be a whole number, not '2.5'"),
        ("0", "TRAYS_SQLITE_TIMEOUT must be 1 second or more, not 0"),
    ],
)
def test_a_bad_busy_timeout_is_refused(tmp_path, value, message):
    env = environment(tmp_path, f"sqlite:///{tmp_path / 'db.sqlite3'}", TRAYS_SQLITE_TIMEOUT=value)
    done = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert message in done.stderr


def test_postgresql_gets_no_sqlite_options(tmp_path):
    env = environment(tmp_path, "postgres://trays:trays@127.0.0.1:5432/trays")
    code = "from django.conf import settings\n"
    code += 'print(json.dumps(settings.DATABASES["default"].get("OPTIONS", {})))'
    options = run_django(env, code)
    assert not {"transaction_mode", "timeout", "init_command"} & options.keys()
