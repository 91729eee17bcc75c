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
without values is read as it is (a lone ``%`` needs no doubling).  A message whose words
follow a count is a ``SaidCount`` (singular, plural and the count: each language's plural
forms, as Django's ``ngettext``), and a figure with a fraction a ``Figure``, written as the
active language writes numbers ("7,5" in French).

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


def _english_plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def _plain_figure(text: str) -> str:
    return text


_translate_plural: Callable[[str, str, int], str] = _english_plural
_write_figure: Callable[[str], str] = _plain_figure
_words: ContextVar[Mapping[str, object] | None] = ContextVar("said_words", default=None)


def use_translation(
    translate: Callable[[str], str],
    translate_plural: Callable[[str, str, int], str] = _english_plural,
    write_figure: Callable[[str], str] = _plain_figure,
) -> None:
    """Translate every message with ``translate`` (Django's ``gettext``) and
    ``translate_plural`` (``ngettext``) from now on, and write a ``Figure``'s digits (given
    with a decimal point) with ``write_figure``."""
    global _translate, _translate_plural, _write_figure
    _translate = translate
    _translate_plural = translate_plural
    _write_figure = write_figure


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


class SaidCount(Said):
    """A message whose words depend on ``count``: ``SaidCount("%(n)s figure differs.",
    "%(n)s figures differ.", n, n=n)``, read in the plural form the active language gives
    ``count``."""

    __slots__ = ("count", "plural")

    def __init__(self, text: str, plural: str, count: int, /, **values: Any) -> None:
        super().__init__(text, **values)
        self.plural = plural
        self.count = count

    def __str__(self) -> str:
        said = _translate_plural(self.text, self.plural, self.count)
        return said % self.values if self.values else said

    def __repr__(self) -> str:
        return f"SaidCount({self.text!r}, {self.plural!r}, {self.count!r}, **{self.values!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SaidCount):
            return (self.text, self.plural, self.count, self.values) == (
                other.text,
                other.plural,
                other.count,
                other.values,
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_said_count, (self.text, self.plural, self.count, self.values))

    def english(self) -> str:
        """The source's form for the count."""
        return _english_plural(self.text, self.plural, self.count)


def _said_count(text: str, plural: str, count: int, values: dict[str, Any]) -> SaidCount:
    return SaidCount(text, plural, count, **values)


class Figure:
    """A number with a fraction, shown in a message: ``places`` decimals, or as few as it
    needs when ``places`` is None ("7.5", "8"), with the active language's decimal sign."""

    __slots__ = ("places", "value")

    def __init__(self, value: float, places: int | None = None) -> None:
        self.value = value
        self.places = places

    def digits(self) -> str:
        """The figure with a decimal point, as the source writes it."""
        if self.places is None:
            return format(self.value, "g")
        return format(self.value, f".{self.places}f")

    def __str__(self) -> str:
        return _write_figure(self.digits())

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Figure({self.value!r}, {self.places!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Figure) and (self.value, self.places) == (
            other.value,
            other.places,
        )

    def __hash__(self) -> int:
        return hash(self.value)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Figure, (self.value, self.places))


def in_english(text: object) -> str:
    """``text`` as the source wrote it, untranslated (a ``Said``'s values and ``Word``s too):
    for code that looks at its own wording, never for a reader."""
    if isinstance(text, Said):
        values = {k: in_english(v) for k, v in text.values.items()}
        source = text.english() if isinstance(text, SaidCount) else text.text
        return source % values if values else source
    if isinstance(text, Figure):
        return text.digits()
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
