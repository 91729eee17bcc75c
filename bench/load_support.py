"""The load test's plumbing: a cookie-keeping HTTP client and the latency figures.  Loopback
only: the client talks to 127.0.0.1 and nothing else.
"""

from __future__ import annotations

import http.client
import json
import math
import re
import threading
import time
from collections import Counter, defaultdict
from http.cookies import SimpleCookie
from urllib.parse import urlencode

HOST = "127.0.0.1"
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
NO_ANSWER = 0  # the status recorded when the connection was refused or cut off


class Recorder:
    """Every request's role, kind, machine, status and milliseconds, for the figures."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rows: list[tuple[str, str, int, float, bool, int, float, float]] = []
        self.refused = 0  # of the unanswered: connection refused (the rest were cut off)
        self.unexpected_said: Counter[tuple[str, int, str]] = Counter()

    def add(
        self, role: str, kind: str, status: int, ms: float, ok: bool, port: int, cpu: float
    ) -> None:
        """One request; ``cpu`` is the worker's own CPU milliseconds for it (nan unknown)."""
        with self.lock:
            self.rows.append((role, kind, status, ms, ok, port, time.monotonic() - ms / 1000, cpu))

    def note_unexpected(self, kind: str, status: int, text: str) -> None:
        """Keep what an answer of an unexpected status said, counted by kind and message."""
        try:
            said = json.loads(text).get("message", "") if text.startswith("{") else ""
        except (ValueError, AttributeError):
            said = ""
        with self.lock:
            self.unexpected_said[(kind, status, said or text[:80])] += 1

    def server_errors(self) -> int:
        return sum(1 for row in self.rows if row[2] >= 500)

    def unexpected(self) -> int:
        """Answers of a status the client did not expect (no answer at all not counted)."""
        return sum(1 for row in self.rows if not row[4] and row[2] != NO_ANSWER)

    def unanswered(self, ports: set[int] | None = None) -> int:
        return sum(1 for r in self.rows if r[2] == NO_ANSWER and (ports is None or r[5] in ports))

    def figures(self, elapsed: float) -> dict[str, dict[str, float]]:
        """Per role and per role and kind: latency over the answered requests, and counts."""
        groups: dict[str, list[tuple]] = defaultdict(list)
        for row in self.rows:
            groups[row[0]].append(row)
            groups[f"{row[0]}: {row[1]}"].append(row)
        groups["all"] = list(self.rows)
        out = {}
        for name, rows in sorted(groups.items(), key=lambda kv: (kv[0] != "all", kv[0])):
            ms = sorted(r[3] for r in rows if r[2] != NO_ANSWER)
            cpu = sorted(r[7] for r in rows if r[7] == r[7])  # nan: no figure from the site
            out[name] = {
                "requests": len(rows),
                "per_second": len(rows) / elapsed if elapsed else 0.0,
                "p50_ms": percentile(ms, 50),
                "p95_ms": percentile(ms, 95),
                "max_ms": ms[-1] if ms else 0.0,
                "cpu_ms": sum(cpu) / len(cpu) if cpu else 0.0,
                "cpu_p95_ms": percentile(cpu, 95),
                "server_errors": sum(1 for r in rows if r[2] >= 500),
                "unexpected": sum(1 for r in rows if not r[4] and r[2] != NO_ANSWER),
                "no_answer": sum(1 for r in rows if r[2] == NO_ANSWER),
            }
        return out

    def report(self, elapsed: float) -> dict[str, dict[str, float]]:
        figures = self.figures(elapsed)
        print(f"\nLoad phase: {elapsed:.1f} s")
        head = f"{'':30} {'requests':>8} {'req/s':>6} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7}"
        print(head + f" {'5xx':>4} {'other':>5} {'no answer':>9} {'CPU ms':>6} {'CPU p95':>7}")
        for name, f in figures.items():
            print(
                f"{name:30} {f['requests']:>8} {f['per_second']:>6.1f} {f['p50_ms']:>7.0f} "
                f"{f['p95_ms']:>7.0f} {f['max_ms']:>7.0f} {f['server_errors']:>4} "
                f"{f['unexpected']:>5} {f['no_answer']:>9} {f['cpu_ms']:>6.1f} "
                f"{f['cpu_p95_ms']:>7.1f}",
                flush=True,
            )
        print(
            "(CPU ms: the worker's own CPU time a request, its mean and p95, as the site reports it)"
        )
        for (kind, status, said), count in sorted(self.unexpected_said.items()):
            print(f"Unexpected {status} on {kind}, {count} times: {said}")
        return figures


SERVER_CPU = re.compile(r"\bcpu;dur=([0-9.]+)")


def server_cpu(header: str) -> float:
    """The worker's CPU milliseconds from a ``Server-Timing`` header; nan when absent."""
    found = SERVER_CPU.search(header)
    return float(found.group(1)) if found else math.nan


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * p // 100))
    return sorted_values[int(rank) - 1]


class Browser:
    """One device talking to one machine (``port``): its own cookies (session, CSRF,
    messages), one request at a time unless it double-taps.
    """

    def __init__(self, port: int, recorder: Recorder, role: str):
        self.port = port
        self.recorder = recorder
        self.role = role
        self.cookies: dict[str, str] = {}
        self.lock = threading.Lock()

    def request(self, method: str, path: str, kind: str, body=None, expect=(200,), **headers):
        """(status, text); status 0 when the connection was refused or cut off."""
        with self.lock:
            cookie = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if cookie:
            headers["Cookie"] = cookie
        start = time.perf_counter()
        cpu = math.nan
        conn = http.client.HTTPConnection(HOST, self.port, timeout=120)
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", "replace")
            status, set_cookies = response.status, response.headers.get_all("Set-Cookie") or []
            cpu = server_cpu(response.headers.get("Server-Timing", ""))
        except ConnectionRefusedError:
            status, text, set_cookies = NO_ANSWER, "", []
            with self.recorder.lock:
                self.recorder.refused += 1
        except (OSError, http.client.HTTPException):
            status, text, set_cookies = NO_ANSWER, "", []
        finally:
            conn.close()
        ms = (time.perf_counter() - start) * 1000
        self._keep(set_cookies)
        self.recorder.add(self.role, kind, status, ms, status in expect, self.port, cpu)
        if status not in expect and status != NO_ANSWER:
            self.recorder.note_unexpected(kind, status, text)
        return status, text

    def _keep(self, set_cookies: list[str]) -> None:
        with self.lock:
            for header in set_cookies:
                for name, morsel in SimpleCookie(header).items():
                    if morsel.value == "" or morsel["max-age"] == "0":
                        self.cookies.pop(name, None)
                    else:
                        self.cookies[name] = morsel.value

    def get(self, path: str, kind: str, expect=(200,)) -> tuple[int, str]:
        return self.request("GET", path, kind, expect=expect)

    def post_form(self, path: str, page: str, fields: dict, kind: str) -> int:
        """Post a form with the CSRF token of the page it came from (a redirect expected)."""
        found = TOKEN.search(page)
        token = found.group(1) if found else self.cookies.get("csrftoken", "")
        body = urlencode({"csrfmiddlewaretoken": token, **fields})
        content = {"Content-Type": "application/x-www-form-urlencoded"}
        return self.request("POST", path, kind, body, (302,), **content)[0]

    def post_json(self, path: str, data: dict, kind: str, taps: int = 1, expect=(200,)):
        """POST ``data`` as JSON, as the pad's script does; ``taps`` > 1 sends the same body
        that many times at once (a double tap).  A list of (status, decoded answer)."""
        body = json.dumps(data)
        answers: list[tuple[int, dict]] = []

        def send() -> None:
            status, text = self.request(
                "POST", path, kind, body, expect, **{"Content-Type": "application/json"}
            )
            try:
                decoded = json.loads(text) if text else {}
            except ValueError:
                decoded = {}
            answers.append((status, decoded if isinstance(decoded, dict) else {}))

        threads = [threading.Thread(target=send) for _ in range(taps)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return answers
