"""A tray's stored deal as the cards (``tournaments.deals.cards.Deal``), for the entry checks."""

from __future__ import annotations

from tournaments import models as m
from tournaments.deals.cards import Deal


def tray_cards(tray: m.Tray) -> Deal | None:
    """The tray's four hands, or None while its deal is not known; read once for the tray."""
    if "_cards" not in tray.__dict__:
        deal = m.Deal.objects.filter(tray=tray).only("hands").first()
        tray.__dict__["_cards"] = deal.cards if deal is not None else None
    return tray.__dict__["_cards"]
