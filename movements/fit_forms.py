"""Fitting team and individual movements into a session, as ``movements.fit`` does for pairs.

Teams.  Howell's system, Gilman's method and the round robin are complete movements: every
team meets every other, so their rounds are fixed (T - 1, T, two a match) and only the trays a
round give.  Cutting one would leave matches half played, so a field too big for the session
at one tray a round is offered, marked over the session with its reason, never as the default.
The Swiss is the team movement of fewer rounds: as many matches (six at most, one fewer than
the field) of as many trays as the session holds.  The default fits the session; of those,
matches of at least two boards come first; then the usual 22-28 trays (or a complete movement
filling the session to within three trays); a complete movement before the Swiss; Howell's
system for an odd field; then the most trays and the longest matches.  A two-club match is
never the default (it is another kind of event).

Individuals.  Every table plays the same set each round, so an individual cut to fewer rounds
still compares every player on every set in play: it is fitted like a Howell, fewer rounds of
two to four trays (``movements.individual_cut``), the catalogue's 70% rule refusing a cut that
leaves a player too many sit-outs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from movements.catalogue import generate
from movements.fit import Recommendation, fit, in_target, make
from movements.individual import whist_sizes
from movements.individual_sitout import individual_sizes
from movements.kind import CatalogueError
from movements.words import sentences
from said import TRAY, TRAYS, Figure, Said

COMPLETE_TEAMS = ("howell-teams", "gilman-teams", "team-round-robin")
SWISS_MATCHES = 6


def team_rounds(kind: str, teams: int) -> int:
    """Rounds of a complete team movement: Howell's T - 1, Gilman's T, a round robin two a
    match (one match fewer than the teams, or as many when one sits out each match)."""
    if kind == "howell-teams":
        return teams - 1
    if kind == "gilman-teams":
        return teams
    return 2 * (teams - 1 + teams % 2)


def match_boards(rec: Recommendation) -> int:
    """Boards two teams play against each other in one match: a set held both ways in
    Howell's and Gilman's systems; a set dealt at each table and exchanged otherwise."""
    if rec.kind in ("howell-teams", "gilman-teams"):
        return rec.boards_per_round
    return 2 * rec.boards_per_round


def over(rec: Recommendation, reason: Said) -> Recommendation:
    """``rec`` marked over the session, its note ending with ``reason`` (a whole sentence)."""
    return replace(rec, over_time=True, note=sentences([rec.note, reason]))


def _complete(kind: str, teams: int, budget: int, mpb: float, note: Said) -> list[Recommendation]:
    rounds = team_rounds(kind, teams)
    b = max(1, budget // rounds)
    rec = make(kind, teams, {"boards_per_round": b}, mpb, note, False)
    if rec is None:
        return []
    if rounds > budget:
        reason = Said(
            "Over the session length: %(rounds)s rounds at one %(tray)s a round need "
            "%(minutes)s minutes.",
            rounds=rounds,
            tray=TRAY,
            minutes=Figure(rounds * mpb),
        )
        return [over(rec, reason)]
    return [rec]


def _swiss(teams: int, budget: int, mpb: float) -> list[Recommendation]:
    """As many matches as the session holds with the most trays: each match two rounds of
    ``b`` trays (150 minutes, 20 trays: five matches of four boards; 180 minutes, 24 trays:
    six matches of four)."""
    shapes = [
        (2 * m * (budget // (2 * m)), m)
        for m in range(min(SWISS_MATCHES, teams - 1), 1, -1)
        if budget >= 2 * m
    ]
    if not shapes:
        return []
    trays, matches = max(shapes)
    b = trays // (2 * matches)
    note = Said(
        "%(matches)s matches, each drawn from the VPs so far; no team meets another twice.",
        matches=matches,
    )
    rec = make("swiss-teams", teams, {"matches": matches, "boards_per_round": b}, mpb, note, False)
    return [rec] if rec else []


def _team_match(budget: int, mpb: float) -> list[Recommendation]:
    """Two teams: stanzas of a set dealt at each table and exchanged, the most trays the
    session holds, sets nearest four trays (150 minutes: two stanzas of ten, 20 trays)."""
    shapes = [(2 * b * (budget // (2 * b)), -abs(b - 4), b) for b in range(2, budget // 2 + 1)]
    if not shapes:
        return []
    trays, _, b = max(shapes)
    rounds = trays // b
    note = Said("Two tables, %(trays)s exchanged.", trays=TRAYS)
    rec = make("team-match", 2, {"rounds": rounds, "boards_per_round": b}, mpb, note, False)
    return [rec] if rec else []


def team_offers(n: int, budget: int, mpb: float) -> list[Recommendation]:
    """Every team movement for ``n`` teams fitted to a session of ``budget`` trays, the
    default marked; ValueError when none fits, with the reason."""
    if n < 2 or n > 26:
        raise ValueError(Said("team movements take 2 to 26 teams, not %(n)s", n=n))
    if n == 2:
        recs = _team_match(budget, mpb)
    else:
        recs = []
        if n % 2:
            recs += _complete("howell-teams", n, budget, mpb, Said("Every team meets every other."))
        recs += _complete("gilman-teams", n, budget, mpb, Said("Gilman's method."))
        recs += _complete("team-round-robin", n, budget, mpb, Said("Round robin of matches."))
        if n >= 4:
            recs += _swiss(n, budget, mpb)
        if n % 2 == 0:
            note = Said(
                "Two clubs of %(fours)s fours each; the clubs' totals decide.", fours=n // 2
            )
            b = max(1, budget // 2)
            recs += [
                r for r in [make("club-match", n, {"boards_per_round": b}, mpb, note, False)] if r
            ]
    return _choose_teams(recs, n, budget)


def _choose_teams(recs: list[Recommendation], n: int, budget: int) -> list[Recommendation]:
    fitting = [r for r in recs if not r.over_time and r.kind != "club-match"]
    if not fitting:
        shortest = min((r.minutes for r in recs), default=0)
        raise ValueError(
            Said(
                "no team movement for %(n)s teams fits a session of %(budget)s %(trays)s: "
                "the shortest needs %(shortest)s minutes",
                n=n,
                budget=budget,
                trays=TRAYS,
                shortest=Figure(shortest),
            )
        )

    def key(r: Recommendation) -> tuple[bool | int, ...]:
        complete = r.kind in COMPLETE_TEAMS or r.kind == "team-match"
        usual = in_target(r.total_boards) or (complete and r.total_boards >= budget - 3)
        return (
            match_boards(r) >= 2,
            usual,
            complete,
            r.kind == "howell-teams",
            r.total_boards,
            match_boards(r),
        )

    pick = max(fitting, key=key)
    return [replace(r, default=True) if r is pick else r for r in recs]


def individual_offer(n: int, budget: int, mpb: float) -> list[Recommendation]:
    """The individual movement for ``n`` players fitted to the session: complete when it
    fits, otherwise cut to fewer rounds of two to four trays, the most the session holds that
    the 70% rule allows; an offer marked over time when even that cannot fit."""
    if n not in individual_sizes():
        return []
    full = generate("individual", n).round_count
    note = (
        Said("Whist tournament.")
        if n in whist_sizes()
        else Said("Partners at most once, with sit-outs.")
    )
    least = 1
    while least <= full:
        rounds, b, late = fit(full, least, budget)
        if late:
            break
        opts: dict[str, Any] = {"boards_per_round": b}
        if rounds < full:
            opts["rounds"] = rounds
        said = note if rounds == full else sentences([note, _cut(rounds, full)])
        rec = make("individual", n, opts, mpb, said, False)
        if rec is not None:
            return [rec]
        least = rounds + 1  # too many sit-outs in so few rounds: try a longer cut
    return _individual_over(n, full, budget, mpb, note)


def _cut(rounds: int, full: int) -> Said:
    return Said("Cut to %(rounds)s of %(full)s rounds.", rounds=rounds, full=full)


def _individual_over(
    n: int, full: int, budget: int, mpb: float, note: Said
) -> list[Recommendation]:
    """No cut of two trays a round fits: one tray a round, as many rounds as the session
    holds, or the whole movement marked over the session."""
    if budget < full:
        try:
            generate("individual", n, boards_per_round=1, rounds=budget)
        except CatalogueError:
            rec = make("individual", n, {"boards_per_round": 1}, mpb, note, False)
            reason = Said(
                "Over the session length: %(rounds)s rounds need %(minutes)s minutes.",
                rounds=full,
                minutes=Figure(full * mpb),
            )
            return [over(rec, reason)] if rec else []
        opts = {"boards_per_round": 1, "rounds": budget}
        rec = make("individual", n, opts, mpb, sentences([note, _cut(budget, full)]), False)
        return [rec] if rec else []
    rec = make("individual", n, {"boards_per_round": budget // full}, mpb, note, False)
    return [rec] if rec else []
