"""PBN (Portable Bridge Notation) hand records, read strictly and written in export format.

A PBN file is a list of games separated by blank lines, each a list of tag pairs
(``[Board "7"]``), some followed by a section of data lines (an auction, a play, a table).
Reading keeps the line of every tag, so a refusal says where: "line 41: board 7: the ♠K is in
both North's and East's hands".  Every problem in the file is reported, not only the first,
and a file with any problem gives no deals at all.

Besides the deal, the reader takes what a hand record records about it: the double-dummy
table (``OptimumResultTable``, or the compact ``DoubleDummyTricks``), the par score
(``OptimumScore``, "NS 620") and contracts (``ParContract``), and, for whist, the trump card
(``TrumpCard``, the site's own tag: PBN has none).  The writer gives them back the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from said import Said

from .cards import SEATS, STRAINS, Card, Deal, DealError, keep_board
from .double_dummy import Tricks

VULNERABLE = {
    "none": "none", "love": "none", "-": "none",
    "ns": "ns", "n-s": "ns", "ew": "ew", "e-w": "ew", "all": "both", "both": "both",
}  # fmt: skip
WRITTEN_VULNERABLE = {"none": "None", "ns": "NS", "ew": "EW", "both": "All"}
SEAT_TAGS = ("West", "North", "East", "South")
# The compact DoubleDummyTricks tag: declarers N, S, E, W, each NT, S, H, D, C, in hex.
DD_SEATS, DD_STRAINS = ("N", "S", "E", "W"), ("NT", "S", "H", "D", "C")
# The tags the reader keeps: each must say one thing in a game.  Any other tag (a Note, of
# which PBN 2.1 allows any number, or a program's own) may appear as often as it likes.
KEPT_TAGS = frozenset(
    ("Board", "Deal", "Dealer", "Vulnerable", "OptimumResultTable", "DoubleDummyTricks",
     "OptimumScore", "ParContract", "TrumpCard")
)  # fmt: skip
_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
MAX_PROBLEMS = 20


class PbnError(ValueError):
    """A file that cannot be taken as it is: every problem found, each with its line, and the
    boards that were read right (so a caller can say what else is wrong with them)."""

    def __init__(
        self, problems: Sequence[tuple[int, str | Said]], boards: list[BoardDeal] | None = None
    ):
        self.problems = list(problems)
        self.boards = boards or []
        super().__init__(problems)

    def __str__(self) -> str:
        """The problems, one a line, in the language of the page that shows them."""
        shown = [
            str(Said("line %(line)s: %(text)s", line=line, text=text)) if line else str(text)
            for line, text in self.problems[:MAX_PROBLEMS]
        ]
        more = len(self.problems) - MAX_PROBLEMS
        if more > 0:
            shown.append(str(Said("... and %(more)s more", more=more)))
        return "\n".join(shown)


@dataclass
class Tag:
    name: str
    value: str
    line: int
    data: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class BoardDeal:
    """One board of a file: its deal and what the file says of it (None: not said)."""

    board: int
    deal: Deal
    line: int
    dealer: str | None = None
    vulnerability: str | None = None
    tricks: Tricks | None = None
    par_score: int | None = None
    par_contracts: str = ""
    trump: Card | None = None


# -- reading -------------------------------------------------------------------------------------


def _games(text: str) -> Iterator[list[Tag]]:
    """The games of a file, each as its tags in order, with their lines and data."""
    game: list[Tag] = []
    in_comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip("\r\n")
        if in_comment:
            if "}" not in line:
                continue
            line, in_comment = line[line.index("}") + 1 :], False
        elif line.startswith("%"):
            continue
        elif not line.strip():
            if game:
                yield game
            game = []
            continue
        in_comment = _read_line(line, number, game)
    if game:
        yield game


def _read_line(line: str, number: int, game: list[Tag]) -> bool:
    """Tags and data of one line into ``game``; True when a ``{`` comment runs on."""
    rest = line.strip()
    while rest:
        if rest.startswith(";"):
            return False
        if rest.startswith("{"):
            end = rest.find("}")
            if end < 0:
                return True
            rest = rest[end + 1 :].strip()
            continue
        found = _TAG.match(rest)
        if found:
            value = re.sub(r"\\(.)", r"\1", found.group(2))
            game.append(Tag(found.group(1), value, number))
            rest = rest[found.end() :].strip()
            continue
        if rest.startswith("["):
            game.append(Tag("", rest, number))  # a broken tag: reported by the caller
            return False
        data, _, after = rest.partition("{")
        if game:
            game[-1].data.append(data.split(";")[0].strip())
        else:
            game.append(Tag("", rest, number))
        if after:
            return "}" not in after
        return False
    return False


def read(text: str) -> list[BoardDeal]:
    """Every board of a PBN file; ``PbnError`` naming each problem's line otherwise."""
    problems: list[tuple[int, str | Said]] = _control_characters(text)
    boards: dict[int, BoardDeal] = {}
    previous: dict[str, Tag] = {}
    for tags in _games(text):
        broken = [t for t in tags if not t.name]
        for t in broken:
            problems.append(
                (
                    t.line,
                    Said('%(text)s is not a tag: write [Name "value"]', text=repr(t.value[:40])),
                )
            )
        named = _by_name(tags, previous, problems)
        previous.update(named)
        if "Deal" not in named and "Board" not in named:
            continue  # a game of the file's own tags (event, site): no deal in it
        try:
            found = _board(named)
        except _Problem as exc:
            problems.append((exc.line, exc.text))
            continue
        first = keep_board(boards, found)
        if first is not None:
            said = Said(
                "board %(board)s again, with another deal than at line %(first)s",
                board=found.board,
                first=first,
            )
            problems.append((found.line, said))
    if problems:
        raise PbnError(problems, [boards[n] for n in sorted(boards)])
    if not boards:
        raise PbnError([(0, Said('the file holds no deal: no [Deal "..."] tag was found'))])
    return [boards[n] for n in sorted(boards)]


# PBN 2.1 (3.1): a file is printable text; of the control characters only tab, and the line
# and page ends, may appear. A NUL in a tag value would be stored and break what reads it.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def _control_characters(text: str) -> list[tuple[int, str | Said]]:
    found = _CONTROL.search(text)
    if found is None:
        return []
    line = text.count("\n", 0, found.start()) + 1
    said = Said(
        "the line holds the control character %(character)s: PBN is text",
        character=f"U+{ord(found.group()):04X}",
    )
    return [(line, said)]


def _by_name(
    tags: list[Tag], previous: dict[str, Tag], problems: list[tuple[int, str | Said]]
) -> dict[str, Tag]:
    """The game's tags by name, the first of each; "#" takes the previous game's value (PBN's
    import format).  A kept tag said twice in one game, two ways, is refused."""
    named: dict[str, Tag] = {}
    for tag in tags:
        if not tag.name:
            continue
        if tag.value == "#" and tag.name in previous:
            tag = Tag(tag.name, previous[tag.name].value, tag.line, previous[tag.name].data)
        if tag.name in named and tag.name in KEPT_TAGS and named[tag.name].value != tag.value:
            problems.append(
                (
                    tag.line,
                    Said(
                        "a second [%(name)s] tag in one game, different from the first",
                        name=tag.name,
                    ),
                )
            )
        named.setdefault(tag.name, tag)
    return named


class _Problem(Exception):
    def __init__(self, line: int, text: str | Said):
        self.line, self.text = line, text


def _board(named: dict[str, Tag]) -> BoardDeal:
    board_tag, deal_tag = named.get("Board"), named.get("Deal")
    if deal_tag is None:
        assert board_tag is not None  # read() passes a game with a Board or a Deal tag
        raise _Problem(
            board_tag.line, Said('board %(value)s: no [Deal "..."] tag', value=board_tag.value)
        )
    if board_tag is None or not board_tag.value.strip().isdigit():
        where = board_tag.line if board_tag else deal_tag.line
        raise _Problem(where, Said('a deal without a board number: add [Board "N"]'))
    board = int(board_tag.value)
    if board < 1:
        raise _Problem(
            board_tag.line, Said("board %(board)s: board numbers start at 1", board=board)
        )
    label = f"board {board}"
    try:
        deal = Deal.parse(deal_tag.value)
    except DealError as exc:
        raise _Problem(deal_tag.line, Said("%(label)s: %(exc)s", label=label, exc=exc)) from None
    return BoardDeal(
        board=board,
        deal=deal,
        line=deal_tag.line,
        dealer=_dealer(named.get("Dealer"), label),
        vulnerability=_vulnerability(named.get("Vulnerable"), label),
        tricks=_recorded_tricks(named),
        par_score=_optimum_score(named.get("OptimumScore")),
        par_contracts=named["ParContract"].value.strip() if "ParContract" in named else "",
        trump=_trump(named.get("TrumpCard"), label),
    )


def _dealer(tag: Tag | None, label: str) -> str | None:
    if tag is None or tag.value.strip() in ("", "?"):
        return None
    value = tag.value.strip().upper()[:1]
    if value not in SEATS:
        raise _Problem(
            tag.line,
            Said(
                "%(label)s: the dealer %(value)s is not N, E, S or W",
                label=label,
                value=repr(tag.value),
            ),
        )
    return value


def _vulnerability(tag: Tag | None, label: str) -> str | None:
    if tag is None or tag.value.strip() in ("", "?"):
        return None
    value = VULNERABLE.get(tag.value.strip().lower())
    if value is None:
        raise _Problem(
            tag.line,
            Said(
                "%(label)s: vulnerable %(value)s is not None, NS, EW or All",
                label=label,
                value=repr(tag.value),
            ),
        )
    return value


def _optimum_score(tag: Tag | None) -> int | None:
    """ "NS 620", "NS -620", "EW 620", "NS +90": North-South's score (None when written
    another way: the site works par out itself, the file's is only compared with it)."""
    if tag is None:
        return None
    found = re.fullmatch(r"(NS|EW)\s+([+-]?\d+)", tag.value.strip(), re.IGNORECASE)
    if not found:
        return None
    score = int(found.group(2))
    return score if found.group(1).upper() == "NS" else -score


def _recorded_tricks(named: dict[str, Tag]) -> Tricks | None:
    """The file's double-dummy table, if it records one the standard way (else None: the site
    solves the deal itself, and the file's table is only compared with its own)."""
    table, compact = named.get("OptimumResultTable"), named.get("DoubleDummyTricks")
    if table is not None:
        return _result_table(table)
    if compact is not None:
        value = compact.value.strip()
        if not re.fullmatch(r"[0-9a-dA-D]{20}", value):
            return None
        digits = iter(int(c, 16) for c in value)
        tricks: Tricks = {s: {} for s in SEATS}
        for seat in DD_SEATS:
            for strain in DD_STRAINS:
                tricks[seat][strain] = next(digits)
        return tricks
    return None


def _result_table(tag: Tag) -> Tricks | None:
    tricks: Tricks = {s: {} for s in SEATS}
    for row in tag.data:
        parts = row.split()
        strain = parts[1].upper() if len(parts) == 3 else ""
        strain = "NT" if strain == "N" else strain
        if (
            len(parts) != 3
            or parts[0].upper() not in SEATS
            or strain not in STRAINS
            or not parts[2].isdigit()
            or int(parts[2]) > 13
        ):
            return None
        tricks[parts[0].upper()][strain] = int(parts[2])
    if any(len(by) != len(STRAINS) for by in tricks.values()):
        return None
    return tricks


def _trump(tag: Tag | None, label: str) -> Card | None:
    if tag is None or not tag.value.strip():
        return None
    try:
        return Card.parse(tag.value)
    except DealError as exc:
        raise _Problem(tag.line, Said("%(label)s: %(exc)s", label=label, exc=exc)) from None


# -- writing -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Header:
    """What every game of an exported file carries about the event."""

    event: str
    date: str = "?"  # "2026.11.20"
    site: str = ""
    scoring: str = "?"  # "MP", "IMP", ...


def _quoted(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _tag(name: str, value: str) -> str:
    return f'[{name} "{_quoted(value)}"]'


def par_contract_text(contracts: Sequence[str]) -> str:
    """Par contracts as the ParContract tag writes them: "NS 4S", "EW 5HX-1", "S 3NT+1"."""
    seats: dict[str, list[str]] = {}
    for text in contracts:
        found = re.fullmatch(r"(\d(?:NT|[CDHS])X{0,2})([NESW])([+-]\d+)?", text)
        if found:
            key = found.group(1) + (found.group(3) or "")
            seats.setdefault(key, []).append(found.group(2))
    parts = []
    for contract, who in seats.items():
        both = {"N", "S"} <= set(who) or {"E", "W"} <= set(who)
        side = ("NS" if who[0] in "NS" else "EW") if both else "".join(who)
        parts.append(f"{side} {contract}")
    return "; ".join(parts) if parts else "Pass"


def write(header: Header, boards: Sequence[dict[str, Any]]) -> str:
    """A PBN 2.1 export file.  Each board is a dict: ``board``, ``dealer``, ``vulnerability``
    (none/ns/ew/both, or None for a game without it), ``deal`` (a ``Deal``), and when known
    ``tricks``, ``par_score`` and ``par_contracts`` (a sequence of "4SN"), ``trump`` (a Card),
    and ``tables``: lines written as they are after the board's tags (a results file's score
    tables).  A game played at a table says its ``declarer``, ``contract`` and ``result`` (else
    "?": unknown), its ``players`` by seat tag ("North": a name; empty when not known) and may
    add ``tags``, lines written after them (a team game's room and teams).  A board without its ``deal`` has no Deal tag, and the file is then in PBN's
    import format (the export format requires every deal)."""
    dealt = all(b.get("deal") is not None for b in boards)
    lines = [
        "% PBN 2.1",
        "% EXPORT" if dealt else "% IMPORT",
        "% Content-type: text/x-pbn; charset=UTF-8",
        "% Creator: Trays",
    ]
    for b in boards:
        lines.append("")
        lines += [
            _tag("Event", header.event),
            _tag("Site", header.site),
            _tag("Date", header.date),
            _tag("Board", str(b["board"])),
            *(_tag(name, b.get("players", {}).get(name, "")) for name in SEAT_TAGS),
            _tag("Dealer", b["dealer"]),
            _tag("Vulnerable", WRITTEN_VULNERABLE[b.get("vulnerability") or "none"]),
            *([_tag("Deal", b["deal"].pbn(b["dealer"]))] if b.get("deal") is not None else []),
            _tag("Scoring", header.scoring),
            _tag("Declarer", b.get("declarer", "?")),
            _tag("Contract", b.get("contract", "?")),
            _tag("Result", b.get("result", "?")),
            *b.get("tags", ()),
        ]
        lines += _analysis_tags(b)
        if b.get("trump") is not None:
            lines.append(_tag("TrumpCard", b["trump"].code))
        lines += b.get("tables", ())
    return "\n".join(lines) + "\n"


def _analysis_tags(b: dict[str, Any]) -> list[str]:
    tricks = b.get("tricks")
    if not tricks:
        return []
    compact = "".join(f"{tricks[s][t]:x}" for s in DD_SEATS for t in DD_STRAINS)
    out = [_tag("DoubleDummyTricks", compact)]
    if b.get("par_score") is not None:
        out.append(_tag("OptimumScore", f"NS {b['par_score']}"))
        out.append(_tag("ParContract", par_contract_text(b.get("par_contracts") or ())))
    out.append('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]')
    out += [f"{s} {t:>2} {tricks[s][t]:>2}" for s in DD_SEATS for t in DD_STRAINS]
    return out
