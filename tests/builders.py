"""Test events, built and played through the services: one module for every test that needs
an event of any form (pairs, teams, individuals, a progressive party).

Results are placed by who sits where, never by database ids, so a test reads like the
traveller it enters.
"""

from __future__ import annotations

import datetime as dt

from django.contrib.auth import get_user_model

from tournaments import models as m
from tournaments import services
from tournaments.services import progressive as ps

# -- clubs and their people --------------------------------------------------------------------


def club_named(name: str = "Compass Club", *, public_names: bool = True) -> m.Club:
    """The club of that name, made the first time it is asked for."""
    slug = name.lower().replace(" ", "-")
    club, _ = m.Club.objects.get_or_create(
        slug=slug, defaults={"name": name, "public_names": public_names}
    )
    return club


def club_user(
    username: str, *, role: str = m.Role.ORGANISER, club: m.Club | None = None, password=None
):
    """An account with ``role`` in ``club`` (the Compass Club unless told otherwise).  Without
    a password the account logs in only by ``force_login``: hashing one costs a test's time."""
    users = get_user_model()
    user = (
        users.objects.create_user(username, password=password)
        if password
        else users.objects.create(username=username)
    )
    m.ClubMember.objects.create(club=club or club_named(), user=user, role=role)
    return user


# -- pairs -------------------------------------------------------------------------------------


def make_whist_mitchell(
    by, *, tables: int = 3, boards_per_round: int = 1, name: str = "Club night"
):
    """A started whist pairs Mitchell, entrants named "Pair 1NS" and so on."""
    return make_mitchell(by, tables=tables, boards_per_round=boards_per_round, name=name)


def make_bridge_mitchell(
    by, *, tables: int = 3, boards_per_round: int = 1, name: str = "Bridge night"
):
    """A started contract bridge pairs Mitchell."""
    return make_mitchell(
        by, tables=tables, boards_per_round=boards_per_round, name=name, game=m.Game.BRIDGE
    )


def make_mitchell(
    by, *, tables: int, boards_per_round: int, name: str, game: str = m.Game.WHIST
) -> m.Event:
    event = services.create_event(
        by=by,
        name=name,
        date=dt.date(2026, 11, 20),
        game=game,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=boards_per_round,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=7,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def enter_contract(event, by, tray: int, table: int, contract: str, declarer: str, tricks: int):
    """A bridge result entered by the director on the tray's traveller, at a table."""
    seating = m.Seating.objects.get(round__event=event, table__number=table, trays__number=tray)
    entry = services.BridgeEntry(seating.pk, contract, declarer, tricks)
    return services.record_traveller(event, tray, [entry], by=by)


def seating_for(event, tray_number: int, ns_label: str, ew_label: str) -> m.Seating:
    """The seating where two pairs meet on a tray, found by who sits there."""
    return m.Seating.objects.get(
        round__event=event, trays__number=tray_number, ns__label=ns_label, ew__label=ew_label
    )


def create_through_wizard(
    client,
    *,
    name: str,
    pairs: int,
    kind: str = "mitchell",
    boards_per_round: int | None = None,
    game: str = "whist",
    scoring: str = "matchpoints",
    one_winner: bool = False,
    seed: int = 1,
):
    """Walk the two-step wizard, choosing the first fitting movement of ``kind``."""
    basics = {
        "name": name,
        "date": "2026-11-21",
        "venue": "Club room",
        "game": game,
        "form": "pairs",
        "entrants": str(pairs),
        "minutes_per_board": "7.5",
        "session_minutes": "180",
        "step": "recommend",
    }
    step_two = client.post("/organise/new/", basics)
    assert step_two.status_code == 200, step_two.content.decode()[:2000]
    rows = step_two.context["rows"]
    value = next(
        v
        for v, rec in rows
        if rec.kind == kind and ("arrow_switch_rounds" in rec.options) == one_winner
    )
    data = {
        **basics,
        "step": "create",
        "movement": value,
        "scoring_method": scoring,
        "seed": str(seed),
        "boards_per_round": str(boards_per_round or ""),
    }
    return client.post("/organise/new/", data)


# The hand-worked three-table example of the public standings tests.
# (tray, NS, EW, NS tricks), round by round
EXAMPLE = {
    1: [(1, "1NS", "1EW", 8), (2, "2NS", "2EW", 9), (3, "3NS", "3EW", 4)],
    2: [(2, "1NS", "3EW", 5), (3, "2NS", "1EW", 7), (1, "3NS", "2EW", 6)],
    3: [(3, "1NS", "2EW", 10), (1, "2NS", "3EW", 7), (2, "3NS", "1EW", 9)],
}

EXAMPLE_NAMES = {
    "1NS": ("Ada Byron", "Charles Babbage"),
    "3EW": ("Jane Austen", "Cassandra Austen"),
}


def enter_rounds(event, by, rounds=(1, 2, 3)) -> None:
    """Enter the example's results for the given rounds through the traveller service."""
    for r in rounds:
        for tray, ns, ew, tricks in EXAMPLE[r]:
            seating = seating_for(event, tray, ns, ew)
            entry = services.WhistEntry(seating.pk, tricks, None)
            services.record_whist_traveller(event, tray, [entry], by=by)


def example_event(by, *, rounds=(1, 2, 3), name: str = "Club night", published: bool = True):
    """A three-table whist Mitchell, one tray a round, with the results of ``EXAMPLE``.

    The match points worked by hand from these results are in the docstring of
    ``tests/web/standings/test_public_standings.py``: NS 1NS 66.67%, 2NS 58.33%, 3NS 25%;
    EW 3EW 83.33%, 2EW 41.67%, 1EW 25%.
    """
    event = make_whist_mitchell(by, tables=3, boards_per_round=1, name=name)
    for label, players in EXAMPLE_NAMES.items():
        services.register_entrant(event.entrants.get(label=label), by=by, player_names=players)
    enter_rounds(event, by, rounds)
    if published:
        services.publish_event(event, by=by)
    event.refresh_from_db()
    return event


PLAYED_NAMES = {"1NS": ("Ann Smith", "Bob Jones"), "3NS": ("Cora Ames", "Dan Brook")}


def played_mitchell(by, name: str = "Club night") -> m.Event:
    """Three tables, trays 1-6 two a round; North-South pair n takes 6 + n tricks on every
    tray (the papers worked by hand from it: ``tests/web/printing/test_print_papers.py``)."""
    event = make_whist_mitchell(by, tables=3, boards_per_round=2, name=name)
    for label, players in PLAYED_NAMES.items():
        services.register_entrant(event.entrants.get(label=label), by=by, player_names=players)
    for tray in event.trays.all():
        entries = [
            services.WhistEntry(s.pk, 6 + s.ns.number, None)
            for s in tray.seatings.filter(ew__isnull=False).select_related("ns")
        ]
        services.record_whist_traveller(event, tray.number, entries, by=by)
    return event


# -- teams of four -----------------------------------------------------------------------------


def make_team_event(
    by,
    *,
    kind: str,
    size: int,
    game: str = m.Game.WHIST,
    boards_per_round: int = 4,
    name: str = "Teams night",
    publish: bool = True,
) -> m.Event:
    """A started (and by default published) team-of-four event."""
    event = services.create_event(
        by=by,
        name=name,
        date=dt.date(2026, 11, 22),
        game=game,
        form=m.Form.TEAMS,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards_per_round,
        scoring_method=m.ScoringMethod.TRICKS if game == m.Game.WHIST else m.ScoringMethod.IMPS,
        seed=5,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    if publish:
        services.publish_event(event, by=by)
    event.refresh_from_db()
    return event


def team_seating(event: m.Event, tray: int, ns_team: str, ew_team: str) -> m.Seating:
    """Where team ``ns_team``'s pair holds the NS cards of a tray against ``ew_team``'s pair."""
    return m.Seating.objects.get(
        round__event=event,
        trays__number=tray,
        ns__label=f"{ns_team}.NS",
        ew__label=f"{ew_team}.EW",
    )


def team_whist(event, by, tray: int, ns_team: str, ew_team: str, ns_tricks, adj="", reason=""):
    """Record NS tricks (or an adjustment) where ``ns_team`` sits NS against ``ew_team``."""
    s = team_seating(event, tray, ns_team, ew_team)
    entry = services.WhistEntry(s.pk, ns_tricks, None, adjustment=adj)
    services.record_whist_traveller(event, tray, [entry], by=by, reason=reason)


def team_bridge(
    event, by, tray: int, ns_team: str, ew_team: str, contract: str, declarer="", tricks=None
):
    """Record a bridge contract where ``ns_team`` sits NS against ``ew_team``."""
    s = team_seating(event, tray, ns_team, ew_team)
    entry = services.BridgeEntry(s.pk, contract, declarer, tricks)
    services.record_traveller(event, tray, [entry], by=by)


def team_meetings(event: m.Event) -> list[tuple[int, str, str, int]]:
    """(tray, NS team, EW team, seating id) for every tray played at every table."""
    rows = (
        m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
        .select_related("ns__team", "ew__team")
        .prefetch_related("trays")
    )
    return [(t.number, s.ns.team.label, s.ew.team.label, s.pk) for s in rows for t in s.trays.all()]


def enter_team_whist(event: m.Event, by, tricks) -> int:
    """Every result of a whist event, ``tricks(tray, ns_team, ew_team)`` taken by NS."""
    by_tray: dict[int, list] = {}
    for tray, ns, ew, pk in team_meetings(event):
        by_tray.setdefault(tray, []).append(services.WhistEntry(pk, tricks(tray, ns, ew), None))
    for tray, entries in by_tray.items():
        services.record_whist_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())


# -- individuals -------------------------------------------------------------------------------


def make_individual(
    by,
    *,
    kind: str = "individual",
    size: int = 12,
    game: str = m.Game.WHIST,
    scoring: str = m.ScoringMethod.MATCHPOINTS,
    boards_per_round: int = 2,
    start: bool = True,
) -> m.Event:
    """An individual event with every player named "Player <number>", started."""
    event = services.create_event(
        by=by,
        name=f"Individual {kind} {size}",
        date=dt.date(2026, 12, 4),
        game=game,
        form=m.Form.INDIVIDUALS,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards_per_round,
        scoring_method=scoring,
        seed=3,
    )
    for entrant in event.entrants.all():
        services.register_entrant(entrant, by=by, player_names=[f"Player {entrant.label}"])
    if start:
        services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def seating_at(event: m.Event, round_number: int, table: int) -> m.Seating:
    return m.Seating.objects.select_related("north", "east", "south", "west").get(
        round__event=event, round__number=round_number, table__number=table
    )


def seats(seating: m.Seating) -> tuple[str, str, str, str]:
    """The labels in the seats N, E, S, W."""
    return tuple(e.label for e in (seating.north, seating.east, seating.south, seating.west))


def enter_individual_whist(
    event: m.Event, by, tray: int, tricks: dict[int, int], round_number: int = 1
):
    """NS tricks by table number for one tray of one round, through the traveller service."""
    entries = [
        services.WhistEntry(seating_at(event, round_number, table).pk, ns, None)
        for table, ns in tricks.items()
    ]
    return services.record_whist_traveller(event, tray, entries, by=by)


# -- progressive parties -----------------------------------------------------------------------


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
        by=by,
        name=name,
        date=dt.date(2026, 12, 4),
        game=m.Drive.EUCHRE,
        tables=tables,
        groups="two",
        rounds=rounds,
        players=players,
        seed=11,
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
        by=by,
        name="Euchre party",
        date=dt.date(2026, 2, 14),
        game="euchre",
        tables=2,
        groups="two",
        rounds=5,
        players=players,
        seed=11,
    )
