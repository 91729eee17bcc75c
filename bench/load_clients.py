"""The load test's clients: table phones entering through the pad's own address (as
``static/js/pad/`` does: each result with its own key, a queue kept while offline and sent
tray after tray when the phone is back, a resend of the same key after a lost answer or a
refused connection), the director calling rounds from the session desk, and readers on the
standings, its live part, score cards and travellers.
"""

from __future__ import annotations

import json
import random
import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import quote

from load_support import NO_ANSWER, Browser, Recorder

ACKNOWLEDGED = {"saved", "stored"}


@dataclass
class Plan:
    """One event: (round, table) -> the trays the table plays, and who directs it."""

    slug: str
    rounds: int
    secrets: dict[int, str]
    trays: dict[tuple[int, int], list[int]]
    director: tuple[str, str]

    def tricks(self, rnd: int, table: int, tray: int) -> int:
        return (7 * table + 3 * tray + rnd) % 14


@dataclass
class Ledger:
    """Every result the phones sent, which the site acknowledged, and how long each took
    from its first sending to its acknowledgement (retries included)."""

    sent: dict[tuple[str, int, int, int], int] = field(default_factory=dict)
    acknowledged: set[tuple[str, int, int, int]] = field(default_factory=set)
    refused: list[str] = field(default_factory=list)
    entry_ms: list[float] = field(default_factory=list)
    double_taps: int = 0
    lost_answers: int = 0
    queued: int = 0
    retries: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self, name: str, n: int = 1) -> None:
        with self.lock:
            setattr(self, name, getattr(self, name) + n)


class Session:
    """One event's rounds, called by its director once every phone has reported."""

    def __init__(self, plan: Plan, phones: int, deadline: float, port: int):
        self.plan = plan
        self.deadline = deadline
        self.port = port  # the machine its director talks to
        self.called = [threading.Event() for _ in range(plan.rounds + 2)]
        self.called[1].set()
        self.reported = threading.Semaphore(0)
        self.phones = phones
        self.finished = threading.Event()

    def late(self) -> bool:
        return time.monotonic() > self.deadline

    def wait_called(self, rnd: int) -> bool:
        while not self.called[rnd].wait(0.2):
            if self.late():
                return False
        return True


def until_answered(session: Session, args, call):
    """Run ``call`` until the machine answers (a phone retries; so does everyone here)."""
    while True:
        status, text = call()
        if status != NO_ANSWER and status < 500 and status != 429:
            return status, text
        if session.late():
            return status, text
        time.sleep(args.retry_wait)


def phone(session: Session, table: int, port: int, args, rec: Recorder, ledger: Ledger):
    """A table's phone: each round, read the pad's state, then enter the table's trays; now
    and then offline for the round, its results queued and sent together at the end."""
    plan = session.plan
    rng = random.Random(f"{args.seed}-{plan.slug}-{table}")
    browser = Browser(port, rec, "writer")
    base = f"/t/{plan.secrets[table]}/"
    until_answered(session, args, lambda: browser.get(base, "table page"))
    for rnd in range(1, plan.rounds + 1):
        if not session.wait_called(rnd):
            return
        time.sleep(rng.uniform(0, args.think))  # players reach their table at different times
        until_answered(session, args, lambda: browser.get(f"{base}api/", "pad state"))
        offline = rng.random() < args.offline
        queue = []
        for tray in plan.trays.get((rnd, table), []):
            time.sleep(rng.uniform(0, args.think))
            item = (secrets.token_hex(8), (plan.slug, rnd, table, tray))
            with ledger.lock:
                ledger.sent[item[1]] = plan.tricks(rnd, table, tray)
            if offline:
                queue.append(item)
            else:
                enter(browser, base, item, session, rng, args, ledger)
        ledger.count("queued", len(queue))
        for item in queue:  # back online: the queue goes out tray after tray, at once
            enter(browser, base, item, session, rng, args, ledger)
        if queue or rng.random() < 0.5:
            until_answered(session, args, lambda: browser.get(f"{base}api/", "pad state"))
        session.reported.release()


def enter(browser, base, item, session, rng, args, ledger: Ledger) -> None:
    """Send one result until the site acknowledges it: the same key every time."""
    key, (slug, rnd, table, tray) = item
    ns = session.plan.tricks(rnd, table, tray)
    side = "ns_tricks" if rng.random() < 0.5 else "ew_tricks"
    body = {"tray": tray, "round": rnd, side: ns if side == "ns_tricks" else 13 - ns, "key": key}
    taps = 2 if rng.random() < args.double_tap else 1
    ledger.count("double_taps", taps - 1)
    started = time.perf_counter()
    while not session.late():
        answers = browser.post_json(f"{base}api/save/", body, "save", taps, (200, 409))
        if rng.random() < args.lost_answer:  # the answer never reached the phone: resend
            ledger.count("lost_answers")
            answers = browser.post_json(f"{base}api/save/", body, "save", 1, (200, 409))
        done = [a for a in answers if a[1].get("outcome") in ACKNOWLEDGED]
        taken = [a for a in answers if a[1].get("outcome") == "taken"]
        refused = [a for a in answers if a[1].get("outcome") == "refused"]
        if done or (taken and taken[0][1]["result"]["ns_tricks"] == ns):
            with ledger.lock:
                ledger.acknowledged.add(item[1])
                ledger.entry_ms.append((time.perf_counter() - started) * 1000)
            return
        if taken or refused:
            with ledger.lock:
                ledger.refused.append(f"{item[1]}: {(taken or refused)[0][1].get('message')}")
            return
        ledger.count("retries")
        time.sleep(args.retry_wait)  # no answer, or a 5xx: the pad tries again later
        taps = 1


def director(session: Session, args, rec: Recorder) -> None:
    """Log in, and call the next round from the desk once every phone has reported; after a
    post that got no answer, the round is checked on the table's pad before posting again
    (calling a round is not repeatable)."""
    plan = session.plan
    browser = Browser(session.port, rec, "director")
    while not session.late():
        _, login = until_answered(session, args, lambda: browser.get("/login/", "login"))
        fields = dict(zip(("username", "password"), plan.director, strict=True))
        if browser.post_form("/login/", login, fields, "login") == 302:
            break
        time.sleep(args.retry_wait)
    for rnd in range(1, plan.rounds + 1):
        for _ in range(session.phones):
            while not session.reported.acquire(timeout=0.2):
                if session.late():
                    return
        if rnd == plan.rounds:
            return
        while current_round(browser, session, args) == rnd and not session.late():
            _, desk = until_answered(
                session, args, lambda: browser.get(f"/e/{plan.slug}/run/", "desk")
            )
            # the desk asks before it calls a round: the director answers yes
            answer = {"confirmed": "yes"}
            if browser.post_form(f"/e/{plan.slug}/run/advance/", desk, answer, "advance") != 302:
                time.sleep(args.retry_wait)
        session.called[rnd + 1].set()


def current_round(browser: Browser, session: Session, args) -> int | None:
    table = min(session.plan.secrets)
    path = f"/t/{session.plan.secrets[table]}/api/"
    status, text = until_answered(session, args, lambda: browser.get(path, "pad state"))
    return json.loads(text).get("round") if status == 200 else None


def reader(session: Session, index: int, port: int, args, rec: Recorder) -> None:
    """A player's phone on the standings page: its live part every interval (naming the
    version shown: 204 while nothing changed), now and then a score card or a traveller
    found on the pages it reads."""
    rng = random.Random(f"{args.seed}-reader-{session.plan.slug}-{index}")
    browser = Browser(port, rec, "reader")
    slug = session.plan.slug
    base = f"/e/{slug}/standings/"
    links = re.compile(rf'href="(/e/{re.escape(slug)}/(?:card/[^/"]+|tray/\d+)/)"')
    if session.finished.wait(rng.uniform(0, args.reader_interval)):
        return
    _, page = until_answered(session, args, lambda: browser.get(base, "standings"))
    version, seen = version_of(page), set(links.findall(page))
    while not session.finished.wait(args.reader_interval * rng.uniform(0.8, 1.2)):
        if session.late():
            return
        status, body = browser.get(f"{base}live/?since={quote(version)}", "live", (200, 204))
        version = version_of(body) or version
        seen |= set(links.findall(body))
        if seen and rng.random() < args.browse:
            path = rng.choice(sorted(seen))
            kind = "score card" if "/card/" in path else "traveller"
            seen |= set(links.findall(browser.get(path, kind)[1]))


def version_of(html: str) -> str:
    found = re.search(r'data-version="([^"]*)"', html)
    return found.group(1) if found else ""
