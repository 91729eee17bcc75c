"""Django side of printing: gather an event's plain data and hand it to the renderers."""

from __future__ import annotations

from tournaments import adapters
from tournaments import models as m
from tournaments.printing import build
from tournaments.printing.data import EventInfo
from tournaments.printing.render import render


def event_info(event: m.Event) -> EventInfo:
    return EventInfo(name=event.name, date=f"{event.date:%d %B %Y}", venue=event.venue)


def entrant_names(event: m.Event) -> dict[str, str]:
    return {e.label: e.name for e in event.entrants.all() if e.name}


def table_cards_pdf(event: m.Event, *, paper: str = "a4") -> bytes:
    """One indicator card per table for the event's movement."""
    movement = adapters.movement_for(event)
    cards = build.table_cards(movement, names=entrant_names(event))
    return render("table-cards", event_info(event), cards, paper=paper)
