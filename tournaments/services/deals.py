"""Storing the deals of an event's trays: from a PBN file, from the event's seed, copied from
another event (Foster's transposition), or typed by hand; and their double-dummy analysis.

Every way in checks every tray first and saves nothing when one is wrong: a board the event
lacks, a dealer or vulnerability that contradicts the tray, a whist trump card the dealer
does not hold, a tray that already has another deal (unless the caller replaces it).  The
director's log says what was stored and where it came from; a deal typed over another keeps
the old hands in the log.  Analysis runs after the deals are saved, outside their
transaction: DDS takes a quarter of a second or so a deal, and nothing waits for it.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext as _

from movements.trays import Vulnerability
from said import Said
from tournaments import models as m
from tournaments.deals import dealing, lin, pbn
from tournaments.deals.cards import SEAT_NAMES, Card, DealError, parse_trump
from tournaments.deals.cards import Deal as Cards
from tournaments.services.common import DomainError, in_club_language, log, require_organiser
from tournaments.services.deal_analysis import analyse_deals

DEAL_GAMES = (m.Game.WHIST, m.Game.BRIDGE, m.Game.AUCTION)


@dataclass(frozen=True)
class NewDeal:
    """A deal about to be stored on tray ``board``: its cards, the whist trump card (None:
    keep what the tray records when the dealer holds it), and the line it came from."""

    board: int
    cards: Cards
    trump: Card | None = None
    where: str = ""  # "line 12: " for a file
    dealer: str | None = None  # what a file says, checked against the tray
    vulnerability: str | None = None


@dataclass
class Stored:
    """What a service stored, and what the person should know about it."""

    deals: list[m.Deal]
    notes: list[str] = field(default_factory=list)
    recorded: dict[int, pbn.BoardDeal] = field(default_factory=dict)  # a file's own analysis


def _trays(event: m.Event) -> dict[int, m.Tray]:
    if event.game not in DEAL_GAMES:
        raise DomainError(
            _("%(game)s is not played with trays: no deals.") % {"game": event.get_game_display()}
        )
    trays = {t.number: t for t in m.Tray.objects.select_for_update().filter(event=event)}
    if not trays:
        raise DomainError(
            _("The event has no %(boards)s yet: start it (seat the entrants) first.")
            % {"boards": event.words.boards}
        )
    return trays


def _tray_numbers(trays: Mapping[int, m.Tray]) -> str:
    numbers = sorted(trays)
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"{numbers[0]} to {numbers[-1]}"
    return ", ".join(map(str, numbers))


def _problems(event: m.Event, trays: dict[int, m.Tray], new: list[NewDeal], replace: bool):
    found: list[tuple[int, str | Said]] = []
    existing = {
        d.tray.number: d for d in m.Deal.objects.filter(tray__event=event).select_related("tray")
    }
    w = event.words
    for item in new:
        label = _("%(where)sboard %(number)s") % {"where": item.where, "number": item.board}
        tray = trays.get(item.board)
        if tray is None:
            said = (
                _("the event has no such %(board)s (%(boards)s %(numbers)s)")
                % {"board": w.board, "boards": w.boards, "numbers": _tray_numbers(trays)}
                if trays
                else _("the event has no %(boards)s yet: start it (seat the entrants) first")
                % {"boards": w.boards}
            )
            found.append((item.board, f"{label}: {said}"))
            continue
        found += [(item.board, f"{label}: {text}") for text in _contradictions(event, tray, item)]
        old = existing.get(item.board)
        if old is not None and not replace and old.hands != item.cards.pbn():
            said = _("%(board)s %(number)s already has another deal (replace it to change it)") % {
                "board": w.board,
                "number": item.board,
            }
            found.append((item.board, f"{label}: {said}"))
        if item.trump is not None and item.trump not in item.cards.hand(tray.dealer):
            said = _(
                "the trump card %(card)s is not in the dealer's hand (%(dealer)s): the last card "
                "dealt is the dealer's"
            ) % {"card": item.trump.label, "dealer": _(SEAT_NAMES[tray.dealer])}
            found.append((item.board, f"{label}: {said}"))
    return [text for _board, text in sorted(found, key=lambda x: x[0])]


def _contradictions(event: m.Event, tray: m.Tray, item: NewDeal) -> list[str]:
    """Where a file's dealer or vulnerability contradicts the tray."""
    found = []
    if item.dealer is not None and item.dealer != tray.dealer:
        found.append(
            _("the file's dealer is %(dealer)s, %(board)s %(number)s's is %(tray_dealer)s")
            % {
                "dealer": _(SEAT_NAMES[item.dealer]),
                "board": event.words.board,
                "number": tray.number,
                "tray_dealer": _(SEAT_NAMES[tray.dealer]),
            }
        )
    own = tray.vulnerability or "none"
    if event.game == m.Game.BRIDGE and item.vulnerability not in (None, own):
        said, tray_said = Vulnerability(item.vulnerability).label, Vulnerability(own).label
        found.append(
            _("the file says %(said)s, %(board)s %(number)s is %(tray_said)s")
            % {
                "said": said,
                "board": event.words.board,
                "number": tray.number,
                "tray_said": tray_said,
            }
        )
    return found


def _save(event: m.Event, trays, new: list[NewDeal], source: str, note: str) -> Stored:
    """Store checked deals: a changed deal loses its analysis; an unchanged one keeps it."""
    existing = {d.tray_id: d for d in m.Deal.objects.filter(tray__event=event)}
    stored: list[m.Deal] = []
    notes: list[str] = []
    changed_trays: list[m.Tray] = []
    for item in new:
        tray = trays[item.board]
        hands = item.cards.pbn()
        deal = existing.get(tray.pk) or m.Deal(tray=tray)
        if deal.pk is None or deal.hands != hands:
            deal.hands, deal.tricks, deal.par_score, deal.par_contracts = hands, None, None, []
            deal.analysed_at = None
        deal.source, deal.note = source, note[:200]
        deal.save()
        stored.append(deal)
        if event.is_whist:
            notes += _trump_for(tray, item, changed_trays)
    if changed_trays:
        m.Tray.objects.bulk_update(changed_trays, ["trump"])
        m.bump_events("pk", event.pk)  # bulk writes send no signal
    return Stored(stored, notes)


def _trump_for(tray: m.Tray, item: NewDeal, changed: list[m.Tray]) -> list[str]:
    """A whist tray's trump: the card the deal turns, or the one recorded when it still fits."""
    if item.trump is not None:
        if tray.trump != item.trump.code:
            tray.trump = item.trump.code
            changed.append(tray)
        return []
    try:
        _suit, card = parse_trump(tray.trump)
    except DealError:
        card = Card("S", "2")  # an unreadable record: cleared below
    if card is not None and card not in item.cards.hand(tray.dealer):
        tray.trump = ""
        changed.append(tray)
        return [
            _("Tray %(number)s: the trump card recorded is not the dealer's; enter it.")
            % {"number": tray.number}
        ]
    return []


def _transposed(note: Said, mapping) -> Said:
    return Said(
        "%(note)s, suits transposed (%(how)s)",
        note=note,
        how=dealing.describe_transposition(mapping),
    )


def _store(event, by, new: list[NewDeal], *, source: str, note: Said, replace: bool, what: Said):
    require_organiser(event, by)
    with transaction.atomic():
        trays = _trays(event)
        problems = _problems(event, trays, new, replace)
        if problems:
            raise DomainError(_("Nothing was stored:") + "\n" + "\n".join(problems))
        stored = _save(event, trays, new, source, in_club_language(event, note))
        boards = {item.board: trays[item.board] for item in new}
        log(
            event,
            by,
            "deals",
            Said(
                "%(what)s: %(boards)s %(boards2)s.",
                what=what,
                boards=event.words.boards,
                boards2=_tray_numbers(boards),
            ),
        )
    return stored


# -- the ways deals come in ----------------------------------------------------------------------


def import_pbn(
    event: m.Event,
    text: str,
    *,
    by,
    name: str | Said = "",
    replace: bool = False,
    transpose: str | None = None,
) -> Stored:
    """The deals of a PBN file, or a LIN file (known by its ``.lin`` name or its content), onto
    the trays of the same numbers; ``transpose`` (four letters, "" for Foster's) changes the
    suits as they come in.  Every problem of the file is reported at once, in the order of its
    lines."""
    reader = lin if lin.looks_like_lin(text, name if isinstance(name, str) else "") else pbn
    try:
        mapping = dealing.transposition(transpose) if transpose is not None else None
    except DealError as exc:
        raise DomainError(_("Nothing was stored: %(exc)s.") % {"exc": exc}) from None
    try:
        boards = reader.read(text)
    except pbn.PbnError as exc:  # a LinError too
        found = [
            (line, _("line %(line)s: %(said)s") % {"line": line, "said": said} if line else said)
            for line, said in exc.problems
        ]
        found += _numbered(
            _problems(event, _event_trays(event), _new(exc.boards, mapping), replace)
        )
        raise DomainError(
            _("Nothing was stored:")
            + "\n"
            + "\n".join(str(t) for _l, t in sorted(found, key=lambda f: (f[0], str(f[1]))))
        ) from None
    note: Said = (
        Said("from %(name)s", name=name)
        if name
        else Said("from a %(format)s file", format="LIN" if reader is lin else "PBN")
    )
    if mapping is not None:
        note = _transposed(note, mapping)
    what = Said("Deals imported %(note)s", note=note)
    new = _new(boards, mapping)
    stored = _store(
        event, by, new, source=m.Deal.Source.FILE, note=note, replace=replace, what=what
    )
    if mapping is None:
        stored.recorded = {b.board: b for b in boards if b.tricks is not None}
    return stored


def _new(boards, mapping) -> list[NewDeal]:
    """A file's boards as deals to store, their suits changed by ``mapping`` when given."""
    new = []
    for b in boards:
        cards, trump = b.deal, b.trump
        if mapping is not None:
            cards = dealing.transpose(cards, mapping)
            trump = dealing.transpose_card(trump, mapping) if trump else None
        new.append(
            NewDeal(
                b.board,
                cards,
                trump,
                _("line %(line)s: ") % {"line": b.line},
                b.dealer,
                b.vulnerability,
            )
        )
    return new


def _event_trays(event: m.Event) -> dict[int, m.Tray]:
    return {t.number: t for t in event.trays.all()}


def _numbered(problems: list[str]) -> list[tuple[int, str]]:
    """Problems said "line N: ..." with N to sort them by."""
    out = []
    for text in problems:
        found = re.match(r"line (\d+): ", text)
        out.append((int(found.group(1)) if found else 0, text))
    return out


def generate_deals(
    event: m.Event,
    *,
    by,
    seed: int | None = None,
    longer_than: int | None = None,
    replace: bool = False,
) -> Stored:
    """A deal for every tray from the seed (the event's own by default) and the site's key
    (``dealing_key``): the same seed always gives the same deals on this site.  ``longer_than``: the club's throw-out rule (a hand with a suit
    longer than that is dealt again)."""
    seed = event.seed if seed is None else seed
    try:
        dealing.check_limit(longer_than)
    except DealError as exc:
        raise DomainError(_("Nothing was stored: %(exc)s.") % {"exc": exc}) from None
    new, key = [], dealing_key()
    for tray in event.trays.order_by("number"):
        made = dealing.generate(seed, tray.number, tray.dealer, longer_than=longer_than, key=key)
        new.append(NewDeal(tray.number, made.deal, made.last_card if event.is_whist else None))
    note = (
        Said("seed %(seed)s", seed=seed)
        if longer_than is None
        else Said(
            "seed %(seed)s, hands with a suit longer than %(longer)s dealt again",
            seed=seed,
            longer=longer_than,
        )
    )
    what = Said("Deals generated (%(note)s)", note=note)
    return _store(
        event, by, new, source=m.Deal.Source.GENERATED, note=note, replace=replace, what=what
    )


def dealing_key() -> bytes:
    """The site's own key to the dealing: the same seed gives the same deals here, and a deal
    made public cannot be traced back to its seed (and the event's other deals) without it."""
    return hashlib.sha256(f"trays-deals:{settings.SECRET_KEY}".encode()).digest()


def replay_deals(
    event: m.Event, source: m.Event, *, by, transpose: str | None = None, replace: bool = False
) -> Stored:
    """Another event's deals on the trays of the same numbers, for a second play of them;
    ``transpose`` changes the suits as Foster's umpire did ("" for Foster's own)."""
    try:
        mapping = dealing.transposition(transpose) if transpose is not None else None
    except DealError as exc:
        raise DomainError(_("Nothing was stored: %(exc)s.") % {"exc": exc}) from None
    if source.pk == event.pk:
        raise DomainError(_("Choose another event to copy the deals from."))
    new = []
    for deal in m.Deal.objects.filter(tray__event=source).select_related("tray"):
        cards = deal.cards
        _suit, trump = parse_trump(deal.tray.trump) if source.is_whist else ("", None)
        if mapping is not None:
            cards = dealing.transpose(cards, mapping)
            trump = dealing.transpose_card(trump, mapping) if trump else None
        new.append(NewDeal(deal.tray.number, cards, trump))
    if not new:
        raise DomainError(_("%(name)s has no deals to copy.") % {"name": source.name})
    note = Said("from %(name)s", name=source.name)
    if mapping is not None:
        note = _transposed(note, mapping)
    what = Said("Deals copied %(note)s", note=note)
    return _store(
        event, by, new, source=m.Deal.Source.REPLAY, note=note, replace=replace, what=what
    )


def set_deal(
    event: m.Event,
    number: int,
    cards: Cards,
    *,
    by,
    trump: str = "",
    reason: str = "",
) -> m.Deal:
    """A deal typed (or corrected) by hand on one tray, analysed at once (a fraction of a
    second).  A correction needs a reason; the log keeps the hands it replaces."""
    require_organiser(event, by)
    with transaction.atomic():
        tray = _trays(event).get(number)
        if tray is None:
            raise DomainError(
                _("The event has no %(board)s %(number)s.")
                % {"board": event.words.board, "number": number}
            )
        old = m.Deal.objects.filter(tray=tray).first()
        if old is not None and old.hands != cards.pbn() and not reason.strip():
            raise DomainError(
                _("%(Board)s %(number)s already has a deal: say why it is corrected.")
                % {"Board": event.words.Board, "number": number}
            )
        suit, card = _trump(event, trump)
        problems = _problems(event, {number: tray}, [NewDeal(number, cards, card)], True)
        if problems:
            raise DomainError(problems[0])
        if suit and card is None and tray.trump != suit:
            tray.trump = suit
            tray.save(update_fields=["trump"])
        stored = _save(event, {number: tray}, [NewDeal(number, cards, card)], "hand", "")
        deal = stored.deals[0]
        if old is None:
            log(
                event,
                by,
                "deal",
                Said(
                    "Deal of %(board)s %(number)s entered by hand.",
                    board=event.words.board,
                    number=number,
                ),
            )
        elif old.hands != deal.hands:
            why = reason.strip()
            log(
                event,
                by,
                "deal",
                Said(
                    "Deal of %(board)s %(number)s corrected (%(why)s): was %(hands)s.",
                    board=event.words.board,
                    number=number,
                    why=why,
                    hands=old.hands,
                ),
            )
    analyse_deals(event, only=[deal.pk])
    deal.refresh_from_db()
    return deal


def _trump(event: m.Event, trump: str) -> tuple[str, Card | None]:
    """The trump typed for a whist deal: a card, or a suit alone (declared, no card turned)."""
    if not event.is_whist or not trump.strip():
        return "", None
    try:
        return parse_trump(trump)
    except DealError as exc:
        raise DomainError(_("Trump card: %(exc)s.") % {"exc": exc}) from None


def remove_deal(event: m.Event, number: int, *, by, reason: str = "") -> None:
    """Take a tray's deal off (a wrong deal with no right one to put instead)."""
    require_organiser(event, by)
    with transaction.atomic():
        deal = m.Deal.objects.filter(tray__event=event, tray__number=number).first()
        if deal is None:
            raise DomainError(
                _("%(Board)s %(number)s has no deal to remove.")
                % {"Board": event.words.Board, "number": number}
            )
        hands = deal.hands
        deal.delete()
        why = reason.strip() or "no reason given"
        log(
            event,
            by,
            "deal",
            Said(
                "Deal of %(board)s %(number)s removed (%(why)s): was %(hands)s.",
                board=event.words.board,
                number=number,
                why=why,
                hands=hands,
            ),
        )
