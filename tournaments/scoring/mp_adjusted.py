"""Artificial scores and procedural penalties in match points, after the boards are compared.

An artificial score is a share of the board's full top (Law 12C2), never compared with the
real results (they are factored without it).  Under session rules a named average-plus is the
better of 60% and the pair's percentage on the boards it played with a result, average-minus
the worse of 40% and that percentage (WBFLC minutes 1998-08-30 #1, as the EBU's White Book
gives them), so the session figures are taken once every board's comparisons are in and
before any artificial score or penalty is added.  A procedural penalty (Law 90) comes off the
offending side's match points on the board and goes to nobody else.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from .adjustments import NAMES, Adjustment
from .explain import figure
from .mp_board import BoardRun
from .mp_types import MP, LineDetail, ScoredLine, normal

__all__ = ["score_artificial", "apply_penalties"]

SIDES = ("NS", "EW")


def score_artificial(run: BoardRun) -> None:
    """Every queued artificial line, at the share the rules give each side."""
    session: dict[str, Fraction | None] = {}
    if run.rules.averages == "session":
        for i, *_ in run.artificial:
            r = run.results[i]
            for who in (r.ns, r.ew):
                session.setdefault(who, run.acc.percentage(who))
    for i, top, n, full, _note in run.artificial:
        r = run.results[i]
        adj = r.adjustment
        figures, words = {}, {}
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            pct, words[side] = share(adj, side, session.get(who), run.rules.averages)
            figures[side] = normal(Fraction(top) * pct / 100)
            words[side] += f": {figure(pct)}% of the top {top} = {figure(figures[side])}"
        said = f"artificial score {adj.main_code()}: NS {figure(adj.ns_percent)}%, EW "
        said += f"{figure(adj.ew_percent)}% of top {top}"
        if adj.reason:
            said = f"{said} ({adj.reason})"
        detail = LineDetail(ns=words["NS"], ew=words["EW"])
        run.lines[i] = ScoredLine(
            r, figures["NS"], figures["EW"], top, None, None, (), n, full, said, None, detail
        )
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            run.acc.add(who, figures[side])
            run.acc.play(who, top)


def share(
    adj: Adjustment, side: str, session: Fraction | None, averages: str
) -> tuple[Fraction, str]:
    """The side's share of the top in percent, and the words that lead to it (the caller
    adds ": 60% of the top 10 = 6")."""
    named = adj.named(side)
    if not named:
        return Fraction(Decimal(adj.percent(side))), f"fixed share ({adj.main_code()})"
    word, fixed = NAMES[named]
    if named == "=" or averages != "session":
        return Fraction(fixed), word
    if session is None:
        return Fraction(fixed), f"{word} (no other board of the pair scored)"
    above = named == "+"
    if (session > fixed) if above else (session < fixed):
        where = "above" if above else "below"
        return session, f"{word}, the pair's session percentage ({where} {fixed}%)"
    where = "above" if above else "below"
    return Fraction(
        fixed
    ), f"{word} (the pair's session {figure(session)}% is not {where} {fixed}%)"


def apply_penalties(run: BoardRun) -> None:
    """Take each procedural penalty off its side's match points on the board."""
    for i, r in enumerate(run.results):
        adj = r.adjustment
        if adj is None or not adj.penalties:
            continue
        line = run.lines[i]
        taken = {side: penalty_points(adj, side, line.top) for side in SIDES}
        ns_mp = None if line.ns_mp is None else normal(Fraction(line.ns_mp) - taken["NS"][0])
        ew_mp = None if line.ew_mp is None else normal(Fraction(line.ew_mp) - taken["EW"][0])
        old = line.detail or LineDetail()
        detail = LineDetail(
            ns=old.ns,
            ew=old.ew,
            ns_penalty=taken["NS"][0],
            ew_penalty=taken["EW"][0],
        )
        run.lines[i] = line._replace(ns_mp=ns_mp, ew_mp=ew_mp, own_top=None, detail=detail)
        for side, who in zip(SIDES, (r.ns, r.ew), strict=True):
            if taken[side][0]:
                run.acc.add(who, -taken[side][0])


def penalty_points(adj: Adjustment, side: str, top: int) -> tuple[MP, str]:
    """The match points a side's procedural penalties take off, and the words for them."""
    total, said = Fraction(0), []
    for p in adj.penalty(side):
        if p.percent:
            points = Fraction(top) * p.amount / 100
            said.append(f"{figure(p.amount)}% of the top {top} = {figure(points)}")
        else:
            points = p.amount
            said.append(f"{figure(points)} match points")
        total += points
    return normal(total), "; ".join(said)
