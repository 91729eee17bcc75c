"""The pure packages import in one direction only: no module imports itself round a loop.

Every import statement counts, including those inside functions (an import inside a function
still closes a loop; it only hides it until the function runs).  A module inside a package
never takes names from its own package's ``__init__``: the re-exports there are for callers
outside, and importing them from inside would make the package's face part of a loop.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGES = ("movements", "tournaments/printing")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {
        _module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _imported(name: str, path: Path) -> Iterator[tuple[str, tuple[str, ...]]]:
    """(module, names taken) for every import statement of a module, wherever it stands."""
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, ()
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = _package_of(name, path).split(".")
                anchor = ".".join(package[: len(package) - node.level + 1])
                base = f"{anchor}.{base}" if base else anchor
            yield base, tuple(alias.name for alias in node.names)


def _edges(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the project modules it imports: ``from p import m`` counts as importing the
    submodule ``p.m`` when there is one, and as importing ``p`` itself otherwise."""
    edges: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for base, names in _imported(name, path):
            targets = {f"{base}.{n}" for n in names if f"{base}.{n}" in modules}
            if len(targets) < len(names) or not names:
                targets.add(base)
            edges[name] |= {t for t in targets if t in modules and t != name}
    return edges


def _cycle_from(start: str, edges: dict[str, set[str]]) -> list[str] | None:
    path: list[str] = []
    on_path: set[str] = set()
    done: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for nxt in sorted(edges[node]):
            if nxt in on_path:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in done and (found := visit(nxt)):
                return found
        on_path.discard(path.pop())
        done.add(node)
        return None

    return visit(start)


MODULES = _modules()
EDGES = _edges(MODULES)


def test_the_packages_have_modules_to_check() -> None:
    assert len(MODULES) >= 20
    assert "movements.types" in EDGES and "tournaments.printing.build" in EDGES


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_import_loop_passes_through_the_module(name: str) -> None:
    loop = _cycle_from(name, EDGES)
    assert loop is None, " -> ".join(loop or ())


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_imports_its_own_package_face(name: str) -> None:
    path = MODULES[name]
    if path.name == "__init__.py":
        return
    own = _package_of(name, path)
    faces = [
        f"from {base} import {', '.join(names)}"
        for base, names in _imported(name, path)
        if base == own and any(f"{base}.{n}" not in MODULES for n in names)
    ]
    assert not faces, faces


def test_the_check_sees_a_loop_closed_inside_a_function(tmp_path: Path) -> None:
    a = tmp_path / "a.py"
    a.write_text("from b import f\n")
    b = tmp_path / "b.py"
    b.write_text("def f():\n    from a import g\n")
    edges = _edges({"a": a, "b": b})
    assert _cycle_from("a", edges) == ["a", "b", "a"]


@pytest.mark.parametrize("name", [n for n in sorted(MODULES) if n.startswith("movements.data.")])
def test_generated_data_imports_nothing(name: str) -> None:
    """The tables the searches in tools/ write are plain data: regenerating one can never
    pull a generator into a loop."""
    assert [base for base, _ in _imported(name, MODULES[name])] == ["__future__"]
