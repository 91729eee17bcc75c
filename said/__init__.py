"""What the pure core says to a person, in English, with its values kept apart to be translated
where it is shown.

The pure packages (``movements``, ``tournaments.scoring``, ``deals``, ``printing``,
``exchange``) may not import Django, yet their messages (a movement that cannot be built, a
file that cannot be read, a score that breaks a rule) reach a director on a page, in an API's
answer or on the command line.  Each is written as ``Said("... %(name)s ...", name=value)``:
the English text is the translation catalogue's message (``makemessages`` reads ``Said`` as a
keyword), and the text is translated each time it is turned into a string, in the language
active then.  The site installs Django's ``gettext`` with ``use_translation`` when it starts
(``tournaments.apps``); outside the site a message reads in English.

A message with values uses Python's named placeholders, so a translator can move them; one
without values is read as it is (a lone ``%`` needs no doubling).

The pure core does not know which game's words an event uses: where its text names the box a
deal travels in, it gives a ``Word`` as a value (``Said("The %(trays)s go down one.",
trays=TRAYS)``).  A word reads as the source's ("trays") unless the page that shows the text
says it with an event's words, ``with speaking(words): str(said)``
(``tournaments.models.vocabulary``): "boards" at bridge, in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_translate: Callable[[str], str] = str
_words: ContextVar[Mapping[str, object] | None] = ContextVar("said_words", default=None)


def use_translation(translate: Callable[[str], str]) -> None:
    """Translate every message with ``translate`` (Django's ``gettext``) from now on."""
    global _translate
    _translate = translate


class Said:
    """A message for a person: its English text and its values, read in the active language."""

    __slots__ = ("text", "values")

    def __init__(self, text: str, /, **values: Any) -> None:
        self.text = text
        self.values = values

    def __str__(self) -> str:
        said = _translate(self.text)
        return said % self.values if self.values else said

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Said({self.text!r}, **{self.values!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Said):
            return (self.text, self.values) == (other.text, other.values)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_said, (self.text, self.values))


def _said(text: str, values: dict[str, Any]) -> Said:
    return Said(text, **values)


def in_english(text: object) -> str:
    """``text`` as the source wrote it, untranslated (a ``Said``'s values and ``Word``s too):
    for code that looks at its own wording, never for a reader."""
    if isinstance(text, Said):
        values = {k: in_english(v) for k, v in text.values.items()}
        return text.text % values if values else text.text
    if isinstance(text, Word):
        return text.name
    return str(text)


class Word:
    """A word of the game the text is shown for: the source's ``name`` ("tray", "Trays", ...)
    unless ``speaking`` gives the event's."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        words = _words.get()
        return str(words[self.name]) if words and self.name in words else self.name

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Word({self.name!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Word) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Word, (self.name,))


TRAY, TRAYS, TRAY_TITLE, TRAYS_TITLE = Word("tray"), Word("trays"), Word("Tray"), Word("Trays")


@contextmanager
def speaking(words: Mapping[str, object]) -> Iterator[None]:
    """Read every ``Word`` as ``words`` gives it (keys "tray", "trays", "Tray", "Trays")
    while the block runs."""
    token = _words.set(words)
    try:
        yield
    finally:
        _words.reset(token)
