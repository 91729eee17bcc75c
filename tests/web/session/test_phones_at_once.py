"""Phones saving at the same instant, against the site under gunicorn with several worker
processes: on a SQLite file (the embedded default) and, when the suite runs on PostgreSQL,
on PostgreSQL too.

Thirty tables each save their tray at once: every result is stored exactly once, no phone is
refused, and the standings the site serves equal a fresh recomputation.  Several phones at
one table saving the same tray at once: one result is stored, and every other phone is told
it was entered already.
"""

from __future__ import annotations

import pytest

from tests.web.session.served import (
    Send,
    backends,
    build_events,
    create_database,
    drop_database,
    environment,
    finish,
    migrate,
    phones_at_once,
    serve,
    stored,
)

pytestmark = pytest.mark.concurrency

WORKERS = 5
THIRTY, RACES = "Thirty tables", "Races"


@pytest.fixture(scope="module", params=backends())
def site(request, tmp_path_factory):
    """The site under gunicorn with its own database, holding a started, published 30-table
    whist Mitchell (one tray a round) and a 4-table one (two trays a round) for races."""
    folder = tmp_path_factory.mktemp(f"served-{request.param}")
    url = create_database(request.param, folder)
    try:
        env = environment(folder, url)
        migrate(env)
        plans = build_events(env, [(THIRTY, 30, 1), (RACES, 4, 2)])
        served = serve(env, WORKERS, folder / "gunicorn.log")
        served.plans = plans
        try:
            yield served
        finally:
            served.stop()
    finally:
        drop_database(url)


def ns_tricks(table: int, tray: int) -> int:
    return (7 * table + 3 * tray) % 14


def test_thirty_tables_saving_at_once_are_all_stored_once(site):
    plan = site.plans[THIRTY]
    assert len(plan.tables) == 30
    sends = []
    for table, (secret, trays) in sorted(plan.tables.items()):
        tray, ns = trays[0], ns_tricks(table, trays[0])
        # half the tables enter NS's tricks, half EW's, as players do
        side, value = ("ns_tricks", ns) if table % 2 else ("ew_tricks", 13 - ns)
        sends.append(Send(secret, tray, f"t{tray}-{side}", value))

    answers = phones_at_once(site.port, sends)

    statuses = [a.status for a in answers]
    assert statuses == [302] * 30, (statuses, site.log_tail())
    assert [a.told for a in answers] == [f"Tray {s.tray} saved." for s in sends]
    held = stored(site.env, plan.slug)
    want = [
        [table, trays[0], ns_tricks(table, trays[0]), 13 - ns_tricks(table, trays[0])]
        for table, (_, trays) in sorted(plan.tables.items())
    ]
    assert sorted(held["results"]) == want
    assert held["trail"] == 30
    assert len(held["standings"]) == 60
    # the round's trays still have tables to play them: public once the event has finished
    finish(site.env, plan.slug)
    assert site.served_standings(plan.slug) == held["standings"]


@pytest.mark.parametrize(("phones", "table"), [(2, 1), (6, 2), (12, 3)])
def test_phones_racing_for_one_tray_store_it_once(site, phones, table):
    plan = site.plans[RACES]
    secret, trays = plan.tables[table]
    tray = trays[0]
    # every phone sends its own figure, so the stored one names the phone that won
    sends = [Send(secret, tray, f"t{tray}-ns_tricks", 7 + i % 7) for i in range(phones)]

    answers = phones_at_once(site.port, sends)

    statuses = [a.status for a in answers]
    assert statuses == [302] * phones, (statuses, site.log_tail())
    saved = [i for i, a in enumerate(answers) if a.told == f"Tray {tray} saved."]
    refused = [i for i, a in enumerate(answers) if "was already entered at this table" in a.told]
    assert len(saved) == 1 and len(refused) == phones - 1, [a.told for a in answers]
    held = stored(site.env, plan.slug)
    here = [r for r in held["results"] if r[:2] == [table, tray]]
    value = sends[saved[0]].value
    assert here == [[table, tray, value, 13 - value]]
    assert held["trail"] == len(held["results"])
