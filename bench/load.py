"""Load and faults at ten club evenings at once: table phones entering while players read.

Ten whist Mitchells of 15 tables (11 rounds of 2 trays: 3,300 results) run at the same time,
one phone a table (150 phones) and 500 readers, on PostgreSQL and a shared Redis cache on
loopback, in two phases:

1. one gunicorn with several workers;
2. two gunicorn processes on two ports ("two machines") sharing the database and the cache,
   the clients spread over both; one is killed with SIGKILL in the middle of the session and
   started again.  Its clients keep their address and retry until it is back, as a phone's
   pad does (no load balancer moves them to the other machine).

Phones enter through the pad's own address (``/t/<secret>/api/save/``), each result with its
own key: some double-tap, some lose the answer and send again, some are offline for a round
and send their queue together.  Readers read the standings, poll its live part (204 while
nothing changed), and open score cards and travellers.  Afterwards every result sent must be
stored exactly once with its values, and the standings each machine serves must equal a
fresh recomputation.  Exits 1 when they are not, on a server error, or when the p95 of the
writers' or the readers' requests is 150 ms or more.

``python bench/load.py`` (``make load``); ``--quick`` for a small run; ``--help``.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from load_clients import Ledger, Session, director, phone, reader  # noqa: E402
from load_events import build_event  # noqa: E402
from load_servers import DatabaseCpu, Gunicorn, Postgres, Redis, free_port  # noqa: E402
from load_support import Recorder, percentile  # noqa: E402
from load_verify import verify_handover, verify_results, verify_standings  # noqa: E402

DEFAULT_URL = "postgres://trays:trays@127.0.0.1:5432/trays_loadtest"
LIMIT_MS = 150.0
QUICK = {"events": 2, "tables": 4, "rounds": 3, "readers": 20, "think": 0.5, "reader_interval": 2}


def run_phase(title: str, machines: list[Gunicorn], args, kill: bool) -> list[str]:
    """Build the events, run the evening against ``machines``, report and verify."""
    print(f"\n== {title}", flush=True)
    plans = [build_event(args, i) for i in range(args.events)]
    ports = [g.port for g in machines]
    for machine in machines:
        machine.warm(warm_paths(plans[0]))
    results = sum(len(t) for p in plans for t in p.trays.values())
    print(
        f"{len(plans)} events of {args.tables} tables, {plans[0].rounds} rounds, {results} "
        f"results; {sum(len(p.secrets) for p in plans)} phones, {args.readers} readers; "
        f"gunicorn {machines[0].workers} workers on port(s) {', '.join(map(str, ports))}",
        flush=True,
    )
    rec, ledger = Recorder(), Ledger()
    deadline = time.monotonic() + args.max_seconds
    sessions = [
        Session(p, len(p.secrets), deadline, ports[i % len(ports)]) for i, p in enumerate(plans)
    ]
    writers = [
        threading.Thread(target=director, args=(s, args, rec), daemon=True) for s in sessions
    ]
    writers += [
        threading.Thread(
            target=phone,
            args=(s, t, ports[(i + t) % len(ports)], args, rec, ledger),
            daemon=True,
        )
        for i, s in enumerate(sessions)
        for t in sorted(s.plan.secrets)
    ]
    readers = [
        threading.Thread(
            target=reader,
            args=(sessions[j % len(sessions)], j, ports[(j // len(sessions)) % len(ports)])
            + (args, rec),
            daemon=True,
        )
        for j in range(args.readers)
    ]
    outage: dict[str, float] = {}
    killer = threading.Thread(
        target=kill_one, args=(machines[0], sessions[0], args, outage), daemon=True
    )
    cpu_before = sum(m.cpu_seconds() for m in machines)
    database_cpu = DatabaseCpu()
    database_cpu.start()
    clients_before = time.process_time()  # this process runs the clients alone meanwhile
    load_before, start = os.getloadavg()[0], time.monotonic()
    for t in writers + readers + ([killer] if kill else []):
        t.start()
    for t in writers:
        t.join()
    for s in sessions:
        s.finished.set()
    for t in readers + ([killer] if kill else []):
        t.join()
    elapsed = time.monotonic() - start
    clients_cpu = time.process_time() - clients_before
    figures = rec.report(elapsed)
    cpu = sum(m.cpu_seconds() for m in machines) - cpu_before
    database = database_cpu.stop()
    answered = len(rec.rows) - rec.unanswered()
    print(
        f"Machine load average (1 min): {load_before:.2f} before, "
        f"{os.getloadavg()[0]:.2f} after, on {os.cpu_count()} cores"
    )
    print(
        f"The site's own CPU time (gunicorn masters and workers): {cpu:.1f} s for "
        f"{answered} requests answered, {1000 * cpu / max(1, answered):.1f} ms a request; "
        f"{cpu / elapsed:.2f} cores busy on average"
    )
    print(
        f"PostgreSQL's CPU time (its processes on this machine): {database:.1f} s, "
        f"{1000 * database / max(1, answered):.1f} ms a request; "
        f"{database / elapsed:.2f} cores busy on average"
    )
    print(
        f"The clients' own CPU time (this process's threads, on the same cores): "
        f"{clients_cpu:.1f} s, {1000 * clients_cpu / max(1, len(rec.rows)):.1f} ms a request; "
        f"{clients_cpu / elapsed:.2f} cores busy on average"
    )
    polls = [r for r in rec.rows if r[1] == "live" and r[2]]
    print(
        f"Live polls answered 204 (nothing new): {sum(r[2] == 204 for r in polls)} of {len(polls)}"
    )
    entry = sorted(ledger.entry_ms)
    print(
        f"A result from its first sending to its acknowledgement (retries included): p50 "
        f"{percentile(entry, 50):.0f} ms, p95 {percentile(entry, 95):.0f} ms, max "
        f"{entry[-1] if entry else 0:.0f} ms"
    )
    problems = check_limits(figures, rec, ports, outage)
    problems += verify_results([p.slug for p in plans], ledger)
    problems += verify_standings([p.slug for p in plans], ports)
    if len(ports) > 1:  # a fresh event: a result saved on one machine, read on the other
        problems += verify_handover(build_event(args, args.events), ports)
    if len(ledger.acknowledged) < results:
        problems.append(f"only {len(ledger.acknowledged)} of {results} results entered in time")
    print(("PASS" if not problems else "FAIL: " + "; ".join(problems)), flush=True)
    return problems


def warm_paths(plan) -> list[str]:
    """The pages the clients ask for, on an event of the run (no result entered: GETs only)."""
    secret = plan.secrets[min(plan.secrets)]
    slug = plan.slug
    return [
        "/login/", f"/t/{secret}/", f"/t/{secret}/api/", f"/e/{slug}/standings/",
        f"/e/{slug}/standings/live/", f"/e/{slug}/run/",
    ]  # fmt: skip


def kill_one(machine: Gunicorn, session: Session, args, outage: dict[str, float]) -> None:
    """SIGKILL the machine once the middle round is under way, then start it again."""
    middle = max(2, (session.plan.rounds + 1) // 2)
    if not session.wait_called(middle):
        return
    time.sleep(args.think)  # results of the round in flight
    start = time.monotonic()
    machine.kill()
    print(f"-- port {machine.port} killed (SIGKILL) in round {middle}", flush=True)
    time.sleep(args.down)
    machine.start()
    outage["seconds"] = time.monotonic() - start
    outage["port"] = machine.port
    print(
        f"-- port {machine.port} answering again after {outage['seconds']:.1f} s",
        flush=True,
    )


def check_limits(figures, rec: Recorder, ports: list[int], outage) -> list[str]:
    """The p95 limits, no server error, and no request unanswered but by a killed machine."""
    problems = []
    for role in ("writer", "reader"):
        p95 = figures.get(role, {}).get("p95_ms", 0.0)
        if p95 >= LIMIT_MS:
            problems.append(f"{role}s' p95 {p95:.0f} ms is over the {LIMIT_MS:.0f} ms limit")
    if rec.server_errors():
        problems.append(f"{rec.server_errors()} server errors")
    if rec.unexpected():
        problems.append(f"{rec.unexpected()} answers of an unexpected status")
    survivors = set(ports) - {outage.get("port")}
    if rec.unanswered(survivors):
        problems.append(f"{rec.unanswered(survivors)} requests unanswered by a running machine")
    if outage:
        lost = rec.unanswered({outage["port"]})
        print(
            f"Requests the killed machine did not answer: {lost} ({rec.refused} refused while "
            f"it was down, {lost - rec.refused} cut off by the kill), each retried by its client"
        )
    return problems


def both(machines: list[Gunicorn], action: str) -> None:
    """Start or stop the machines side by side, as separate machines would."""
    failed: list[BaseException] = []

    def run(machine: Gunicorn) -> None:
        try:
            getattr(machine, action)()
        except BaseException as exc:  # noqa: BLE001 - SystemExit too: said after the join
            failed.append(exc)

    threads = [threading.Thread(target=run, args=(m,)) for m in machines]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failed:
        raise SystemExit(str(failed[0]))


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help=f"a small run: {QUICK}")
    p.add_argument("--events", type=int, default=10, help="club evenings at once")
    p.add_argument("--tables", type=int, default=15, help="tables an event (one phone each)")
    p.add_argument("--rounds", type=int, default=11)
    p.add_argument("--boards-per-round", type=int, default=2)
    p.add_argument("--readers", type=int, default=500)
    p.add_argument("--reader-interval", type=float, default=30.0, help="seconds between polls")
    p.add_argument("--browse", type=float, default=0.3, help="share of polls followed by a card")
    p.add_argument("--think", type=float, default=4.0, help="most seconds before each save")
    p.add_argument("--double-tap", type=float, default=0.1, help="share of saves sent twice")
    p.add_argument("--lost-answer", type=float, default=0.05, help="share of answers lost")
    p.add_argument("--offline", type=float, default=0.1, help="share of rounds phones queue")
    p.add_argument("--retry-wait", type=float, default=1.0, help="seconds before a retry")
    p.add_argument("--down", type=float, default=5.0, help="seconds the killed machine is off")
    p.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1) + 1)
    p.add_argument(
        "--machine-workers",
        type=int,
        default=(os.cpu_count() or 1) + 1,
        help="workers of each of the two machines (they share this machine's cores)",
    )
    p.add_argument("--phase", choices=("both", "one", "two"), default="both")
    p.add_argument("--max-seconds", type=float, default=420.0, help="a phase's time limit")
    p.add_argument("--seed", type=int, default=2026)
    args = p.parse_args(argv)
    if args.quick:
        for name, value in QUICK.items():
            if getattr(args, name) == p.get_default(name):
                setattr(args, name, value)
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    # stopped from outside (SIGTERM): stop the servers on the way out, as at the end
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    database = Postgres(os.environ.get("DATABASE_URL") or DEFAULT_URL)
    redis = None
    logs = Path(tempfile.mkdtemp(prefix="trays-loadtest-logs-"))
    machines: list[Gunicorn] = []
    refused: tuple[type[Exception], ...] = ()  # the site's DomainError, once Django is set up
    try:
        url = database.start()
        print(f"PostgreSQL: {database.description}", flush=True)
        redis = Redis()
        print(f"Redis: redis-server started on port {redis.port} (CACHE_URL={redis.url})")
        os.environ.update(DATABASE_URL=url, DJANGO_DEBUG="false", DJANGO_ENV="development")
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tournaments.settings")
        import django
        from django.core.management import call_command

        django.setup()
        from tournaments.services import DomainError

        refused = (DomainError,)

        call_command("migrate", verbosity=0)
        env = {**os.environ, "CACHE_URL": redis.url, "DJANGO_CONN_MAX_AGE": "60"}

        problems = []
        if args.phase in ("both", "one"):
            machines = [Gunicorn(free_port(), args.workers, ROOT, env, logs / "one.log")]
            machines[0].start()
            problems += run_phase("One machine", machines, args, kill=False)
            both(machines, "stop")
        if args.phase in ("both", "two"):
            machines = [
                Gunicorn(free_port(), args.machine_workers, ROOT, env, logs / f"two-{n}.log")
                for n in (1, 2)
            ]
            both(machines, "start")
            problems += run_phase("Two machines, one killed and restarted", machines, args, True)
    except refused as exc:  # the knobs ask for an event the site cannot build
        print(f"The load test's event cannot be built: {exc}", file=sys.stderr)
        return 2
    finally:
        both(machines, "stop")
        if redis:
            redis.stop()
        database.stop()
    tracebacks = sum(p.read_text(errors="replace").count("Traceback") for p in logs.iterdir())
    print(f"\nThe servers' own messages: {logs} ({tracebacks} tracebacks)")
    print("\n" + ("PASS: every phase" if not problems else f"FAIL: {len(problems)} problems"))
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
