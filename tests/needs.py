"""What some tests need from the machine: ``../shared`` beside the checkout, Chromium, npm's
modules, node, redis-server, PostgreSQL.

On a developer's machine a test whose need is missing skips, saying what to install.  CI sets
``TRAYS_REQUIRE_ALL=1`` (``.ci/run``): there every need is a failure instead, so a missing
program or folder can never pass as a quiet skip.
"""

from __future__ import annotations

import os
import shutil

import pytest

FLAG = "TRAYS_REQUIRE_ALL"


def strict() -> bool:
    """True where every need must be met (CI)."""
    return os.environ.get(FLAG) == "1"


def missing(what: str) -> None:
    """Stop the test for want of ``what``: a failure under ``TRAYS_REQUIRE_ALL=1``, else a skip."""
    if strict():
        pytest.fail(f"{what} ({FLAG}=1: every test must run here)", pytrace=False)
    pytest.skip(what)


def program(name: str, package: str) -> str:
    """The path of the program ``name`` (installed by Debian's ``package``)."""
    found = shutil.which(name)
    if found is None:
        missing(f"{name} is not installed (apt-get install {package})")
    return found
