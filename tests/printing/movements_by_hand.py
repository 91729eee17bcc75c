"""Small movements written out by hand, independent of the generators.

``safford_by_hand`` is the whist tournament Wh(8) on Z7 plus a fixed player: in round r
(r = 0..6) table 1 seats North inf, South r, East 1+r, West 3+r, and table 2 seats North 2+r,
South 6+r, East 4+r, West 5+r (mod 7).  Every two players partner once and oppose twice.
Player inf is "8" and residue x is player x+1.  Both tables share the round's set of four
trays (two dealt at each table, then exchanged), as in the source's Safford individual.
"""

from __future__ import annotations

from movements.types import Family, Movement, Round, Seating, TraySet


def _player(x: int | None, r: int) -> str:
    return "8" if x is None else str((x + r) % 7 + 1)


def safford_by_hand() -> Movement:
    layout = ((None, 1, 0, 3), (2, 4, 6, 5))  # (N, E, S, W) offsets; None is the fixed player
    rounds = []
    for r in range(7):
        seatings = tuple(
            Seating(
                round=r + 1,
                table=t + 1,
                tray_set=r + 1,
                players=tuple(_player(x, r) for x in seats),  # type: ignore[arg-type]
            )
            for t, seats in enumerate(layout)
        )
        rounds.append(Round(number=r + 1, seatings=seatings, shared_sets=(r + 1,)))
    return Movement(
        family=Family.SAFFORD,
        name="Safford individual, 8 players",
        tables=2,
        rounds=tuple(rounds),
        tray_sets=tuple(TraySet(s, tuple(range(4 * s - 3, 4 * s + 1))) for s in range(1, 8)),
        entrants=tuple(str(p) for p in range(1, 9)),
        one_winner=True,
    )


def mitchell_skip_by_hand() -> Movement:
    """Four tables, three rounds, skip before round 3.

    EW pair e sits at table e+r-1 (one table further from round 3 on); trays go down one
    table each round, so table t plays set t+r-1 (mod 4).  EW pair e plays sets e, e+2, e+1.
    """
    t = 4
    rounds = []
    for r in range(1, 4):
        shift = r - 1 + (1 if r >= 3 else 0)
        seatings = tuple(
            Seating(
                round=r,
                table=table,
                ns=f"{table}NS",
                ew=f"{(table - 1 - shift) % t + 1}EW",
                tray_set=(table - 1 + (r - 1)) % t + 1,
            )
            for table in range(1, t + 1)
        )
        rounds.append(Round(number=r, seatings=seatings, skip_before=r == 3))
    return Movement(
        family=Family.MITCHELL,
        name="Mitchell, 4 tables, skip",
        tables=t,
        rounds=tuple(rounds),
        tray_sets=tuple(TraySet(s, (2 * s - 1, 2 * s)) for s in range(1, t + 1)),
        entrants=tuple(f"{i}NS" for i in range(1, t + 1))
        + tuple(f"{i}EW" for i in range(1, t + 1)),
        one_winner=False,
        stationary=tuple(f"{i}NS" for i in range(1, t + 1)),
    )


def howell_sit_out_by_hand() -> Movement:
    """Five pairs at two tables plus a sit-out, five rounds, on Z5 with a phantom.

    Round r (r = 0..4): table 1 seats NS 1+r against EW 4+r, table 2 NS 2+r against EW 3+r,
    and pair r sits out (at table 3, the phantom's table); residue x is pair x+1.  The
    differences 3 and 1 (and their negatives) cover Z5 once, so every two pairs meet once.
    No Room square of side 5 exists, so both tables share the round's set (set r+1).
    """
    rounds = []
    for r in range(5):
        p = [str((x + r) % 5 + 1) for x in range(5)]
        seatings = (
            Seating(round=r + 1, table=1, ns=p[1], ew=p[4], tray_set=r + 1),
            Seating(round=r + 1, table=2, ns=p[2], ew=p[3], tray_set=r + 1),
            Seating(round=r + 1, table=3, ns=p[0]),
        )
        rounds.append(Round(number=r + 1, seatings=seatings, shared_sets=(r + 1,)))
    return Movement(
        family=Family.HOWELL,
        name="Howell, 5 pairs",
        tables=3,
        rounds=tuple(rounds),
        tray_sets=tuple(TraySet(s, (2 * s - 1, 2 * s)) for s in range(1, 6)),
        entrants=tuple(str(i) for i in range(1, 6)),
        one_winner=True,
    )
