"""The one dispatcher: a paper's kind and its plain data in, PDF bytes out."""

from __future__ import annotations

from typing import Any

from said import Said

from .data import EventInfo
from .registry import KINDS, PAPERS


def render(kind: str, event: EventInfo, items: Any, *, paper: str = "a4") -> bytes:
    """Dispatch on the paper's kind (the ``print`` command's KIND); ValueError when unknown."""
    try:
        chosen = PAPERS[kind]
    except KeyError:
        raise ValueError(
            Said(
                "unknown kind %(kind)s: choose one of %(value)s",
                kind=repr(kind),
                value=", ".join(KINDS),
            )
        ) from None
    return chosen.draw(event, items, paper=paper)


__all__ = ["KINDS", "render"]
