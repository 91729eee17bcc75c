"""After the load: every result the phones sent is stored exactly once with its values and
one trail line, and the standings every machine serves equal a fresh recomputation."""

from __future__ import annotations

import csv
import io

from load_clients import Ledger
from load_support import Browser, Recorder

COLUMNS = {
    "Place": "place",
    "Pair": "code",
    "Trays": "trays",
    "Match points": "matchpoints",
    "Max": "maximum",
    "%": "percentage",
}


def verify_results(slugs: list[str], ledger: Ledger) -> list[str]:
    """Stored = sent, once each, with the values sent; one trail line each."""
    from tournaments import models as m

    rows = m.Result.objects.filter(tray__event__slug__in=slugs).values_list(
        "tray__event__slug",
        "seating__round__number",
        "seating__table__number",
        "tray__number",
        "ns_tricks",
        "ew_tricks",
    )
    stored: dict[tuple[str, int, int, int], tuple[int, int]] = {}
    problems = []
    for slug, rnd, table, tray, ns, ew in rows:
        if (slug, rnd, table, tray) in stored:
            problems.append(f"{slug} round {rnd} table {table} tray {tray} stored twice")
        stored[(slug, rnd, table, tray)] = (ns, ew)
    lost = ledger.acknowledged - stored.keys()
    extra = stored.keys() - ledger.sent.keys()
    wrong = [
        k
        for k, v in stored.items()
        if k in ledger.sent and v != (ledger.sent[k], 13 - ledger.sent[k])
    ]
    trail = m.ResultChange.objects.filter(event__slug__in=slugs).count()
    problems += [f"{len(lost)} acknowledged results missing"] if lost else []
    problems += [f"{len(extra)} results stored that were never sent"] if extra else []
    problems += [f"{len(wrong)} results stored with other values"] if wrong else []
    problems += [f"{trail} trail lines for {len(stored)} results"] if trail != len(stored) else []
    problems += [f"refused: {line}" for line in ledger.refused[:5]]
    print(
        f"\nResults: sent {len(ledger.sent)}, acknowledged {len(ledger.acknowledged)}, stored "
        f"{len(stored)}, trail lines {trail} ({ledger.double_taps} double taps, "
        f"{ledger.lost_answers} answers lost and sent again, {ledger.queued} queued offline "
        f"and sent together, {ledger.retries} retries after no answer or a 5xx)"
    )
    return problems


def verify_standings(slugs: list[str], ports: list[int]) -> list[str]:
    """Each machine's standings CSV of each event against ``scores_for(event, public=True)``
    computed here, in a process that has kept nothing (public: what a reader may see, so an
    evening cut short by the time limit compares too)."""
    from django.core.cache import cache

    from tournaments import models as m
    from tournaments.standings import scores_for

    cache.clear()  # this process's own cache: the recomputation reads the rows afresh
    problems, compared, empty = [], 0, 0
    for slug in slugs:
        fresh = scores_for(m.Event.objects.get(slug=slug), public=True).rows()
        empty += not fresh  # a tray is public once every table due to play it has played it
        for port in ports:
            status, text = Browser(port, Recorder(), "check").get(
                f"/e/{slug}/standings/?_export=csv", "csv"
            )
            served = list(csv.reader(io.StringIO(text)))
            if status != 200 or not served:
                problems.append(f"{slug}: no standings from port {port} ({status})")
                continue
            head = served[0]
            got = [
                [cell for h, cell in zip(head, line, strict=True) if h in COLUMNS]
                for line in served[1:]
            ]
            want = [[str(row[COLUMNS[h]]) for h in head if h in COLUMNS] for row in fresh]
            compared += 1
            if got != want:
                print(f"{slug} port {port}: served {got[:2]}..., recomputed {want[:2]}...")
                problems.append(
                    f"{slug}: the standings port {port} serves differ from the recomputation"
                )
    if empty:
        print(f"Standings of {empty} events still empty to the public (the evening unfinished)")
    print(
        f"Standings: {compared} served copies ({len(slugs)} events x {len(ports)} machines) compared"
    )
    return problems
