"""Time the full set of papers for a 30-table Mitchell event with names.

Run: python bench/bench_printing.py  (prints seconds and pages per paper, and the total)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.mitchell import mitchell  # noqa: E402
from tournaments.printing.build import (  # noqa: E402
    guide_cards,
    score_cards,
    table_cards,
    travellers,
    tray_labels,
)
from tournaments.printing.data import EventInfo, ResultsSheet, TextTable  # noqa: E402
from tournaments.printing.render import render  # noqa: E402

TABLES = 30


def _results(movement, slips) -> ResultsSheet:
    """A results sheet of the event's size: every entrant ranked, every traveller filled."""
    rows = tuple(
        (str(i + 1), e, f"Player {i} A & Player {i} B", f"{60 - i * 0.7:.1f}%")
        for i, e in enumerate(movement.entrants)
    )
    standings = (TextTable("Standings", ("Place", "Pair", "Names", "Score"), rows),)
    trav = tuple(
        TextTable(
            f"Tray {s.tray}",
            ("Table", "NS", "EW", "NS tricks", "EW tricks", "NS mp", "EW mp"),
            tuple((str(r.table), r.ns, r.ew, "7", "6", "10", "18") for r in s.rows),
        )
        for s in slips
    )
    return ResultsSheet(standings, trav)


def run(tables: int = TABLES) -> dict[str, float]:
    """Seconds per paper (build + render) and their total."""
    event = EventInfo("Bench Pairs", "1 January 1910", "The Club")
    times: dict[str, float] = {}
    pages: dict[str, int] = {}
    start = time.perf_counter()
    m = mitchell(tables, variant="relay", arrow_switch_rounds=1)
    names = {e: f"Player {e} A & Player {e} B" for e in m.entrants}
    urls = {t: f"https://club.example/e/bench/t/{t}" for t in range(1, tables + 1)}
    labels = tray_labels(m, "whist")
    slips = travellers(m, labels)
    jobs = {
        "table-cards": lambda: table_cards(m, names=names, entry_urls=urls),
        "guide-cards": lambda: guide_cards(m, names),
        "tray-labels": lambda: labels,
        "travellers": lambda: slips,
        "score-cards": lambda: score_cards(m, names),
        "results": lambda: _results(m, slips),
    }
    for kind, build in jobs.items():
        t0 = time.perf_counter()
        pdf = render(kind, event, build())
        times[kind] = time.perf_counter() - t0
        pages[kind] = pdf.count(b"/Type /Page\n") or pdf.count(b"/Type /Page")
    times["total"] = time.perf_counter() - start
    for kind, sec in times.items():
        extra = f"  ({pages[kind]} pages)" if kind in pages else ""
        print(f"{kind:12s} {sec:6.2f} s{extra}")
    return times


if __name__ == "__main__":
    run()
