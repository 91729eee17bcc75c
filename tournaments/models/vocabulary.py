"""The words an event's pages, papers and files use for its game: one place decides them.

Duplicate whist's source calls the box that carries a deal from table to table a *tray*, and
the suit led to is the *trump*; contract and auction bridge call the same box a *board* and
name a contract's suit or notrumps its *denomination*.  Every page, form, paper, file and the
table's pad asks ``words_for(event.game)`` (or ``event.words``) rather than writing either
word itself, so a bridge evening says "board" from the wizard to the results sheet and a whist
evening keeps the source's "tray".  A page about no single event (the club's list of events of
several games, the home page) uses ``NEUTRAL``.

The module lives in ``models`` because it needs Django's translation framework (each word is
``pgettext_lazy`` with the game as its context, so a translator sees "board" at bridge and
"tray" at whist as different words), which the pure core may not import, and because every
layer that shows words (views, forms, papers, standings) may import ``models``.  The pure core
(``tournaments/printing/``, ``movements/where.py``) takes the words it prints as plain strings
from its callers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields

from django.utils.functional import Promise
from django.utils.translation import pgettext_lazy

from said import Said, speaking

BRIDGE_GAMES = frozenset({"bridge", "auction"})
# The source's word as the pure core writes it in its prose (a movement's description, where
# the trays go next): whole words only, in the cases it uses.
SOURCE_WORD = re.compile(r"\b(TRAYS|TRAY|Trays|Tray|trays|tray)\b")
# Only the text between a picture's tags, never its class names.
SVG_TEXT = re.compile(r">([^<]+)<")


@dataclass(frozen=True)
class Words:
    """The words for one game; each a lazy translation, read in the language of the request.

    ``board``: the unit of play that carries one deal (a bridge board, a whist tray);
    ``denomination``: what a contract names besides its level (a bridge denomination; at
    whist, where nobody names one, the trump)."""

    board: Promise
    boards: Promise
    Board: Promise
    Boards: Promise
    denomination: Promise
    Denomination: Promise
    board_a_match: Promise
    source: bool = False  # the source's own words: its prose stands as written

    def as_dict(self) -> dict[str, str]:
        """The words as plain strings, for a JSON state or a paper's renderer."""
        return {f.name: str(getattr(self, f.name)) for f in fields(self) if f.name != "source"}

    def reword(self, text: str | Said) -> str:
        """Text the pure core wrote in the source's words ("the trays go down one"), said in
        this game's words; whist's text is returned as it is.  A ``Said`` is read in the
        active language with this game's words for its ``Word`` values."""
        if isinstance(text, Said):
            with speaking(self.source_words()):
                return str(text)
        if self.source:
            return text
        words = {
            "tray": str(self.board),
            "trays": str(self.boards),
            "Tray": str(self.Board),
            "Trays": str(self.Boards),
        }
        words |= {k.upper(): v.upper() for k, v in words.items()}
        return SOURCE_WORD.sub(lambda m: words[m.group(1)], text)

    def source_words(self) -> dict[str, Promise]:
        """This game's words under the source's names (``said.Word``'s keys)."""
        return {"tray": self.board, "trays": self.boards, "Tray": self.Board, "Trays": self.Boards}

    def reword_svg(self, svg: str) -> str:
        """A picture's visible text in this game's words (its tags and classes untouched)."""
        if self.source:
            return svg
        return SVG_TEXT.sub(lambda m: ">" + self.reword(m.group(1)) + "<", svg)


BRIDGE = Words(
    board=pgettext_lazy("bridge", "board"),
    boards=pgettext_lazy("bridge", "boards"),
    Board=pgettext_lazy("bridge", "Board"),
    Boards=pgettext_lazy("bridge", "Boards"),
    denomination=pgettext_lazy("bridge", "denomination"),
    Denomination=pgettext_lazy("bridge", "Denomination"),
    board_a_match=pgettext_lazy("bridge", "board-a-match"),
)

WHIST = Words(
    board=pgettext_lazy("whist", "tray"),
    boards=pgettext_lazy("whist", "trays"),
    Board=pgettext_lazy("whist", "Tray"),
    Boards=pgettext_lazy("whist", "Trays"),
    denomination=pgettext_lazy("whist", "trump"),
    Denomination=pgettext_lazy("whist", "Trump"),
    board_a_match=pgettext_lazy("whist", "board-a-match"),
    source=True,
)

# For a page about events of several games: a word both games understand.
NEUTRAL = Words(
    board=pgettext_lazy("any game", "deal"),
    boards=pgettext_lazy("any game", "deals"),
    Board=pgettext_lazy("any game", "Deal"),
    Boards=pgettext_lazy("any game", "Deals"),
    denomination=pgettext_lazy("any game", "denomination"),
    Denomination=pgettext_lazy("any game", "Denomination"),
    board_a_match=pgettext_lazy("any game", "board-a-match"),
)


# What an event's entrants are called (the standings' ``Shown.word``, a key in code: "pairs",
# "teams" or "players"), as a reader reads it.
ENTRANTS = {
    "pairs": pgettext_lazy("entrants", "pairs"),
    "teams": pgettext_lazy("entrants", "teams"),
    "players": pgettext_lazy("entrants", "players"),
}


# How a change reached the site (``changed_via``, a code stored with each change), as the trail
# names it to a reader.
VIA = {
    "table": pgettext_lazy("entered by", "the table"),
    "traveller": pgettext_lazy("entered by", "traveller"),
    "slip": pgettext_lazy("entered by", "score slip"),
    "director": pgettext_lazy("entered by", "director"),
    "host": pgettext_lazy("entered by", "host"),
    "lin": "LIN",
    "usebio": "USEBIO",
}


def via_said(code: str) -> Promise | str:
    """A change's way in (``changed_via``) in the reader's language; an unknown code as it is."""
    return VIA.get(code, code)


def entrants_said(word: str) -> Promise:
    """The entrants' word ``word`` ("pairs", "teams", "players") in the reader's language."""
    return ENTRANTS.get(word, ENTRANTS["pairs"])


def words_for(game: str | None) -> Words:
    """The words of an event at ``game``: bridge's for contract and auction bridge, the
    source's for whist and the other games (their progressive pages say neither); NEUTRAL
    when no game is given."""
    if game is None:
        return NEUTRAL
    return BRIDGE if getattr(game, "value", game) in BRIDGE_GAMES else WHIST
