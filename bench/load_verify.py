"""After the load: every result the phones sent is stored exactly once with its values and
one trail line, and the standings every machine serves equal a fresh recomputation."""

from __future__ import annotations

import csv
import io
import secrets
from urllib.parse import quote

from load_clients import ACKNOWLEDGED, Ledger, Plan, version_of
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


def verify_handover(plan: Plan, ports: list[int]) -> list[str]:
    """Behind a load balancer any request may reach any machine.  On a fresh event: the
    director logs in on the first machine and reads the standings on the second with the same
    cookie (sessions live in the database); the second machine keeps that version's scores;
    a table's result is saved through the first; at once the second machine's live poll
    answers with a new version and its standings count the result.  Each machine keys what
    it keeps on the event's version read from the database with every request, so nothing a
    process remembers can hide another's write."""
    first, second = ports[0], ports[-1]
    rec = Recorder()
    on_first = Browser(first, rec, "check")
    _, login = on_first.get("/login/", "login")
    fields = dict(zip(("username", "password"), plan.director, strict=True))
    if on_first.post_form("/login/", login, fields, "login") != 302:
        return [f"handover: the director could not log in on port {first}"]
    on_second = Browser(second, rec, "check")
    on_second.cookies = dict(on_first.cookies)  # the balancer sends the next request there
    base = f"/e/{plan.slug}/standings/"
    status, page = on_second.get(base, "standings")
    version = version_of(page)
    if status != 200 or not version or "Log out" not in page:
        return [f"handover: port {second} did not show the director the standings ({status})"]
    before = _played(on_second.get(f"{base}?_export=csv", "csv")[1])
    table = min(plan.secrets)
    tray = plan.trays[(1, table)][0]
    body = {"tray": tray, "round": 1, "ns_tricks": 9, "key": secrets.token_hex(8)}
    saved = Browser(first, rec, "check").post_json(
        f"/t/{plan.secrets[table]}/api/save/", body, "save"
    )
    if not saved or saved[0][1].get("outcome") not in ACKNOWLEDGED:
        return [f"handover: the result was not saved on port {first}: {saved}"]
    status, live = on_second.get(f"{base}live/?since={quote(version)}", "live", (200, 204))
    moved = status == 200 and version_of(live) not in ("", version)
    after = _played(on_second.get(f"{base}?_export=csv", "csv")[1])
    problems = []
    if not moved:
        problems.append(f"handover: port {second}'s live poll kept the old version ({status})")
    if (before, after) != (0, 2):
        problems.append(
            f"handover: port {second} counted {before} then {after} pairs, not 0 then 2"
        )
    if not problems:
        print(
            f"Handover: a result saved on port {first} read at once on port {second} (the "
            f"director's login from port {first}; a new version, 2 pairs with a tray played)"
        )
    return problems


def _played(text: str) -> int:
    """The pairs of a standings CSV that have played a tray."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or "Trays" not in rows[0]:
        return 0
    at = rows[0].index("Trays")
    return sum(1 for row in rows[1:] if len(row) > at and row[at] not in ("", "0"))
