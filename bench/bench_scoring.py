"""Benchmark: match points across the field, IMP pairs on one big board, the score command.

- Match points: every NS pair plays every tray once (5,000 pairs: 2,500 tables, 60,000
  results; and 10,000 pairs) with seeded random bridge scores.
- Cross-IMPs and Butler on one board of 1,000 and of 5,000 results (the IMP scale's
  thresholds with binary searches: O(n log n) a board, where comparing every pair took
  13.8 s at 1,000 results and did not finish at 5,000).
- Trick totals against the average (whist, two fields) at 40 tables and on 5,000 pairs x 24
  trays: the exact-fraction path and the columns (``tricks.plain_trick_totals``).
- IMP pairs' running totals (each pair's total after each round, every prefix's datum from
  the results in by then), Butler (EBU) and averaged cross-IMPs, at 40 tables and on 2,000
  tables (60,000 results), ten rounds of three boards: each prefix scored afresh with
  ``score_imp_pairs`` (the charts' path for a field with a ruling, and for every IMP field
  before) against every prefix at once as columns (``imp_running``, with the floats the chart
  draws), in turn, CPU median; the two checked equal.  Alone:
  ``python bench/bench_scoring.py imp-running``.
- The ``score`` command's work for 5,000 results on one board by every pairs method, with
  the working of every line (``--explain``): CSV read, scored, explained.

- Beside the JavaScript package ``bridge-scorer`` on node (``bench/bridge_scorer.js``; ``npm
  ci`` installs it from package.json), on the same 60,000 seeded results, CPU time: three rounds, each
  five runs of each of ours (in turn) then five of the peer in a fresh node after ten
  untimed runs that warm its compiler (its cross-IMPs, which compare every pair of results,
  one run, not warmed), the median of each round and the median of the
  rounds, so a change in the machine's load falls on both alike.  Like for like is the same
  output: every line's figures and every pair's total and place, for match points, Butler and
  cross-IMPs (``*_figures``: ours with the report's whole-number columns read,
  ``report.figures``, from the ``Result`` objects; ``*_columns_figures``: the same from the
  columns a database gives, ``score_matchpoint_columns``, ``score_imp_columns``; the peer
  scores every board, totals and ranks with its own ``rank``).  Reported apart and named so:
  every line and standing built as Python objects with their working, as a page reads them
  (``*_objects_read``), and the lazy path (``*_lazy_standings``: totals and places as
  standings, the lines built when first read).  Match points are also timed line by line and
  beside the numpy limit.  The figures' agreement is checked: every line's match points,
  total and place equal to the peer's; cross-IMP lines and totals equal to a millionth (the
  peer adds floats), places differing only where those floats split one of our exact ties;
  Butler (the peer's datum is its own rule, not a body's) by every line's IMPs on the boards
  whose datums are equal, the peer's totals against our IMP scale on its own datums, and how
  many datums are equal; and ours, that the columns hold the figures the lines and standings
  hold.  The peer is skipped, saying why, when node or the package is missing.

Only the scoring is timed, not building the input.  Run with ``python bench/bench_scoring.py``.
"""

from __future__ import annotations

import gc
import json
import random
import shutil
import statistics
import subprocess
import sys
import time
from itertools import count
from operator import attrgetter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tournaments.scoring import tricks  # noqa: E402
from tournaments.scoring.csvinput import read_results  # noqa: E402
from tournaments.scoring.imp_pairs import (  # noqa: E402
    score_imp_columns,
    score_imp_lines,
    score_imp_pairs,
)
from tournaments.scoring.imp_running import running_imp_totals  # noqa: E402
from tournaments.scoring.imps import imps  # noqa: E402
from tournaments.scoring.matchpoints import (  # noqa: E402
    score_matchpoint_columns,
    score_matchpoint_lines,
    score_matchpoints,
)
from tournaments.scoring.matchpoints.running import running_field  # noqa: E402
from tournaments.scoring.methods import score_lines  # noqa: E402
from tournaments.scoring.rules import DEFAULT_RULES, rules_named  # noqa: E402
from tournaments.scoring.tricks import score_trick_totals  # noqa: E402
from tournaments.scoring.types import Result  # noqa: E402

TRAYS = 24
# Rounds of ours, then the peer, beside each other (``_beside_peer``).
ROUNDS = 3
# The peer's untimed runs before its timed ones (not for its quadratic cross-IMPs): enough for
# node's optimising compiler to have finished with the package's code, as in a running
# server (two left it part-compiled: its match points took 47 to 75 ms CPU, ten 29 to 35 ms).
PEER_WARM_UP = 10
SCORES = [
    -1100,
    -800,
    -650,
    -620,
    -500,
    -420,
    -200,
    -170,
    -140,
    -110,
    -100,
    -90,
    -50,
    50,
    90,
    100,
    110,
    140,
    170,
    200,
    300,
    420,
    450,
    500,
    620,
    650,
    800,
    1100,
]


def build(pairs: int, seed: int = 2024) -> list[Result]:
    """Seeded results: table t has NS pair t and EW pair t + tables, on every tray."""
    rng = random.Random(seed)
    tables = pairs // 2
    return [
        Result(tray, str(t), str(t + tables), rng.choice(SCORES))
        for tray in range(1, TRAYS + 1)
        for t in range(1, tables + 1)
    ]


def time_scoring(sizes: tuple[int, ...] = (5000, 10000), repeats: int = 5) -> dict:
    """Best wall-clock and CPU seconds per size over ``repeats`` rounds.

    The sizes alternate within each round so that load from other processes on a shared
    machine falls on both alike; CPU time is the steadier figure there.
    """
    events = {pairs: build(pairs) for pairs in sizes}
    wall = dict.fromkeys(sizes, float("inf"))
    cpu = dict.fromkeys(sizes, float("inf"))
    for _ in range(repeats):
        for pairs, results in events.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            score_matchpoints(results, scale=2)
            wall[pairs] = min(wall[pairs], time.perf_counter() - start)
            cpu[pairs] = min(cpu[pairs], time.process_time() - start_cpu)
    return {"wall": wall, "cpu": cpu}


def one_board(results: int, seed: int = 2025) -> list[Result]:
    """One board played ``results`` times, seeded random bridge scores."""
    rng = random.Random(seed)
    return [Result(1, str(t), str(t + results), rng.choice(SCORES)) for t in range(1, results + 1)]


def _best(work, repeats: int = 3) -> float:
    """The best CPU seconds of ``repeats`` runs of ``work()``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def time_imps(sizes: tuple[int, ...] = (1000, 5000)) -> dict:
    """CPU seconds to score one board of each size by cross-IMPs and by Butler (EBU rules),
    the standings read."""
    rules = rules_named("ebu")
    figures = {}
    for size in sizes:
        board = one_board(size)
        for method in ("cross-imps", "butler"):
            # The standings read: they are built when first read.
            seconds = _best(
                lambda b=board, m=method: len(score_imp_pairs(b, method=m, rules=rules).standings)
            )
            figures[f"{method}_{size}_cpu_seconds"] = round(seconds, 4)
    return figures


def imp_evening(tables: int, rounds: int = 10, seed: int = 32) -> list[Result]:
    """A Mitchell of ``tables`` (a multiple of ten) over ``rounds`` rounds of three boards:
    NS pairs stay, EW pairs move up two tables a round, table t plays set (t + r) mod 10
    in round r (each pair meets each set once); seeded random bridge scores."""
    rng = random.Random(seed)
    out = []
    for r in range(1, rounds + 1):
        for t in range(tables):
            ew = (t - 2 * r) % tables
            first = 3 * ((t + r) % 10) + 1
            for tray in range(first, first + 3):
                out.append(Result(tray, f"N{t}", f"E{ew}", rng.choice(SCORES), round=r))
    return out


def imp_totals_by_prefix(results: list[Result], method: str, rules) -> dict:
    """Each prefix scored afresh, each pair's shown total after each round (None: none)."""
    rounds = sorted({r.round for r in results})
    out: dict[str, list] = {}
    for at, rnd in enumerate(rounds):
        prefix = [p for p in results if p.round <= rnd]
        report = score_imp_pairs(prefix, method=method, rules=rules)
        for s in report.standings:
            if s.boards:
                out.setdefault(s.entrant, [None] * len(rounds))[at] = s.shown_total
    return {who: tuple(v) for who, v in out.items()}


def imp_totals_as_columns(results: list[Result], method: str, rules):
    field = running_field(results)
    assert field is not None
    columns = running_imp_totals(field, method, rules, None)
    assert columns is not None
    columns.floats()  # the points the chart draws
    return columns


def time_imp_running(
    sizes: tuple[int, ...] = (40, 2000), repeats: tuple[int, ...] = (9, 3)
) -> dict:
    """CPU milliseconds (median) of IMP running totals: each prefix scored afresh, then every
    prefix at once as columns, in turn; the figures checked equal."""
    ebu = rules_named("ebu")
    figures: dict = {}
    for tables, times in zip(sizes, repeats, strict=True):
        results = imp_evening(tables)
        for method, rules in (
            ("butler", ebu),
            ("cross-imps", ebu.with_options(cross_imps="average")),
        ):
            spent: dict[str, list[float]] = {"prefixes": [], "columns": []}
            for _ in range(times):
                for name, job in (
                    ("prefixes", imp_totals_by_prefix),
                    ("columns", imp_totals_as_columns),
                ):
                    gc.collect()
                    start = time.process_time()
                    job(results, method, rules)
                    spent[name].append(time.process_time() - start)
            key = f"imp_running_{method}_{tables}_tables"
            for name, seconds in spent.items():
                figures[f"{key}_{name}_cpu_ms"] = round(statistics.median(seconds) * 1000, 1)
            expected = imp_totals_by_prefix(results, method, rules)
            got = imp_totals_as_columns(results, method, rules)
            figures[f"{key}_equal"] = all(got.of(who) == v for who, v in expected.items())
        figures[f"imp_running_{tables}_tables_results"] = len(results)
    return figures


def time_command(results: int = 5000) -> dict:
    """CPU seconds for the score command's work on one board of ``results``, every method."""
    text = "tray,ns,ew,score\n" + "".join(
        f"{r.tray},{r.ns},{r.ew},{r.score}\n" for r in one_board(results)
    )
    rules = rules_named("ebu")
    figures = {}
    for method in ("matchpoints", "tricks", "imps", "cross-imps", "butler"):

        def work(m=method):
            lines = read_results(text, game="bridge")
            score_lines(lines, method=m, game="bridge", rules=rules, explain=True)

        figures[f"command_{method}_{results}_cpu_seconds"] = round(_best(work, 1), 3)
    return figures


def _columns(results: list[Result]) -> tuple:
    """The field as the arrays a vectorised scorer starts from: board, score, NS and EW ids."""
    code: dict[str, int] = {}
    ns = [code.setdefault(r.ns, len(code)) for r in results]
    ew = [code.setdefault(r.ew, len(code)) for r in results]
    arrays = ([r.tray for r in results], [r.score for r in results], ns, ew)
    return (*(np.array(a, np.int64) for a in arrays), len(code))


def _named_columns(results: list[Result]) -> tuple:
    """The same arrays as ``score_matchpoint_columns`` takes them, with the entrants' names:
    what a database's values list gives (and what the peer is handed, as JSON rows)."""
    trays, scores, ns, ew, _ = _columns(results)
    names = list(dict.fromkeys([r.ns for r in results] + [r.ew for r in results]))
    return (trays, ns, ew, scores), names


def numpy_limit(trays, scores, ns, ew, entrants: int) -> np.ndarray:
    """The vectorised limit: from ready arrays, one lexsort over (board, score), each line's
    NS match points on the 2-1 scale from the runs of equal scores, every entrant's total by
    ``bincount``.  No checks, no places, no objects: arithmetic only."""
    order = np.lexsort((scores, trays))
    t, s = trays[order], scores[order]
    new_tray = np.ones(len(t), bool)
    new_tray[1:] = t[1:] != t[:-1]
    new_score = new_tray.copy()
    new_score[1:] |= s[1:] != s[:-1]
    boards = np.flatnonzero(new_tray)
    run = np.cumsum(new_score) - 1
    run_start = np.flatnonzero(new_score)
    ties = np.diff(np.append(run_start, len(t)))
    ns_mp = 2 * (run_start[run] - boards[np.cumsum(new_tray) - 1]) + ties[run] - 1
    top = 2 * (len(t) // len(boards) - 1)
    return np.bincount(ns[order], ns_mp, entrants) + np.bincount(ew[order], top - ns_mp, entrants)


def numpy_from_results(results: list[Result]) -> np.ndarray:
    """The same limit from the ``Result`` objects every scorer here is given: the four
    attributes read into arrays (entrants numbered by the line first naming them), then
    ``numpy_limit``.  The least a vectorised scorer of these objects can do."""
    size, first = len(results), {}
    trays = np.fromiter(map(attrgetter("tray"), results), np.int64, size)
    scores = np.fromiter(map(attrgetter("score"), results), np.int64, size)
    named = map(first.setdefault, map(attrgetter("ns"), results), count())
    ns = np.fromiter(named, np.int64, size)
    named = map(first.setdefault, map(attrgetter("ew"), results), count(size))
    ew = np.fromiter(named, np.int64, size)
    return numpy_limit(trays, scores, ns, ew, 2 * size)


def _read_all(report) -> None:
    """Every line and standing built as Python objects with their working, as the standings
    pages read them: more than the peer gives (named ``*_objects_read``)."""
    len(report.lines), len(report.standings)


def _figures(report) -> tuple:
    """The peer's output, read from ours: every line's NS and EW figures, every pair's total
    and place (a number and whether it is shared), as the whole-number columns the report
    keeps (``report.figures``; each figure over its ``denominator``)."""
    figures = report.figures
    return figures.ns, figures.ew, figures.totals, figures.places, figures.tied


def _line_by_line(results: list[Result]):
    """The line-by-line path on the same field (what every field that is not plain takes)."""
    gc.disable()
    try:
        return score_matchpoint_lines(results, DEFAULT_RULES.with_options(scale=2), None, None)
    finally:
        gc.enable()


def time_side_by_side(work: dict, repeats: int) -> dict:
    """Median wall and CPU milliseconds of each job, run in turn so load falls on all alike."""
    wall: dict[str, list[float]] = {name: [] for name in work}
    cpu: dict[str, list[float]] = {name: [] for name in work}
    for _ in range(repeats):
        for name, job in work.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            job()
            wall[name].append(time.perf_counter() - start)
            cpu[name].append(time.process_time() - start_cpu)
    return {
        "wall": {k: statistics.median(v) for k, v in wall.items()},
        "cpu": {k: statistics.median(v) for k, v in cpu.items()},
    }


def _peer(results: list[Result], method: str, repeats: int) -> dict | str:
    """bridge-scorer on node scoring ``results`` by ``method`` ``repeats`` times, after
    ``PEER_WARM_UP`` untimed runs that warm node's compiler (none for the slow cross-IMPs):
    its medians, totals, places, datums and lines; or why it could not run."""
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "bridge-scorer").is_dir():
        return "skipped: node or node_modules/bridge-scorer missing"
    rows = json.dumps([[r.tray, r.ns, r.ew, r.score] for r in results])
    done = subprocess.run(
        [
            node,
            str(ROOT / "bench" / "bridge_scorer.js"),
            str(repeats),
            method,
            "0" if method == "cross-imps" else str(PEER_WARM_UP),
        ],
        input=rows,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    if done.returncode != 0:
        return f"skipped: node stopped ({done.stderr.strip()[:80]})"
    return json.loads(done.stdout)


def _beside_peer(
    work: dict, results: list[Result], method: str, repeats: int, peer_repeats: int
) -> tuple[dict, dict | str]:
    """Ours and the peer in turn, ``ROUNDS`` times: each round ``repeats`` runs of each of our
    jobs, then the peer's ``peer_repeats`` runs in a fresh node; the medians of each round, and
    their median over the rounds (so a change in the machine's load falls on both alike)."""
    ours: list[dict] = []
    peers: list[dict] = []
    for _ in range(ROUNDS):
        ours.append(time_side_by_side(work, repeats))
        peer = _peer(results, method, peer_repeats)
        if isinstance(peer, str):
            return _median_of(ours), peer
        peers.append(peer)
    peer = dict(peers[-1])
    for key in ("ms", "cpu_ms", "best_cpu_ms"):
        peer[key] = statistics.median(p[key] for p in peers)
    return _median_of(ours), peer


def _median_of(rounds: list[dict]) -> dict:
    return {
        kind: {k: statistics.median(r[kind][k] for r in rounds) for k in rounds[0][kind]}
        for kind in ("wall", "cpu")
    }


def _places(report) -> dict[str, str]:
    return {s.entrant: s.place for s in report.standings}


def _matchpoints_beside_peer(results: list[Result], repeats: int) -> dict:
    """Match points: ours like for like with the peer (every line's figures, every pair's
    total and place, read as the report's columns), from the ``Result`` objects and from the
    columns a database gives; every line and standing as Python objects (what a page reads),
    the lazy path (standings only), line by line and the numpy limit, each named."""
    columns = _columns(results)
    named, names = _named_columns(results)

    def from_columns():
        return score_matchpoint_columns(named, names, scale=2)

    def ours():
        return score_matchpoints(results, scale=2)

    work = {
        "ours_columns_figures": lambda: _figures(from_columns()),
        "ours_figures": lambda: _figures(ours()),
        "ours_columns": from_columns,
        "ours_columns_standings": lambda: len(from_columns().standings),
        "ours_columns_objects_read": lambda: _read_all(from_columns()),
        "ours": ours,
        "ours_lazy_standings": lambda: len(ours().standings),
        "ours_objects_read": lambda: _read_all(ours()),
        "line_by_line": lambda: _line_by_line(results),
        "numpy_limit": lambda: numpy_limit(*columns),
        "numpy_from_results": lambda: numpy_from_results(results),
    }
    times, peer = _beside_peer(work, results, "matchpoints", repeats, repeats)
    size = len(results)
    figures = {f"{k}_{size}_results_ms": round(v * 1000, 1) for k, v in times["wall"].items()}
    figures.update({f"{k}_cpu_ms": round(v * 1000, 1) for k, v in times["cpu"].items()})
    limit = times["cpu"]["numpy_limit"]
    figures["ours_columns_to_numpy_limit_cpu"] = round(times["cpu"]["ours_columns"] / limit, 2)
    figures["ours_to_numpy_limit_cpu"] = round(times["cpu"]["ours"] / limit, 2)
    figures["ours_figures_to_numpy_limit_cpu"] = round(times["cpu"]["ours_figures"] / limit, 2)
    from_results = times["cpu"]["numpy_from_results"]
    figures["ours_to_numpy_from_results_cpu"] = round(times["cpu"]["ours"] / from_results, 2)
    report = ours()
    ours_totals = {s.entrant: s.total for s in report.standings}
    limit_totals = numpy_limit(*columns)
    entrants = dict.fromkeys([r.ns for r in results] + [r.ew for r in results])
    figures["numpy_totals_agree"] = all(
        ours_totals[who] == limit_totals[i] for i, who in enumerate(entrants)
    )
    figures["columns_equal_ours"] = from_columns().standings == report.standings
    figures["figures_equal_objects"] = _figures_equal_objects(report, "ns_mp", "ew_mp")
    figures["columns_figures_equal_objects"] = _figures_equal_objects(
        from_columns(), "ns_mp", "ew_mp"
    )
    if isinstance(peer, str):
        figures["peer_bridge_scorer"] = peer
        return figures
    figures[f"peer_bridge_scorer_{size}_results_ms"] = round(peer["ms"], 1)
    figures["peer_cpu_ms"] = round(peer["cpu_ms"], 1)
    for name in (
        "ours_figures",
        "ours_columns_figures",
        "ours_objects_read",
        "ours_columns_objects_read",
        "ours_lazy_standings",
        "ours_columns_standings",
    ):
        figures[f"{name}_to_peer_cpu"] = round(times["cpu"][name] * 1000 / peer["cpu_ms"], 2)
    # The peer's standard scale is ours at scale 2: its figures are our half points.
    columns_out = report.figures
    figures["peer_lines_agree"] = columns_out.ns.tolist() == [
        2 * v for v in peer["ns"]
    ] and columns_out.ew.tolist() == [2 * v for v in peer["ew"]]
    figures["peer_totals_agree"] = ours_totals == peer["totals"] == _column_totals(columns_out)
    figures["peer_places_agree"] = _places(report) == peer["places"] == _column_places(columns_out)
    return figures


def _figures_equal_objects(report, ns: str, ew: str) -> bool:
    """The report's columns hold the figures its lines and standings hold (values and types)."""
    columns = report.figures
    by_line = [(getattr(line, ns), getattr(line, ew)) for line in report.lines]
    exact = [columns.line(i) for i in range(len(by_line))]
    same_types = [tuple(map(type, pair)) for pair in exact] == [
        tuple(map(type, pair)) for pair in by_line
    ]
    by_standing = {s.entrant: (s.total, s.place) for s in report.standings}
    totals, places = _column_totals(columns), _column_places(columns)
    return (
        exact == by_line
        and same_types
        and by_standing == {who: (totals[who], place) for who, place in places.items()}
    )


def _column_totals(columns) -> dict:
    return {who: columns.total(i) for i, who in enumerate(columns.names)}


def _column_places(columns) -> dict:
    return {who: columns.place(i) for i, who in enumerate(columns.names)}


def _imp_pairs_beside_peer(results: list[Result], method: str, repeats: int) -> dict:
    """Butler or cross-IMPs (WBF rules: one top and one bottom left out of a datum from five
    results, to the nearest 10; cross-IMPs averaged over the comparisons, as the peer does):
    ours like for like (every line's IMPs, every pair's total and place, read as the report's
    columns), from the ``Result`` objects and from the columns a database gives; every line
    (with its working) and standing as Python objects, what a page reads; the lazy path
    (totals and places); the line-by-line path once; the peer; and how the figures agree."""
    rules = rules_named("wbf")
    tag = method.replace("-", "_")

    def score():
        return score_imp_pairs(results, method=method, rules=rules)

    named, names = _named_columns(results)

    def from_columns():
        return score_imp_columns(named, names, method=method, rules=rules)

    work = {
        f"{tag}_ours_columns_figures": lambda: _figures(from_columns()),
        f"{tag}_ours_figures": lambda: _figures(score()),
        f"{tag}_ours_objects_read": lambda: _read_all(score()),
        f"{tag}_ours_lazy_standings": lambda: len(score().standings),
        f"{tag}_ours_columns_lazy_standings": lambda: len(from_columns().standings),
    }
    # The peer's cross-IMPs compare every pair of results (quadratic): one run a round.
    peer_repeats = repeats if method == "butler" else 1
    times, peer = _beside_peer(work, results, method, repeats, peer_repeats)
    figures = {f"{k}_cpu_ms": round(v * 1000, 1) for k, v in times["cpu"].items()}
    start = time.process_time()
    lines = score_imp_lines(results, method=method, rules=rules)
    figures[f"{tag}_line_by_line_once_cpu_ms"] = round((time.process_time() - start) * 1000, 1)
    report = score()
    figures[f"{tag}_columns_equal_line_by_line"] = report == lines
    figures[f"{tag}_from_columns_equal_ours"] = from_columns().standings == report.standings
    figures[f"{tag}_figures_equal_objects"] = _figures_equal_objects(report, "ns", "ew")
    figures[f"{tag}_columns_figures_equal_objects"] = _figures_equal_objects(
        from_columns(), "ns", "ew"
    )
    if isinstance(peer, str):
        figures[f"{tag}_peer_bridge_scorer"] = peer
        return figures
    figures[f"{tag}_peer_cpu_ms"] = round(peer["cpu_ms"], 1)
    figures[f"{tag}_peer_ms"] = round(peer["ms"], 1)
    for name in work:
        figures[f"{name}_to_peer_cpu"] = round(times["cpu"][name] * 1000 / peer["cpu_ms"], 2)
    ours = {s.entrant: s.total for s in report.standings}
    columns = report.figures
    if method == "cross-imps":
        # The peer adds floats: equal to our exact figures to a millionth of an IMP.
        exact = [columns.line(i) for i in range(len(results))]
        figures[f"{tag}_peer_lines_agree"] = all(
            abs(float(n) - pn) < 1e-6 and abs(float(e) - pe) < 1e-6
            for (n, e), pn, pe in zip(exact, peer["ns"], peer["ew"], strict=True)
        )
        figures[f"{tag}_peer_totals_agree"] = ours.keys() == peer["totals"].keys() and all(
            abs(float(ours[w]) - peer["totals"][w]) < 1e-6 for w in ours
        )
        # Adding floats splits some exact ties: a place differs only where ours is shared.
        shared = {s.entrant for s in report.standings if s.placing and s.placing.tied}
        differ = [w for w, place in _places(report).items() if place != peer["places"][w]]
        figures[f"{tag}_peer_places_differ"] = len(differ)
        figures[f"{tag}_peer_places_differ_only_at_exact_ties"] = set(differ) <= shared
        return figures
    # The peer's datum is its own rule (ceil((n - 10) / 15) + 1 results left out at each end
    # from four results, then Math.round), not a body's: its datums and ours differ.  Its
    # totals are checked against our IMP scale on its datums, and the datums compared; on
    # the boards whose datums are equal every line's IMPs must be equal.
    datums = {int(k): v for k, v in peer["datums"].items()}
    same = {tray for tray, d in datums.items() if report.datums[(tray, "")][0] == d}
    figures[f"{tag}_datums_equal_peer"] = len(same)
    figures[f"{tag}_boards"] = len(datums)
    on_same = [i for i, r in enumerate(results) if r.tray in same]
    figures[f"{tag}_peer_lines_agree_where_datums_equal"] = bool(on_same) and all(
        (columns.ns[i], columns.ew[i]) == (peer["ns"][i], peer["ew"][i]) for i in on_same
    )
    on_peer_datums: dict[str, int] = {}
    for r in results:
        won = imps(r.score - datums[r.tray])
        on_peer_datums[r.ns] = on_peer_datums.get(r.ns, 0) + won
        on_peer_datums[r.ew] = on_peer_datums.get(r.ew, 0) - won
    figures[f"{tag}_peer_totals_agree_on_its_datums"] = on_peer_datums == peer["totals"]
    return figures


def time_peer(pairs: int = 5000, repeats: int = 5) -> dict:
    """Ours beside bridge-scorer on the same 60,000 results (medians of ``repeats`` runs a
    round, then of ``ROUNDS`` rounds):
    match points, Butler and cross-IMPs, like for like and lazily; with the agreement of the
    figures."""
    results = build(pairs)
    figures = _matchpoints_beside_peer(results, repeats)
    for method in ("butler", "cross-imps"):
        figures.update(_imp_pairs_beside_peer(results, method, repeats))
    return figures


def whist_field(pairs: int, trays: int, seed: int = 2026) -> tuple[list[Result], dict]:
    """Seeded whist tricks (0 to 13): table t has NS pair t and EW pair t + tables, two fields."""
    rng = random.Random(seed)
    tables = pairs // 2
    results = [
        Result(tray, str(t), str(t + tables), rng.randint(3, 10))
        for tray in range(1, trays + 1)
        for t in range(1, tables + 1)
    ]
    fields = {str(t): "NS" if t <= tables else "EW" for t in range(1, pairs + 1)}
    return results, fields


def time_tricks(repeats: int = 5) -> dict:
    """CPU milliseconds (best of ``repeats``, run in turn) of trick totals against the average
    by the exact-fraction path and as columns (``tricks.plain_trick_totals``), at 40 tables (80 pairs,
    26 trays) and on 5,000 pairs x 24 trays; and whether the two reports are equal."""
    fields_of = {"40_tables": whist_field(80, 26), "5000_pairs": whist_field(5000, 24)}
    as_columns = tricks.plain_trick_totals

    def exact(results, fields):
        tricks.plain_trick_totals = lambda *args: None
        try:
            return score_trick_totals(results, fields=fields)
        finally:
            tricks.plain_trick_totals = as_columns

    work = {}
    for size, (results, fields) in fields_of.items():
        work[f"tricks_{size}_exact"] = lambda r=results, f=fields: exact(r, f)
        work[f"tricks_{size}_columns"] = lambda r=results, f=fields: score_trick_totals(r, fields=f)
        work[f"tricks_{size}_columns_read"] = lambda r=results, f=fields: len(
            score_trick_totals(r, fields=f).lines
        )
    cpu = dict.fromkeys(work, float("inf"))
    for _ in range(repeats):
        for name, job in work.items():
            start = time.process_time()
            job()
            cpu[name] = min(cpu[name], time.process_time() - start)
    figures = {f"{k}_cpu_ms": round(v * 1000, 1) for k, v in cpu.items()}
    for size, (results, fields) in fields_of.items():
        figures[f"tricks_{size}_exact_to_columns"] = round(
            cpu[f"tricks_{size}_exact"] / cpu[f"tricks_{size}_columns"], 1
        )
        figures[f"tricks_{size}_equal"] = score_trick_totals(results, fields=fields) == exact(
            results, fields
        )
    return figures


def run() -> dict:
    """Seconds for 5,000 and 10,000 pairs on 24 trays and their ratio; match points, Butler
    and cross-IMPs beside the peer; IMP pairs on one board of 1,000 and 5,000 results; the
    command's methods on 5,000 results."""
    times = time_scoring()
    figures = {}
    for pairs in (5000, 10000):
        figures[f"pairs_{pairs}_results"] = pairs // 2 * TRAYS
        figures[f"pairs_{pairs}_seconds"] = round(times["wall"][pairs], 4)
        figures[f"pairs_{pairs}_cpu_seconds"] = round(times["cpu"][pairs], 4)
    figures["ratio_10000_to_5000_cpu"] = round(times["cpu"][10000] / times["cpu"][5000], 3)
    figures["field_5000_pairs_x_24_boards_ms"] = round(times["wall"][5000] * 1000, 1)
    figures.update(time_peer())
    figures.update(time_tricks())
    figures.update(time_imps())
    figures.update(time_imp_running())
    figures.update(time_command())
    return figures


if __name__ == "__main__":
    figures = time_imp_running() if sys.argv[1:] == ["imp-running"] else run()
    for key, value in figures.items():
        print(f"{key:24} {value}")
