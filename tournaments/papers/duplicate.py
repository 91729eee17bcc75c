"""The papers of a duplicate event, gathered from the database and handed to the renderers:
table indicator cards, guide cards, tray labels, travellers, score cards, the results sheet.

Each function reads what it needs in a few queries; the renderers in ``printing`` never see a
model.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from django.urls import reverse
from django.utils.formats import date_format
from django.utils.translation import gettext as _

from movements.memory import MEMORY_KINDS
from movements.progressive import progressive
from movements.trays import Vulnerability
from movements.types import Movement, Seat
from tournaments import models as m
from tournaments.adapters import movements as movement_rows
from tournaments.papers.words import paper_words
from tournaments.printing import build
from tournaments.printing.data import EventInfo, ResultsSheet, Terms, TextTable, TrayLabel
from tournaments.printing.render import render
from tournaments.standings import scores_for
from tournaments.standings.numbers import local_figure


def terms_for(event: m.Event) -> Terms:
    """The event's words (``event.words``) as the plain strings a paper prints."""
    words = event.words
    return Terms(
        board=str(words.board),
        boards=str(words.boards),
        Board=str(words.Board),
        Boards=str(words.Boards),
        say=paper_words(),
    )


def event_info(event: m.Event) -> EventInfo:
    return EventInfo(
        name=event.name,
        date=date_format(event.date, "j E Y"),
        venue=event.venue,
        terms=terms_for(event),
    )


def names_for(event: m.Event, names: bool) -> dict[str, str]:
    """The names to print: every entrant's (``entrant_names``), or none at all for a public
    reader of a club that keeps names off its pages."""
    return entrant_names(event) if names else {}


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


def movement(event: m.Event) -> Movement:
    """The event's movement; a progressive evening's is its first round, drawn with the
    event's seed."""
    if event.movement_kind == "progressive":
        options = event.movement_options or {}
        settings = m.ProgressiveSettings.objects.filter(event=event).first()
        groups = settings.groups if settings is not None else options.get("groups", "one")
        seed = int(options.get("seed", event.seed))
        return progressive(event.movement_size, groups=groups, seed=seed)
    return movement_rows.movement_for(event)


def entry_urls(event: m.Event, base_url: str) -> dict[int, str]:
    """Each table's entry link, for its QR code; tables exist once the event has started."""
    if not event.has_started:
        return {}
    base = base_url.rstrip("/")
    return {t.number: base + reverse("table-entry", args=[t.secret]) for t in event.tables.all()}


def table_cards_pdf(
    event: m.Event,
    *,
    paper: str = "a4",
    base_url: str | None = None,
    names: bool = True,
    tables: Collection[int] | None = None,
) -> bytes:
    """One indicator card per table for the event's movement (``tables``: those only)."""
    urls = entry_urls(event, base_url) if base_url else {}
    cards = build.table_cards(
        movement(event), names=names_for(event, names), entry_urls=urls, terms=terms_for(event)
    )
    if tables is not None:
        cards = [card for card in cards if card.table in tables]
    return render("table-cards", event_info(event), cards, paper=paper)


def guide_cards_pdf(
    event: m.Event,
    *,
    paper: str = "a4",
    names: bool = True,
    entrants: Collection[str] | None = None,
) -> bytes:
    """A personal guide card per entrant: table, direction or seat, trays and opponents
    (``entrants``: the cards of those movement labels only)."""
    # the source numbers hands so in its team matches: "the hands simultaneously played are
    # scored under the same number, but distinguished by ... the table"
    numbered = event.is_whist and event.form == m.Form.TEAMS
    mv = movement(event)
    cards = build.guide_cards(
        mv, names_for(event, names), numbered=numbered, terms=terms_for(event)
    )
    if entrants is not None:
        cards = [c for label, c in zip(mv.entrants, cards, strict=True) if label in entrants]
    return render("guide-cards", event_info(event), cards, paper=paper)


def tray_labels(event: m.Event, mv: Movement) -> list[TrayLabel]:
    """The stored trays' dealer and vulnerability once seated; before that the game's cycle.
    Memory duplicate's trays carry no trump slip: "No trump is turned in Memory Duplicate"."""
    labels = _tray_labels(event, mv)
    if event.movement_kind in MEMORY_KINDS:
        return [replace(label, trump_slip=False) for label in labels]
    return labels


def _tray_labels(event: m.Event, mv: Movement) -> list[TrayLabel]:
    rows = list(event.trays.order_by("number"))
    if not rows:
        return build.tray_labels(mv, game=event.game)
    return [
        TrayLabel(
            tray=t.number,
            dealer=Seat(t.dealer),
            vulnerability=Vulnerability(t.vulnerability) if t.vulnerability else None,
            is_whist=event.is_whist,
        )
        for t in rows
    ]


def tray_labels_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    labels = tray_labels(event, movement(event))
    return render("tray-labels", event_info(event), labels, paper=paper)


def travellers_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    """A traveller per tray, pre-filled with who plays it in play order."""
    mv = movement(event)
    slips = build.travellers(mv, tray_labels(event, mv), terms=terms_for(event))
    return render("travellers", event_info(event), slips, paper=paper)


def score_cards_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    cards = build.score_cards(
        movement(event), names_for(event, names), game=event.game, terms=terms_for(event)
    )
    return render("score-cards", event_info(event), cards, paper=paper)


def results_sheet(event: m.Event, *, public: bool = False, names: bool = True) -> ResultsSheet:
    """Standings as the event's form shows them, then every tray's traveller; ``public``:
    only what the public may see now (``standings.visibility``)."""
    scores = scores_for(event, public=public, names=names)
    trays = {t.number: t for t in event.trays.all()}
    tables, travellers = scores.sheet(trays)
    title = _("Results: %(event)s") % {"event": event.name}
    return ResultsSheet(
        tuple(_local_figures(t) for t in tables),
        tuple(_local_figures(t) for t in travellers),
        title=title,
    )


def _local_figures(table: TextTable) -> TextTable:
    """The sheet's figures as the paper's language writes them (12,5 in French): a cell that
    is a number, signed or not, is written again; codes, places ("1="), contracts and scores
    stay as they are."""
    rows = tuple(tuple(local_figure(cell) for cell in row) for row in table.rows)
    return replace(table, rows=rows)


def results_pdf(
    event: m.Event, *, paper: str = "a4", public: bool = False, names: bool = True
) -> bytes:
    sheet = results_sheet(event, public=public, names=names)
    return render("results", event_info(event), sheet, paper=paper)
