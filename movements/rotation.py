"""Today's progressive euchre: the partner rotation chart.

Most euchre parties now play a fixed number of hands a round, each player keeping a running
total, and the partnerships come from a chart printed before the evening: a row per round, a
column per table, each cell "1 & 2 v 3 & 4".  The published way to draw one (for example
"How to Make a Chart for a Euchre Tournament", ourpastimes.com) is a chart of one round fewer
than the players, in which no two players are partners twice, so over the whole chart each
player partners every other once; with one player more than a multiple of four each player
has one round's bye.

Two constructions give that, and each is checked, not assumed (``chart_problems``):

- where the project has a whist tournament Wh(n) (``movements.individual``: every two
  players partner once and oppose twice) its rounds are the chart;
- otherwise the round robin's circle method: players 1..n-1 (or n, with an empty place for an
  odd number) round a circle and the last fixed; in round r the fixed player partners r and
  r+i partners r-i (mod the circle).  Every two players meet as partners in exactly one round,
  whatever the number.

Where the number is not 4k or 4k+1 the whole promise cannot be kept with tables of four: one
pair sits out each round (4k+2 players) or three players (4k+3), and two players sitting out
together in the round that would have made them partners never partner at all (ten players
need 45 partnerships, and nine rounds of two tables give 36).  The chart then keeps what can
be kept, no two players partner twice, and says which partnerships are missing
(``Chart.note``).  A party plays the first rounds of its chart: however few, no two players
are partners twice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from movements.data.whist_tables import BASE_TABLES
from movements.individual import whist_tournament
from movements.progressive import ProgressiveTable, TableSeating
from said import Said, SaidCount

MIN_PLAYERS = 8  # two tables of four
MAX_PLAYERS = 163  # forty tables, three sitting out


@dataclass(frozen=True)
class Chart:
    """A rotation chart: each round's tables (North, East, South, West; partners North-South
    and East-West) and the players sitting out; ``method`` names the construction."""

    players: tuple[str, ...]
    rounds: tuple[TableSeating, ...]
    byes: tuple[tuple[str, ...], ...]
    method: str

    @property
    def tables(self) -> int:
        return len(self.rounds[0])

    @property
    def whist_tournament(self) -> bool:
        return self.method.startswith("whist tournament")

    def never_partners(self) -> list[tuple[str, str]]:
        """The two players of each partnership the chart cannot make (none for 4k or 4k+1)."""
        counts = partner_counts(self.rounds)
        return [(a, b) for a, b in combinations(self.players, 2) if counts[frozenset((a, b))] == 0]

    def note(self) -> Said:
        """What the chart gives, in the host's words, including what it cannot."""
        n, rounds = len(self.players), len(self.rounds)
        head = Said(
            "%(players)s at %(tables)s, %(rounds)s",
            players=players_counted(n),
            tables=tables_counted(self.tables),
            rounds=SaidCount("%(count)s round", "%(count)s rounds", rounds, count=rounds),
        )
        out = len(self.byes[0])
        if out <= 1:
            partners = (
                Said("every player partners every other once and meets each as an opponent twice")
                if self.whist_tournament
                else Said("every player partners every other once")
            )
            sits = (
                Said("one player sits out each round, everyone once.")
                if out
                else Said("nobody sits out.")
            )
            return Said("%(head)s: %(partners)s; %(sits)s", head=head, partners=partners, sits=sits)
        missing = self.never_partners()
        if out == 2:
            never = sorted(set(self.players) - {p for b in self.byes for p in b}, key=_number)
            sits = SaidCount(
                "one partnership sits out each round, everyone twice except %(players)s, who "
                "never sits out",
                "one partnership sits out each round, everyone twice except %(players)s, who "
                "never sit out",
                len(never),
                players=", ".join(never),
            )
        else:
            sits = Said("three players sit out each round, everyone three times")
        return Said(
            "%(head)s: no two players are partners twice. With %(players)s, tables of four "
            "cannot seat everyone: %(sits)s, and the %(pairs)s of players who sit out together "
            "are never partners.",
            head=head,
            players=players_counted(n),
            sits=sits,
            pairs=SaidCount("%(count)s pair", "%(count)s pairs", len(missing), count=len(missing)),
        )


def players_counted(players: int) -> SaidCount:
    """ "12 players" (one player, in the active language's plural)."""
    return SaidCount("%(count)s player", "%(count)s players", players, count=players)


def tables_counted(tables: int) -> SaidCount:
    """ "3 tables"."""
    return SaidCount("%(count)s table", "%(count)s tables", tables, count=tables)


def label(number: int) -> str:
    return f"P{number}"


def _number(player: str) -> int:
    return int(player[1:])


@cache
def chart(players: int) -> Chart:
    """The rotation chart for ``players`` (8 to 163), labelled P1 .. Pn.  Kept once built (a
    chart is a frozen value, and every page of a party asks for it)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(
            Said(
                "a rotation chart seats %(MIN_PLAYERS)s to %(MAX_PLAYERS)s, not %(players)s",
                MIN_PLAYERS=MIN_PLAYERS,
                MAX_PLAYERS=MAX_PLAYERS,
                players=players,
            )
        )
    if players in BASE_TABLES:
        return _from_whist_tournament(players)
    return _circle(players)


def _from_whist_tournament(players: int) -> Chart:
    movement = whist_tournament(players, boards_per_round=1)
    everyone = tuple(label(i) for i in range(1, players + 1))
    rounds, byes = [], []
    for r in movement.rounds:
        tables = tuple(
            ProgressiveTable(s.table, tuple(label(int(p)) for p in s.players or ()))
            for s in r.seatings
        )
        seated = {p for t in tables for p in t.players}
        rounds.append(tables)
        byes.append(tuple(p for p in everyone if p not in seated))
    return Chart(everyone, tuple(rounds), tuple(byes), f"whist tournament Wh({players})")


def _circle(players: int) -> Chart:
    """The circle method (see the module's docstring).  The empty place of an odd number is
    the fixed one, so the player it partners sits out; when the partnerships left are odd in
    number, the pair r+1 and r-1 sits out too, so sit-outs spread evenly round the circle."""
    m = players + players % 2
    k = m - 1  # players on the circle
    fixed = m  # number m: a player, or the empty place
    rounds, byes = [], []
    for r in range(k):
        pairs = [(fixed, r + 1)] + [((r + i) % k + 1, (r - i) % k + 1) for i in range(1, m // 2)]
        out: list[int] = []
        if fixed > players:
            out.append(pairs.pop(0)[1])
        if len(pairs) % 2:
            out.extend(pairs.pop(1 if fixed <= players else 0))
        tables = tuple(
            ProgressiveTable(j + 1, tuple(label(p) for p in (a, c, b, d)))
            for j, ((a, b), (c, d)) in enumerate(zip(pairs[0::2], pairs[1::2], strict=True))
        )
        rounds.append(tables)
        byes.append(tuple(label(p) for p in sorted(out)))
    everyone = tuple(label(i) for i in range(1, players + 1))
    return Chart(everyone, tuple(rounds), tuple(byes), f"round robin (circle method), {players}")


def partner_counts(rounds: Sequence[TableSeating]) -> Counter[frozenset[str]]:
    """How often each two players are partners over ``rounds``."""
    return Counter(
        frozenset(pair) for seating in rounds for t in seating for pair in t.partnerships
    )


def opponent_counts(rounds: Sequence[TableSeating]) -> Counter[frozenset[str]]:
    """How often each two players sit at one table on opposite sides."""
    counts: Counter[frozenset[str]] = Counter()
    for seating in rounds:
        for t in seating:
            (a, b), (c, d) = t.partnerships
            counts.update(frozenset((x, y)) for x in (a, b) for y in (c, d))
    return counts


def chart_problems(c: Chart) -> list[Said]:
    """What is wrong with a chart; empty when every round seats each player once (at a table
    of four or sitting out), the tables run 1..k, no two players partner twice, and, when
    nobody sits out or one player a round, every two players partner exactly once."""
    problems: list[Said] = []
    everyone = set(c.players)
    for r, (seating, out) in enumerate(zip(c.rounds, c.byes, strict=True), start=1):
        seated = [p for t in seating for p in t.players]
        if len(seated) + len(out) != len(everyone) or set(seated) | set(out) != everyone:
            problems.append(Said("round %(r)s does not seat everyone once", r=r))
        if [t.table for t in seating] != list(range(1, len(seating) + 1)):
            problems.append(
                Said(
                    "round %(r)s: the tables are not numbered 1 to %(count)s",
                    r=r,
                    count=len(seating),
                )
            )
        if any(len(t.players) != 4 for t in seating):
            problems.append(Said("round %(r)s: a table does not seat four", r=r))
    counts = partner_counts(c.rounds)
    complete = len(c.byes[0]) <= 1
    for a, b in combinations(c.players, 2):
        n = counts[frozenset((a, b))]
        if n > 1 or (complete and n == 0):
            problems.append(
                SaidCount(
                    "%(a)s and %(b)s are partners %(n)s time",
                    "%(a)s and %(b)s are partners %(n)s times",
                    n,
                    a=a,
                    b=b,
                    n=n,
                )
            )
    return problems


def player_rounds(c: Chart, player: str) -> list[tuple[int, ProgressiveTable | None]]:
    """Each round of the chart for one player: the table, or None for a round sat out."""
    out = []
    for r, seating in enumerate(c.rounds, start=1):
        table = next((t for t in seating if player in t.players), None)
        out.append((r, table))
    return out
