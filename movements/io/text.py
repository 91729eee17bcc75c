"""Text for people: the round-by-round chart and the checker's report, as the command prints."""

from __future__ import annotations

from typing import Any

from movements.io.csv_write import boards_cell
from movements.stands import stand_lines, stand_summary
from movements.types import Family, Movement
from movements.words import joined
from said import Said, SaidCount


def to_text(movement: Movement) -> str:
    """A round-by-round chart a director can read at the table, in the active language."""
    m = movement
    sets = {ts.number: ts for ts in m.tray_sets}
    winners = (
        Said("one winner") if m.one_winner else Said("two winners (North-South and East-West)")
    )
    if m.family is Family.SOCIAL:  # the prizes of Mitchell's social game go by seat
        two = m.option("winners") == "two"
        winners = Said("the best lady and gentleman") if two else Said("four winners, one a seat")
    size = Said(
        "%(tables)s, %(rounds)s, %(boards)s, %(sets)s (%(total)s); %(winners)s",
        tables=SaidCount("%(n)s table", "%(n)s tables", m.tables, n=m.tables),
        rounds=SaidCount("%(n)s round", "%(n)s rounds", m.round_count, n=m.round_count),
        boards=SaidCount(
            "%(n)s board a round", "%(n)s boards a round", m.boards_per_round, n=m.boards_per_round
        ),
        sets=_sets(m),
        total=SaidCount("%(n)s board", "%(n)s boards", m.total_trays, n=m.total_trays),
        winners=winners,
    )
    lines = [f"{m.name}  [{m.family.value}]", str(size)]
    if m.stationary:
        lines.append(str(Said("Stationary: %(entrants)s", entrants=" ".join(m.stationary))))
    lines.extend(str(line) for line in stand_summary(m))
    if m.description:
        lines.append(str(m.description))
    individual = any(s.players is not None for s in m.seatings())
    head = (
        (Said("North"), Said("East"), Said("South"), Said("West"))
        if individual
        else (Said("N-S"), Said("E-W"))
    )
    heads = [str(h) for h in head]
    width = max([len(e) for e in m.entrants] + [len(h) for h in heads] + [5])
    table, boards_head = str(Said("Table")), str(Said("Boards"))
    column = max(5, len(table))
    for r in m.rounds:
        flags = [
            f
            for f, on in (
                (Said("skip first"), r.skip_before),
                (Said("arrow switch"), r.arrow_switched),
            )
            if on
        ]
        if flags:
            title = Said("Round %(number)s (%(flags)s)", number=r.number, flags=joined(flags, ", "))
        else:
            title = Said("Round %(number)s", number=r.number)
        if r.note:
            title = Said("%(title)s: %(note)s", title=title, note=r.note)
        lines += ["", str(title)]
        lines.append(
            "  "
            + table.rjust(column)
            + "  "
            + "".join(h.ljust(width + 2) for h in heads)
            + boards_head
        )
        for s in r.seatings:
            who = s.players if s.players is not None else (s.ns or "-", s.ew or "-")
            if s.tray_set is None:
                boards = str(Said("sits out"))
            else:
                boards = boards_cell(m, s, sets)
            if s.tray_set in r.shared_sets:
                boards = str(Said("%(boards)s  (shared)", boards=boards))
            lines.append(
                f"  {s.table:>{column}}  " + "".join(w.ljust(width + 2) for w in who) + boards
            )
        lines.extend(f"  {line}" for line in stand_lines(m, r.number))
    return "\n".join(lines) + "\n"


def _sets(m: Movement) -> Said:
    """ "13 sets of 2", or "sets: 10 of 2 and 5 of 1" where sets differ in size."""
    sizes: dict[int, int] = {}
    for ts in m.tray_sets:
        sizes[len(ts.trays)] = sizes.get(len(ts.trays), 0) + 1
    if len(sizes) == 1:
        ((size, count),) = sizes.items()
        return SaidCount(
            "%(count)s set of %(size)s", "%(count)s sets of %(size)s", count, count=count, size=size
        )
    each = [
        Said("%(count)s of %(size)s", count=c, size=n)
        for n, c in sorted(sizes.items(), reverse=True)
    ]
    return Said("sets: %(sizes)s", sizes=joined(each, Said(" and ")))


FLAGS = {
    "perfectly_balanced": Said("perfectly balanced"),
    "perfect_balance_impossible": Said("perfect balance impossible"),
    "unbalanced_although_balanced_exists": Said("unbalanced although a balanced one exists"),
    "no_balanced_one_known": Said("no balanced one known"),
}


def report_text(summary: dict[str, Any]) -> str:
    """The checker's summary as lines for the command line, in the active language."""
    s = summary
    if s["ok"]:
        check = Said("Check: valid (%(name)s)", name=s["name"])
    else:
        check = Said("Check: NOT VALID (%(name)s)", name=s["name"])
    said: list[Said] = [
        check,
        Said(
            "  rounds %(rounds)s, tables %(tables)s, sets %(sets)s, boards per round %(per_round)s,"
            " boards %(total)s",
            rounds=s["rounds"],
            tables=s["tables"],
            sets=s["sets"],
            per_round=s["boards_per_round"],
            total=s["total_trays"],
        ),
        Said(
            "  boards each entrant plays: %(least)s to %(most)s of %(in_play)s in play",
            least=s["trays_per_entrant"]["min"],
            most=s["trays_per_entrant"]["max"],
            in_play=s["trays_in_play"],
        ),
        Said(
            "  winners: %(winners)s; repeated meetings: %(repeats)s; pairs never meeting:"
            " %(never)s",
            winners=s["winners"],
            repeats=s["repeats"],
            never=s["never_met"],
        ),
    ]
    if s["skip_rounds"]:
        said.append(Said("  skip rounds: %(numbers)s", numbers=s["skip_rounds"]))
    if s["arrow_switched_rounds"]:
        said.append(
            Said("  arrow switched rounds: %(numbers)s", numbers=s["arrow_switched_rounds"])
        )
    if s["shared_tables"]:
        said.append(Said("  shared tables: %(numbers)s", numbers=s["shared_tables"]))
    if s["sit_outs"]:
        times = sum(len(v) for v in s["sit_outs"].values())
        said.append(
            SaidCount(
                "  sit-outs: %(count)s time an entrant sits out a round",
                "  sit-outs: %(count)s times an entrant sits out a round",
                times,
                count=times,
            )
        )
    bal = s.get("balance")
    if bal:
        one = bal["one_field"]
        said.append(
            Said(
                "  balance: competition SD %(sd)s, %(per_tray)s a tray of a round (as one field:"
                " mean %(mean)s, SD %(one_sd)s, min %(least)s, max %(most)s)",
                sd=bal["sd"],
                per_tray=bal["sd_per_tray"],
                mean=one["mean"],
                one_sd=one["sd"],
                least=one["min"],
                most=one["max"],
            )
        )
    if "partners" in s:
        said.append(
            Said(
                "  partners: %(least)s to %(most)s times",
                least=s["partners"]["min"],
                most=s["partners"]["max"],
            )
        )
    if "opponents" in s:
        said.append(
            Said(
                "  opponents: %(least)s to %(most)s times",
                least=s["opponents"]["min"],
                most=s["opponents"]["max"],
            )
        )
    for flag, on in s["flags"].items():
        if on:
            said.append(Said("  flag: %(flag)s", flag=FLAGS.get(flag, flag)))
    said += [Said("  VIOLATION: %(violation)s", violation=v) for v in s["violations"]]
    said += [Said("  note: %(note)s", note=w) for w in s["warnings"]]
    return "\n".join(str(x) for x in said) + "\n"
