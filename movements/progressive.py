"""Progressive parties, the static part: numbered tables, the drawing of positions, the cut.

Foster, Progressive Euchre, "Apparatus": the tables "are arranged in order, and numbered
consecutively; No. 1 being called the head table, and the lowest of the series the booby
table."  Hoffmann (1909): "The first table is known as the 'head table,' and the last as the
'booby' table."  So table 1 is the head table and table ``n`` the booby table.

Foster, "Drawing for Positions": "Two packs of differently coloured cards are used, and from
the two black suits in each a sequence of cards is sorted out, equal in length to the number
of tables in play. ... The ladies take only the red-back cards, and the gentlemen only the
blue.  The number of pips on the card drawn indicates the number of the table at which the
player is to sit, and those drawing cards of the same suit are partners for the first game."

A table of four is held as its players in seat order North, East, South, West; partners sit
opposite, so the partnerships are (North, South) and (East, West).  Within a partnership the
first member holds the "lady's" place (the red-back card) and the second the "gentleman's"
(the blue-back card).  With one group of players (labels ``P1`` ..) everybody draws from the
same shuffled heap of both packs, and the pack a player's card came from gives that place:
the source's partner change ("the lady who has just lost ... retains her seat") needs the
two places, and this keeps them without inventing a second rule.

Progressive poker (Foster): "two aces from each [pack] for the four positions at the head
table; three deuces, treys, etc., for the six positions at each of the other tables until the
last or booby table is reached, at which there must be only four players at starting. ... the
numbers may be varied from four to seven ... but the head and booby tables must start with
four only."  ``middle_seats`` gives that number for the tables between head and booby.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from movements.types import Family, Movement, Round, Seating
from movements.words import joined
from said import Said, SaidCount

MIN_TABLES = 2
MAX_TABLES = 40
GROUPS = ("one", "two")
SUITS = ("clubs", "spades", "hearts", "diamonds")  # the black suits first, as the source sorts


@dataclass(frozen=True)
class ProgressiveTable:
    """One table in one round: its players in seat order (North, East, South, West for four)."""

    table: int
    players: tuple[str, ...]

    @classmethod
    def of_partnerships(cls, table: int, pairs: Sequence[Sequence[str]]) -> ProgressiveTable:
        """A table of four from its two partnerships (North-South first, then East-West)."""
        (n, s), (e, w) = pairs
        return cls(table, (n, e, s, w))

    @property
    def partnerships(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """(North, South) and (East, West): partners sit opposite."""
        n, e, s, w = self.four
        return (n, s), (e, w)

    @property
    def four(self) -> tuple[str, str, str, str]:
        """The four players (North, East, South, West) of a table of four."""
        if len(self.players) != 4:
            raise ValueError(
                Said(
                    "table %(table)s seats %(count_players)s, not a four",
                    table=self.table,
                    count_players=len(self.players),
                )
            )
        n, e, s, w = self.players
        return n, e, s, w


TableSeating = tuple[ProgressiveTable, ...]


def group_of(player: str) -> str:
    """The group letter of a player label: ``L``, ``G`` or ``P``."""
    return player[0]


def players_of(seating: TableSeating) -> list[str]:
    return [p for t in seating for p in t.players]


def _check_size(tables: int, groups: str) -> None:
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise ValueError(
            Said(
                "tables must be %(MIN_TABLES)s to %(MAX_TABLES)s, not %(tables)s",
                MIN_TABLES=MIN_TABLES,
                MAX_TABLES=MAX_TABLES,
                tables=tables,
            )
        )
    if groups not in GROUPS:
        raise ValueError(Said("groups must be 'one' or 'two', not %(groups)s", groups=repr(groups)))


def seats_at(table: int, tables: int, middle_seats: int = 4) -> int:
    """Players at a table at starting: four at head and booby, ``middle_seats`` between."""
    return 4 if table in (1, tables) else middle_seats


def draw_positions(
    tables: int, *, groups: str = "one", seed: int, middle_seats: int = 4
) -> TableSeating:
    """The first round's seating, drawn from two shuffled packs with ``random.Random(seed)``.

    For each table ``t`` each pack gives cards of ``t`` pips (clubs, then spades, then the red
    suits when a poker table seats more than four): half the table's places from the red pack
    (ladies), half from the blue (gentlemen); with an odd number the red pack gives one more
    ("some of the men must represent women").  ``L1``, ``L2`` .. draw the red cards in turn and
    ``G1`` .. the blue; with one group ``P1`` .. draw in turn from both packs shuffled together.
    """
    _check_size(tables, groups)
    if not 4 <= middle_seats <= 7:
        raise ValueError(
            Said(
                "a table seats four to seven players, not %(middle_seats)s",
                middle_seats=middle_seats,
            )
        )
    rng = random.Random(seed)
    red: list[tuple[int, int, str]] = []  # (table, pack place in the seat order, suit)
    blue: list[tuple[int, int, str]] = []
    for t in range(1, tables + 1):
        size = seats_at(t, tables, middle_seats)
        reds = (size + 1) // 2
        red += [(t, i, SUITS[i]) for i in range(reds)]
        blue += [(t, i, SUITS[i]) for i in range(size - reds)]
    drawn: dict[tuple[int, str, int], str] = {}  # (table, pack, place) -> player
    if groups == "two":
        rng.shuffle(red)
        rng.shuffle(blue)
        for i, (t, place, _suit) in enumerate(red, start=1):
            drawn[(t, "red", place)] = f"L{i}"
        for i, (t, place, _suit) in enumerate(blue, start=1):
            drawn[(t, "blue", place)] = f"G{i}"
    else:
        heap = [("red", c) for c in red] + [("blue", c) for c in blue]
        rng.shuffle(heap)
        for i, (pack, (t, place, _suit)) in enumerate(heap, start=1):
            drawn[(t, pack, place)] = f"P{i}"
    return tuple(_table_from_draw(t, drawn) for t in range(1, tables + 1))


def _table_from_draw(t: int, drawn: Mapping[tuple[int, str, int], str]) -> ProgressiveTable:
    """Red cards first, then blue, each by suit: for four, N=red clubs, E=red spades,
    S=blue clubs, W=blue spades, so the clubs are partners (N-S) and the spades (E-W)."""
    reds = sorted(place for (tt, pack, place) in drawn if tt == t and pack == "red")
    blues = sorted(place for (tt, pack, place) in drawn if tt == t and pack == "blue")
    players = tuple(drawn[(t, "red", p)] for p in reds) + tuple(
        drawn[(t, "blue", p)] for p in blues
    )
    return ProgressiveTable(t, players)


def seating_problems(
    seating: TableSeating, players: Sequence[str] | None = None, *, partnerships: bool = True
) -> list[Said]:
    """What is wrong with a round's seating; empty when tables run 1..n and nobody sits twice,
    and, for a partnership game, every table seats four and (with two groups) each partnership
    is one lady and one gentleman."""
    problems: list[Said] = []
    numbers = [t.table for t in seating]
    if numbers != list(range(1, len(seating) + 1)):
        problems.append(
            Said(
                "the tables are %(numbers)s, not 1 to %(count)s",
                numbers=", ".join(map(str, numbers)),
                count=len(seating),
            )
        )
    seen: dict[str, int] = {}
    for t in seating:
        for p in t.players:
            if p in seen:
                problems.append(
                    Said(
                        "%(player)s sits at table %(first)s and table %(second)s",
                        player=p,
                        first=seen[p],
                        second=t.table,
                    )
                )
            seen[p] = t.table
    if players is not None:
        missing = sorted(set(players) - set(seen))
        extra = sorted(set(seen) - set(players))
        if missing:
            problems.append(Said("not seated: %(players)s", players=", ".join(missing)))
        if extra:
            problems.append(Said("not in the party: %(players)s", players=", ".join(extra)))
    for t in seating if partnerships else ():
        if len(t.players) != 4:
            problems.append(
                SaidCount(
                    "table %(table)s seats %(count)s player, not four",
                    "table %(table)s seats %(count)s players, not four",
                    len(t.players),
                    table=t.table,
                    count=len(t.players),
                )
            )
        elif {group_of(p) for p in t.players} == {"L", "G"}:
            for pair in t.partnerships:
                if (group_of(pair[0]), group_of(pair[1])) != ("L", "G"):
                    problems.append(
                        Said(
                            "table %(table)s: partners %(first)s and %(second)s are not a lady"
                            " and a gentleman",
                            table=t.table,
                            first=pair[0],
                            second=pair[1],
                        )
                    )
    return problems


def check_seating(
    seating: TableSeating, players: Sequence[str] | None = None, *, partnerships: bool = True
) -> None:
    """Raise ``ValueError`` naming every problem in a seating."""
    problems = seating_problems(seating, players, partnerships=partnerships)
    if problems:
        raise ValueError(joined(problems, "; "))


def seating_by_hand(pairs_by_table: Sequence[Sequence[Sequence[str]]]) -> TableSeating:
    """The drawing done by hand: table 1's two partnerships first, and so on; checked."""
    seating = tuple(
        ProgressiveTable.of_partnerships(t, pairs) for t, pairs in enumerate(pairs_by_table, 1)
    )
    check_seating(seating)
    return seating


def cut(
    rng: random.Random, players: Sequence[str], reported: Mapping[str, int] | None = None
) -> list[str]:
    """Order players by a cut, lowest card first; equal cards cut again.

    Foster: "the lowest cut going up. In cutting, the ace is low, and the jack ranks below the
    Queen" (ranks 1 = ace .. 11 = jack, 12 = queen, 13 = king).  Cards the players really cut
    may be ``reported``; players without a reported card, or sharing one, cut with ``rng``.
    """
    if len(players) <= 1:
        return list(players)
    reported = reported or {}
    known = {p: reported[p] for p in players if p in reported}
    if len(known) == len(players) and len(set(known.values())) == len(players):
        return sorted(players, key=lambda p: known[p])
    pack = list(range(52))
    rng.shuffle(pack)
    ranks = {p: pack[i] // 4 + 1 for i, p in enumerate(players)}
    order: list[str] = []
    for rank in sorted(set(ranks.values())):
        tied = [p for p in players if ranks[p] == rank]
        order += tied if len(tied) == 1 else cut(rng, tied)
    return order


def progressive(tables: int, *, groups: str = "one", seed: int = 0) -> Movement:
    """The drawn first round as a movement for the catalogue: the rest of the evening depends
    on the results, so it has one round; progressive drives deal fresh cards (no tray sets).
    Tables of four (euchre, hearts, bridge); a poker party's larger tables are drawn with
    ``draw_positions(..., middle_seats=...)``."""
    seating = draw_positions(tables, groups=groups, seed=seed)
    round_ = Round(
        number=1,
        seatings=tuple(Seating(round=1, table=t.table, players=t.four) for t in seating),
        note=Said("drawn positions; later rounds follow the results"),
    )
    return Movement(
        family=Family.PROGRESSIVE,
        name=(
            Said("Progressive, %(tables)s tables (one group)", tables=tables)
            if groups == "one"
            else Said("Progressive, %(tables)s tables (ladies and gentlemen)", tables=tables)
        ),
        tables=tables,
        rounds=(round_,),
        tray_sets=(),
        entrants=tuple(sorted(players_of(seating), key=lambda p: (p[0], int(p[1:])))),
        one_winner=True,
        description=Said(
            "Table 1 is the head table and the last the booby table; positions are drawn "
            "from two packs, the pips giving the table and the suit the partner."
        ),
        options=(("groups", groups), ("seed", str(seed))),
    )
