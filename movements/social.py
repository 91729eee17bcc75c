"""Mitchell's social individual game for large numbers ([F] "Large Numbers of Individuals").

"All the ladies sitting N & E; the gentlemen S and W."  The ladies sit still all session; the
trays pass to the West (the next lower table) and the gentlemen, each keeping his point of the
compass, move together one table to the East (the next higher).  "When he arrives at the
table he started from, the round is finished."  Every player is named by the table and the
seat where he or she starts: ladies ``"3N"``, ``"3E"``, gentlemen ``"3S"``, ``"3W"``.  Each
table deals one set (``boards_per_round`` hands) and overplays the others' as they arrive.

* An odd number of tables: the changes go in regular order to the end, one round per table;
  everybody plays every set.
* An even number of tables would make the gentlemen meet half the sets twice and the other
  half never, so the source gives two systems:

  - first method (``overplay``): "Some table in the series, which must not be either the first
    or the last, deals no original hands, but overplays all the hands coming from the other
    tables to the East of it.  The four players sit still"; the gentlemen pass it by.  The
    other tables, an odd number, run in regular order; the overplay table plays, in each round,
    the trays on the table to its East (the two tables pass them across during the round),
    and they go West from it.  Everybody plays every set.
  - second method (``skip``): each gentleman "progresses until he meets this hand again"; at
    the bell "all the gentlemen move on to the next, leaving the trays as they are".  They
    finish on arriving at their first table, so each plays all the sets but one (that of the
    table to the West of his first table), and each lady all but one.

  "Unless half the number of tables is an odd number, when the method already described may
  be used" (``halves``): six, ten, fourteen ... tables are two rooms of an odd number each
  (three, five, seven ...), and each goes in regular order to the end, its gentlemen moving
  East and its trays West round its own tables only.  The two rooms play the same hands (the
  trays of the second are copies of the first's, table 4 of six holding table 1's deal), so
  every lady North holds the same hands as every other, as the four prizes ask; everybody
  plays every set, in half the rounds of the whole room.

The scorer compares like with like: a player's tricks against each hand's average.
"""

from __future__ import annotations

from movements.types import Family, Movement, Round, Seating, TraySet
from said import TRAYS, TRAYS_TITLE, Said

METHODS = ("auto", "plain", "overplay", "skip", "halves")
WINNERS = ("four", "two")


def social_tables(players: int) -> int:
    """Tables the game fills: four players a table, three tables at least."""
    if players % 4:
        raise ValueError(
            Said(
                "four players sit at each table (two ladies, two gentlemen), not %(players)s",
                players=players,
            )
        )
    if players < 12:
        raise ValueError(Said("the game needs three tables (twelve players) at least"))
    return players // 4


def mitchell_social(
    players: int,
    *,
    method: str = "auto",
    overplay_table: int | None = None,
    boards_per_round: int = 3,
    winners: str = "four",
) -> Movement:
    """The social game for ``players`` (a multiple of four) players; see the module docstring.

    ``method``: auto (regular order for odd tables, the first method for even), plain,
    overplay (first method), skip (second method) or halves (regular order in two rooms of an
    odd number of tables).  ``overplay_table``: the first method's
    table (default: the middle one).  ``winners`` is how the prizes go (four, or the best lady
    and gentleman above the average); it is carried for the standings, not used here.
    """
    n = social_tables(players)
    if boards_per_round < 1:
        raise ValueError(Said("each table deals one hand at least"))
    if winners not in WINNERS:
        raise ValueError(
            Said(
                "winners are %(value)s, not %(winners)s",
                value=" or ".join(WINNERS),
                winners=repr(winners),
            )
        )
    if method == "auto":
        method = "plain" if n % 2 else "overplay"
    if method == "plain" and n % 2 == 0:
        raise ValueError(
            Said(
                "with an even number of tables the gentlemen would meet half the trays twice: "
                "use the first method (overplay) or the second (skip)"
            )
        )
    if method in ("overplay", "skip", "halves") and n % 2:
        raise ValueError(Said("an odd number of tables goes in regular order (method plain)"))
    if method == "halves" and n % 4 == 0:
        raise ValueError(
            Said(
                "half of %(n)s tables is %(value)s, an even number: the regular order in halves "
                "needs an odd half (6, 10, 14 ... tables); use the first method (overplay) or "
                "the second (skip)",
                n=n,
                value=n // 2,
            )
        )
    if method == "overplay":
        k = n // 2 if overplay_table is None else overplay_table
        if not 1 < k < n:
            raise ValueError(
                Said(
                    "the overplay table must be neither the first nor the last (2 to %(value)s)",
                    value=n - 1,
                )
            )
        rounds, dealers, note = _overplay(n, k)
    elif method == "skip":
        rounds, dealers, note = _skip(n)
    elif method == "plain":
        rounds, dealers, note = _regular(n)
    elif method == "halves":
        rounds, dealers, note = _halves(n)
    else:
        raise ValueError(
            Said(
                "method is one of %(value)s, not %(method)s",
                value=", ".join(METHODS),
                method=repr(method),
            )
        )
    options = [
        ("method", method),
        ("boards_per_round", str(boards_per_round)),
        ("winners", winners),
    ]
    if method == "overplay":
        options.append(("overplay_table", str(k)))
    return _movement(n, rounds, dealers, boards_per_round, method, note, tuple(options))


def player_labels(table: int) -> tuple[str, str, str, str]:
    """The four players who start at a table: North, East, South, West."""
    return (f"{table}N", f"{table}E", f"{table}S", f"{table}W")


def _quad(table: int, gentlemen_from: int) -> tuple[str, str, str, str]:
    n, e, _, _ = player_labels(table)
    _, _, s, w = player_labels(gentlemen_from)
    return (n, e, s, w)


Grid = list[list[tuple[int, int, int]]]  # per round: (table, gentlemen's first table, set)


def _regular(n: int) -> tuple[Grid, list[int], Said]:
    """Odd tables: round i, table t has the gentlemen from t - i and the set dealt at t + i."""
    rounds = [[(t + 1, (t - i) % n + 1, (t + i) % n + 1) for t in range(n)] for i in range(n)]
    return rounds, list(range(1, n + 1)), Said("Regular order: every player plays every set.")


def _skip(n: int) -> tuple[Grid, list[int], Said]:
    """Even tables, second method: after n/2 rounds the gentlemen go two tables East."""
    rounds = []
    for i in range(n - 1):
        moved = i if i < n // 2 else i + 1
        rounds.append([(t + 1, (t - moved) % n + 1, (t + i) % n + 1) for t in range(n)])
    return (
        rounds,
        list(range(1, n + 1)),
        Said(
            "Second method: at the bell (round %(round)s) the gentlemen skip a table; each "
            "player misses one set.",
            round=n // 2 + 1,
        ),
    )


def _halves(n: int) -> tuple[Grid, list[int], Said]:
    """Even tables of an odd half ``m``: tables 1 to m and m + 1 to n each in regular order,
    the second room on copies of the first's sets (table m + t deals as table t)."""
    m = n // 2
    rounds = [
        [
            (h * m + p + 1, h * m + (p - i) % m + 1, (p + i) % m + 1)
            for h in (0, 1)
            for p in range(m)
        ]
        for i in range(m)
    ]
    return (
        rounds,
        list(range(1, m + 1)),
        Said(
            "In two rooms of %(half)s tables (1 to %(half)s, %(next)s to %(tables)s), each in "
            "regular order on the same hands: table %(next)s holds a copy of table 1's "
            "%(trays)s, and so on; each player plays every set.",
            half=m,
            next=m + 1,
            tables=n,
            trays=TRAYS,
        ),
    )


def _overplay(n: int, k: int) -> tuple[Grid, list[int], Said]:
    """Even tables, first method: the other n - 1 tables go in regular order and table ``k``
    overplays, each round, the set on the table East of it."""
    active = [t for t in range(1, n + 1) if t != k]
    m = len(active)
    east = active.index(k + 1)
    rounds = []
    for i in range(m):
        row = [(active[p], active[(p - i) % m], (p + i) % m + 1) for p in range(m)]
        row.append((k, k, (east + i) % m + 1))
        rounds.append(sorted(row))
    return (
        rounds,
        active,
        Said(
            "First method: table %(table)s deals no hands and sits still, overplaying the "
            "%(trays)s of table %(next)s; the gentlemen pass it by.",
            table=k,
            next=k + 1,
            trays=TRAYS,
        ),
    )


def _movement(
    n: int,
    grid: Grid,
    dealers: list[int],
    boards: int,
    method: str,
    note: Said,
    options: tuple[tuple[str, str], ...],
) -> Movement:
    skip_at = n // 2 + 1 if method == "skip" else 0
    rounds = []
    for number, row in enumerate(grid, start=1):
        seatings = tuple(
            Seating(round=number, table=t, players=_quad(t, g), tray_set=s) for t, g, s in row
        )
        sets = [s for _, _, s in row]
        shared = tuple(sorted({s for s in sets if sets.count(s) > 1}))
        bell = Said(
            "bell: the gentlemen meet their first %(trays)s; they move one table further",
            trays=TRAYS,
        )
        rounds.append(
            Round(
                number=number,
                seatings=seatings,
                shared_sets=shared,
                skip_before=number == skip_at,
                note=bell if number == skip_at else "",
            )
        )
    tray_sets = tuple(
        TraySet(number=j, trays=tuple(range((j - 1) * boards + 1, j * boards + 1)))
        for j in range(1, len(dealers) + 1)
    )
    dealt: str | Said = ", ".join(
        str(Said("set %(set)s at table %(table)s", set=j, table=t))
        for j, t in enumerate(dealers, start=1)
    )
    if method == "halves":
        dealt = Said(
            "%(dealt)s, copied for tables %(first)s to %(last)s",
            dealt=dealt,
            first=n // 2 + 1,
            last=n,
        )
    stationary = [p for t in range(1, n + 1) for p in player_labels(t)[:2]]
    if method == "overplay":
        k = int(dict(options)["overplay_table"])
        stationary += list(player_labels(k)[2:])
    return Movement(
        family=Family.SOCIAL,
        name=Said("Mitchell's social game, %(tables)s tables", tables=n),
        tables=n,
        rounds=tuple(rounds),
        tray_sets=tray_sets,
        entrants=tuple(p for t in range(1, n + 1) for p in player_labels(t)),
        one_winner=False,
        stationary=tuple(stationary),
        copies=method == "halves",
        description=Said(
            "Ladies sit North and East and sit still; gentlemen sit South and West and move one "
            "table East, %(trays)s one table West. %(note)s %(Trays)s dealt: %(dealt)s.",
            trays=TRAYS,
            Trays=TRAYS_TITLE,
            note=note,
            dealt=dealt,
        ),
        options=options,
    )
