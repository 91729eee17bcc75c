"""Heavy libraries imported when first used, so the site starts fast.

The double-dummy solver (endplay, which brings matplotlib with it) and numpy take most of a
second to import, and a worker that only shows pages never needs them.  A module that uses one
names it twice, once for the type checker and once for the running site::

    if TYPE_CHECKING:
        import numpy as np
    else:
        np = lazy.module("numpy")

``np.sort`` then imports numpy the first time it is read, and reads it from ``sys.modules``
after that; the architecture test checks that each ``lazy.module`` name is the module its
``TYPE_CHECKING`` import names.

The site's own modules are loaded the same way.  The URL configuration names each page's view
as ``lazy.view("tournaments.views.public.event_page")``: the module holding it (with the
forms, services and standings it imports) is imported when its address is first asked for,
so a worker serving the front page does not load the code of every other page first.  A
package that gathers its modules' names (``tournaments.services``) hands each one out with
``lazy.names``, importing the module that defines it when the name is first read.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any


class LazyModule:
    """A module imported when one of its names is first read (Python's import lock makes the
    first import safe from several threads at once).  Each name read is kept on the proxy,
    so a hot loop reads ``np.sort`` as a plain attribute after its first time."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        value = getattr(self.loaded(), attr)
        self.__dict__[attr] = value
        return value

    def loaded(self) -> ModuleType:
        """The module itself, imported now if it was not yet."""
        return importlib.import_module(self._name)

    def __repr__(self) -> str:
        return f"<module {self._name!r}, imported when first used>"


def module(name: str) -> Any:
    """The module ``name``, imported when one of its names is first read."""
    return LazyModule(name)


class LazyView:
    """A page's view function, named ``"package.module.function"``, imported when a request
    for it first arrives.  Django reads what it needs to know about the view before calling
    it (``csrf_exempt``, ``login_required``, ``_non_atomic_requests``...) as attributes of the
    callback: each is read from the real function, so a decorator's mark holds as it would
    on the function itself.  ``__module__``, ``__name__`` and ``__qualname__`` come from the
    dotted name, so Django can name the view (``reverse`` by dotted path, error messages)
    without importing it.  Only functions: a class-based view's ``as_view()`` carries
    ``view_class``, which Django reads while loading the URL patterns (the test of the
    start resolves every lazy view and checks it is a plain function)."""

    def __init__(self, dotted: str) -> None:
        module, _dot, name = dotted.rpartition(".")
        self.__module__ = module
        self.__name__ = self.__qualname__ = name
        self.dotted = dotted

    def loaded(self) -> Callable[..., Any]:
        """The view function itself, its module imported now if it was not yet."""
        view = getattr(importlib.import_module(self.__module__), self.__name__)
        self.__dict__["view"] = view
        return view

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        view = self.__dict__.get("view") or self.loaded()
        return view(*args, **kwargs)

    def __getattr__(self, attr: str) -> Any:
        # ``view_class`` marks a class-based view, which this is not: Django asks for it while
        # building its lookup of every pattern, and the answer must not import anything.
        if attr.startswith("__") or attr in ("view", "view_class"):
            raise AttributeError(attr)
        return getattr(self.__dict__.get("view") or self.loaded(), attr)

    def __repr__(self) -> str:
        return f"<view {self.dotted!r}, imported when first asked for>"


def view(dotted: str) -> Any:
    """The view function ``dotted`` ("package.module.function"), imported on first request."""
    return LazyView(dotted)


def names(package: str, where: dict[str, tuple[str, ...]]) -> Callable[[str], Any]:
    """A package's module ``__getattr__`` (PEP 562) handing out the names its modules define,
    ``where`` mapping each module to the names taken from it: a name's module is imported
    when the name is first read, and the name is then kept on the package."""
    home = {name: module for module, given in where.items() for name in given}

    def __getattr__(name: str) -> Any:
        if name not in home:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home[name]), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
