"""One entry point per paper: its plain data in, PDF bytes out.

The registry (``registry.PAPERS``) names each paper and points at its function here;
``render.render`` dispatches on a paper's kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tournaments.deals.text import Record

from .cards import GuideCards, ScoreCards, TableCards
from .data import (
    ChartRound,
    EventInfo,
    GuideCard,
    PointsTally,
    ResultsSheet,
    ScoreCard,
    TableCard,
    TableSign,
    TallyCard,
    TravellerSlip,
    TrayLabel,
)
from .handrecords import HandRecords, LargeHandRecords
from .layout import Sheet, render_sheets
from .progressive import (
    ChartRounds,
    PointsTallyCards,
    TableSigns,
    TallyCards,
)
from .results import ResultsSheets
from .traypapers import Travellers, TrayLabels


def render_table_cards(event: EventInfo, cards: Sequence[TableCard], *, paper: str = "a4") -> bytes:
    return TableCards(event, paper).render(cards)


def render_guide_cards(event: EventInfo, cards: Sequence[GuideCard], *, paper: str = "a4") -> bytes:
    return GuideCards(event, paper).render(cards)


def render_tray_labels(
    event: EventInfo, labels: Sequence[TrayLabel], *, paper: str = "a4"
) -> bytes:
    return TrayLabels(event, paper).render(labels)


def render_travellers(
    event: EventInfo, slips: Sequence[TravellerSlip], *, paper: str = "a4"
) -> bytes:
    return Travellers(event, paper).render(slips)


def render_score_cards(event: EventInfo, cards: Sequence[ScoreCard], *, paper: str = "a4") -> bytes:
    return ScoreCards(event, paper).render(cards)


def render_results(
    event: EventInfo, sheet: ResultsSheet | Sequence[ResultsSheet], *, paper: str = "a4"
) -> bytes:
    sheets = [sheet] if isinstance(sheet, ResultsSheet) else list(sheet)
    return ResultsSheets(event, paper).render(sheets)


def render_table_signs(event: EventInfo, signs: Sequence[TableSign], *, paper: str = "a4") -> bytes:
    return TableSigns(event, paper).render(signs)


def render_tally_cards(
    event: EventInfo, cards: Sequence[TallyCard | PointsTally | TableSign], *, paper: str = "a4"
) -> bytes:
    """Tally cards (star cards, or today's euchre's points cards), followed by the table signs
    when any are given (one progressive pack)."""
    tallies = [x for x in cards if isinstance(x, TallyCard)]
    points = [x for x in cards if isinstance(x, PointsTally)]
    signs = [x for x in cards if isinstance(x, TableSign)]
    parts: list[tuple[Sheet, Sequence[Any]]] = []
    if points:
        parts.append((PointsTallyCards(event, paper), points))
    if tallies or not (signs or points):
        parts.append((TallyCards(event, paper), tallies))
    if signs:
        parts.append((TableSigns(event, paper), signs))
    return render_sheets(event, parts, "Tally cards")


def render_hand_records(event: EventInfo, records: Sequence[Record], *, paper: str = "a4") -> bytes:
    """Six boards to a page: the hands, the double-dummy table and par."""
    return HandRecords(event, paper).render(list(records))


def render_large_hand_records(
    event: EventInfo, records: Sequence[Record], *, paper: str = "a4"
) -> bytes:
    """Four boards to a page, in larger type."""
    return LargeHandRecords(event, paper).render(list(records))


def render_rotation_chart(
    event: EventInfo, rounds: Sequence[ChartRound], *, paper: str = "a4"
) -> bytes:
    return ChartRounds(event, paper).render(rounds)
