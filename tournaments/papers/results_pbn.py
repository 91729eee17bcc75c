"""A finished pairs or teams event's results as a PBN 2.1 file, for results websites and
players' tools.

Each board played is a game: its number, dealer and vulnerability, its deal with the
double-dummy table and par when the event has deals (``papers.deals``), and its traveller in
the ``ScoreTable``; the first game carries the final ranking in the ``TotalScoreTable``.  The
figures are the USEBIO file's (``standings.usebio``): the event's own scoring rules, as its
standings show them.

A teams event is written room by room (``results_pbn_teams``).  PBN's score tables hold
pairs' and teams' results: an individual event or a progressive party, and whist or auction
bridge (PBN records contract bridge; a whist or auction team series is refused for that), are
refused with the reason, as is an event that is not finished.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.deals import pbn
from tournaments.exchange.pbn_tables import score_table, total_score_table
from tournaments.papers.deals import pbn_board, pbn_header, stored, undealt_board
from tournaments.papers.results_pbn_teams import teams_pbn
from tournaments.standings.usebio import ExportRefused, event_document, exportable

__all__ = ["ExportRefused", "results_pbn"]


def results_pbn(event: m.Event) -> str:
    """The PBN file of a finished bridge pairs or teams event; ``ExportRefused`` says why
    not."""
    if event.game != m.Game.BRIDGE:
        raise ExportRefused(
            _(
                "%(event)s is played at %(game)s: PBN records contract bridge. Export its "
                "results as USEBIO instead."
            )
            % {"event": event.name, "game": event.get_game_display().lower()}
        )
    if event.form not in (m.Form.PAIRS, m.Form.TEAMS):
        raise ExportRefused(
            _(
                "%(event)s is a %(form)s event: PBN's score tables hold pairs' and teams' "
                "results. Export it as USEBIO instead."
            )
            % {"event": event.name, "form": event.get_form_display().lower()}
        )
    exportable(event)
    if event.form == m.Form.TEAMS:
        return teams_pbn(event)
    (heading,) = event_document(event).events
    deals = {d.tray.number: d for d in stored(event)}
    trays = {t.number: t for t in event.trays.all()}
    boards = []
    for board in heading.boards:
        tray = trays[board.number]
        deal = deals.get(board.number)
        game = pbn_board(deal, event) if deal is not None else undealt_board(tray)
        game["tables"] = score_table(board, heading.board_scoring)
        boards.append(game)
    if boards:
        total = total_score_table(heading.participants.pairs, heading.board_scoring)
        boards[0]["tables"] = boards[0]["tables"] + total
    return pbn.write(pbn_header(event), boards)
