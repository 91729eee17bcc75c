"""Text for people: the round-by-round chart and the checker's report, as the command prints."""

from __future__ import annotations

from typing import Any

from movements.io.csv_write import boards_cell
from movements.stands import stand_lines, stand_summary
from movements.types import Family, Movement


def to_text(movement: Movement) -> str:
    """A round-by-round chart a director can read at the table."""
    m = movement
    sets = {ts.number: ts for ts in m.tray_sets}
    winners = "one winner" if m.one_winner else "two winners (North-South and East-West)"
    if m.family is Family.SOCIAL:  # the prizes of Mitchell's social game go by seat
        two = m.option("winners") == "two"
        winners = "the best lady and gentleman" if two else "four winners, one a seat"
    lines = [
        f"{m.name}  [{m.family.value}]",
        f"{m.tables} tables, {m.round_count} rounds, {m.boards_per_round} boards a round, "
        f"{_sets(m)} ({m.total_trays} boards); {winners}",
    ]
    if m.stationary:
        lines.append(f"Stationary: {' '.join(m.stationary)}")
    lines.extend(stand_summary(m))
    if m.description:
        lines.append(str(m.description))
    individual = any(s.players is not None for s in m.seatings())
    head = ("North", "East", "South", "West") if individual else ("N-S", "E-W")
    width = max([len(e) for e in m.entrants] + [5])
    for r in m.rounds:
        flags = [
            f for f, on in (("skip first", r.skip_before), ("arrow switch", r.arrow_switched)) if on
        ]
        title = f"Round {r.number}" + (f" ({', '.join(flags)})" if flags else "")
        lines += ["", title + (f": {r.note}" if r.note else "")]
        lines.append("  Table  " + "".join(h.ljust(width + 2) for h in head) + "Boards")
        for s in r.seatings:
            who = s.players if s.players is not None else (s.ns or "-", s.ew or "-")
            boards = boards_cell(m, s, sets) if s.tray_set is not None else "sits out"
            if s.tray_set in r.shared_sets:
                boards += "  (shared)"
            lines.append(f"  {s.table:>5}  " + "".join(w.ljust(width + 2) for w in who) + boards)
        lines.extend(f"  {line}" for line in stand_lines(m, r.number))
    return "\n".join(lines) + "\n"


def _sets(m: Movement) -> str:
    """ "13 sets of 2", or "sets: 10 of 2 and 5 of 1" where sets differ in size."""
    sizes: dict[int, int] = {}
    for ts in m.tray_sets:
        sizes[len(ts.trays)] = sizes.get(len(ts.trays), 0) + 1
    if len(sizes) == 1:
        ((size, count),) = sizes.items()
        return f"{count} sets of {size}"
    return "sets: " + " and ".join(f"{c} of {n}" for n, c in sorted(sizes.items(), reverse=True))


def report_text(summary: dict[str, Any]) -> str:
    """The checker's summary as lines for the command line."""
    s = summary
    lines = [
        f"Check: {'valid' if s['ok'] else 'NOT VALID'} ({s['name']})",
        f"  rounds {s['rounds']}, tables {s['tables']}, sets {s['sets']}, "
        f"boards per round {s['boards_per_round']}, boards {s['total_trays']}",
        f"  boards each entrant plays: {s['trays_per_entrant']['min']} to "
        f"{s['trays_per_entrant']['max']} of {s['trays_in_play']} in play",
        f"  winners: {s['winners']}; repeated meetings: {s['repeats']}; "
        f"pairs never meeting: {s['never_met']}",
    ]
    for key in ("skip_rounds", "arrow_switched_rounds", "shared_tables"):
        if s[key]:
            lines.append(f"  {key.replace('_', ' ')}: {s[key]}")
    if s["sit_outs"]:
        lines.append(f"  sit-outs: {sum(len(v) for v in s['sit_outs'].values())} entrant-rounds")
    bal = s.get("balance")
    if bal:
        one = bal["one_field"]
        lines.append(
            f"  balance: competition SD {bal['sd']}, {bal['sd_per_tray']} a tray of a round "
            f"(as one field: mean {one['mean']}, SD {one['sd']}, min {one['min']}, "
            f"max {one['max']})"
        )
    for key in ("partners", "opponents"):
        if key in s:
            lines.append(f"  {key}: {s[key]['min']} to {s[key]['max']} times")
    for flag, on in s["flags"].items():
        if on:
            lines.append(f"  flag: {flag.replace('_', ' ')}")
    lines += [f"  VIOLATION: {v}" for v in s["violations"]]
    lines += [f"  note: {w}" for w in s["warnings"]]
    return "\n".join(lines) + "\n"
