"""A finished pairs event's results as a PBN 2.1 file, for results websites and players' tools.

Each board played is a game: its number, dealer and vulnerability, its deal with the
double-dummy table and par when the event has deals (``papers.deals``), and its traveller in
the ``ScoreTable``; the first game carries the final ranking in the ``TotalScoreTable``.  The
figures are the USEBIO file's (``standings.usebio``): the event's own scoring rules, as its
standings show them.

PBN's score tables are a pairs event's: an individual event, teams or a progressive party,
and whist (PBN records contract bridge), are refused with the reason, as is an event that is
not finished.
"""

from __future__ import annotations

from tournaments import models as m
from tournaments.deals import pbn
from tournaments.exchange.pbn_tables import score_table, total_score_table
from tournaments.papers.deals import pbn_board, pbn_header, stored
from tournaments.standings.usebio import ExportRefused, event_document, exportable

__all__ = ["ExportRefused", "results_pbn"]


def results_pbn(event: m.Event) -> str:
    """The PBN file of a finished bridge pairs event; ``ExportRefused`` says why not."""
    if event.game != m.Game.BRIDGE:
        raise ExportRefused(
            f"{event.name} is played at {event.get_game_display().lower()}: PBN records "
            "contract bridge. Export its results as USEBIO instead."
        )
    if event.form != m.Form.PAIRS:
        raise ExportRefused(
            f"{event.name} is a {event.get_form_display().lower()} event: PBN's score tables "
            "hold pairs' results. Export it as USEBIO instead."
        )
    exportable(event)
    (heading,) = event_document(event).events
    deals = {d.tray.number: d for d in stored(event)}
    trays = {t.number: t for t in event.trays.all()}
    boards = []
    for board in heading.boards:
        tray = trays[board.number]
        deal = deals.get(board.number)
        game = pbn_board(deal, event) if deal is not None else _undealt(tray)
        game["tables"] = score_table(board, heading.board_scoring)
        boards.append(game)
    if boards:
        total = total_score_table(heading.participants.pairs, heading.board_scoring)
        boards[0]["tables"] = boards[0]["tables"] + total
    return pbn.write(pbn_header(event), boards)


def _undealt(tray: m.Tray) -> dict:
    return {
        "board": tray.number,
        "dealer": tray.dealer,
        "vulnerability": tray.vulnerability or "none",
    }
