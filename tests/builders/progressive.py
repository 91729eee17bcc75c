"""Progressive parties: a euchre evening and its results worked by hand."""

from __future__ import annotations

import datetime as dt

from tests.builders.clubs import club_user
from tournaments import models as m
from tournaments.services import progressive as ps

# A four-table euchre evening (round-one seating drawn by hand, North-South pair first):
# table 1 L1-G1 v L2-G2, table 2 L3-G3 v L4-G4, table 3 L5-G5 v L6-G6, table 4 (booby) L7-G7 v
# L8-G8.
HAND_DRAWN = [
    [("L1", "G1"), ("L2", "G2")],
    [("L3", "G3"), ("L4", "G4")],
    [("L5", "G5"), ("L6", "G6")],
    [("L7", "G7"), ("L8", "G8")],
]

# Points (North-South, East-West) at each table, and the next hand's tricks on a tie.
ROUNDS = [
    {1: (5, 2), 2: (3, 6), 3: (4, 1), 4: ((2, 2), (1, 4))},
    {1: (3, 5), 2: (5, 0), 3: (1, 2), 4: (4, 0)},
    {1: (5, 4), 2: (2, 3), 3: ((6, 6), (3, 2)), 4: (0, 5)},
]


def euchre_evening(by, *, rounds: int = 3, tables: int = 4, players=(), name="Euchre party"):
    return ps.set_up_evening(
        ps.EveningSettings(
            name=name,
            date=dt.date(2026, 12, 4),
            game=m.Drive.EUCHRE,
            tables=tables,
            groups="two",
            rounds=rounds,
            players=players,
            seed=11,
        ),
        by=by,
    )


def report_table(by, event, table: int, entry, **kwargs):
    if isinstance(entry[0], tuple):
        points, tricks = entry
    else:
        points, tricks = entry, None
    return ps.report_result(
        event, ps.TableReport(table, points=points, next_hand_tricks=tricks), by=by, **kwargs
    )


def play_round(by, event, results) -> m.ProgressiveRound:
    ps.open_round(event, by=by)
    for table, entry in results.items():
        report_table(by, event, table, entry)
    return ps.close_round(event, by=by)


def round_pairs(event, number: int) -> list[list[tuple[str, str]]]:
    """A round's seating as each table's partnerships, read back from the database."""
    seats = m.ProgressiveSeat.objects.filter(round__event=event, round__number=number)
    tables: dict[int, dict[int, str]] = {}
    for s in seats.select_related("player"):
        tables.setdefault(s.table, {})[s.seat] = s.player.label
    return [[(tables[t][0], tables[t][2]), (tables[t][1], tables[t][3])] for t in sorted(tables)]


def quick_user(username: str):
    """An organiser of the Compass Club without a password (see ``club_user``)."""
    return club_user(username)


def euchre_party(by) -> m.Event:
    """Two tables of euchre, four ladies and four gentlemen named, five rounds."""
    players = [(f"Lady {n}", "L") for n in "ABCD"] + [(f"Sir {n}", "G") for n in "ABCD"]
    return ps.set_up_evening(
        ps.EveningSettings(
            name="Euchre party",
            date=dt.date(2026, 2, 14),
            game="euchre",
            tables=2,
            groups="two",
            rounds=5,
            players=players,
            seed=11,
        ),
        by=by,
    )


NINE = [f"Guest {n}" for n in "ABCDEFGHI"]  # P1 Guest A .. P9 Guest I, numbered as listed


def points_evening(by, *, guests=NINE, rounds: int = 2, **kwargs) -> m.Event:
    """Today's euchre: the guests named in the order listed (P1, P2 ..), eight hands a round,
    the loner bonus four, a bye the round's average; two rounds unless told."""
    return ps.set_up_evening(
        ps.EveningSettings(
            name=kwargs.pop("name", "Euchre for points"),
            date=dt.date(2026, 12, 11),
            game=m.Drive.EUCHRE_POINTS,
            tables=2,
            rounds=rounds,
            players=[(g, "") for g in guests],
            seed=kwargs.pop("seed", 3),
            **kwargs,
        ),
        by=by,
    )


def cinch_evening(by, *, rounds: int = 2, tables: int = 3) -> m.Event:
    """Progressive cinch, ladies and gentlemen, four deals a table, 51 up."""
    return ps.set_up_evening(
        ps.EveningSettings(
            name="Cinch party",
            date=dt.date(2026, 12, 12),
            game=m.Drive.CINCH,
            tables=tables,
            groups="two",
            rounds=rounds,
            seed=5,
        ),
        by=by,
    )
