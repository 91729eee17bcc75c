"""A League team match on the standings page: the visitors' tricks against the holders',
set by set, each sitting's and the match's ([F] lines 301-307)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from said import in_english
from tournaments.adapters import movements as movement_rows
from tournaments.adapters import results as rows_of
from tournaments.scoring.league import LeagueReport, SetScore, score_league
from tournaments.standings.team_rows import LEVEL

KIND = "league-match"


def is_league(events) -> bool:
    """A competition of League sittings: its sessions are each a sitting of one League match."""
    return bool(events) and all(e.movement_kind == KIND for e in events)


def league_report(scores) -> LeagueReport | None:
    """The match's figures, or None for another movement or a game not scored in tricks."""
    event = scores.event
    if event.movement_kind != KIND or not event.is_whist or not scores.results:
        return None
    return score_league(rows_of.individual_results(scores.results))


def row(title: str, s: SetScore) -> dict:
    lead = str({"visitors": _("visitors lead"), "home": _("holders lead")}.get(s.leader, LEVEL))
    return {
        "title": title,
        "hands": s.hands,
        "visitors": s.visitors,
        "home": s.home,
        "margin": f"{s.margin:+d}" if s.margin else "0",
        "lead": lead,
        "adjusted": s.adjusted,
    }


def _sittings(sets, per_sitting: int) -> list[tuple[str, list[SetScore]]]:
    """The sets played so far, by sitting (one group when the match has one sitting)."""
    if not per_sitting:
        return [("", list(sets))]
    afternoon = [s for s in sets if s.round <= per_sitting]
    night = [s for s in sets if s.round > per_sitting]
    return [(n, g) for n, g in (("Afternoon", afternoon), ("Night", night)) if g]


def total_of(sets: list[SetScore]) -> SetScore:
    return SetScore(
        None,
        sum(x.hands for x in sets),
        sum(x.visitors for x in sets),
        sum(x.home for x in sets),
        sum(x.adjusted for x in sets),
    )


def verdict(total: SetScore) -> str:
    """Who leads the match, and by how many tricks."""
    if total.leader == "visitors":
        return _("The visitors (A B C D) by %(margin)s tricks") % {"margin": total.margin}
    if total.leader == "home":
        return _("The holders (W X Y Z) by %(margin)s tricks") % {"margin": -total.margin}
    return _("Level")


def league_context(scores) -> dict:
    """``league_rows`` (each set, each sitting, the match) and ``league_verdict``."""
    if not scores.visibility.standings:
        return {}
    report = league_report(scores)
    if report is None:
        return {}
    movement = movement_rows.generated_movement(scores.event)
    notes = {r.number: in_english(r.note) for r in movement.rounds}  # its own wording, read
    per_sitting = next((n - 1 for n, note in notes.items() if "night sitting" in note), 0)
    rows = []
    for name, sitting in _sittings(report.sets, per_sitting):
        for s in sitting:
            note = notes.get(s.round, "") if s.round is not None else ""
            source_set = note.split("the source's ")[-1].split(";")[0]
            rows.append(row(f"Round {s.round} ({source_set})", s))
        if per_sitting:
            rows.append({**row(f"{name} sitting", total_of(sitting)), "subtotal": True})
    total = report.total
    return {
        "league_rows": rows,
        "league_total": row("The match", total),
        "league_verdict": verdict(total),
    }
