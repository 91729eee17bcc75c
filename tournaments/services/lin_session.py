"""An online session, imported from its LIN file as a scored event, in one transaction.

The file's tables (``exchange.lin_session``: who sat where, the contract, declarer and tricks
its auctions, play and claims give) become an event of the club as a USEBIO file's
travellers do (``services.usebio``): a movement rebuilt from who met on which boards, the
pairs (in an individual session, the players) named from the file, every result entered
through the traveller's own service (so
the site scores it, by match points under the club's rules), the file's deals stored as the
event's, and the event finished and not published.  Any problem is a ``DomainError`` naming
its line and board, and nothing is saved.
"""

from __future__ import annotations

import datetime as dt
import re

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from said import Said
from tournaments import models as m
from tournaments.adapters.movements import IMPORTED
from tournaments.deals import lin
from tournaments.deals.pbn import WRITTEN_VULNERABLE
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.lin_session import NoResults, Session, read_session
from tournaments.exchange.rebuild import meetings_of, rebuilt_csv
from tournaments.scoring.entry import BridgeEntry
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.deals import import_pbn
from tournaments.services.events import club_for, create_event, finish_event, start_event
from tournaments.services.results import record_traveller
from tournaments.services.usebio import Imported
from tournaments.services.usebio_people import Labels, name_entrants_from_file
from tournaments.services.usebio_section import seatings_by_tray

MAX_BYTES = lin.MAX_CHARS


class SessionImported(Imported):
    """What a LIN session's import made: the file has no figures of its own to compare."""

    def summary(self) -> str:
        results = m.Result.objects.filter(tray__event=self.event).count()
        entrants = self.event.entrants.count()
        if self.event.form == m.Form.INDIVIDUALS:
            who = ngettext("%(count)d player", "%(count)d players", entrants)
        else:
            who = ngettext("%(count)d pair", "%(count)d pairs", entrants)
        lines = [
            _(
                "Imported %(name)s as %(slug)s: %(entrants)s, %(results)s "
                "(%(matched)d players matched, %(created)d added)."
            )
            % {
                "name": self.event.name,
                "slug": self.event.slug,
                "entrants": who % {"count": entrants},
                "results": ngettext("%(count)d result", "%(count)d results", results)
                % {"count": results},
                "matched": self.people.matched,
                "created": self.people.created,
            },
            *self.notes,
            _("The event is finished and not published: check it, then publish it."),
        ]
        return "\n".join(lines)


def text_of(data: bytes | str) -> str:
    """The file's text: UTF-8, or Latin-1 as older files are written."""
    if isinstance(data, str):
        return data
    if len(data) > MAX_BYTES:
        raise DomainError(_("A LIN file is at most %(most)s bytes.") % {"most": f"{MAX_BYTES:,}"})
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def import_lin_session(
    data: bytes | str,
    *,
    by,
    club: m.Club | None = None,
    slug: str = "",
    name: str = "",
    date: dt.date | None = None,
) -> SessionImported:
    """Make a scored event of a LIN file's session, dated ``date`` (else the date the file's
    title gives, else today); ``DomainError`` (nothing saved) when it cannot be."""
    text = text_of(data)
    try:
        session = read_session(text)
    except NoResults:
        raise DomainError(
            _(
                "The file holds hand records only, no results (no board has an auction): "
                "import it as an event's deals instead, on the event's deals page or with "
                "`manage.py deals import`."
            )
        ) from None
    except lin.LinError as exc:
        raise DomainError(str(exc)) from None
    notes = []
    if date is None:
        date = lin.title_date(text)
        if date is not None:
            notes.append(
                _("Dated %(date)s, as the file's title says.") % {"date": date.isoformat()}
            )
        else:
            date = dt.date.today()
            notes.append(_("The file gives no date: the event is dated today."))
    with transaction.atomic():
        return _import(
            session, text, by=by, club=club, slug=slug, name=name, date=date, notes=notes
        )


def _import(session: Session, text: str, *, by, club, slug, name, date, notes) -> SessionImported:
    individuals = session.individuals
    meetings = meetings_of((t.board, t.seats) for t in session.tables)
    csv = f"# one_winner: {'no' if session.two_fields else 'yes'}\n" + rebuilt_csv(
        meetings, individuals=individuals
    )
    site = create_event(
        by=by,
        # a record of a session played elsewhere: its rounds are the file's, none moves on
        moving_on=m.MovingOn.DIRECTOR,
        club=club_for(by, club),
        name=(name.strip() or _("Online session"))[:200],
        date=date,
        game=m.Game.BRIDGE,
        form=m.Form.INDIVIDUALS if individuals else m.Form.PAIRS,
        movement_kind=IMPORTED,
        movement_size=len(session.players or session.pairs),
        boards_per_round=max(len(meeting.boards) for meeting in meetings),
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        custom_movement=csv,
        slug=slug or None,
    )
    require_organiser(site, by)
    participants = doc.Participants(
        pairs=tuple(
            doc.Pair(p.number, p.direction, tuple(doc.Player(name=n) for n in p.players))
            for p in session.pairs
        ),
        players=tuple(
            doc.Individual(p.number, doc.Player(name=p.name, number=p.number))
            for p in session.players
        ),
    )
    people = name_entrants_from_file(
        site, participants, Labels(session.two_fields, session.two_fields, individuals=False)
    )
    start_event(site, by=by)
    site.refresh_from_db()
    _enter(site, session, by=by)
    notes = list(notes)
    notes.extend(_store_deals(site, text, by=by))
    finish_event(site, by=by)
    log(
        site,
        by,
        "import",
        Said(
            "Imported from a LIN file: %(tables)s, %(entrants)s.",
            tables=ngettext(
                "%(count)d table's result", "%(count)d tables' results", len(session.tables)
            )
            % {"count": len(session.tables)},
            entrants=(
                ngettext("%(count)d player", "%(count)d players", len(session.players))
                if individuals
                else ngettext("%(count)d pair", "%(count)d pairs", len(session.pairs))
            )
            % {"count": len(session.players or session.pairs)},
        ),
    )
    return SessionImported(site, [], people, notes)


def _enter(site: m.Event, session: Session, *, by) -> None:
    """Every table's result through ``record_traveller``, a board at a time."""
    seatings = seatings_by_tray(site)
    boards: dict[int, list] = {}
    for table in session.tables:
        seating = seatings[(table.board, table.seats)].pk
        entry = BridgeEntry(seating, table.contract, table.declarer, table.tricks)
        boards.setdefault(table.board, []).append((table.line, entry))
    for number in sorted(boards):
        try:
            record_traveller(site, number, [e for _l, e in boards[number]], by=by, via="lin")
        except DomainError as exc:
            first = min(line for line, _e in boards[number])
            raise DomainError(
                _("line %(line)d: board %(board)d: %(said)s")
                % {"line": first, "board": number, "said": exc}
            ) from None


def _store_deals(site: m.Event, text: str, *, by) -> list[str]:
    """The deals of the boards played, checked as a deals import checks them (a dealer or
    vulnerability the board does not have); a deal no table played is left out, said."""
    trays = set(site.trays.values_list("number", flat=True))
    boards = lin.read(text)
    games = []
    for board in (b for b in boards if b.board in trays):
        tags = [f'[Board "{board.board}"]', f'[Deal "{board.deal.pbn()}"]']
        if board.dealer:
            tags.append(f'[Dealer "{board.dealer}"]')
        if board.vulnerability:
            tags.append(f'[Vulnerable "{WRITTEN_VULNERABLE[board.vulnerability]}"]')
        games.append("\n".join(tags) + "\n")
    try:
        import_pbn(site, "\n".join(games), by=by, name=_("the LIN file"))
    except DomainError as exc:
        said = str(exc).removeprefix("Nothing was stored:").strip()
        raise DomainError(
            _("The file's deals: %(said)s") % {"said": _lin_lines(said, boards)}
        ) from None
    said = ngettext("%(count)d deal from the file.", "%(count)d deals from the file.", len(games))
    notes = [said % {"count": len(games)}]
    unplayed = [str(b.board) for b in boards if b.board not in trays]
    if unplayed:
        notes.append(
            _("No table played board(s) %(boards)s: their deals are left out.")
            % {"boards": ", ".join(unplayed)}
        )
    return notes


def _lin_lines(said: str, boards) -> str:
    """A deals import's problems with the LIN file's own lines, not the made PBN's."""
    lines = {b.board: b.line for b in boards}
    out = []
    for problem in said.splitlines():
        problem = re.sub(r"^line \d+: ", "", problem.strip())
        found = re.match(r"board (\d+)", problem)
        if found and int(found.group(1)) in lines:
            problem = f"line {lines[int(found.group(1))]}: {problem}"
        out.append(problem)
    return "\n".join(out)
