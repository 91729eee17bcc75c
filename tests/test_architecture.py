"""The layout holds: no import cycles, no imports tucked inside functions, layers that only
import downwards, no private name borrowed from another module, and a ``tournaments`` package
whose top level is only Django's glue.  A module's length follows its idea: no cap.

The import graph is read from the source with ``ast`` (every ``import`` and ``from ... import``
statement, at any depth: inside functions and ``if TYPE_CHECKING`` blocks too), so a cycle
cannot hide behind an import that runs late.  ``docs/ARCHITECTURE.md`` describes the layers
these checks keep in place.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("movements", "said", "tournaments", "tools", "bench", "tests")
GLUE = {
    "__init__.py",
    "admin.py",
    "apps.py",
    "asgi.py",
    "middleware.py",
    "settings.py",
    "urls.py",
    "wsgi.py",
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _sources() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            found[_module_name(path)] = path
    return found


SOURCES = _sources()


def _resolve(name: str, current: str, is_package: bool, level: int) -> str:
    if not level:
        return name
    base = current.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, name] if name else base)


def _targets(node: ast.AST, current: str, is_package: bool) -> list[str]:
    """The project modules an import statement loads (a name imported from a package counts
    as its submodule when there is one, else as the package itself)."""
    out = []
    if isinstance(node, ast.Import):
        out = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        module = _resolve(node.module or "", current, is_package, node.level)
        for alias in node.names:
            sub = f"{module}.{alias.name}"
            out.append(sub if sub in SOURCES else module)
    return [t for t in out if t in SOURCES]


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in SOURCES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        edges = set()
        for node in ast.walk(tree):
            edges.update(_targets(node, name, is_package))
        graph[name] = edges - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles():
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _nested_imports(path: Path) -> list[str]:
    """Project imports inside a function or class body, as "line: module"."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    current = _module_name(path)
    out = []
    for top in ast.walk(tree):
        if not isinstance(top, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for node in ast.walk(top):
            for target in _targets(node, current, path.name == "__init__.py"):
                out.append(f"{node.lineno}: {target}")
    return out


@pytest.mark.parametrize("package", ["movements", "said", "tournaments", "tools"])
def test_project_imports_sit_at_the_top_of_each_module(package):
    """An import inside a function is how a cycle hides; the code imports at the top."""
    nested = {
        name: _nested_imports(path)
        for name, path in SOURCES.items()
        if name.split(".")[0] == package
    }
    assert {k: v for k, v in nested.items() if v} == {}


# The layers, lowest first: a module imports from its own layer or the layers below, never
# from one above (docs/ARCHITECTURE.md draws them).
LAYERS = (
    (
        "the pure core",
        (
            "movements",
            "said",
            "tournaments.scoring",
            "tournaments.deals",
            "tournaments.printing",
            "tournaments.exchange",
            "tournaments.lazy",
        ),
    ),
    ("models", ("tournaments.models",)),
    ("adapters", ("tournaments.adapters",)),
    ("services and standings", ("tournaments.services", "tournaments.standings")),
    (
        "pages, papers, commands and the Django glue",
        (
            "tournaments.views",
            "tournaments.forms",
            "tournaments.papers",
            "tournaments.backup",
            "tournaments.management",
            "tournaments.templatetags",
            "tournaments.demo",
            "tournaments.urls",
            "tournaments.admin",
            "tournaments.apps",
            "tournaments.middleware",
            "tournaments.settings",
            "tournaments.asgi",
            "tournaments.wsgi",
        ),
    ),
)


def _layer(module: str) -> int | None:
    """The index in ``LAYERS`` of the layer ``module`` belongs to (the longest prefix)."""
    found, length = None, 0
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > length:
                found, length = index, len(prefix)
    return found


def _upward(graph: dict[str, set[str]]) -> list[str]:
    out = []
    for module, targets in sorted(graph.items()):
        here = _layer(module)
        for target in sorted(targets):
            there = _layer(target)
            if here is not None and there is not None and there > here:
                out.append(f"{module} ({LAYERS[here][0]}) imports {target} ({LAYERS[there][0]})")
    return out


def test_every_product_module_has_a_layer():
    graph = _graph()
    loose = [n for n in graph if n.split(".")[0] in ("movements", "said", "tournaments")]
    assert [n for n in loose if _layer(n) is None and n != "tournaments"] == []


def test_the_layers_only_import_downwards():
    assert _upward(_graph()) == []


def test_the_layer_check_sees_an_upward_import():
    graph = {"tournaments.models.event": {"tournaments.views.public"}, "movements.x": set()}
    assert _upward(graph) == [
        "tournaments.models.event (models) imports tournaments.views.public "
        "(pages, papers, commands and the Django glue)"
    ]


def _private_imports(path: Path) -> list[str]:
    """Names starting with one underscore imported from another project module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    current = _module_name(path)
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        module = _resolve(node.module or "", current, path.name == "__init__.py", node.level)
        if module.split(".")[0] not in PACKAGES:
            continue
        for alias in node.names:
            if alias.name.startswith("_") and not alias.name.startswith("__"):
                out.append(f"{node.lineno}: {alias.name} from {module}")
    return out


@pytest.mark.parametrize("package", ["movements", "said", "tournaments", "tools", "bench"])
def test_no_private_name_is_imported_from_another_module(package):
    """A leading underscore means "this module's own": another module that needs it asks for
    a public name (tests included in the check of the product only through the product)."""
    private = {
        name: found
        for name, path in SOURCES.items()
        if name.split(".")[0] == package and (found := _private_imports(path))
    }
    assert private == {}


def test_tournaments_top_level_holds_only_the_django_glue_and_folders():
    loose = {p.name for p in (ROOT / "tournaments").glob("*.py")} - GLUE
    assert loose == set()


def _packages() -> list[Path]:
    return sorted(
        path.parent
        for package in ("movements", "said", "tournaments")
        for path in (ROOT / package).rglob("__init__.py")
    )


def _named_modules(package: Path) -> set[str]:
    """The package's own modules and folders that its docstring names between double backquotes."""
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text())) or ""
    own = {p.stem for p in package.glob("*.py")} | {p.name for p in package.iterdir() if p.is_dir()}
    named = {word.split(".")[0] for word in doc.split("``")[1::2]}
    return named & (own - {"__init__", "__pycache__"})


@pytest.mark.parametrize("package", _packages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_package_says_what_it_holds_and_where_to_start(package):
    """A newcomer opens a package's ``__init__`` first: it says what the package holds and
    names the module (or folder) to open first.  Django's migrations, written by
    ``makemigrations`` in the order they run, only say what they are."""
    doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text())) or ""
    assert doc.strip(), f"{package.relative_to(ROOT)}/__init__.py has no docstring"
    modules = [p for p in package.glob("*.py") if p.name != "__init__.py"]
    if package.name == "migrations":
        return
    if len(modules) > 1 or any(
        p.is_dir() and (p / "__init__.py").exists() for p in package.iterdir()
    ):
        assert _named_modules(package), f"{package.relative_to(ROOT)}: names none of its modules"


def _lazy_modules(path: Path) -> list[tuple[str, str, str | None]]:
    """Each ``name = lazy.module("dotted")`` in an ``if TYPE_CHECKING: ... else:`` block: the
    bound name, the module it loads, and the module the block's own import binds to that name
    (None when the block imports nothing under it)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"):
            continue
        typed: dict[str, str] = {}
        for stmt in node.body:
            if isinstance(stmt, ast.Import):
                typed.update({a.asname or a.name: a.name for a in stmt.names})
            elif isinstance(stmt, ast.ImportFrom) and stmt.module:
                typed.update({a.asname or a.name: f"{stmt.module}.{a.name}" for a in stmt.names})
        for stmt in node.orelse:
            call = stmt.value if isinstance(stmt, ast.Assign) else None
            if isinstance(call, ast.Call) and ast.unparse(call.func) == "lazy.module":
                name = stmt.targets[0].id
                out.append((name, call.args[0].value, typed.get(name)))
    return out


def test_every_lazy_module_is_the_one_its_type_checking_import_names():
    """A module imported on first use is named twice (``tournaments.lazy``): the import the type
    checker reads and the string the running site loads.  They must be the same module, or the
    types checked are not the code run."""
    found = {name: _lazy_modules(path) for name, path in SOURCES.items()}
    found = {name: lazies for name, lazies in found.items() if lazies}
    assert "tournaments.services.deal_analysis" in found
    wrong = {
        name: [(bound, loaded, typed) for bound, loaded, typed in lazies if loaded != typed]
        for name, lazies in found.items()
    }
    assert {name: bad for name, bad in wrong.items() if bad} == {}


def _lazy_names(path: Path) -> list[tuple[set[tuple[str, str]], set[tuple[str, str]]]]:
    """Each ``__getattr__ = lazy.names(__name__, {module: (name, ...)})`` in an ``if
    TYPE_CHECKING: ... else:`` block: the (module, name) pairs it hands out, and the pairs the
    block's own imports give the type checker."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"):
            continue
        typed = {
            (stmt.module or "", alias.asname or alias.name)
            for stmt in node.body
            if isinstance(stmt, ast.ImportFrom)
            for alias in stmt.names
        }
        for stmt in node.orelse:
            call = stmt.value if isinstance(stmt, ast.Assign) else None
            if isinstance(call, ast.Call) and ast.unparse(call.func) == "lazy.names":
                handed = {
                    (module, name)
                    for module, names in ast.literal_eval(call.args[1]).items()
                    for name in names
                }
                out.append((handed, typed))
    return out


def test_every_lazy_name_is_the_one_its_type_checking_import_names():
    """A package that hands out its modules' names on first use (``lazy.names``) names each
    twice, for the type checker and for the running site: the two lists must be the same, or
    a name checked is not the name served (or a name served does not exist)."""
    found = {name: _lazy_names(path) for name, path in SOURCES.items()}
    found = {name: pairs for name, pairs in found.items() if pairs}
    assert {"tournaments.services", "tournaments.standings"} <= set(found)
    wrong = {
        name: [(sorted(handed - typed), sorted(typed - handed)) for handed, typed in pairs]
        for name, pairs in found.items()
        if any(handed != typed for handed, typed in pairs)
    }
    assert wrong == {}


def _imports_by_name(path: Path) -> list[str]:
    """Where a module imports another by a name in a string (``importlib``, ``__import__``),
    which the import checks above cannot read, as "line: call"."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [alias.name for alias in node.names]
            if "importlib" in names or "import_module" in names:
                out.append(f"{node.lineno}: import {', '.join(names)}")
        elif isinstance(node, ast.Name) and node.id == "__import__":
            out.append(f"{node.lineno}: __import__")
    return out


@pytest.mark.parametrize("package", ["movements", "said", "tournaments", "tools"])
def test_only_the_lazy_module_imports_a_module_by_its_name(package):
    """``tournaments.lazy`` imports the heavy libraries and the pages' views when first used;
    anywhere else an import by name would be an import inside a function that the check of
    imports at the top cannot see."""
    found = {
        name: where
        for name, path in SOURCES.items()
        if name.split(".")[0] == package
        and name.split(".")[:2] != ["tournaments", "lazy"]
        and (where := _imports_by_name(path))
    }
    assert found == {}


def test_an_import_by_name_is_seen(tmp_path):
    stray = tmp_path / "stray.py"
    stray.write_text("def f():\n    import importlib\n    return __import__('os')\n")
    assert _imports_by_name(stray) == ["2: import importlib", "3: __import__"]


def test_a_lazy_name_the_type_checker_does_not_see_is_seen(tmp_path):
    package = tmp_path / "package.py"
    package.write_text(
        "if TYPE_CHECKING:\n    from a.b import c\nelse:\n"
        "    __getattr__ = lazy.names(__name__, {'a.b': ('c', 'd')})\n"
    )
    assert _lazy_names(package) == [({("a.b", "c"), ("a.b", "d")}, {("a.b", "c")})]
