"""Write docs/MOVEMENTS.md: every family and size the catalogue generates, with its rounds,
trays, balance and the published movement of the same shape it is compared with.

Run: ``python tools/movements_table.py [--out docs/MOVEMENTS.md]``.  The published figures are
recomputed from the movements in ``../shared/reference/movements`` when that folder is present
(the same files the reference tests read); without it the column stays empty.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from movements.catalogue import catalogue, generate  # noqa: E402
from movements.check import check  # noqa: E402
from movements.io import from_csv  # noqa: E402
from movements.types import Family  # noqa: E402

REFERENCE = ROOT.parent / "shared" / "reference" / "movements"
HEAD = (
    "| kind | size | options | rounds | trays a round | trays | SD a tray | flag | published |\n"
    "|---|---|---|---|---|---|---|---|---|"
)


Shape = tuple[str, int, int, int, bool, bool]


def shape(m) -> Shape | None:
    """(kind, pairs, tables, rounds, one winner, sets shared) a published movement is compared
    under (Howells and Mitchells); None for other kinds."""
    labels = m.entrants
    if m.teams or any(s.players for s in m.seatings()):
        return None
    shared = any(r.shared_sets for r in m.rounds)
    if all(e.isdigit() for e in labels) and m.one_winner:
        return "howell", len(labels), m.tables, m.round_count, True, False
    if all(e[-2:] in ("NS", "EW") or e[:2] in ("NS", "EW") for e in labels):
        return "mitchell", len(labels), m.tables, m.round_count, m.one_winner, shared
    return None


def published() -> dict[Shape, tuple[float, str]]:
    """The best published SD a tray for each shape, with its file."""
    best: dict[Shape, tuple[float, str]] = {}
    for path in sorted(REFERENCE.glob("*/*.csv")) if REFERENCE.is_dir() else ():
        try:
            m = from_csv(path.read_text())
        except ValueError:
            continue
        key, rep = shape(m), check(m)
        if key is None or rep.balance is None:
            continue
        trays = max(len(m.trays_at(s)) for s in m.seatings() if m.trays_at(s))
        figure = (rep.balance.sd / trays, f"{path.parent.name}/{path.name}")
        best[key] = min(best.get(key, figure), figure)
    return best


def individual_flag(rep) -> str:
    """What an individual promises: partners and opponents, and how the sit-outs fall."""
    part = {x for i, row in enumerate(rep.partners) for j, x in enumerate(row) if i != j}
    opp = {x for i, row in enumerate(rep.opponents) for j, x in enumerate(row) if i != j}
    if part == {1} and opp == {2}:
        return "partners once, opponents twice"
    out = {len(s) for s in rep.sit_outs}
    idle = f"sits out {min(out)}" + (f"-{max(out)}" if max(out) > min(out) else "")
    return f"partners at most {max(part)}, opponents at most {max(opp)}; {idle}"


def flag(rep) -> str:
    """The balance flag; for individuals what they promise (not for a progressive party, whose
    later rounds follow the results)."""
    individual = rep.form == "individuals" and rep.partners is not None
    if individual and rep.movement.family is not Family.PROGRESSIVE:
        return individual_flag(rep)
    names = (
        ("perfectly_balanced", "balanced"),
        ("perfect_balance_impossible", "balance impossible"),
        ("unbalanced_although_balanced_exists", "balanced one known"),
        ("no_balanced_one_known", "none known"),
    )
    return next((text for attr, text in names if getattr(rep, attr, False)), "")


def rows() -> list[str]:
    theirs = published()
    out = []
    for item in catalogue():
        m = generate(item.kind, item.size, **dict(item.options))
        rep = check(m, balance=len(m.entrants) <= 80)
        b = m.boards_per_round
        sd = f"{rep.balance.sd / b:.3f}" if rep.balance is not None else ""
        key = shape(m)
        pub = theirs.get(key) if key is not None and key[0] == item.kind else None
        opts = ", ".join(f"{k}={v}" for k, v in item.options) or ""
        cited = f"{pub[0]:.3f} ({pub[1]})" if pub else ""
        trays = len({t for s in m.seatings() for t in m.trays_at(s)})
        out.append(
            f"| {item.kind} | {item.size} | {opts} | {m.round_count} | {b} | {trays} | {sd} "
            f"| {flag(rep)} | {cited} |"
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "docs" / "MOVEMENTS.md"))
    args = ap.parse_args()
    text = "\n".join(
        [
            "# Movements",
            "",
            "Every movement the catalogue generates (`movement --list`), at its default trays a",
            "round: rounds, trays, the competition SD a tray (0 is perfect balance; within the",
            "fields a ranking is made in), the balance flag `movement --check` prints (for",
            "individuals: how often two players partner and oppose, and how often each sits",
            "out), and the",
            "best published movement of the same kind, size, rounds, winners and sharing found in",
            "the project's reference files, its SD a tray recomputed the same way.",
            "",
            "Generated by `tools/movements_table.py`; do not edit by hand.",
            "",
            HEAD,
            *rows(),
            "",
        ]
    )
    Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
