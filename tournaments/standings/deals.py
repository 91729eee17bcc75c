"""The deals as pages read them, under the same trust rules as the results.

A deal (the hands, the double-dummy table, par) is shown exactly when its tray's traveller is:
to the club's staff always, to the public once every table due to play the tray has played it
(or after the finish), so nobody sees the cards of a tray still to be played.  Results are
shown against par (North-South's score less the par score) or, at whist, against the tricks
double dummy gives North-South.

``doubtful(table, tray, entry)`` is the question a table's phone asks before it saves a result
the cards make unlikely ("are you sure?"); ``doubtful_results`` (in ``standings.session``) is
the same check over the results already saved, for the director's desk.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _

from movements.trays import Vulnerability
from said import Said
from tournaments import models as m
from tournaments.adapters import trust
from tournaments.deals import doubt, pbn
from tournaments.deals.cards import (
    SEAT_NAMES,
    SEAT_WORDS,
    STRAINS,
    SUIT_SYMBOLS,
    SUITS,
    parse_trump,
)
from tournaments.deals.double_dummy import whist_tricks
from tournaments.deals.text import TABLE_SEATS, Record, par_label
from tournaments.models.table_lookups import tray_deal
from tournaments.scoring.entry import BridgeEntry, EntryError, WhistEntry, check_whist_tricks
from tournaments.standings.visibility import Visibility, visibility

RED = ("H", "D")


@dataclass(frozen=True)
class SuitLine:
    symbol: str
    cards: str
    red: bool


@dataclass(frozen=True)
class HandShown:
    seat: str
    name: str | Said
    suits: tuple[SuitLine, ...]
    points: int


@dataclass(frozen=True)
class DealShown:
    """A deal as the traveller shows it: the hands round the compass, the double-dummy table
    (a row per declarer, North and South first), par, and at whist the trump card."""

    record: Record
    hands: dict[str, HandShown]
    rows: tuple[tuple[str, tuple[int, ...]], ...]
    strains: tuple[SuitLine, ...]
    source: str
    note: str

    @property
    def north(self) -> HandShown:
        return self.hands["N"]

    @property
    def east(self) -> HandShown:
        return self.hands["E"]

    @property
    def south(self) -> HandShown:
        return self.hands["S"]

    @property
    def west(self) -> HandShown:
        return self.hands["W"]


def record_of(deal: m.Deal, event: m.Event) -> Record:
    """The pure hand record of a stored deal (its tray must be loaded with it)."""
    tray = deal.tray
    vulnerable = ""
    if event.game == m.Game.BRIDGE:
        vulnerable = Vulnerability(tray.vulnerability or "none").label
    trump = None
    if event.is_whist:
        try:
            _suit, trump = parse_trump(tray.trump)
        except ValueError:
            trump = None
    return Record(
        board=tray.number,
        dealer=tray.dealer,
        vulnerability=vulnerable,
        deal=deal.cards,
        tricks=deal.tricks,
        par=par_label(deal.par_score, deal.par_contracts),
        trump=trump,
    )


def shown(deal: m.Deal, event: m.Event, *, source: bool = True) -> DealShown:
    """The deal for a page; ``source``: say where it came from (a generated deal's note names
    its seed, from which every other deal of the event can be made again: the public reads it
    only once nothing is hidden)."""
    record = record_of(deal, event)
    hands = {}
    for seat, hand in record.deal:
        lines = tuple(SuitLine(SUIT_SYMBOLS[s], hand.shown(s), s in RED) for s in SUITS)
        hands[seat] = HandShown(seat, SEAT_WORDS[seat], lines, hand.points)
    rows: tuple = ()
    if deal.tricks:
        rows = tuple(
            (SEAT_WORDS[seat], tuple(deal.tricks[seat][s] for s in STRAINS)) for seat in TABLE_SEATS
        )
    strains = tuple(SuitLine(SUIT_SYMBOLS.get(s, s), s, s in RED) for s in STRAINS)
    if not source:
        return DealShown(record, hands, rows, strains, "", "")
    return DealShown(record, hands, rows, strains, deal.get_source_display(), deal.note)


def deal_context(event: m.Event, number: int, visibility: Visibility, lines) -> dict:
    """The traveller's deal, when the reader may see the tray (one query), with each result
    against par; nothing when the tray is hidden."""
    if not visibility.tray_shown(number):
        return {"deal": None}
    row = m.Deal.objects.filter(tray__event=event, tray__number=number).select_related("tray")
    deal = row.first()
    if deal is None:
        return {"deal": None}
    return {
        "deal": shown(deal, event, source=visibility.everything),
        "against_par": against_par(deal, event, lines),
    }


def dealt_trays(event: m.Event, visibility: Visibility) -> frozenset[int]:
    """The trays whose deal the reader may see, for a score card's links (one query)."""
    numbers = m.Deal.objects.filter(tray__event=event).values_list("tray__number", flat=True)
    return frozenset(n for n in numbers if visibility.tray_shown(n))


@dataclass(frozen=True)
class AgainstPar:
    table: int
    result: str
    difference: str


def _signed(value: int) -> str:
    return "=" if value == 0 else (f"+{value}" if value > 0 else f"\u2212{-value}")


def against_par(deal: m.Deal, event: m.Event, lines: Iterable) -> list[AgainstPar]:
    """Each result on the tray against par (contract bridge: North-South's score less the
    par score) or against double dummy (whist: North-South's tricks less those it gives)."""
    out = []
    whist_dd = None
    if event.is_whist and deal.tricks:
        suit, _card = _trump_suit(deal.tray.trump)
        if suit:
            whist_dd = whist_tricks(deal.tricks, deal.tray.dealer, suit)
    for line in lines:
        r = line.result
        if r.adjustment:
            continue
        if whist_dd is not None and r.ns_tricks is not None:
            difference = _signed(r.ns_tricks - whist_dd)
            out.append(AgainstPar(r.seating.table.number, f"NS {r.ns_tricks}", difference))
        elif deal.par_score is not None and r.ns_score is not None and r.contract:
            difference = _signed(r.ns_score - deal.par_score)
            out.append(AgainstPar(r.seating.table.number, f"NS {r.ns_score:+d}", difference))
    return out


def _trump_suit(text: str):
    try:
        return parse_trump(text)
    except ValueError:
        return "", None


# -- results the cards make unlikely ---------------------------------------------------------------


def reason(deal: m.Deal, event: m.Event, values: Mapping) -> Said | None:
    """Why a result (its stored values: tricks, or contract, declarer and tricks) looks wrong
    against the deal, or None (also when the deal is not analysed yet)."""
    if not deal.tricks or values.get("adjustment"):
        return None
    if event.is_whist:
        suit, _card = _trump_suit(deal.tray.trump)
        if not suit:
            return None
        return doubt.whist_doubt(deal.tricks, deal.tray.dealer, suit, values.get("ns_tricks"))
    return doubt.contract_doubt(
        deal.cards,
        deal.tricks,
        values.get("contract") or "",
        values.get("declarer") or "",
        values.get("tricks_taken"),
    )


def doubtful(table: m.Table, tray: m.Tray, entry: WhistEntry | BridgeEntry) -> str | None:
    """The "are you sure?" a table's phone asks before saving ``entry`` on ``tray`` (one
    query), or None when the result fits the cards, the deal is unknown or not yet analysed.

    The phone shows the text and saves only when the players confirm; a result saved anyway is
    flagged on the director's desk (``standings.session.doubtful_results``), which says what
    double dummy gives.  The question does not: a phone could otherwise ask it about a tray
    before playing it, and learn what the cards make."""
    deal = tray_deal(tray)
    if deal is None:
        return None
    if isinstance(entry, WhistEntry):
        try:
            ns, _ew = check_whist_tricks(entry.ns_tricks, entry.ew_tricks, "")
        except EntryError:
            return None
        values = {"ns_tricks": ns, "adjustment": entry.adjustment}
        said = _("North-South %(tricks)s tricks") % {"tricks": ns}
    else:
        values = {
            "contract": (entry.contract or "").strip().upper().replace(" ", ""),
            "declarer": (entry.declarer or "").strip().upper(),
            "tricks_taken": entry.tricks,
            "adjustment": entry.adjustment,
        }
        said = _contract_said(values)
    if reason(deal, table.event, values) is None:
        return None
    return _(
        "Are you sure? %(said)s is far from what the cards allow: check the declarer, the "
        "%(board)s and the tricks before saving."
    ) % {"said": said, "board": table.event.words.board}


def _contract_said(values: Mapping) -> str:
    parsed = doubt.strain_of(values["contract"])
    seat = SEAT_NAMES.get(values["declarer"], values["declarer"])
    if parsed is None:
        return values["contract"]
    level, strain = parsed
    return _("%(tricks)s tricks by %(seat)s in %(contract)s") % {
        "tricks": values["tricks_taken"],
        "seat": _(seat),
        "contract": f"{level}{doubt.strain_text(strain)}",
    }


def differences(event: m.Event, recorded: Mapping[int, pbn.BoardDeal]) -> list[str]:
    """Boards whose file records another double-dummy table or par than the solver gives (the
    hands may have been turned round, or the file's program was wrong)."""
    found = []
    deals = m.Deal.objects.filter(tray__event=event, tray__number__in=list(recorded))
    for deal in deals.select_related("tray").order_by("tray__number"):
        said = recorded[deal.tray.number]
        if deal.tricks is None:
            continue
        if said.tricks != deal.tricks:
            found.append(
                _("Board %(number)s: the file's double-dummy table differs.")
                % {"number": deal.tray.number}
            )
        elif said.par_score is not None and deal.par_score not in (None, said.par_score):
            found.append(
                _("Board %(number)s: the file's par is %(par)+d, the solver's %(solver)+d.")
                % {"number": deal.tray.number, "par": said.par_score, "solver": deal.par_score}
            )
    return found


def records(event: m.Event, *, public: bool) -> list[Record]:
    """Every deal of the event a reader may see, as hand-record boards (the staff: all; the
    public: the trays whose travellers are public, every one after the finish)."""
    deals = list(
        m.Deal.objects.filter(tray__event=event).select_related("tray").order_by("tray__number")
    )
    if not trust.nothing_hidden(event, public=public) and deals:
        results = list(m.Result.objects.filter(tray__event=event).select_related("tray"))
        seen = visibility(event, results, public=True)
        deals = [d for d in deals if seen.tray_shown(d.tray.number)]
    return [record_of(d, event) for d in deals]
