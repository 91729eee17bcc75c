"""A movement's words put together: parts of a name or sentences of a description, each a
``said.Said`` a translator sees whole, read in the active language when shown."""

from __future__ import annotations

from collections.abc import Iterable

from said import Said


def joined(parts: Iterable[str | Said], between: str | Said) -> str | Said:
    """The parts one after another, ``between`` each two ("" when there are none).  A word
    between them (" and ") is a ``Said`` of its own, read in the language of the parts; the
    text that strings them together holds no word to translate."""
    said = list(parts)
    if len(said) <= 1:
        return said[0] if said else ""
    text = "%(between)s".join(f"%(part{k})s" for k in range(len(said)))
    return Said(text, between=between, **{f"part{k}": part for k, part in enumerate(said)})


def sentences(parts: Iterable[str | Said]) -> str | Said:
    """Sentences of a description, a space between each two."""
    return joined(parts, " ")


def qualified(parts: Iterable[str | Said]) -> str | Said:
    """A name and what sets it apart: "Mitchell, 3 tables, skip"."""
    return joined(parts, ", ")
