"""The table phones' look-ups compiled once (``models.prepared``, ``models.table_lookups``)
return what the ORM's own querysets return: the same rows, the same values (dates, times,
JSON and flags as the database's converters give them), the same related objects already in
hand, in the same order; on SQLite and on PostgreSQL alike (the suite runs on both)."""

from __future__ import annotations

import pytest
from django.db import connections, transaction
from django.db.models.sql.compiler import SQLCompiler

from tests.builders import make_bridge_mitchell, played_mitchell
from tests.builders.individuals import make_individual
from tournaments import models as m
from tournaments import services
from tournaments.adapters import trust
from tournaments.models import table_lookups as lookups
from tournaments.models import versions
from tournaments.models.prepared import Prepared
from tournaments.services import calls
from tournaments.services.clock import set_clock
from tournaments.views import clock

SIDES = ("ns", "ew", "north", "east", "south", "west")


def row(obj) -> dict | None:
    """Every stored value of a row, as the instance holds it."""
    if obj is None:
        return None
    return {f.attname: getattr(obj, f.attname) for f in obj._meta.concrete_fields}


def related(obj, names) -> dict:
    return {name: row(getattr(obj, name)) for name in names}


@pytest.fixture
def bridge(organiser):
    return make_bridge_mitchell(organiser, tables=3, boards_per_round=2)


@pytest.fixture
def individual(organiser):
    return make_individual(organiser, size=8)


def test_the_table_a_link_names_comes_with_its_event(bridge, django_assert_num_queries):
    for table in bridge.tables.all():
        expected = m.Table.objects.select_related("event").filter(secret=table.secret).first()
        with django_assert_num_queries(1):
            found = lookups.table_by_secret(table.secret)
            assert row(found) == row(expected)
            assert row(found.event) == row(expected.event)  # read with it: no second query
    assert isinstance(found.event.movement_options, dict)
    assert found.event.date == bridge.date and found.event.created_at.tzinfo is not None
    assert lookups.table_by_secret("no-such-link") is None


def test_the_sql_is_kept_and_the_rows_are_read_afresh(bridge, monkeypatch):
    table = bridge.tables.get(number=1)
    before = lookups.table_by_secret(table.secret).event.version
    tray = table.seatings.get(round__number=1).trays.order_by("number").first().number
    services.record_at_table(table, tray, services.BridgeEntry(0, "3NT", "N", 9))
    compiled = []
    original = SQLCompiler.as_sql

    def counted(self, *args, **kwargs):
        compiled.append(self.query.model)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(SQLCompiler, "as_sql", counted)
    after = lookups.table_by_secret(table.secret)
    other = lookups.table_by_secret(bridge.tables.get(number=2).secret)
    assert compiled == [m.Table]  # the tables.get() above; both look-ups from the kept SQL
    assert after.event.version != before  # the result's write, read afresh
    assert (after.number, other.number) == (1, 2)


def test_the_rounds_seating_with_its_entrants_and_trays(
    bridge, individual, django_assert_num_queries
):
    for event in (bridge, individual):
        for table in m.Table.objects.select_related("event").filter(event=event):
            for number in range(1, event.rounds.count() + 1):
                table.event.current_round = number
                expected = (
                    m.Seating.objects.filter(table=table, round__number=number)
                    .select_related(*SIDES, "round")
                    .prefetch_related("trays")
                    .first()
                )
                with django_assert_num_queries(2):  # the seating, then its trays
                    found = lookups.round_seating(table)
                    assert row(found) == row(expected)
                    assert related(found, (*SIDES, "round")) == related(expected, (*SIDES, "round"))
                    assert [row(t) for t in found.trays.all()] == [
                        row(t) for t in expected.trays.all()
                    ]
                    assert found.table is table
    assert found.north is not None and found.ns is None  # an individual's four seats


def test_the_seating_that_plays_a_tray(bridge, individual):
    matched = missed = 0
    for event in (bridge, individual):
        trays = list(event.trays.all())
        for table in m.Table.objects.select_related("event").filter(event=event):
            for number in range(1, event.rounds.count() + 1):
                table.event.current_round = number
                for tray in trays:
                    expected = (
                        m.Seating.objects.select_related(*m.SEATING_RELATED)
                        .filter(m.PLAYS, table=table, round__number=number, trays=tray)
                        .first()
                    )
                    found = lookups.tray_seating(table, tray.pk)
                    assert row(found) == row(expected)
                    if expected is None:
                        missed += 1
                        continue
                    matched += 1
                    names = m.SEATING_RELATED
                    assert related(found, names) == related(expected, names)
    # 3 tables x 3 rounds x 2 trays, and each of the individual's 2 tables x 7 rounds x 2 trays
    assert matched == 3 * 3 * 2 + 2 * 7 * 2
    assert missed > 0


def test_a_tables_seating_of_any_round(bridge, individual, django_assert_num_queries):
    """The seating of a round the table has left, with everyone seated there (where the
    table's players went after it): an individual's four players too; none for a round the
    event does not have."""
    matched = 0
    for event in (bridge, individual):
        for table in m.Table.objects.filter(event=event):
            for number in range(0, event.rounds.count() + 2):
                expected = (
                    m.Seating.objects.select_related(*m.SEATING_RELATED)
                    .filter(table=table, round__number=number)
                    .first()
                )
                with django_assert_num_queries(1):
                    found = lookups.table_seating(table, number)
                    assert related(found, m.SEATING_RELATED) if found else True
                assert row(found) == row(expected)
                if expected is not None:
                    matched += 1
                    names = m.SEATING_RELATED
                    assert related(found, names) == related(expected, names)
    assert matched == 3 * 3 + 2 * 7  # every table's every round


def test_the_players_and_seat_entries_of_a_tables_entrants(
    bridge, individual, django_assert_num_queries
):
    """A pair's table has two entrants, an individual's four; the players named at the
    table (a visitor at one seat) come with their entries, as the ORM's ``__in`` reads them."""
    from tournaments.services.players_at_table import Who, name_seat_at_table

    for event in (bridge, individual):
        table = event.tables.get(number=1)
        name_seat_at_table(table, "N", Who(visitor="Ada Lovelace"), key="seat-key-1")
        seating = table.seatings.get(round__number=1)
        ids = sorted({seating.ns_id, seating.ew_id})
        if event is individual:
            ids = sorted({seating.north_id, seating.east_id, seating.south_id, seating.west_id})
        assert len(ids) == (4 if event is individual else 2)
        with django_assert_num_queries(2):
            members, entries = lookups.seats_of(ids)
            players = {(x.entrant_id, x.position): row(x.player) for x in members}
            named = {(x.entrant_id, x.position): row(x.player) for x in entries}
        expected = m.EntrantMember.objects.filter(entrant__in=ids).select_related("player")
        assert players == {(x.entrant_id, x.position): row(x.player) for x in expected}
        entered = m.SeatPlayer.objects.filter(entrant__in=ids).select_related("player")
        assert named == {(x.entrant_id, x.position): row(x.player) for x in entered}
        assert len(named) == 1 and "Ada Lovelace" in [p["name"] for p in named.values()]
        assert len(players) >= 1  # the visitor is the entrant's player now
    with django_assert_num_queries(0):
        assert lookups.seats_of([]) == ([], [])


def test_a_tray_by_its_number(bridge):
    for tray in bridge.trays.all():
        assert row(lookups.tray_by_number(bridge.pk, tray.number)) == row(tray)
    assert lookups.tray_by_number(bridge.pk, 99) is None
    assert lookups.tray_by_number(bridge.pk, 10**12) is None  # beyond the column: no tray
    assert lookups.tray_by_number(bridge.pk, -1) is None
    assert lookups.tray_by_number(bridge.pk + 1000, 1) is None


def test_the_stored_result_and_the_results_on_a_tables_trays(organiser):
    event = played_mitchell(organiser)
    checked = 0
    for seating in m.Seating.objects.filter(round__event=event).prefetch_related("trays"):
        expected = list(
            m.Result.objects.filter(tray__in=seating.trays.all())
            .select_related("seating__table", "seating__round", *(f"seating__{s}" for s in SIDES))
            .order_by("tray__number", "seating__round__number", "seating__table__number")
        )
        found = lookups.results_on_trays(seating)
        assert [row(r) for r in found] == [row(r) for r in expected]
        for mine, theirs in zip(found, expected, strict=True):
            assert row(mine.seating.table) == row(theirs.seating.table)
            assert related(mine.seating, (*SIDES, "round")) == related(
                theirs.seating, (*SIDES, "round")
            )
        for tray in seating.trays.all():
            with transaction.atomic():
                stored = lookups.stored_result(tray, seating)
            expected_one = m.Result.objects.filter(tray=tray, seating=seating).first()
            assert row(stored) == row(expected_one)
            assert stored.tray is tray and stored.seating is seating
            checked += 1
    # 3 tables x 3 rounds, two trays each, every one entered; each tray at 3 tables
    assert checked == 18
    own = connections["default"]
    locks = own.__dict__["_trays_prepared"]["stored-result"].query.sql.endswith("FOR UPDATE")
    assert locks == own.features.has_select_for_update  # PostgreSQL's row lock kept
    assert len(found) == 2 * 3


def test_a_value_the_sql_would_change_is_refused_when_compiled(bridge):
    contains = Prepared(
        "secret-contains",
        m.Table,
        lambda secret: m.Table.objects.filter(secret__contains=secret),
        secret="stand-in",
    )
    with pytest.raises(ValueError, match="do not reach the SQL"):
        contains.all(secret="abc")
    with pytest.raises(TypeError):
        lookups.TABLE_BY_SECRET.all(slug="abc")


def test_each_connection_keeps_its_own(bridge):
    """The kept SQL lives on the connection object, which is this thread's own."""
    table = bridge.tables.get(number=1)
    lookups.table_by_secret(table.secret)
    own = connections["default"]
    kept = own.__dict__["_trays_prepared"]["table-by-secret"]
    lookups.table_by_secret(table.secret)
    assert own.__dict__["_trays_prepared"]["table-by-secret"] is kept
    assert kept.query.compiler.connection is own


def test_a_trays_counts_for_the_public_version(organiser, bridge):
    """``versions.tray_seen`` reads, compiled once, what its queryset reads: the event's
    state and rule, the tables due to play the tray and the results it has."""
    played = played_mitchell(organiser)
    tray = bridge.trays.order_by("number").first()
    table = m.Table.objects.get(event=bridge, seatings__trays=tray, seatings__round__number=1)
    services.record_at_table(table, tray.number, services.BridgeEntry(0, "3NT", "N", 9))
    for t in [*played.trays.all(), *bridge.trays.all()]:
        assert versions.TRAY_COUNTS.rows(tray_id=t.pk) == list(versions._tray_counts(t.pk))
    # played: every tray at its 3 tables; bridge's first tray has 1 result of 3 so far
    assert versions.TRAY_COUNTS.rows(tray_id=tray.pk) == [("playing", "played", 3, 1)]
    assert versions.TRAY_COUNTS.rows(tray_id=tray.pk + 10_000) == []
    with pytest.raises(TypeError):
        versions.TRAY_COUNTS.first(tray_id=tray.pk)
    with pytest.raises(TypeError):
        lookups.TABLE_BY_SECRET.rows(secret="abc")


def test_a_seatings_results_and_the_events_rounds(organiser, django_assert_num_queries):
    event = played_mitchell(organiser)
    assert lookups.round_count(event.pk) == event.rounds.count() > 1
    assert lookups.round_count(-1) == 0  # no such event: no rounds
    for seating in m.Seating.objects.filter(round__event=event):
        expected = [row(r) for r in m.Result.objects.filter(seating=seating).order_by("pk")]
        with django_assert_num_queries(1):
            found = lookups.seating_results(seating.pk)
        assert [row(r) for r in sorted(found, key=lambda r: r.pk)] == expected
    assert any(lookups.seating_results(s.pk) for s in m.Seating.objects.filter(round__event=event))


def test_a_tables_unaccepted_results_of_earlier_rounds(organiser, django_assert_num_queries):
    event = played_mitchell(organiser)
    m.Result.objects.filter(seating__table__number=2).update(confirmed_at=None, entered_via="table")
    found_some = False
    for seating in m.Seating.objects.select_related("round").filter(round__event=event):
        expected = list(
            trust.UNACCEPTED_EARLIER.build(
                table_id=seating.table_id, round_number=seating.round.number
            )
        )
        with django_assert_num_queries(1):
            found = trust.unaccepted_earlier(seating)
        assert [row(r) for r in found] == [row(r) for r in expected]
        assert [related(r, ("tray", "seating")) for r in found] == [
            related(r, ("tray", "seating")) for r in expected
        ]
        found_some = found_some or bool(found)
    assert found_some


def test_the_results_the_director_wrote_over_at_one_table(organiser, django_assert_num_queries):
    """Every result of the played Mitchell was keyed at the desk (the director's own); on
    table 2's they are made table entries, then the director corrects two of them (one of
    them twice), removes and enters another again: the one table's look-up finds exactly the
    corrected ones, as the general query does, and no other table's lines."""
    event = played_mitchell(organiser)
    m.Result.objects.filter(seating__table__number=2).update(entered_via="table")
    m.ResultChange.objects.filter(seating__table__number=2).update(changed_via="table")
    two = list(
        m.Result.objects.filter(seating__table__number=2)
        .select_related("tray", "seating")
        .order_by("tray__number")
    )
    corrected = {two[0].pk, two[2].pk}
    for result, tricks in ((two[0], 9), (two[2], 4), (two[2], 5)):
        entry = services.WhistEntry(result.seating_id, tricks, None)
        services.record_whist_traveller(
            event, result.tray.number, [entry], by=organiser, reason="the slip"
        )
    services.remove_result(two[1], by=organiser, reason="wrong tray")
    results = list(m.Result.objects.filter(seating__table__number=2).select_related("seating"))
    with django_assert_num_queries(1):
        found = trust.director_lines(results, results[0].seating.table_id)
    assert found == trust.director_lines(results) == corrected
    others = list(m.Result.objects.exclude(seating__table__number=2).select_related("seating"))
    by_table: dict[int, list] = {}
    for r in others:
        by_table.setdefault(r.seating.table_id, []).append(r)
    for table_id, rows in by_table.items():  # keyed at the desk: every one the director's
        assert trust.director_lines(rows, table_id) == {r.pk for r in rows}
    assert trust.director_lines([], 1) == set()


def test_a_tables_waiting_call_and_the_events_clock(bridge, organiser, django_assert_num_queries):
    table = bridge.tables.get(number=2)
    assert calls.waiting_call(table) is None
    assert clock.EVENT_CLOCK.first(event_id=bridge.pk) is None
    call, _new = calls.call_director(table, "revoke")
    set_clock(bridge, "start", by=organiser)
    expected = m.DirectorCall.objects.filter(table=table, answered_at__isnull=True).first()
    with django_assert_num_queries(1):
        found = calls.waiting_call(table)
    assert found.pk == call.pk and row(found) == row(expected)
    assert calls.waiting_call(bridge.tables.get(number=1)) is None  # another table's call
    expected_clock = m.RoundClock.objects.select_related("event").get(event=bridge)
    with django_assert_num_queries(1):  # the clock with its event
        found_clock = clock.EVENT_CLOCK.first(event_id=bridge.pk)
        assert row(found_clock) == row(expected_clock)
        assert row(found_clock.event) == row(expected_clock.event)
