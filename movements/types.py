"""The shared vocabulary of movements: plain frozen dataclasses, no behaviour beyond look-ups.

A movement says, for every round and every table, who holds the North-South cards, who holds
the East-West cards (or, for individuals, who sits in each of the four seats) and which tray
set is on the table.  Everything a guide card, a checker or a scorer needs is derivable from
that grid plus a few declarations (sharing, relay stands, arrow switches, sit-outs); where
everyone goes after a round is worked out from it in ``movements.where``.

Entrants are identified by string labels that are stable across the whole package:

* Mitchell and compass pairs: ``"3NS"`` and ``"3EW"`` (pair 3 North-South, pair 3 East-West;
  a pair's number is the table where it starts, as in the source text).
* Howell pairs: ``"1"`` .. ``"N"``.
* Individuals: players ``"1"`` .. ``"N"``.
* Teams: pairs ``"<team>.NS"`` and ``"<team>.EW"`` (``"a.NS"``, ``"3.EW"``); the team is the part
  before the dot.
* Progressive players: ``"L3"`` / ``"G5"`` (two groups) or ``"P7"`` (one group).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from said import Said


class Direction(str, Enum):
    """The two sides of a table; the compass pair of seats an entrant holds the cards of."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Direction:
        return Direction.EW if self is Direction.NS else Direction.NS

    @property
    def label(self) -> str:
        return "North-South" if self is Direction.NS else "East-West"


class Seat(str, Enum):
    """A seat at the table, in the order the cards are dealt round (clockwise)."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def direction(self) -> Direction:
        return Direction.NS if self in (Seat.N, Seat.S) else Direction.EW

    @property
    def label(self) -> str:
        return {"N": "North", "E": "East", "S": "South", "W": "West"}[self.value]


SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)  # the order of ``Seating.players``


class Game(str, Enum):
    """The games an event is played at; the values are what the database stores."""

    WHIST = "whist"
    BRIDGE = "bridge"  # contract bridge
    AUCTION = "auction"  # auction bridge
    EUCHRE = "euchre"
    HEARTS = "hearts"
    POKER = "poker"
    CINCH = "cinch"  # double pedro, at progressive cinch parties

    @property
    def label(self) -> str:
        return {
            "whist": "Whist",
            "bridge": "Contract bridge",
            "auction": "Auction bridge",
            "euchre": "Euchre",
            "hearts": "Hearts",
            "poker": "Poker",
            "cinch": "Cinch",
        }[self.value]


class Family(str, Enum):
    """Movement families; the values are the kinds the ``movement`` command takes."""

    MITCHELL = "mitchell"
    HESITATION = "hesitation"
    BOWMAN = "bowman"
    ROVER_MITCHELL = "mitchell-rover"  # 2T + 1 pairs: the extra pair displaces one a round
    BUMP_MITCHELL = "mitchell-bump"  # 2T + 1 pairs: the pair that sat out bumps the next
    SCRAMBLED_MITCHELL = "scrambled-mitchell"
    BAROMETER = "barometer"
    HOWELL = "howell"
    INDIVIDUAL = "individual"
    SAFFORD = "safford"
    MARRIED_COUPLES = "married-couples"
    SOCIAL = "mitchell-social"
    LEAGUE = "league-match"
    COMPASS = "compass"
    TEAM_MATCH = "team-match"
    CLUB_MATCH = "club-match"
    HOWELL_TEAMS = "howell-teams"
    GILMAN_TEAMS = "gilman-teams"
    TEAM_ROUND_ROBIN = "team-round-robin"
    SWISS_TEAMS = "swiss-teams"
    SWISS_PAIRS = "swiss-pairs"
    PROGRESSIVE = "progressive"
    PIVOT = "pivot"  # pivot bridge: four keep each table, partners change each rubber
    MEMORY = "memory"
    MEMORY_INDIVIDUAL = "memory-individual"
    MNEMONIC = "mnemonic"
    FOUR_PAIRS = "four-pairs"  # pair against pair: matches on the same cards
    SIX_PAIRS = "six-pairs"  # Foster's six pairs, the third table half the time
    CUSTOM = "custom"


def tray_numbers(trays: tuple[int, ...]) -> str:
    """Tray numbers as printed: runs joined ("1-3 7", "5-6 17-18")."""
    parts: list[str] = []
    ordered = sorted(trays)
    start = prev = None
    for t in ordered:
        if prev is not None and t == prev + 1:
            prev = t
            continue
        if start is not None:
            parts.append(str(start) if start == prev else f"{start}-{prev}")
        start = prev = t
    if start is not None:
        parts.append(str(start) if start == prev else f"{start}-{prev}")
    return " ".join(parts)


@dataclass(frozen=True)
class TraySet:
    """A numbered set of trays that travels together (``trays`` are tray numbers, 1-based)."""

    number: int
    trays: tuple[int, ...]

    @property
    def label(self) -> str:
        if not self.trays:
            return f"set {self.number}"
        lo, hi = self.trays[0], self.trays[-1]
        if len(self.trays) == 1:
            return str(lo)
        if self.trays == tuple(range(lo, hi + 1)):
            return f"{lo}-{hi}"
        return " ".join(str(t) for t in self.trays)


@dataclass(frozen=True)
class Seating:
    """One table in one round.

    ``ns`` holds the North-South cards of the tray set and ``ew`` the East-West cards.  In an
    arrow-switched round the stationary (nominal North-South) pair holds the East-West cards,
    so it appears under ``ew`` and ``arrow_switched`` is true.  ``None`` on one side means the
    other entrant sits out this round (a phantom); a table with neither side is not listed.

    Individuals fill ``players`` (North, East, South, West) and leave ``ns``/``ew`` as None.
    ``tray_set`` may be None only for a sit-out seating, or for a table whose play is not
    tied to trays (progressive drives deal fresh cards).  ``trays`` lists the trays played
    when they are not exactly the set's: part of the set (a round that splits a set), or
    parts of several sets (a split round: the table plays half of one set and half of
    another, as in the three-table Howell without sharing); ``tray_set`` is then the set of
    the first of them.  ``Movement.trays_at`` and ``Movement.sets_at`` read either case.
    """

    round: int
    table: int
    ns: str | None = None
    ew: str | None = None
    tray_set: int | None = None
    arrow_switched: bool = False
    players: tuple[str, str, str, str] | None = None
    trays: tuple[int, ...] | None = None  # the trays played, when not exactly the set's

    @property
    def is_sit_out(self) -> bool:
        if self.players is not None:
            return False
        return self.ns is None or self.ew is None

    def entrants(self) -> tuple[str, ...]:
        """Everyone seated here: the two pairs, or the four players."""
        if self.players is not None:
            return self.players
        return tuple(e for e in (self.ns, self.ew) if e is not None)

    def direction_of(self, entrant: str) -> Direction | None:
        """The cards ``entrant`` holds here (for individuals, by seat)."""
        if self.players is not None:
            if entrant not in self.players:
                return None
            return SEATS[self.players.index(entrant)].direction
        if entrant == self.ns:
            return Direction.NS
        if entrant == self.ew:
            return Direction.EW
        return None

    def seat_of(self, entrant: str) -> Seat | None:
        if self.players is None or entrant not in self.players:
            return None
        return SEATS[self.players.index(entrant)]

    def partner_of(self, entrant: str) -> str | None:
        """An individual player's partner at this table (across it); None for pairs."""
        if self.players is None or entrant not in self.players:
            return None
        return self.players[(self.players.index(entrant) + 2) % 4]

    def opponents_of(self, entrant: str) -> tuple[str, ...]:
        d = self.direction_of(entrant)
        if d is None:
            return ()
        if self.players is not None:
            n, e, s, w = self.players
            return (e, w) if d is Direction.NS else (n, s)
        other = self.ew if d is Direction.NS else self.ns
        return () if other is None else (other,)


@dataclass(frozen=True)
class Round:
    """A round: the seatings, plus what the director announces for it.

    ``resting_sets`` lie on relay (bye) stands this round.  ``shared_sets`` are played at more
    than one table this round (declared sharing: the tables pass trays between them).
    ``skip_before`` marks a skip: movers go one table further than usual before this round.
    """

    number: int
    seatings: tuple[Seating, ...]
    resting_sets: tuple[int, ...] = ()
    shared_sets: tuple[int, ...] = ()
    skip_before: bool = False
    arrow_switched: bool = False
    note: str | Said = ""

    def at_table(self, table: int) -> Seating | None:
        for s in self.seatings:
            if s.table == table:
                return s
        return None


@dataclass(frozen=True)
class Team:
    """A team of four (or more) and the pair labels it fields."""

    label: str
    pairs: tuple[str, ...]


@dataclass(frozen=True)
class Movement:
    """A complete schedule.  ``rounds`` are in order, numbered from 1; tables from 1.

    ``copies``: the trays are duplicated, so a set in play at several tables in one round is
    a copy at each (a Swiss, every match on the same deals), not one set passed between them.
    """

    family: Family
    name: str | Said
    tables: int
    rounds: tuple[Round, ...]
    tray_sets: tuple[TraySet, ...]
    entrants: tuple[str, ...]
    one_winner: bool
    stationary: tuple[str, ...] = ()
    relay_stands: int = 0
    teams: tuple[Team, ...] = ()
    copies: bool = False  # a set at several tables in a round: each plays its own copy
    description: str | Said = ""
    options: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = field(default=(), compare=False)
    overplayed: bool = False  # memory duplicate: the same players play every deal twice

    # -- look-ups a guide card needs -------------------------------------------------------

    @property
    def drawn_as_played(self) -> bool:
        """A Swiss: each match drawn from the scores so far, so the rounds listed are only
        those drawn yet, later sets wait for their draw and a bye is part of the rule."""
        return self.family in (Family.SWISS_TEAMS, Family.SWISS_PAIRS)

    @property
    def scored_by_matches(self) -> bool:
        """Pair against pair: each two pairs on the same cards make a match of equal length,
        so the 70% rule (a share of one field's comparisons) does not apply."""
        return self.family in (Family.FOUR_PAIRS, Family.SIX_PAIRS)

    @property
    def round_count(self) -> int:
        return len(self.rounds)

    @property
    def total_trays(self) -> int:
        return sum(len(s.trays) for s in self.tray_sets)

    @cached_property
    def boards_per_round(self) -> int:
        """Trays a table plays in a round (the most, where rounds differ)."""
        played = [len(self.trays_at(s)) for s in self.seatings() if s.tray_set is not None]
        if played:
            return max(played)
        return max((len(s.trays) for s in self.tray_sets), default=0)

    def tray_set(self, number: int) -> TraySet:
        for s in self.tray_sets:
            if s.number == number:
                return s
        raise KeyError(Said("no tray set %(number)s", number=number))

    def round(self, number: int) -> Round:
        if not 1 <= number <= len(self.rounds):
            raise KeyError(Said("no round %(number)s", number=number))
        return self.rounds[number - 1]

    def seatings(self) -> Iterator[Seating]:
        for r in self.rounds:
            yield from r.seatings

    def seating_of(self, entrant: str, round_number: int) -> Seating | None:
        """Where ``entrant`` sits in a round, or None when it sits out."""
        for s in self.round(round_number).seatings:
            if entrant in s.entrants():
                return s
        return None

    @cached_property
    def _set_of_tray(self) -> dict[int, int]:
        return {t: s.number for s in self.tray_sets for t in s.trays}

    def trays_at(self, s: Seating) -> tuple[int, ...]:
        """The trays a seating plays: its own list, or its whole set (none for a sit-out)."""
        if s.tray_set is None:
            return ()
        if s.trays is not None:
            return s.trays
        return self.tray_set(s.tray_set).trays

    def sets_at(self, s: Seating) -> tuple[int, ...]:
        """The tray sets a seating plays from: its own set first, then any other set whose
        trays it plays (a split round)."""
        if s.tray_set is None:
            return ()
        if s.trays is None:
            return (s.tray_set,)
        owners = dict.fromkeys(
            [s.tray_set, *(self._set_of_tray.get(t, s.tray_set) for t in s.trays)]
        )
        return tuple(owners)

    def trays_label(self, s: Seating) -> str:
        """The trays on the table as printed ("1-3", "5-6 17-18"); "" for a sit-out."""
        if s.tray_set is None:
            return ""
        if s.trays is None:
            return self.tray_set(s.tray_set).label
        return tray_numbers(s.trays)

    def tables_of_set(self, set_number: int, round_number: int) -> tuple[int, ...]:
        """Tables playing a tray set in a round (more than one when the set is shared)."""
        return tuple(
            s.table for s in self.round(round_number).seatings if set_number in self.sets_at(s)
        )

    def set_goes_next(self, set_number: int, after_round: int) -> tuple[int, ...] | None:
        """Tables where a tray set is played next round; () when it rests on a relay stand;
        None after the last round."""
        if after_round >= len(self.rounds):
            return None
        return self.tables_of_set(set_number, after_round + 1)

    def option(self, key: str, default: str | None = None) -> str | None:
        return dict(self.options).get(key, default)
