"""The core packages stay pure: no Django, no database, no web, importable anywhere."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE = [
    "movements",
    "said",
    "tournaments/scoring",
    "tournaments/printing",
    "tournaments/exchange",
    "tournaments/deals",
    "tournaments/lazy",
]
FORBIDDEN = ("django", "django_tables2", "tournaments.models", "tournaments.services")


def _modules():
    for package in PURE:
        yield from sorted((ROOT / package).rglob("*.py"))


def _imports(path: Path):
    tree = ast.parse(path.read_text(), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def test_the_pure_packages_have_modules_to_check():
    assert len(list(_modules())) >= 10


@pytest.mark.parametrize("path", list(_modules()), ids=lambda p: str(p.relative_to(ROOT)))
def test_it_imports_nothing_from_django(path):
    bad = [
        name
        for name in _imports(path)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)
    ]
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}"
