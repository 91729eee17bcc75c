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
"""

from __future__ import annotations

import importlib
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
