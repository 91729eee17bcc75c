"""The movement checker: hard validity, meetings, tray coverage and balance.

A director trusts a movement when nobody plays a tray twice, nobody meets the wrong opponent
and the comparisons are fair.  ``check`` proves the first two (every breach becomes a
readable line in ``violations``) and measures the third (``balance``).  Trays, not sets, are
the unit: a round may split a set (``Seating.trays``), and sharing is a tray at two tables.
"""

from __future__ import annotations

from typing import Any

from movements.balance import (
    Balance,
    balance_impossible,
    balanced_howell_known,
    competition,
    individual_matrices,
)
from movements.check_report import CheckReport
from movements.check_scan import GridScan
from movements.pair_matches import fillers
from movements.types import Family, Movement
from said import Said


def _complete_rounds(pairs: int) -> int:
    return pairs - 1 if pairs % 2 == 0 else pairs


def check(movement: Movement, *, min_fraction: float = 0.7, balance: bool = True) -> CheckReport:
    """Check a movement; see the module docstring and ``CheckReport``.

    ``balance=False`` skips the comparison statistics (validity only), for bulk checks."""
    sc = GridScan(movement)
    sc.sets()
    sc.rounds()
    n, names = sc.n, movement.entrants
    for (i, tray), rounds in sc.replays.items():
        if len(rounds) > 1 and not (movement.overplayed and len(rounds) == 2):
            sc.v.append(
                Said(
                    "%(label)s plays tray %(tray)s more than once (rounds %(rounds)s)",
                    label=names[i],
                    tray=tray,
                    rounds=", ".join(map(str, rounds)),
                )
            )
    form = "individuals" if sc.individual else ("teams" if movement.teams else "pairs")
    flat, repeats = _meetings(sc, form)
    never = 0 if form == "individuals" else n * (n - 1) // 2 - len(sc.met)
    in_play = sum(1 for c in sc.tray_count.values() if c)
    by_share = form != "teams" and not movement.scored_by_matches
    _coverage(sc, movement, in_play, min_fraction if by_share else 0.0)
    report: dict[str, Any] = {}
    if form == "individuals":
        report["partners"], report["opponents"] = individual_matrices(n, sc.quads)
    elif form == "pairs" and sc.plays_of_tray and balance:
        report["balance"] = competition(names, sc.plays_of_tray.values())
    complete = form == "pairs" and n >= 4 and not repeats and not never and bool(sc.met)
    if movement.family is Family.HOWELL and not complete:
        if movement.round_count == _complete_rounds(n) and never:
            sc.v.append(
                Said("complete Howell, but %(never)s pairs of pairs never meet", never=never)
            )
    if complete and report.get("balance") is not None:
        report.update(_howell_flags(movement, report["balance"], bool(sc.shared)))
    if form != "individuals" and report.get("balance") is not None:
        fields = len(report["balance"].fields)
        if movement.one_winner and fields > 1 and not movement.drawn_as_played:
            sc.w.append(
                Said("declared one winner, but the fields are never compared with each other")
            )
    return CheckReport(
        movement=movement,
        form=form,
        violations=sc.v,
        warnings=sc.w,
        entrants=names,
        repeats=repeats,
        never_met_count=never,
        meeting_flat=tuple(flat),
        tray_plays=tuple(sorted((t, sc.tray_count.get(t, 0)) for t in sc.tray_set)),
        trays_in_play=in_play,
        trays_per_entrant=tuple(sc.trays_per_entrant),
        sit_outs=tuple(tuple(s) for s in sc.sit_outs),
        shared=tuple(sc.shared),
        min_fraction=min_fraction,
        complete_howell=complete,
        **report,
    )


def _howell_flags(movement: Movement, bal: Balance, shared: bool) -> dict[str, bool]:
    """What theory and the known constructions say of a complete Howell's balance: each flag
    is exactly one of perfectly balanced, impossible to balance, balanced one known (this one
    is not), or no balanced one known."""
    n = len(movement.entrants)
    whole = all(s.trays is None for s in movement.seatings())
    balanced = bal.stats.sd < 1e-9
    # The theory and constructions are of Howells whose sets travel; of copies (a barometer,
    # a Swiss: every table on the same trays) nothing is known either way.
    travel = not movement.copies
    impossible = travel and not balanced and balance_impossible(n, whole_sets=whole, shared=shared)
    known = (
        travel
        and not balanced
        and not impossible
        and balanced_howell_known(n, movement.boards_per_round)
    )
    return {
        "perfectly_balanced": balanced,
        "perfect_balance_impossible": impossible,
        "unbalanced_although_balanced_exists": known,
        "no_balanced_one_known": not (balanced or impossible or known),
    }


def _meetings(
    sc: GridScan, form: str
) -> tuple[list[int], tuple[tuple[str, str, tuple[int, ...]], ...]]:
    """Meeting counts, counting consecutive rounds at one table against the same opponents
    (a round in halves) as one meeting; for teams, consecutive rounds at any table (a match
    played over several rounds, the fours changing places)."""
    n, names = sc.n, sc.m.entrants
    flat = [0] * (n * n)
    repeats = []
    filled = fillers(sc.m)  # chairs only filled in (the six pairs' final): no meeting
    for (a, b), where in sc.met.items():
        where = [w for w in where if w not in filled] or where
        stints = 1
        for (r0, t0), (r1, t1) in zip(where, where[1:], strict=False):
            if r1 != r0 + 1 or (t1 != t0 and form != "teams"):
                stints += 1
        if sc.m.drawn_as_played:  # a Swiss: each match its own meeting, whatever the tables
            step = 2 if form == "teams" else 1
            stints = len({(r - 1) // step for r, _ in where})
        flat[a * n + b] = stints
        if stints == 2 and sc.m.overplayed:  # mnemonic duplicate: the replay meets again
            stints = 1
        if stints > 1:
            repeats.append((names[a], names[b], tuple(r for r, _ in where)))
            if form != "individuals":
                sc.v.append(
                    Said(
                        "%(label)s meets %(other)s more than once (rounds %(rounds)s)",
                        label=names[a],
                        other=names[b],
                        rounds=", ".join(str(r) for r, _ in where),
                    )
                )
    if form == "teams":
        team_of = {p: t.label for t in sc.m.teams for p in t.pairs}
        for a, b in sc.met:
            ta, tb = team_of.get(names[a]), team_of.get(names[b])
            if ta is not None and ta == tb:
                rounds = ", ".join(str(r) for r, _ in sc.met[(a, b)])
                sc.w.append(
                    Said(
                        "%(label)s plays its own team-mates %(other)s (round %(rounds)s)",
                        label=names[a],
                        other=names[b],
                        rounds=rounds,
                    )
                )
    return flat, tuple(repeats)


def _coverage(sc: GridScan, movement: Movement, in_play: int, min_fraction: float) -> None:
    if movement.drawn_as_played:
        return
    for tray, number in sorted(sc.tray_set.items()):
        if not sc.tray_count.get(tray):
            sc.w.append(Said("tray %(tray)s (set %(set)s) is never played", tray=tray, set=number))
    for i, label in enumerate(movement.entrants):
        played = sc.trays_per_entrant[i]
        if not played and (in_play or len(sc.sit_outs[i]) == movement.round_count):
            sc.v.append(Said("%(label)s never plays", label=label))
        elif in_play and played < min_fraction * in_play - 1e-9:
            sc.v.append(
                Said(
                    "%(label)s plays %(played)s of %(in_play)s trays in play (%(share)s%%), "
                    "below the %(rule)s%% rule",
                    label=label,
                    played=played,
                    in_play=in_play,
                    share=f"{100 * played / in_play:.0f}",
                    rule=f"{100 * min_fraction:.0f}",
                )
            )
    counts = set(sc.trays_per_entrant)
    if len(counts) > 1 and not movement.scored_by_matches:  # matches are never factored
        sc.w.append(
            Said(
                "entrants play different numbers of trays (%(fewest)s to %(most)s): scores "
                "must be factored",
                fewest=min(counts),
                most=max(counts),
            )
        )
