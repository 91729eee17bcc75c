"""An event's deals as files and papers: the hand-record PDF, PBN (with the double-dummy table
and par in the standard tags), the plain hand-record text, the Duplimate machines' DUP file,
and the JSON the ``deals show`` command prints.

The files for a dealing machine or another scorer carry every deal and are the organisers';
the hand records printed for the public hold only the trays whose travellers are public now
(``standings.deals.records``).
"""

from __future__ import annotations

from django.utils.formats import date_format
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.deals import dup, pbn
from tournaments.deals.cards import SEATS, STRAINS
from tournaments.deals.text import hand_record_text
from tournaments.papers.duplicate import event_info
from tournaments.printing.render import render
from tournaments.standings.deals import record_of, records

PBN_SCORING = {
    m.ScoringMethod.MATCHPOINTS: "MP",
    m.ScoringMethod.IMPS: "IMP",
    m.ScoringMethod.CROSS_IMPS: "IMP",
    m.ScoringMethod.BUTLER: "Butler",
    m.ScoringMethod.POINTS: "TotalPoints",
}
WRITTEN_VULNERABLE = pbn.WRITTEN_VULNERABLE
FORMATS = {"pbn": "pbn", "text": "txt", "dup": "dup"}


class NoDeals(ValueError):
    """Nothing to write: the event has no deals (or none the reader may see)."""


def stored(event: m.Event) -> list[m.Deal]:
    """Every deal of the event with its tray, in tray order (one query)."""
    return list(
        m.Deal.objects.filter(tray__event=event).select_related("tray").order_by("tray__number")
    )


def hand_records_pdf(
    event: m.Event, kind: str, *, paper: str = "a4", public: bool = False
) -> bytes:
    """The hand records (``kind``: six a page, or four in larger type) of the deals the reader
    may see; ``NoDeals`` when there are none yet."""
    shown = records(event, public=public)
    if not shown:
        raise NoDeals(
            _(
                "No deal may be shown yet: hand records are printed for the public once every "
                "table due to play a %(board)s has played it."
            )
            % {"board": event.words.board}
            if public
            else _("The event has no deals yet: import, generate or enter them first.")
        )
    return render(kind, event_info(event), shown, paper=paper)


def pbn_text(event: m.Event) -> str:
    """Every deal as a PBN 2.1 export file."""
    deals = _all(event)
    return pbn.write(pbn_header(event), [pbn_board(deal, event) for deal in deals])


def pbn_header(event: m.Event) -> pbn.Header:
    return pbn.Header(
        event=event.name,
        date=f"{event.date:%Y.%m.%d}",
        site=event.venue,
        scoring=PBN_SCORING.get(event.scoring_method, "?"),
    )


def pbn_board(deal: m.Deal, event: m.Event) -> dict:
    """A stored deal as the PBN writer takes a board (its tray loaded with it)."""
    record = record_of(deal, event)
    return {
        "board": record.board,
        "dealer": record.dealer,
        "vulnerability": deal.tray.vulnerability or "none",
        "deal": record.deal,
        "tricks": _in_order(deal.tricks),
        "par_score": deal.par_score,
        "par_contracts": deal.par_contracts,
        "trump": record.trump,
    }


def undealt_board(tray: m.Tray) -> dict:
    """A tray without a deal as the PBN writer takes a board: its number, dealer and
    vulnerability."""
    return {
        "board": tray.number,
        "dealer": tray.dealer,
        "vulnerability": tray.vulnerability or "none",
    }


def plain_text(event: m.Event) -> str:
    """Every deal as a plain-text hand record."""
    title = f"{event.name}, {date_format(event.date, 'j E Y')}"
    return hand_record_text(title, [record_of(d, event) for d in _all(event)])


def dup_bytes(event: m.Event) -> bytes:
    """Every deal as a Duplimate DUP file (the event's trays are numbered one after another,
    so every tray needs its deal)."""
    deals = _all(event)
    have = {d.tray.number for d in deals}
    missing = [t for t in event.trays.values_list("number", flat=True) if t not in have]
    if missing:
        numbers = ", ".join(map(str, missing))
        if len(missing) > 1:
            said = _(
                "A dealing machine deals every board in turn: %(boards)s %(numbers)s have no deal."
            ) % {"boards": event.words.boards, "numbers": numbers}
        else:
            said = _(
                "A dealing machine deals every board in turn: %(board)s %(numbers)s has no deal."
            ) % {"board": event.words.board, "numbers": numbers}
        raise NoDeals(said)
    return dup.write([(d.tray.number, d.cards) for d in deals])


def _all(event: m.Event) -> list[m.Deal]:
    deals = stored(event)
    if not deals:
        raise NoDeals(_("The event has no deals yet: import, generate or enter them first."))
    return deals


def _in_order(tricks: dict | None) -> dict | None:
    """A double-dummy table with its seats and strains in the usual order (PostgreSQL keeps a
    JSON object's keys sorted its own way)."""
    if tricks is None:
        return None
    return {seat: {strain: tricks[seat][strain] for strain in STRAINS} for seat in SEATS}


def as_json(event: m.Event, board: int | None = None) -> list[dict]:
    """Each board as the ``deals show`` command prints it: number, dealer, vulnerability, the
    four hands in PBN order (North, East, South, West), the double-dummy tricks by declarer
    and strain, and par (North-South's score; contract bridge only)."""
    deals = _all(event)
    if board is not None:
        deals = [d for d in deals if d.tray.number == board]
        if not deals:
            word = event.words
            raise NoDeals(
                Said(
                    "%(Board)s %(board)s has no deal (or the event has no %(board2)s %(board)s).",
                    Board=word.Board,
                    board=board,
                    board2=word.board,
                )
            )
    out = []
    for deal in deals:
        tray, cards = deal.tray, deal.cards
        item = {
            "board": tray.number,
            "dealer": tray.dealer,
            "vulnerability": WRITTEN_VULNERABLE[tray.vulnerability] if tray.vulnerability else None,
            "deal": cards.pbn(),
            "hands": {seat: hand.pbn for seat, hand in cards},
            "tricks": _in_order(deal.tricks),
            "par": (
                {"score": deal.par_score, "contracts": list(deal.par_contracts)}
                if deal.par_score is not None
                else None
            ),
            "source": deal.source,
            "note": deal.note,
        }
        if event.is_whist:
            item["trump"] = tray.trump or None
        out.append(item)
    return out
