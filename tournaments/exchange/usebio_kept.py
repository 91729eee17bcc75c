"""The elements of a USEBIO event's heading the site has no field for, kept as the file wrote
them so that the event written again gives them back.

A national body's scoring program writes more in an event's heading than the site scores by:
the number of sessions and sections, the pay-to-play charge (``P2P_CHARGE_RATE``), the scorer
to contact (``CONTACT``: ``FULL_NAME``, ``SCORER``, ``TELEPHONE``, ``EMAIL``), a board average.
Each is kept with its tag, its text and its children, in the file's order, within bounds (a
file cannot make the site keep more than ``MOST`` elements in all, of ``LONGEST`` characters
each, ``DEEPEST`` levels deep).
As plain values (``plain``/``from_plain``) they are stored with the imported event.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import TypeAlias

from .usebio_doc import Element

__all__ = ["MODELLED", "MOST", "LONGEST", "kept_of", "plain", "from_plain", "xml_text"]

# The heading's elements the site reads into its own fields (and the event's body).
MODELLED = frozenset(
    {
        "EVENT_IDENTIFIER", "EVENT_DESCRIPTION", "PROGRAM_NAME", "PROGRAM_VERSION",
        "WINNER_TYPE", "TITLE", "DATE", "VENUE", "BOARD_SCORING_METHOD",
        "MATCH_SCORING_METHOD", "BOARDS_PLAYED", "MASTER_POINT_SCALE", "MASTER_POINT_TYPE",
        "MPS_AWARDED_FLAG", "PARTICIPANTS", "BOARD", "MATCH", "SESSION",
    }
)  # fmt: skip
MOST = 60  # elements kept, at every level together
LONGEST = 200  # characters of a tag or a text
DEEPEST = 3  # levels of children

# Elements as JSON values: ``[tag, text, [children...]]`` each.
Plain: TypeAlias = "list[list[str | Plain]]"


def kept_of(event: ET.Element) -> tuple[Element, ...]:
    """The heading's elements of ``event`` (an ``EVENT`` element) the site has no field for."""
    others = [c for c in event if isinstance(c.tag, str) and c.tag not in MODELLED]
    return _elements(others, DEEPEST, [MOST])


def _elements(nodes: Iterable[ET.Element], depth: int, budget: list[int]) -> tuple[Element, ...]:
    out = []
    for node in nodes:
        if budget[0] <= 0:
            break
        budget[0] -= 1
        children = [c for c in node if isinstance(c.tag, str)] if depth > 1 else []
        inner = _elements(children, depth - 1, budget)
        out.append(Element(node.tag[:LONGEST], (node.text or "").strip()[:LONGEST], inner))
    return tuple(out)


def plain(elements: tuple[Element, ...]) -> Plain:
    """The elements as JSON values: ``[tag, text, [children...]]`` each."""
    return [[e.tag, e.text, plain(e.children)] for e in elements]


def from_plain(value: object) -> tuple[Element, ...]:
    """Elements back from ``plain``'s values; anything not of that shape is left out."""
    return _from_plain(value, DEEPEST, [MOST])


def _from_plain(value: object, depth: int, budget: list[int]) -> tuple[Element, ...]:
    if not isinstance(value, list) or depth < 1:
        return ()
    out = []
    for item in value:
        if budget[0] <= 0:
            break
        if not (isinstance(item, list) and len(item) == 3):
            continue
        tag, text, children = item
        if isinstance(tag, str) and _is_tag(tag) and isinstance(text, str):
            budget[0] -= 1
            inner = _from_plain(children, depth - 1, budget)
            out.append(Element(tag[:LONGEST], xml_text(text)[:LONGEST], inner))
    return tuple(out)


def xml_text(text: str) -> str:
    """The text without the control characters an XML file cannot hold."""
    return "".join(ch for ch in text if ch >= " " or ch in "\t\n\r")


def _is_tag(tag: str) -> bool:
    """A name XML takes as an element's (letters, digits, ``_``, ``-``, ``.``; not a digit
    first), so a stored value cannot break the file it is written into."""
    if not tag or tag[0].isdigit() or tag[0] in "-.":
        return False
    return all(ch.isalnum() or ch in "_-." for ch in tag) and tag.isascii()
