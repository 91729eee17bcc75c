"""What the checker found: the report a director, the command and the set-up page read.

``CheckReport`` holds the findings; ``summary()`` turns them into the plain dict the
movement's web page and the ``movement --check`` report print.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from movements.balance import Balance, Matrix
from movements.types import Movement
from said import Said


@dataclass(frozen=True)
class CheckReport:
    """What the checker found.  ``violations`` is empty exactly when the movement is valid."""

    movement: Movement = field(repr=False, compare=False)
    form: str  # "pairs", "teams" or "individuals"
    violations: list[str | Said]
    warnings: list[str | Said]
    entrants: tuple[str, ...]
    repeats: tuple[tuple[str, str, tuple[int, ...]], ...]
    tray_plays: tuple[tuple[int, int], ...]  # (tray, times played)
    trays_in_play: int
    trays_per_entrant: tuple[int, ...]
    sit_outs: tuple[tuple[int, ...], ...]  # rounds each entrant sits out
    shared: tuple[tuple[int, int, tuple[int, ...]], ...]  # (round, set, tables)
    min_fraction: float
    balance: Balance | None = None
    partners: Matrix | None = None
    opponents: Matrix | None = None
    complete_howell: bool = False
    perfectly_balanced: bool = False
    perfect_balance_impossible: bool = False
    unbalanced_although_balanced_exists: bool = False
    no_balanced_one_known: bool = False
    never_met_count: int = 0
    meeting_flat: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @cached_property
    def meetings(self) -> Matrix:
        """Pairs: separate meetings of every two entrants; individuals: rounds as opponents."""
        if self.opponents is not None:
            return self.opponents
        n, flat = len(self.entrants), self.meeting_flat
        return tuple(
            tuple(0 if i == j else flat[min(i, j) * n + max(i, j)] for j in range(n))
            for i in range(n)
        )

    @cached_property
    def never_met(self) -> tuple[tuple[str, str], ...]:
        """Pairs of pairs that never meet (none listed for individuals)."""
        if self.opponents is not None:
            return ()
        n, flat, names = len(self.entrants), self.meeting_flat, self.entrants
        return tuple(
            (names[i], names[j]) for i in range(n) for j in range(i + 1, n) if not flat[i * n + j]
        )

    @property
    def ok(self) -> bool:
        return not self.violations

    def fraction_played(self, entrant: str) -> float:
        if not self.trays_in_play:
            return 1.0
        return self.trays_per_entrant[self.entrants.index(entrant)] / self.trays_in_play

    def summary(self) -> dict[str, Any]:
        """A plain JSON-able dict for the movement's web page and the command's report."""
        return summarise(self)


def summarise(rep: CheckReport) -> dict[str, Any]:
    m = rep.movement
    switched = [
        r.number for r in m.rounds if r.arrow_switched or any(s.arrow_switched for s in r.seatings)
    ]
    share_groups = sorted({tables for _, _, tables in rep.shared})
    out: dict[str, Any] = {
        "name": str(m.name),
        "kind": m.family.value,
        "form": rep.form,
        "entrants": len(m.entrants),
        "rounds": m.round_count,
        "tables": m.tables,
        "sets": len(m.tray_sets),
        "boards_per_round": m.boards_per_round,
        "total_trays": m.total_trays,
        "trays_in_play": rep.trays_in_play,
        "trays_per_entrant": {
            "min": min(rep.trays_per_entrant, default=0),
            "max": max(rep.trays_per_entrant, default=0),
        },
        "stationary": list(m.stationary),
        "relay_stands": m.relay_stands,
        "resting_sets": {r.number: list(r.resting_sets) for r in m.rounds if r.resting_sets},
        "shared_tables": [list(g) for g in share_groups],
        "skip_rounds": [r.number for r in m.rounds if r.skip_before],
        "arrow_switched_rounds": switched,
        "one_winner": m.one_winner,
        "winners": 1 if m.one_winner else 2,
        "sit_outs": {e: list(r) for e, r in zip(rep.entrants, rep.sit_outs, strict=True) if r},
        "repeats": len(rep.repeats),
        "never_met": rep.never_met_count,
        "complete_howell": rep.complete_howell,
        "flags": {
            "perfectly_balanced": rep.perfectly_balanced,
            "perfect_balance_impossible": rep.perfect_balance_impossible,
            "unbalanced_although_balanced_exists": rep.unbalanced_although_balanced_exists,
            "no_balanced_one_known": rep.no_balanced_one_known,
        },
        "ok": rep.ok,
        "violations": [str(v) for v in rep.violations],
        "warnings": [str(w) for w in rep.warnings],
    }
    bal = rep.balance
    if bal is not None:
        out["balance"] = {
            "sd": round(bal.sd, 4),
            "sd_per_tray": round(bal.sd / max(m.boards_per_round, 1), 4),
            "one_field": bal.stats.as_dict(),
            "fields": [
                {"entrants": len(f), **st.as_dict()}
                for f, st in zip(bal.fields, bal.field_stats, strict=True)
            ],
        }
    if rep.partners is not None and rep.opponents is not None:
        n = len(rep.entrants)
        offd = [(i, j) for i in range(n) for j in range(i + 1, n)]
        out["partners"] = _spread([rep.partners[i][j] for i, j in offd])
        out["opponents"] = _spread([rep.opponents[i][j] for i, j in offd])
    return out


def _spread(values: list[int]) -> dict[str, int]:
    return {"min": min(values, default=0), "max": max(values, default=0)}
