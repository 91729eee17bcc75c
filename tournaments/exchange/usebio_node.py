"""An element of a USEBIO file with the path that names it, and the error every reading
problem raises: the message says where (``EVENT/BOARD 12/TRAVELLER_LINE 3/SCORE``) and what."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from decimal import Decimal, InvalidOperation

from said import Said

from .bounds import figure_out_of_range, figure_range, quoted

__all__ = ["Node", "UsebioError"]


class UsebioError(ValueError):
    """A file that cannot be read as USEBIO; the message names the element and the problem."""


class Node:
    """An element with the path that names it in messages."""

    def __init__(self, element: ET.Element, where: str) -> None:
        self.element, self.where = element, where

    def children(self, tag: str, name: Callable[[Node], str] | None = None) -> list[Node]:
        """Every child of ``tag``, each named by ``name(node, i)`` or its position."""
        found = self.element.findall(tag)
        out = []
        for i, child in enumerate(found, start=1):
            plain = Node(child, f"{self.where}/{tag}")
            label = name(plain) if name else (str(i) if len(found) > 1 else "")
            out.append(Node(child, f"{self.where}/{tag}" + (f" {label}" if label else "")))
        return out

    def text(self, tag: str) -> str:
        return (self.element.findtext(tag) or "").strip()

    def at(self, tag: str) -> str:
        return f"{self.where}/{tag}"

    def decimal(self, tag: str) -> Decimal | None:
        text = self.text(tag).replace("%", "")
        if not text:
            return None
        try:
            value = Decimal(text)
        except InvalidOperation:
            raise UsebioError(
                Said("%(value)s: %(text)s is not a number.", value=self.at(tag), text=repr(text))
            ) from None
        if not value.is_finite():
            raise UsebioError(
                Said("%(value)s: %(text)s is not a number.", value=self.at(tag), text=repr(text))
            )
        if figure_out_of_range(value):
            raise UsebioError(
                Said(
                    "%(value)s: %(text)s is not %(value2)s.",
                    value=self.at(tag),
                    text=quoted(text),
                    value2=figure_range(),
                )
            )
        return value

    def whole(self, tag: str, low: int, high: int) -> int | None:
        text = self.text(tag)
        if not text:
            return None
        if not text.isdigit() or len(text) > len(str(high)) or not low <= int(text) <= high:
            raise UsebioError(
                Said(
                    "%(value)s: %(text)s is not a whole number from %(low)s to %(high)s.",
                    value=self.at(tag),
                    text=quoted(text),
                    low=low,
                    high=high,
                )
            )
        return int(text)


def attr(name: str) -> Callable[[Node], str]:
    """A child's name in messages: its attribute ``name``."""
    return lambda n: n.element.get(name, "").strip()
