"""Every paper the site prints, in the order of the print page: kind, title and renderer.

One registry, so that a paper's title, the events it is for and the function that draws it
are stated once; the print page, the ``print`` command and ``render.render`` read them here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from said import TRAY_TITLE, Said
from tournaments import lazy

from .data import EventInfo

if TYPE_CHECKING:
    from tournaments.printing import renderers
else:  # reportlab is imported when a paper is first drawn, not when the site starts
    renderers = lazy.module("tournaments.printing.renderers")


@dataclass(frozen=True)
class Paper:
    """A paper: its kind (the ``print`` command's KIND), its title, the name of the function
    in ``renderers`` that draws it (``draw``), whether it is for progressive
    events (the others are for duplicate events), whether it needs a game with trays, and
    whether it shows the cards (printed for the public only under the trust rules)."""

    kind: str
    title: Said
    renderer: str
    progressive: bool = False
    trays: bool = False
    deals: bool = False

    def draw(self, event: EventInfo, items: Any, *, paper: str = "a4") -> bytes:
        """The paper as a PDF, drawn from its plain data (``renderers``)."""
        pdf: bytes = getattr(renderers, self.renderer)(event, items, paper=paper)
        return pdf


PAPERS: dict[str, Paper] = {
    p.kind: p
    for p in (
        Paper("table-cards", Said("Table indicator cards"), "render_table_cards"),
        Paper("guide-cards", Said("Personal guide cards"), "render_guide_cards"),
        Paper(
            "tray-labels",
            Said("%(Tray)s labels and trump slips", Tray=TRAY_TITLE),
            "render_tray_labels",
            trays=True,
        ),
        Paper("travellers", Said("Traveller slips"), "render_travellers", trays=True),
        Paper("score-cards", Said("Score cards"), "render_score_cards", trays=True),
        Paper("results", Said("Results sheet"), "render_results"),
        Paper(
            "hand-records",
            Said("Hand records (six a page)"),
            "render_hand_records",
            trays=True,
            deals=True,
        ),
        Paper(
            "hand-records-large",
            Said("Hand records, large type (four a page)"),
            "render_large_hand_records",
            trays=True,
            deals=True,
        ),
        Paper("tally-cards", Said("Tally cards"), "render_tally_cards", progressive=True),
        Paper(
            "table-signs",
            Said("Head and booby table signs"),
            "render_table_signs",
            progressive=True,
        ),
        Paper("rotation-chart", Said("Rotation chart"), "render_rotation_chart", progressive=True),
    )
}
KINDS = tuple(PAPERS)
