"""Every management command of the site prints its help: ``manage.py CMD --help`` for each.

``score --help`` once stopped with ``ValueError: incomplete format``: argparse expands ``%``
in help texts, so a bare ``%`` (``P%`` in ``--datum-drop``) broke the whole page of help.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
from django.core.management import call_command

import tournaments

COMMANDS = sorted(
    path.stem
    for path in (Path(tournaments.__file__).parent / "management" / "commands").glob("*.py")
    if path.stem != "__init__"
)


def test_the_commands_are_found():
    assert {"score", "usebio", "print", "deals", "import_event"} <= set(COMMANDS)


@pytest.mark.parametrize("name", COMMANDS)
def test_help_prints(name):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as ended:
        call_command(name, "--help")
    assert ended.value.code == 0
    assert f"manage.py {name}" in out.getvalue() or f" {name} " in out.getvalue()
    assert "usage:" in out.getvalue()


def test_score_help_shows_the_datum_drop_percentage():
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        call_command("score", "--help")
    assert "P%" in " ".join(out.getvalue().split())
