"""Django side of printing: gather an event's plain data and hand it to the renderers.

One function per paper, each reading what it needs from the database in a few queries, and
``paper_pdf`` choosing among them by the kind the print page and the ``print`` command name.
Which papers an event has depends on its form and game: duplicate events have table cards,
trays and travellers; progressive evenings have tally cards and table signs; the results
sheet waits for the first result.
"""

from __future__ import annotations

from collections.abc import Callable

from django.urls import reverse

from movements.progressive import progressive
from movements.trays import Vulnerability
from movements.types import Family, Movement, Seat
from tournaments import adapters, standings, team_scores
from tournaments import models as m
from tournaments.printing import build
from tournaments.printing.data import (
    Entrant,
    EventInfo,
    ResultsSheet,
    TallyCard,
    TallyRow,
    TextTable,
    TrayLabel,
)
from tournaments.printing.layout import PAPERS
from tournaments.printing.moves import display_label
from tournaments.printing.render import KINDS, render
from tournaments.standings_individuals import side_codes
from tournaments.team_tables import TeamStandingsTable, standings_data

PAPER_NAMES = tuple(PAPERS)
TITLES = {
    "table-cards": "Table indicator cards",
    "guide-cards": "Personal guide cards",
    "tray-labels": "Tray labels and trump slips",
    "travellers": "Traveller slips",
    "score-cards": "Score cards",
    "results": "Results sheet",
    "tally-cards": "Tally cards",
    "table-signs": "Head and booby table signs",
}
TRAY_GAMES = frozenset({m.Game.WHIST, m.Game.BRIDGE, m.Game.AUCTION})
TRAY_KINDS = frozenset({"tray-labels", "travellers", "score-cards"})
PROGRESSIVE_KINDS = frozenset({"tally-cards", "table-signs"})
_VULNERABILITY = {v.value.lower(): v for v in Vulnerability}
_GROUPS = {"L": "Ladies", "G": "Gentlemen"}


class PaperError(ValueError):
    """A paper that cannot be printed for this event; the message says why."""


def event_info(event: m.Event) -> EventInfo:
    return EventInfo(name=event.name, date=f"{event.date:%d %B %Y}", venue=event.venue)


def entrant_names(event: m.Event) -> dict[str, str]:
    """What players are called on the papers, by movement label: a pair's names, an
    individual's name, and for a team's pair the team's name before the pair's."""
    names = {}
    for e in event.entrants.select_related("team"):
        team = e.team.name if e.team is not None else ""
        name = f"{team}: {e.name}" if team and e.name else team or e.name
        if name:
            names[e.label] = name
    return names


def is_progressive(event: m.Event) -> bool:
    return event.form == m.Form.PROGRESSIVE or event.movement_kind == "progressive"


def movement(event: m.Event) -> Movement:
    """The event's movement; a progressive evening's is its first round, drawn with the
    event's seed."""
    if event.movement_kind == "progressive":
        options = event.movement_options or {}
        settings = m.ProgressiveSettings.objects.filter(event=event).first()
        groups = settings.groups if settings is not None else options.get("groups", "one")
        seed = int(options.get("seed", event.seed))
        return progressive(event.movement_size, groups=groups, seed=seed)
    return adapters.movement_for(event)


# -- which papers an event has -------------------------------------------------------------


def check_names(kind: str, paper: str = "a4") -> None:
    """PaperError unless ``kind`` is a paper and ``paper`` a paper size (no database)."""
    if kind not in KINDS:
        raise PaperError(f"There is no paper called {kind!r}; the papers are {', '.join(KINDS)}.")
    if paper.lower() not in PAPERS:
        raise PaperError(f"There is no paper size {paper!r}; choose {' or '.join(PAPER_NAMES)}.")


def kinds_for(event: m.Event) -> list[str]:
    """The papers of the event's sort (progressive or duplicate), whether ready or not."""
    progressive_event = is_progressive(event)
    return [k for k in KINDS if (k in PROGRESSIVE_KINDS) == progressive_event]


def why_not(event: m.Event, kind: str) -> str | None:
    """None when ``kind`` can be printed for ``event``, else the reason it cannot."""
    check_names(kind)
    if kind not in kinds_for(event):
        sort = "progressive" if kind in PROGRESSIVE_KINDS else "duplicate"
        return f"{TITLES[kind]}: for {sort} events only."
    if kind in TRAY_KINDS and event.game not in TRAY_GAMES:
        return f"{event.get_game_display()} is not played with trays: no {TITLES[kind].lower()}."
    if kind == "results" and not m.Result.objects.filter(tray__event=event).exists():
        return "The results sheet is printed once a result has been entered."
    return None


def available(event: m.Event) -> list[str]:
    """The kinds this event has, in the order the print page lists them."""
    return [k for k in KINDS if why_not(event, k) is None]


def paper_pdf(
    event: m.Event, kind: str, *, paper: str = "a4", base_url: str | None = None
) -> bytes:
    """The PDF of one paper; PaperError for an unknown kind or paper, or one that does not
    apply to the event.  ``base_url`` (e.g. "https://club.example") puts the table entry
    QR codes on the table cards of a started event."""
    check_names(kind, paper)
    reason = why_not(event, kind)
    if reason is not None:
        raise PaperError(reason)
    if kind == "table-cards":
        return table_cards_pdf(event, paper=paper, base_url=base_url)
    return _PAPERS[kind](event, paper=paper.lower())


# -- duplicate papers ------------------------------------------------------------------------


def entry_urls(event: m.Event, base_url: str) -> dict[int, str]:
    """Each table's entry link, for its QR code; tables exist once the event has started."""
    if not event.has_started:
        return {}
    base = base_url.rstrip("/")
    return {t.number: base + reverse("table-entry", args=[t.secret]) for t in event.tables.all()}


def table_cards_pdf(event: m.Event, *, paper: str = "a4", base_url: str | None = None) -> bytes:
    """One indicator card per table for the event's movement."""
    urls = entry_urls(event, base_url) if base_url else {}
    cards = build.table_cards(movement(event), names=entrant_names(event), entry_urls=urls)
    return render("table-cards", event_info(event), cards, paper=paper)


def guide_cards_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    """A personal guide card per entrant: table, direction or seat, trays and opponents."""
    cards = build.guide_cards(movement(event), entrant_names(event))
    return render("guide-cards", event_info(event), cards, paper=paper)


def tray_labels(event: m.Event, mv: Movement) -> list[TrayLabel]:
    """The stored trays' dealer and vulnerability once seated; before that the game's cycle."""
    rows = list(event.trays.order_by("number"))
    if not rows:
        return build.tray_labels(mv, game=event.game)
    return [
        TrayLabel(
            tray=t.number,
            dealer=Seat(t.dealer),
            vulnerability=_VULNERABILITY.get(t.vulnerability),
            is_whist=event.is_whist,
        )
        for t in rows
    ]


def tray_labels_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    labels = tray_labels(event, movement(event))
    return render("tray-labels", event_info(event), labels, paper=paper)


def travellers_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    """A traveller per tray, pre-filled with who plays it in play order."""
    mv = movement(event)
    slips = build.travellers(mv, tray_labels(event, mv))
    return render("travellers", event_info(event), slips, paper=paper)


def score_cards_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    cards = build.score_cards(movement(event), entrant_names(event), game=event.game)
    return render("score-cards", event_info(event), cards, paper=paper)


# -- the results sheet -----------------------------------------------------------------------

_FIELD_TITLES = {"NS": "North-South", "EW": "East-West"}


def results_sheet(event: m.Event) -> ResultsSheet:
    """Final standings (a table per field), the whist trick totals, then every traveller."""
    if event.form == m.Form.TEAMS:
        return team_results_sheet(event)
    scores = standings.event_scores(event)
    rows = standings.standings_rows(scores)
    tables = []
    for field in dict.fromkeys(r["field"] for r in rows):
        title = f"Match points: {_FIELD_TITLES.get(field, field)}" if field else "Match points"
        header = ("Place", _ENTRANT_WORD.get(event.form, "Pair"), "Names", "Trays", "MP")
        header += ("Max", "%")
        body = tuple(
            (str(r["place"]), r["code"], r["name"], str(r["trays"]), r["matchpoints"])
            + (str(r["maximum"]), r["percentage"])
            for r in rows
            if r["field"] == field
        )
        tables.append(TextTable(title, header, body))
    tricks = sorted(standings.trick_rows(scores), key=lambda r: r["field"] != "NS")
    if tricks:
        header = ("Place", "Direction", "Pair", "Names", "Tricks", "Average", "+/-")
        body = tuple(
            (str(r["place"]), r["field"], r["code"], r["name"], r["tricks"])
            + (r["average"], r["plus_minus"])
            for r in tricks
        )
        tables.append(TextTable("Trick totals against the average", header, body))
    if scores.top_loss is not None:
        lost = sorted((r for r in rows if r.get("loss") is not None), key=lambda r: r["loss"])
        body = tuple((r["loss_place"], r["code"], r["name"], str(r["loss"])) for r in lost)
        header = ("Place", "Player", "Name", "Tricks lost")
        tables.insert(0, TextTable("Tricks lost to the top (Safford)", header, body))
    trays = {t.number: t for t in event.trays.all()}
    travellers = tuple(
        _traveller_table(event, trays[n], lines) for n, lines in sorted(scores.by_tray.items())
    )
    return ResultsSheet(tuple(tables), travellers, title=f"Results: {event.name}")


_ENTRANT_WORD = {m.Form.INDIVIDUALS: "Player", m.Form.TEAMS: "Team"}


def team_results_sheet(event: m.Event) -> ResultsSheet:
    """A teams event: the standings as the page shows them, the matches, then each tray's
    results with what the comparison gave the North-South team."""
    scores = team_scores.team_scores(event)
    players = standings.players_by_label(event)
    table = TeamStandingsTable(
        standings_data(scores, players), event=event, mode=scores.mode, unit=scores.unit
    )
    header, *body = [tuple(str(v) for v in row) for row in table.as_values()]
    tables = [TextTable("Teams", header, tuple(body))]
    matches = tuple(
        (
            row["home"].code,
            row["away"].code,
            f"{row['trays']} of {row['boards']}",
            f"{row['home_score']}-{row['away_score']}",
            row["outcome"] + ("" if row["complete"] else " (so far)"),
        )
        for row in team_scores.match_rows(scores)
    )
    if matches:
        header = ("Home", "Away", "Trays", scores.unit.capitalize(), "Result")
        tables.append(TextTable("Matches", header, matches))
    if scores.clubs:
        clubs = tuple((c.club, ", ".join(c.teams), team_scores.signed(c.net)) for c in scores.clubs)
        tables.append(TextTable("Clubs", ("Club", "Fours", f"Net {scores.unit}"), clubs))
    trays = {t.number: t for t in event.trays.all()}
    travellers = tuple(
        _team_traveller(event, trays[n], lines, scores)
        for n, lines in sorted(scores.by_tray.items())
    )
    return ResultsSheet(tuple(tables), travellers, title=f"Results: {event.name}")


def _team_traveller(event: m.Event, tray: m.Tray, lines, scores) -> TextTable:
    title = f"Tray {tray.number} (dealer {tray.get_dealer_display()})"
    if event.is_whist:
        result_header = ("NS tricks", "EW tricks")
    else:
        result_header = ("Contract", "NS score")
    header = ("Round", "Table", "NS", "EW", *result_header, f"NS team {scores.unit}", "Note")
    rows = []
    for line in sorted(
        lines, key=lambda x: (x.result.seating.round.number, x.result.seating.table.number)
    ):
        r = line.result
        if r.adjustment:
            scored = (r.adjustment, "")
        elif event.is_whist:
            scored = (str(r.ns_tricks), str(r.ew_tricks))
        else:
            contract = f"{r.contract} {r.declarer} {_text(r.tricks_taken)}".strip()
            scored = (contract, _text(r.ns_score))
        gain = line.imps_text if scores.method == "imps" else line.net_text
        where = (str(r.seating.round.number), str(r.seating.table.number))
        codes = (r.seating.ns.code, r.seating.ew.code)
        rows.append((*where, *codes, *scored, gain, line.status_text))
    return TextTable(title, header, tuple(rows))


def _traveller_table(event: m.Event, tray: m.Tray, lines) -> TextTable:
    title = f"Tray {tray.number} (dealer {tray.get_dealer_display()}"
    if tray.vulnerability:
        title += f", vulnerable: {tray.get_vulnerability_display()}"
    title += ")"
    if event.is_whist:
        result_header: tuple[str, ...] = ("NS tricks", "EW tricks")
    else:
        result_header = ("Contract", "By", "Tricks", "NS score")
    header = ("Round", "Table", "NS", "EW", *result_header, "NS MP", "EW MP")
    rows = []
    for line in sorted(
        lines, key=lambda x: (x.result.seating.round.number, x.result.seating.table.number)
    ):
        r = line.result
        seating = r.seating
        if r.adjustment:
            scored = (r.adjustment,) + ("",) * (len(result_header) - 1)
        elif event.is_whist:
            scored = (str(r.ns_tricks), str(r.ew_tricks))
        else:
            scored = (r.contract, r.declarer, _text(r.tricks_taken), _text(r.ns_score))
        where = (str(seating.round.number), str(seating.table.number))
        rows.append((*where, *side_codes(seating), *scored, line.ns_mp, line.ew_mp))
    return TextTable(title, header, tuple(rows))


def _text(value: object) -> str:
    return "" if value is None else str(value)


def results_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    return render("results", event_info(event), results_sheet(event), paper=paper)


# -- progressive papers ----------------------------------------------------------------------


def progressive_games(event: m.Event) -> int | None:
    """How many games the tally cards have rows for: the evening's rounds when it has a
    fixed number (an evening played to the hour has as many rows as rounds already drawn)."""
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is not None:
        return settings.rounds
    value = (event.movement_options or {}).get("rounds")
    return int(value) if isinstance(value, int | str) and str(value).isdigit() else None


def tally_cards(event: m.Event) -> list[TallyCard]:
    """A tally card per player.  The evening's stored guests print with their names and the
    table of every round already seated (blank before the drawing of positions); an event
    without stored guests prints the first tables of its seeded draw."""
    games = progressive_games(event)
    players = list(m.ProgressivePlayer.objects.filter(event=event))
    if not players:
        return build.tally_cards(movement(event), entrant_names(event), games=games)
    tables = {
        (s.player_id, s.round.number): s.table
        for s in m.ProgressiveSeat.objects.filter(round__event=event).select_related("round")
    }
    count = max([games or 0, *(r for _, r in tables)], default=0) or 1
    return [
        TallyCard(
            Entrant(display_label(p.label, Family.PROGRESSIVE), p.name),
            _GROUPS.get(p.group, ""),
            tuple(TallyRow(r, tables.get((p.pk, r))) for r in range(1, count + 1)),
        )
        for p in players
    ]


def tally_cards_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    return render("tally-cards", event_info(event), tally_cards(event), paper=paper)


def table_signs_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    """A sign per table: the head table, the numbered tables, the booby table."""
    signs = build.table_signs(event.movement_size)
    return render("table-signs", event_info(event), signs, paper=paper)


_PAPERS: dict[str, Callable[..., bytes]] = {
    "guide-cards": guide_cards_pdf,
    "tray-labels": tray_labels_pdf,
    "travellers": travellers_pdf,
    "score-cards": score_cards_pdf,
    "results": results_pdf,
    "tally-cards": tally_cards_pdf,
    "table-signs": table_signs_pdf,
}
