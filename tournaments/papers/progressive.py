"""The papers of a progressive party: a tally card per guest and the table signs."""

from __future__ import annotations

from movements.types import Family
from tournaments import models as m
from tournaments.papers.duplicate import event_info, movement, names_for
from tournaments.printing import build
from tournaments.printing.data import Entrant, TallyCard, TallyRow
from tournaments.printing.moves import display_label
from tournaments.printing.render import render

_GROUPS = {"L": "Ladies", "G": "Gentlemen"}


def progressive_games(event: m.Event) -> int | None:
    """How many games the tally cards have rows for: the evening's rounds when it has a
    fixed number (an evening played to the hour has as many rows as rounds already drawn)."""
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is not None:
        return settings.rounds
    value = (event.movement_options or {}).get("rounds")
    return int(value) if isinstance(value, int | str) and str(value).isdigit() else None


def tally_cards(event: m.Event, *, names: bool = True) -> list[TallyCard]:
    """A tally card per player.  The evening's stored guests print with their names and the
    table of every round already seated (blank before the drawing of positions); an event
    without stored guests prints the first tables of its seeded draw."""
    games = progressive_games(event)
    players = list(m.ProgressivePlayer.objects.filter(event=event))
    if not players:
        return build.tally_cards(movement(event), names_for(event, names), games=games)
    tables = {
        (s.player_id, s.round.number): s.table
        for s in m.ProgressiveSeat.objects.filter(round__event=event).select_related("round")
    }
    count = max([games or 0, *(r for _, r in tables)], default=0) or 1
    return [
        TallyCard(
            Entrant(display_label(p.label, Family.PROGRESSIVE), p.name if names else ""),
            _GROUPS.get(p.group, ""),
            tuple(TallyRow(r, tables.get((p.pk, r))) for r in range(1, count + 1)),
        )
        for p in players
    ]


def tally_cards_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    cards = tally_cards(event, names=names)
    return render("tally-cards", event_info(event), cards, paper=paper)


def table_signs_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    """A sign per table: the head table, the numbered tables, the booby table."""
    signs = build.table_signs(event.movement_size)
    return render("table-signs", event_info(event), signs, paper=paper)
