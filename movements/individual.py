"""Individual movements: Safford's eight players, whist tournaments, Safford's married couples.

In an individual movement every player changes partner.  The ideal is a whist tournament
Wh(v): every two players are partners exactly once and opponents exactly twice.  Wh(v) exists
for v = 0 or 1 (mod 4); for 4n players there are 4n - 1 rounds at n tables, for 4n + 1 players
4n + 1 rounds at n tables with one player sitting out each round.

Trays: each round has one set, played at every table of the round (declared sharing), as in
the source's eight-individual game, where the two tables exchange their deals.  Scores are
compared between players holding the same seat at different tables, so sharing one set per
round is exactly what the comparison needs.
"""

from __future__ import annotations

from collections.abc import Sequence

from movements.data.whist_tables import BASE_TABLES
from movements.types import SEATS, Family, Movement, Round, Seat, Seating, TraySet
from said import Said

_INF = -1

# Safford's indicator cards: the seat number at (table 1 N, E, S, W, table 2 N, E, S, W).
SAFFORD_SEATS = (1, 2, 3, 5, 4, 6, 8, 7)

# Married couples: (table, seat) of the ladies' seats a..h and of the men's seats 1..8.
_N, _E, _S, _W = SEATS
COUPLES_LADIES = ((1, _N), (1, _E), (2, _N), (3, _N), (2, _E), (4, _N), (4, _E), (3, _E))
COUPLES_MEN = ((3, _W), (3, _S), (4, _W), (1, _W), (4, _S), (2, _W), (2, _S), (1, _S))


def whist_sizes() -> tuple[int, ...]:
    """Player counts ``whist_tournament`` can seat."""
    return tuple(sorted(BASE_TABLES))


def whist_tournament(players: int, *, boards_per_round: int = 2) -> Movement:
    """A whist tournament Wh(players): partners once, opponents twice.

    The schedule is developed from base tables over an abelian group G (usually cyclic):
    round g adds g to every base entry.  With 4n players one player is fixed (he keeps his
    seat all session) and G has 4n - 1 elements; with 4n + 1 players the element missing from
    the base tables, plus g, sits out round g.
    """
    if players not in BASE_TABLES:
        raise ValueError(
            Said(
                "no whist tournament for %(players)s players; sizes: %(value)s",
                players=players,
                value=whist_sizes(),
            )
        )
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    moduli, base = BASE_TABLES[players]
    order = 1
    for m in moduli:
        order *= m
    quads = [base[i : i + 4] for i in range(0, len(base), 4)]
    rounds = []
    for g in range(order):
        tables = [tuple(_label(_add(e, g, moduli), players) for e in q) for q in quads]
        seated = {p for t in tables for p in t}
        out = [str(p) for p in range(1, players + 1) if str(p) not in seated]
        rounds.append((tables, Said("player %(player)s sits out", player=out[0]) if out else ""))
    fixed = (str(players),) if players % 4 == 0 else ()
    kind = "cyclic" if len(moduli) == 1 else "Z_" + " x Z_".join(map(str, moduli))
    return individual_movement(
        Family.INDIVIDUAL,
        Said("Whist tournament, %(players)s players", players=players),
        rounds,
        boards_per_round,
        tuple(str(p) for p in range(1, players + 1)),
        fixed,
        Said(
            "Wh(%(players)s), %(kind)s: every two players partner once and oppose twice; "
            "%(tables)s tables, %(rounds)s rounds, one set per round played at every table.",
            players=players,
            kind=Said("cyclic") if len(moduli) == 1 else kind,
            tables=len(quads),
            rounds=len(rounds),
        ),
    )


def safford() -> Movement:
    """Safford's schedule for eight individuals at two tables ([F] "Eight Individuals").

    Indicator cards number the eight seats; after each set a player goes to the next higher
    number, 8 keeps his seat and 7 goes to 1.  Players are numbered by their first seat.  The
    source's seat diagram is an image missing from the text; the positions used here are
    table 1: N 1, E 2, S 3, W 5; table 2: N 4, E 6, S 8, W 7.  With seat k standing for the
    residue k - 1 of Z_7 and seat 8 fixed, the moves are "add one", so the schedule is a
    cyclic whist tournament exactly when the partner differences of the layout cover Z_7 once
    and the opponent differences twice; tools/search_individual_layouts.py tries all 40320
    layouts (5376 qualify) and this is the first in reading order.  Seven sets of four hands:
    each table deals two, plays them and exchanges them with the other table (28 hands).
    """
    rounds = []
    for r in range(7):

        def who(seat: int, r: int = r) -> str:
            return "8" if seat == 8 else str((seat - 1 - r) % 7 + 1)

        tables = [tuple(who(s) for s in SAFFORD_SEATS[4 * t : 4 * t + 4]) for t in range(2)]
        rounds.append((tables, ""))
    return individual_movement(
        Family.SAFFORD,
        Said("Safford, 8 individuals"),
        rounds,
        4,
        tuple(str(p) for p in range(1, 9)),
        ("8",),
        Said(
            "Seats: table 1 N 1, E 2, S 3, W 5; table 2 N 4, E 6, S 8, W 7. After each set "
            "every player moves to the next higher seat number, 8 stays, 7 goes to 1. Each table "
            "deals two of the set's four hands and the tables exchange them."
        ),
    )


def married_couples() -> Movement:
    """Safford's schedule for eight married couples ([F] "Married Couples").

    Ladies a-h, men 1-8, couples a-1, b-2, ...  Couple a-1 sits still; the other ladies go to
    the next letter's seat (h to b) and the men to the next number's (8 to 2).  The source's
    diagram is missing.  This layout puts the ladies North and East and the men South and West
    (so every partnership is a lady and a man), tables 1-2 forming one half of the room and
    3-4 the other:

    * ladies' seats: a 1N, b 1E, c 2N, d 3N, e 2E, f 4N, g 4E, h 3E;
    * men's seats: 1 3W, 2 3S, 3 4W, 4 1W, 5 4S, 6 2W, 7 2S, 8 1S.

    Properties, each checked by the tests: husband and wife are never in the same half;
    every lady partners every man but her husband exactly once; every two players who are not
    spouses are opponents in exactly one set, i.e. over four hands (7 sets x 4 hands x 2
    opponents = 56 = 14 x 4, which is the source's "four hands against every other lady and
    gentleman"); and in every set each husband holds the cards opposed to his wife's on the
    same four hands in the other half, so the pair of them are compared hand by hand.  One
    hand is dealt at each table (table 1 by North, 2 by East, 3 by South, 4 by West, so the
    lead is equalised) and overplayed at the other three.  With seats as residues of Z_7 the
    conditions are difference conditions; tools/search_individual_layouts.py finds the layout.
    """
    letters = "abcdefgh"
    places: dict[tuple[int, Seat], tuple[str, int]] = {}
    for j in range(8):
        places[COUPLES_LADIES[j]] = ("L", j)
        places[COUPLES_MEN[j]] = ("M", j)
    rounds = []
    for r in range(7):

        def occupant(kind_idx: tuple[str, int], r: int = r) -> str:
            kind, k = kind_idx
            c = 0 if k == 0 else (k - 1 - r) % 7 + 1
            return letters[c] if kind == "L" else str(c + 1)

        tables = [tuple(occupant(places[(t, s)]) for s in SEATS) for t in (1, 2, 3, 4)]
        rounds.append((tables, ""))
    return individual_movement(
        Family.MARRIED_COUPLES,
        Said("Safford, 8 married couples"),
        rounds,
        4,
        tuple(letters) + tuple(str(p) for p in range(1, 9)),
        ("a", "1"),
        Said(
            "Ladies a-h sit North and East, men 1-8 South and West. Couple a-1 sits still; "
            "ladies move to the next letter's seat (h to b), men to the next number's (8 to 2). "
            "Tables 1-2 and 3-4 are the two halves; husband and wife are never in the same "
            "half. One hand is dealt at each table (dealer N, E, S, W at tables 1-4) and "
            "overplayed at the others."
        ),
    )


# -- shared assembly --------------------------------------------------------------------------------


def _add(e: int, g: int, moduli: tuple[int, ...]) -> int:
    if e == _INF:
        return _INF
    out, scale = 0, 1
    for m in moduli:
        out += ((e % m + g % m) % m) * scale
        e //= m
        g //= m
        scale *= m
    return out


def _label(e: int, players: int) -> str:
    return str(players) if e == _INF else str(e + 1)


def _four(quad: tuple[str, ...]) -> tuple[str, str, str, str]:
    """A table's four players, North first (ValueError for any other number)."""
    north, east, south, west = quad
    return (north, east, south, west)


def individual_movement(
    family: Family,
    name: str | Said,
    rounds: Sequence[tuple[list[tuple[str, ...]], str | Said]],
    boards: int,
    entrants: tuple[str, ...],
    stationary: tuple[str, ...],
    description: str | Said,
) -> Movement:
    out = []
    for r, (tables, note) in enumerate(rounds, start=1):
        seatings = tuple(
            Seating(round=r, table=t, players=_four(quad), tray_set=r)
            for t, quad in enumerate(tables, start=1)
        )
        shared = (r,) if len(tables) > 1 else ()
        out.append(Round(number=r, seatings=seatings, shared_sets=shared, note=note))
    tray_sets = tuple(
        TraySet(number=r, trays=tuple(range((r - 1) * boards + 1, r * boards + 1)))
        for r in range(1, len(rounds) + 1)
    )
    return Movement(
        family=family,
        name=name,
        tables=max(len(tables) for tables, _ in rounds),
        rounds=tuple(out),
        tray_sets=tray_sets,
        entrants=entrants,
        one_winner=True,
        stationary=stationary,
        description=description,
        options=(("boards_per_round", str(boards)),),
    )
