"""A results file's own figures against the site's scoring of its travellers.

An event scored elsewhere is trusted only as far as its travellers: the site scores them again
(``figures``) and lists every figure that differs, each named by its element (a line's match
points or IMPs, a participant's total, percentage or place), so the director sees at once
whether the other program and this site agree, and where not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TypeVar

from said import Said
from tournaments.scoring.adjustments import Adjustment
from tournaments.scoring.individuals import IndividualResult
from tournaments.scoring.rules import DEFAULT_RULES, Rules
from tournaments.scoring.types import Result

from . import usebio_doc as doc
from .figures import Figures, individual_figures, pairs_figures
from .usebio_doc import Event, Line, Section, bare_place, sided_number
from .usebio_read import UsebioError, parse_score

__all__ = [
    "Difference",
    "pair_results",
    "individual_results",
    "differences",
    "rescored",
    "penalties_shown",
]


@dataclass(frozen=True)
class Difference:
    """One figure the file and the site disagree on."""

    where: str
    what: str | Said
    in_file: str | Said
    here: str | Said

    def __str__(self) -> str:
        return str(
            Said(
                "%(where)s: %(what)s %(in_file)s in the file, %(here)s here",
                where=self.where,
                what=self.what,
                in_file=self.in_file or NONE,
                here=self.here,
            )
        )


NONE = Said("(none)")
RESULT = Said("result")
A_RESULT = Said("a result")


Made = TypeVar("Made")
Score = int | None  # North-South's points; None for an artificial score
Ruling = Adjustment | None


def _results(section: Section, make: Callable[[int, Line, Score, Ruling], Made]) -> list[Made]:
    out = []
    for board in section.boards:
        for i, line in enumerate(board.lines, start=1):
            where = f"BOARD {board.number}/TRAVELLER_LINE {i}/SCORE"
            score, adjustment = parse_score(line.score, where)
            if score is None and adjustment is None:
                raise UsebioError(Said("%(where)s: the line has no score.", where=where))
            if line.penalty:
                ruled = f"{adjustment}; {line.penalty}" if adjustment else line.penalty
                adjustment = Adjustment.parse(ruled)
            out.append(make(board.number, line, score, adjustment))
    return out


def pair_results(section: Section, *, two_fields: bool = False) -> list[Result]:
    """The section's traveller lines as the scoring package's plain results; with
    ``two_fields`` (pairs known by number and direction, where North-South's pair 1 is not
    East-West's) each pair is named by its number and direction, "1NS"."""

    def make(tray: int, line: Line, score: Score, adj: Ruling) -> Result:
        if two_fields:
            ns, ew = sided_number(line.ns, "NS"), sided_number(line.ew, "EW")
            return Result(tray, ns, ew, score, adj)
        return Result(tray, line.ns, line.ew, score, adj)

    return _results(section, make)


def individual_results(section: Section) -> list[IndividualResult]:
    """An individual section's lines: the four players (N, E, S, W) and the score."""

    def make(tray: int, line: Line, score: Score, adj: Ruling) -> IndividualResult:
        north, east, south, west = line.seats or ("", "", "", "")
        return IndividualResult(tray, north, east, south, west, score, adj)

    return _results(section, make)


def rescored(event: Event, section: Section, rules: Rules = DEFAULT_RULES) -> Figures:
    """The site's figures, under ``rules``, for a pairs or individual section of ``event``."""
    if section.participants.players:
        return individual_figures(individual_results(section), rules=rules)
    results = pair_results(section, two_fields=event.sided)
    fields = None
    if event.two_fields:
        fields = {}
        for r in results:
            fields[r.ns], fields[r.ew] = "NS", "EW"
    try:
        return pairs_figures(results, method=event.line_method, fields=fields, rules=rules)
    except ValueError as exc:
        raise UsebioError(Said("The travellers cannot be scored: %(exc)s.", exc=exc)) from None


def differences(event: Event, section: Section, figures: Figures) -> list[Difference]:
    """Every figure of the section the site's scoring does not reproduce."""
    lines = [(b.number, i, line) for b in section.boards for i, line in enumerate(b.lines, 1)]
    ns_tag, ew_tag = event.figures
    out = []
    for (board, i, line), figure in zip(lines, figures.lines, strict=True):
        where = f"BOARD {board}/TRAVELLER_LINE {i} ({_who(line)})"
        for tag, theirs, ours in (
            (ns_tag, line.ns_figure, figure.ns),
            (ew_tag, line.ew_figure, figure.ew),
        ):
            if theirs is not None and theirs != ours:
                out.append(Difference(where, tag, _shown(theirs), _shown(ours)))
    out.extend(_participant_differences(section, figures, two_fields=event.sided))
    return out


def penalties_shown(section: Section, figures: Figures) -> tuple[Section, list[str | Said]]:
    """The section with each procedural penalty (Law 90) its figures show written on its line,
    and a note for each.

    USEBIO has no element for a penalty: the program that wrote the file leaves the table's
    score and takes the penalty off the side's match points (or IMPs). A line where one side
    has less than the site's scoring of that score gives it, and the other side no more, is
    such a line: nothing else takes from one side without giving to the other (an adjusted
    or a played score moves the two sides' figures in opposite directions, and a line's two
    figures add up to the top whatever the score). The shortfall is kept as the penalty,
    in the file's own units, so the event keeps the file's figures."""
    lines = [(b, i, line) for b in section.boards for i, line in enumerate(b.lines)]
    found: dict[tuple[int, int], str] = {}
    notes: list[str | Said] = []
    for (board, i, line), figure in zip(lines, figures.lines, strict=True):
        short = {
            side: ours - theirs
            for side, theirs, ours in (
                ("NS", line.ns_figure, figure.ns),
                ("EW", line.ew_figure, figure.ew),
            )
            if theirs is not None and ours is not None
        }
        if len(short) < 2 or min(short.values()) < 0 or max(short.values()) <= 0:
            continue
        taken = [f"{side} {format(amount, 'f')}" for side, amount in short.items() if amount > 0]
        found[(board.number, i)] = "; ".join(f"PP {t}" for t in taken)
        amounts: str | Said = (
            Said("%(first)s and %(second)s", first=taken[0], second=taken[1])
            if len(taken) == 2
            else taken[0]
        )
        notes.append(
            Said(
                "%(where)s (%(who)s): the file's figures take %(amounts)s off the line's score;"
                " kept as a procedural penalty (USEBIO has no element for one).",
                where=f"BOARD {board.number}/TRAVELLER_LINE {i + 1}",
                who=_who(line),
                amounts=amounts,
            )
        )
    if not found:
        return section, []
    boards = tuple(
        replace(
            b,
            lines=tuple(
                replace(line, penalty=found.get((b.number, i), ""))
                for i, line in enumerate(b.lines)
            ),
        )
        for b in section.boards
    )
    return replace(section, boards=boards), notes


def _who(line: Line) -> str:
    if line.seats:
        return " ".join(f"{seat} {who}" for seat, who in zip("NESW", line.seats, strict=True))
    return f"NS {line.ns}, EW {line.ew}"


def _shown(value: Decimal | None) -> str | Said:
    return NONE if value is None else format(value, "f")


def _participant_differences(
    section: Section, figures: Figures, *, two_fields: bool = False
) -> list[Difference]:
    people = section.participants
    entries: list[tuple[str, str, doc.Result]] = [
        (
            f"PAIR {p.number}",
            sided_number(p.number, p.direction) if two_fields else p.number,
            p.result,
        )
        for p in people.pairs
    ] + [(f"PLAYER {p.number}", p.number, p.result) for p in people.players]
    out = []
    for where, number, result in entries:
        mine = figures.standing(number)
        if mine is None:
            if result.total is not None or result.place:
                out.append(Difference(where, RESULT, result.place or A_RESULT, Said("no result")))
            continue
        for tag, theirs, ours in (
            ("TOTAL_SCORE", result.total, mine.total),
            ("PERCENTAGE", result.percentage, mine.percentage),
        ):
            if theirs is not None and theirs != ours:
                out.append(Difference(where, tag, _shown(theirs), _shown(ours)))
        # The place's number: a tie is written ``3``, ``3=`` or ``=3`` by different programs.
        if result.place and bare_place(result.place) != bare_place(mine.place):
            out.append(Difference(where, "PLACE", result.place, mine.place))
    return out
