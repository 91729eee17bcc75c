"""Pairs events: Mitchells of whist and bridge, the hand-worked example, the wizard."""

from __future__ import annotations

import datetime as dt

from tournaments import models as m
from tournaments import services


def make_whist_mitchell(
    by, *, tables: int = 3, boards_per_round: int = 1, name: str = "Club night"
):
    """A started whist pairs Mitchell, entrants named "Pair 1NS" and so on."""
    return make_mitchell(by, tables=tables, boards_per_round=boards_per_round, name=name)


def make_bridge_mitchell(
    by,
    *,
    tables: int = 3,
    boards_per_round: int = 1,
    name: str = "Bridge night",
    scoring: str = m.ScoringMethod.MATCHPOINTS,
    rules: str = "club",
):
    """A started contract bridge pairs Mitchell (by match points, or another method)."""
    return make_mitchell(
        by,
        tables=tables,
        boards_per_round=boards_per_round,
        name=name,
        game=m.Game.BRIDGE,
        scoring=scoring,
        rules=rules,
    )


def bridge_mitchell_one_pair_missing(
    by, *, tables: int = 7, boards_per_round: int = 3, name: str = "Club evening"
) -> m.Event:
    """A started contract bridge pairs Mitchell for one pair fewer than its tables hold (13
    pairs at 7 tables): the last table has no North-South pair, so its East-West pair sits
    out each round."""
    event = services.create_event(
        by=by,
        moving_on=m.MovingOn.DIRECTOR,  # tests call the rounds unless they say otherwise
        name=name,
        date=dt.date(2026, 11, 20),
        game=m.Game.BRIDGE,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=boards_per_round,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        movement_options={"pairs": 2 * tables - 1},
        seed=7,
    )
    services.start_event(event, by=by)
    event.refresh_from_db()
    return event


def make_mitchell(
    by,
    *,
    tables: int,
    boards_per_round: int,
    name: str,
    game: str = m.Game.WHIST,
    scoring: str = m.ScoringMethod.MATCHPOINTS,
    rules: str = "club",
) -> m.Event:
    event = services.create_event(
        by=by,
        moving_on=m.MovingOn.DIRECTOR,  # tests call the rounds unless they say otherwise
        name=name,
        date=dt.date(2026, 11, 20),
        game=game,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=tables,
        boards_per_round=boards_per_round,
        scoring_method=scoring,
        scoring_rules=rules,
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
