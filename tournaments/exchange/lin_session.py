"""A session as an online site's LIN file records it: each table's players, pairs and result,
read strictly.

Bridge Base Online writes a pairs session's results as one block a table and board (``qx``,
``md``, ``pn``, the auction ``mb``, the play ``pc``, a claim ``mc``); ``deals.lin.played``
gives each block's contract, declarer and tricks.  Here the players become pairs: North and
South are a pair, East and West another, and the same two players are one pair wherever they
sit (names are compared without regard to case, as the site compares its user names).  When
no pair sat both ways the session has two fields, North-South and East-West, numbered
``1NS``, ``2NS``... and ``1EW``...; when one did, one field numbered ``1``, ``2``...  in the
order the file first names them.

In the site's individual tournaments partners change every round: when any player sits with
a second partner the session is an individual one, each player numbered ``1``, ``2``... in
the order the file first names them (South, West, North, East at each table) and each table
seated by its four players, North, South, East and West.

Every problem is said with its line and board, and a file with any problem gives no session:
a table without its four players, a play that stops without a claim, a board played twice by
the same two partnerships, a player at two tables of one board.
"""

from __future__ import annotations

from dataclasses import dataclass

from said import Said
from tournaments.deals import lin
from tournaments.exchange.bounds import quoted

__all__ = ["NoResults", "Session", "SessionPlayer", "Table", "read_session"]

MOST_NAME = 120  # characters, as the club's players are named


class NoResults(ValueError):
    """A LIN file of hand records alone: no auction, so no result to score."""


@dataclass(frozen=True)
class Table:
    """One table's result on a board: who sat there (the pairs' labels, North-South and
    East-West; in an individual session the players', North, South, East, West) and what
    was played."""

    board: int
    seats: tuple[str, ...]
    contract: str  # "4SX", "3NT", or "PASS"
    declarer: str  # N, E, S, W; "" when passed out
    tricks: int | None  # the declarer's side's; None when passed out
    line: int


@dataclass(frozen=True)
class SessionPair:
    label: str
    number: str
    direction: str  # "NS" or "EW" in a two-field session, "" in one field
    players: tuple[str, str]


@dataclass(frozen=True)
class SessionPlayer:
    number: str
    name: str


@dataclass(frozen=True)
class Session:
    pairs: tuple[SessionPair, ...]  # none in an individual session
    tables: tuple[Table, ...]
    two_fields: bool
    players: tuple[SessionPlayer, ...] = ()  # an individual session's; none in a pairs one

    @property
    def individuals(self) -> bool:
        return bool(self.players)


def read_session(text: str) -> Session:
    """The session of a LIN file with results; ``lin.LinError`` naming each problem's line,
    ``NoResults`` when the file holds hand records only."""
    played = lin.played(text)
    if not played:
        raise NoResults(Said("the file holds hand records only: no board has an auction"))
    problems: list[tuple[int, str | Said]] = []
    keys, changed = _check_players(played, problems)
    _check_results(played, problems)
    if problems:
        raise lin.LinError(sorted(problems, key=lambda p: p[0]))
    if changed:
        return _individuals(played)
    return _session(played, [k for k in keys if k is not None])  # none is None: no problem


def _fit_name(name: str) -> bool:
    name = name.strip()
    return len(name) <= MOST_NAME and all(ord(c) >= 32 and c != "\x7f" for c in name)


Sides = tuple[frozenset[str], frozenset[str]]  # a table's North-South and East-West pairs


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def _check_players(
    played: list[lin.PlayedBoard], problems: list[tuple[int, str | Said]]
) -> tuple[list[Sides | None], bool]:
    """Each table's (North-South, East-West) pair keys, after checking the players: four
    named and different, one table a board, one meeting a board; and whether a player sat
    with a second partner (an individual session)."""
    partner: dict[str, str] = {}
    seated: dict[tuple[int, str], int] = {}
    met: dict[tuple[int, frozenset[frozenset[str]]], int] = {}
    keys: list[Sides | None] = []
    changed = False
    for table in played:
        where = Said("board %(board)s (pn)", board=table.board)
        names = [_name_key(n) for n in table.players]
        if len(names) != 4 or not all(names):
            problems.append(
                (
                    table.line,
                    Said(
                        "%(where)s: name the four players, South, West, North and East"
                        " (pn|South,West,North,East|)",
                        where=where,
                    ),
                )
            )
            keys.append(None)
            continue
        wrong = next((n for n in table.players if not _fit_name(n)), None)
        if wrong is not None:
            problems.append(
                (
                    table.line,
                    Said(
                        "%(where)s: the name %(name)s is not a player's name (at most %(most)s"
                        " characters, no control characters)",
                        where=where,
                        name=quoted(wrong.strip()),
                        most=MOST_NAME,
                    ),
                )
            )
            keys.append(None)
            continue
        if len(set(names)) != 4:
            problems.append(
                (
                    table.line,
                    Said("%(where)s: a player is named at two seats of the table", where=where),
                )
            )
            keys.append(None)
            continue
        south, west, north, east = names
        ns, ew = frozenset((north, south)), frozenset((east, west))
        keys.append((ns, ew))
        for a, b in ((north, south), (south, north), (east, west), (west, east)):
            changed = changed or partner.setdefault(a, b) != b
        again = met.setdefault((table.board, frozenset((ns, ew))), table.line)
        if again != table.line:
            problems.append(
                (
                    table.line,
                    Said(
                        "board %(board)s is played again by the same two pairs (first at line"
                        " %(first)s)",
                        board=table.board,
                        first=again,
                    ),
                )
            )
            continue
        for name in names:
            other = seated.setdefault((table.board, name), table.line)
            if other != table.line:
                problems.append(
                    (
                        table.line,
                        Said(
                            "%(where)s: %(name)s is at two tables of board %(board)s (also at"
                            " line %(other)s)",
                            where=where,
                            name=_shown(table, name),
                            board=table.board,
                            other=other,
                        ),
                    )
                )
    return keys, changed


def _shown(table: lin.PlayedBoard, key: str) -> str:
    return next(n.strip() for n in table.players if _name_key(n) == key)


def _check_results(played: list[lin.PlayedBoard], problems: list[tuple[int, str | Said]]) -> None:
    for table in played:
        result = table.outcome
        if result.declarer is not None and result.tricks is None:
            problems.append(
                (
                    table.line,
                    Said(
                        "board %(board)s (pc, mc): the play stops before the last trick without"
                        " a claim, so the tricks taken are not known",
                        board=table.board,
                    ),
                )
            )


def _session(played: list[lin.PlayedBoard], keys: list[Sides]) -> Session:
    names: dict[frozenset[str], tuple[str, str]] = {}
    sides: dict[frozenset[str], set[str]] = {}
    for table, (ns, ew) in zip(played, keys, strict=True):
        south, west, north, east = (n.strip() for n in table.players)
        names.setdefault(ns, (north, south))
        names.setdefault(ew, (east, west))
        sides.setdefault(ns, set()).add("NS")
        sides.setdefault(ew, set()).add("EW")
    two_fields = all(len(s) == 1 for s in sides.values())
    labels: dict[frozenset[str], SessionPair] = {}
    counts = {"NS": 0, "EW": 0, "": 0}
    for key in names:  # the order the file first names them
        direction = next(iter(sides[key])) if two_fields else ""
        counts[direction] += 1
        number = str(counts[direction])
        labels[key] = SessionPair(number + direction, number, direction, names[key])
    tables = [
        _table(table, (labels[ns].label, labels[ew].label))
        for table, (ns, ew) in zip(played, keys, strict=True)
    ]
    return Session(tuple(labels.values()), tuple(tables), two_fields)


def _individuals(played: list[lin.PlayedBoard]) -> Session:
    """An individual session: each player numbered in the order the file first names them."""
    numbers: dict[str, SessionPlayer] = {}
    tables = []
    for table in played:
        for name in table.players:
            key = _name_key(name)
            if key not in numbers:
                numbers[key] = SessionPlayer(str(len(numbers) + 1), name.strip())
        south, west, north, east = (numbers[_name_key(n)].number for n in table.players)
        tables.append(_table(table, (north, south, east, west)))
    return Session((), tuple(tables), False, tuple(numbers.values()))


def _table(table: lin.PlayedBoard, seats: tuple[str, ...]) -> Table:
    result = table.outcome
    passed = result.declarer is None
    return Table(
        board=table.board,
        seats=seats,
        contract="PASS" if passed else result.contract,
        declarer=result.declarer or "",
        tricks=None if passed else result.tricks,
        line=table.line,
    )
