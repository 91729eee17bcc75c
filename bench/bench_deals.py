"""Time the deals of a 36-board night: dealing them from a seed, their double-dummy analysis
(all 36 in DDS's batches, as the deals command and the site's background thread do, and one at
a time, as a deal typed by hand is analysed before its page answers), par, and the hand-record
PDF.

Run: python bench/bench_deals.py  (pure Python and DDS: no database)
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.trays import dealer, vulnerability  # noqa: E402
from tournaments.deals.analysis import par, tables  # noqa: E402
from tournaments.deals.dealing import generate  # noqa: E402
from tournaments.deals.text import Record, par_label  # noqa: E402
from tournaments.printing.data import EventInfo  # noqa: E402
from tournaments.printing.render import render  # noqa: E402

BOARDS = 36


def run(boards: int = BOARDS) -> dict[str, float]:
    start = time.perf_counter()
    made = [
        generate(2026, n, dealer(n, "bridge").value, longer_than=6) for n in range(1, boards + 1)
    ]
    dealt = time.perf_counter() - start

    start = time.perf_counter()
    solved = tables([m.deal for m in made])
    analysed = time.perf_counter() - start

    singles = []
    for m in made[:12]:
        one = time.perf_counter()
        tables([m.deal])
        singles.append(time.perf_counter() - one)

    start = time.perf_counter()
    records = []
    for n, (m, tricks) in enumerate(zip(made, solved, strict=True), start=1):
        found = par(tricks, dealer(n, "bridge").value, vulnerability(n).value)
        records.append(
            Record(n, dealer(n, "bridge").value, vulnerability(n).label, m.deal, tricks,
                   par_label(found.score, found.contracts))
        )  # fmt: skip
    pars = time.perf_counter() - start

    start = time.perf_counter()
    pdf = render("hand-records", EventInfo("Bench night", "20 November 2026"), records)
    printed = time.perf_counter() - start
    figures = {
        "deals": boards,
        "deal_from_seed_s": round(dealt, 3),
        "analyse_36_deals_s": round(analysed, 2),
        "analyse_one_deal_median_s": round(statistics.median(singles), 3),
        "analyse_one_deal_max_s": round(max(singles), 3),
        "par_36_deals_s": round(pars, 4),
        "hand_records_pdf_s": round(printed, 3),
        "hand_records_pdf_kib": len(pdf) // 1024,
    }
    return figures


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:28} {value}")
