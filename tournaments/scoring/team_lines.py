"""Teams of four from traveller lines: IMPs, victory points, board-a-match and aggregate.

Each line names the teams (a pair may be written ``A.NS``: team A's North-South pair).  A
board of a match is two lines with the teams swapped: X North-South against Y at one table,
Y North-South against X at the other (a ``round`` column keeps the matches of a Swiss event
apart).  X's gain is its North-South score less the North-South score at the other table,
where its other pair held the East-West cards.  The gain is IMPed (``team-imps``, and
``team-vps`` turns each match's IMP margin into victory points: a Swiss event's totals), or
won, tied or lost (``board-a-match``: 2, 1, 0 on the 2/1 scale; 1, ½, 0 on the 1/½ scale), or
added up as points (``aggregate``).

Rulings: an assigned score counts as a result; weighted and split scores are taken share by
share (each share's gain converted, then weighted); an artificial score gives the side's pair
its average (±3 IMPs or 0, Law 86A; at board-a-match the share of the board); a not-played
board leaves the match; a procedural penalty comes off the offending team's figure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction

from movements.words import joined
from said import Said

from .explain import figure
from .imps import imps
from .ranking import Placing, rank
from .rules import Rules
from .types import Result
from .victory import vps, whole_imps

__all__ = ["TEAM_METHODS", "TeamLine", "TeamMatch", "TeamStanding", "TeamReport"]
__all__ += ["TrayFigures", "score_team_lines", "team_of", "tray_figures", "won_and_lost"]

TEAM_METHODS = ("team-imps", "team-vps", "board-a-match", "aggregate")
AVERAGE_IMPS = {"+": 3, "=": 0, "-": -3}

# A team's figure on a board: IMPs, board points or points, whole when it can be.
Figure = Fraction | int
# The two tables of one board: round, tray, fouled board's group and the two teams.
TableKey = tuple[int | None, int, str, frozenset[str]]


def team_of(label: str) -> str:
    """The team a line's label names: "A" for "A" or for its pair "A.NS"."""
    return label.split(".", 1)[0] if "." in label else label


@dataclass(frozen=True)
class TeamLine:
    result: Result
    ns: Figure | None
    ew: Figure | None
    ns_working: str
    ew_working: str

    def working(self, side: str) -> str:
        return self.ns_working if side == "NS" else self.ew_working


@dataclass
class TeamMatch:
    round: int | None
    home: str
    away: str
    boards: int = 0
    home_figures: list[Fraction] = field(default_factory=list)
    away_figures: list[Fraction] = field(default_factory=list)
    home_vps: Decimal | None = None
    away_vps: Decimal | None = None
    working: str = ""

    def score(self, team: str) -> tuple[Fraction, Fraction]:
        """(For, against) the team: the IMPs or points it gained on the boards it won and
        lost on the others.  Each team's own figures are used, so a ruling that does not
        balance (average-plus to both, a penalty) counts for each as it was given."""
        return won_and_lost(self.home_figures if team == self.home else self.away_figures)


@dataclass(frozen=True)
class TeamStanding:
    team: str
    played: int
    total: Fraction | Decimal
    place: str
    placing: Placing
    working: str


@dataclass(frozen=True)
class TeamReport:
    lines: tuple[TeamLine, ...]
    matches: tuple[TeamMatch, ...]
    standings: tuple[TeamStanding, ...]
    method: str


def score_team_lines(
    results: Sequence[Result], *, method: str, rules: Rules, vp_scale: str = "wbf"
) -> TeamReport:
    """Pair every board's two tables, score each, then each match and each team."""
    if method not in TEAM_METHODS:
        raise ValueError(
            Said(
                "teams method is one of %(value)s, not %(method)s",
                value=", ".join(TEAM_METHODS),
                method=repr(method),
            )
        )
    tables: dict[TableKey, list[int]] = {}
    for i, r in enumerate(results):
        x, y = team_of(r.ns), team_of(r.ew)
        if x == y:
            raise ValueError(
                Said("result %(value)s: team %(x)s cannot play itself", value=i + 1, x=x)
            )
        tables.setdefault((r.round, r.tray, r.group, frozenset((x, y))), []).append(i)
    lines: dict[int, TeamLine] = {}
    matches: dict[tuple[int | None, frozenset[str]], TeamMatch] = {}
    for (rnd, tray, _group, teams), idxs in tables.items():
        first, second = _two_tables(results, idxs, tray, rnd, teams)
        key = (rnd, teams)
        home, away = team_of(results[first].ns), team_of(results[second].ns)
        match = matches.setdefault(key, TeamMatch(rnd, home, away))
        lines[first], lines[second] = _board(results, first, second, match, method, rules)
    for match in matches.values():
        if method == "team-vps":
            _match_vps(match, vp_scale)
    standings = _standings(list(matches.values()), method)
    in_order = tuple(lines[i] for i in range(len(results)))
    return TeamReport(in_order, tuple(matches.values()), standings, method)


def _two_tables(
    results: Sequence[Result], idxs: list[int], tray: int, rnd: int | None, teams: frozenset[str]
) -> tuple[int, int]:
    x, y = sorted(teams)
    at = (
        Said("tray %(tray)s, round %(round)s", tray=tray, round=rnd)
        if rnd is not None
        else Said("tray %(tray)s", tray=tray)
    )
    ns = {team_of(results[i].ns): i for i in idxs}
    if len(idxs) != 2 or len(ns) != 2:
        raise ValueError(
            Said(
                "%(at)s: %(x)s v %(y)s needs two tables, one with each team North-South (found "
                "%(count_idxs)s line(s): results %(value)s)",
                at=at,
                x=x,
                y=y,
                count_idxs=len(idxs),
                value=", ".join(str(i + 1) for i in idxs),
            )
        )
    first, second = sorted(idxs)
    return first, second


@dataclass(frozen=True)
class TrayFigures:
    """A board of a match for both teams: each team's own figure (IMPs, board points or
    points, None when the board was not played) and the working in words (read in the
    active language when it is written out: most boards' working is never shown)."""

    home: Figure | None
    away: Figure | None
    home_working: Said
    away_working: Said

    @property
    def played(self) -> bool:
        return self.home is not None


def tray_figures(first: Result, second: Result, method: str, rules: Rules) -> TrayFigures:
    """Both tables of one board: the home team sat North-South at ``first``, the away team at
    ``second``.  Each team's figure is worked from its own side (Law 86A: an artificial score
    gives each side its own average, so the two figures need not balance); a procedural
    penalty comes off the penalised team's figure only.  Raises ``ValueError`` for a ruling
    the method cannot count (an artificial score in aggregate points, a penalty as a
    percentage)."""
    if not first.played or not second.played:
        unplayed = Said("not played")
        return TrayFigures(None, None, unplayed, unplayed)
    gx, wx = _gain(first, second, method, rules)  # home: NS at the first table, EW at the second
    gy, wy = _gain(second, first, method, rules)
    gx, wx = _penalised(gx, wx, [(first, "NS"), (second, "EW")])
    gy, wy = _penalised(gy, wy, [(second, "NS"), (first, "EW")])
    return TrayFigures(gx, gy, wx, wy)


def won_and_lost(figures: Iterable[Figure]) -> tuple[Fraction, Fraction]:
    """(For, against) a team from its own figures: what it gained on the boards it won and
    lost on the others."""
    figures = list(figures)  # whole numbers and fractions: their sums are exact
    return Fraction(sum(f for f in figures if f > 0)), Fraction(-sum(f for f in figures if f < 0))


def _board(
    results: Sequence[Result], first: int, second: int, match: TeamMatch, method: str, rules: Rules
) -> tuple[TeamLine, TeamLine]:
    """Both tables of one board: each team's figure, and the two lines with their working."""
    t1, t2 = results[first], results[second]
    x, y = team_of(t1.ns), team_of(t2.ns)
    got = tray_figures(t1, t2, method, rules)
    gx, wx, gy, wy = got.home, got.home_working, got.away, got.away_working
    if gx is None or gy is None:  # not played: both are None together
        unplayed = str(Said("not played"))
        return TeamLine(t1, None, None, unplayed, unplayed), TeamLine(
            t2, None, None, unplayed, unplayed
        )
    match.boards += 1
    mine, theirs = (gx, gy) if x == match.home else (gy, gx)
    match.home_figures.append(Fraction(mine))
    match.away_figures.append(Fraction(theirs))
    return (
        TeamLine(t1, gx, gy, f"{x}: {wx}", f"{y}: {wy}"),
        TeamLine(t2, gy, gx, f"{y}: {wy}", f"{x}: {wx}"),
    )


def _gain(ns_table: Result, ew_table: Result, method: str, rules: Rules) -> tuple[Figure, Said]:
    """The figure of the team North-South at ``ns_table`` (East-West at ``ew_table``)."""
    if ns_table.artificial or ew_table.artificial:
        return _artificial(ns_table, ew_table, method, rules)
    total: Figure = 0  # whole numbers and fractions: exact, a fraction only where a share is
    pieces = []
    for w, a, _ in ns_table.parts("NS"):
        for v, b, _ in ew_table.parts("EW"):
            # a played result that is not artificial has a score: its own or an assigned one
            assert a is not None and b is not None
            share = w * v
            value, said = _convert(a, b, method, rules)
            total += share * value
            if share != 1:
                said = Said("%(percent)s%% of %(piece)s", percent=figure(share * 100), piece=said)
            pieces.append(said)
    value = _whole(total)
    if len(pieces) == 1:
        return value, pieces[0]
    return value, Said(
        "%(pieces)s; together %(total)s", pieces=joined(pieces, "; "), total=figure(value)
    )


def _whole(value: Figure) -> Figure:
    """A figure as a whole number when it is one."""
    return value.numerator if value.denominator == 1 else value


def _convert(here: Figure, there: Figure, method: str, rules: Rules) -> tuple[Figure, Said]:
    """The figure a board's net score gives, and the working: "NS 420 here, NS 170 at the
    other table: net +250: +6 IMPs"."""
    net = here - there
    seen = {"here": here, "there": there, "net": f"{net:+d}"}
    if method in ("team-imps", "team-vps"):
        imped = imps(net)
        return imped, Said(
            "NS %(here)s here, NS %(there)s at the other table: net %(net)s: %(imps)s IMPs",
            imps=f"{imped:+d}",
            **seen,
        )
    if method == "board-a-match":
        won: Figure = rules.scale if net > 0 else Fraction(rules.scale, 2) if net == 0 else 0
        if net > 0:
            text = "NS %(here)s here, NS %(there)s at the other table: net %(net)s: board won, %(points)s"
        elif net == 0:
            text = "NS %(here)s here, NS %(there)s at the other table: net %(net)s: board tied, %(points)s"
        else:
            text = "NS %(here)s here, NS %(there)s at the other table: net %(net)s: board lost, %(points)s"
        return won, Said(text, points=figure(won), **seen)
    return net, Said("NS %(here)s here, NS %(there)s at the other table: net %(net)s", **seen)


def _artificial(
    ns_table: Result, ew_table: Result, method: str, rules: Rules
) -> tuple[Figure, Said]:
    if method == "aggregate":
        raise ValueError(
            Said("tray %(tray)s: an artificial score has no aggregate points", tray=ns_table.tray)
        )
    shares: list[tuple[Fraction, str]] = []
    for table, side in ((ns_table, "NS"), (ew_table, "EW")):
        adj = table.adjustment
        if adj is None or not adj.artificial:
            continue
        named = adj.named(side)
        percent = adj.percent(side)
        assert percent is not None  # an artificial score carries both sides' percentages
        pct = Fraction(percent)
        if method == "board-a-match":
            shares.append(
                (
                    pct * rules.scale / 100,
                    str(
                        Said(
                            "%(code)s: %(percent)s%% of the board",
                            code=adj.main_code(),
                            percent=figure(pct),
                        )
                    ),
                )
            )
            continue
        if named:
            value = AVERAGE_IMPS[named]
        elif pct in (60, 50, 40):
            value = {60: 3, 50: 0, 40: -3}[int(pct)]
        else:
            raise ValueError(
                Said(
                    "tray %(tray)s: %(value)s has no IMP value (60, 50 or 40%%)",
                    tray=table.tray,
                    value=adj.main_code(),
                )
            )
        shares.append(
            (
                Fraction(value),
                str(
                    Said(
                        "%(code)s: %(imps)s IMPs (Law 86A)",
                        code=adj.main_code(),
                        imps=f"{value:+d}",
                    )
                ),
            )
        )
    total = sum((s for s, _ in shares), Fraction(0))
    if method == "board-a-match":
        total /= len(shares)
    return _whole(total), Said(
        "artificial score: %(shares)s", shares="; ".join(w for _, w in shares)
    )


def _penalised(value: Figure, said: Said, seats: list[tuple[Result, str]]) -> tuple[Figure, Said]:
    taken = Fraction(0)
    for table, side in seats:
        if table.adjustment is None:
            continue
        for p in table.adjustment.penalty(side):
            if p.percent:
                raise ValueError(
                    Said(
                        "tray %(tray)s: give a teams procedural penalty in the event's own unit "
                        "(IMPs or points), not %(p)s",
                        tray=table.tray,
                        p=p,
                    )
                )
            taken += p.amount
    if not taken:
        return value, said
    left = _whole(Fraction(value) - taken)
    return left, Said(
        "%(working)s; less a procedural penalty (Law 90) of %(taken)s: %(left)s",
        working=said,
        taken=figure(taken),
        left=figure(left),
    )


def _match_vps(match: TeamMatch, scale: str) -> None:
    """Each team's VPs from its own margin (the two add up to the scale's total unless a
    ruling did not balance)."""
    said = []
    for team in (match.home, match.away):
        got, gave = match.score(team)
        mine, _theirs, words = vps(got - gave, match.boards, scale)
        if team == match.home:
            match.home_vps = mine
        else:
            match.away_vps = mine
        said.append(f"{team} {words}")
    match.working = "; ".join(said)


def _standings(matches: list[TeamMatch], method: str) -> tuple[TeamStanding, ...]:
    vp_totals: dict[str, Decimal] = {}  # team-vps: the VPs of the matches
    margins: dict[str, Fraction] = {}  # the other methods: IMPs, board points or points
    played: dict[str, int] = {}
    said: dict[str, list[str]] = {}
    for m in matches:
        for team, other in ((m.home, m.away), (m.away, m.home)):
            got, gave = m.score(team)
            score = f"{figure(got)}-{figure(gave)}"
            text = str(
                Said(
                    "v %(other)s (round %(round)s): %(boards)s boards, %(score)s",
                    other=other,
                    round=m.round,
                    boards=m.boards,
                    score=score,
                )
                if m.round is not None
                else Said(
                    "v %(other)s: %(boards)s boards, %(score)s",
                    other=other,
                    boards=m.boards,
                    score=score,
                )
            )
            if method == "team-vps":
                vp = m.home_vps if team == m.home else m.away_vps
                assert vp is not None  # every match of a team-vps event is given its VPs
                vp_totals[team] = vp_totals.get(team, Decimal(0)) + vp
                if (got - gave) != whole_imps(got - gave):
                    text = str(
                        Said(
                            "%(working)s, margin read as %(imps)s IMPs",
                            working=text,
                            imps=f"{whole_imps(got - gave):+d}",
                        )
                    )
                text = str(Said("%(working)s, %(vps)s VPs", working=text, vps=vp))
            elif method in ("team-imps", "aggregate"):
                margins[team] = margins.get(team, Fraction(0)) + got - gave
                text = str(
                    Said("%(working)s, margin %(margin)s", working=text, margin=figure(got - gave))
                )
            else:  # board-a-match: the board points won, less any procedural penalty
                margins[team] = margins.get(team, Fraction(0)) + got - gave
            played[team] = played.get(team, 0) + 1
            said.setdefault(team, []).append(text)
    totals: dict[str, Fraction | Decimal] = dict(vp_totals if method == "team-vps" else margins)
    out = []
    for p in rank(list(totals.items())):
        team = p.entrant
        total = str(Said("total %(total)s", total=figure(totals[team])))
        working = "; ".join([*said[team], total])
        out.append(TeamStanding(team, played[team], totals[team], p.label, p, working))
    return tuple(out)
