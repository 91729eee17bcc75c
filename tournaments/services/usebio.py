"""An event scored elsewhere, imported from its USEBIO results file, in one transaction.

The file's event becomes an event of the club: its pairs (or players) with their names and
national numbers, a movement rebuilt from the travellers (``exchange.rebuild``: each meeting a
table in a round), every traveller line entered through the same service the traveller page
uses (so every contract, declarer and trick count is checked as a director's entry is, and the
score worked out by the site), the opening leads, and the masterpoints the file awarded.  The
event is then finished, not published: the director looks before the public does.

The site then scores the travellers itself and lists every figure of the file it does not
reproduce (``exchange.compare``): a score the contract does not give, a line's match points,
a pair's total, percentage or place.  The list goes to the director's log and back to the
caller.  Any problem (a file that does not read, a line the site cannot enter) is a
``DomainError`` naming the element, and nothing is saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.compare import Difference, differences, penalties_shown, rescored
from tournaments.exchange.usebio_read import UsebioError, read_usebio
from tournaments.scoring.rules import RULE_SETS
from tournaments.services.common import DomainError
from tournaments.services.events import club_for
from tournaments.services.usebio_competition import ImportedCompetition, import_competition
from tournaments.services.usebio_people import ImportedPeople
from tournaments.services.usebio_section import (
    Placed,
    compared_lines,
    counted,
    date_of,
    game_of,
    log_import,
    rules_of,
    scored_by,
    section_event,
    store_hands,
)
from tournaments.services.usebio_teams import import_teams, is_teams_file

__all__ = ["Imported", "ImportedCompetition", "game_of", "import_usebio"]


@dataclass
class Imported:
    """What an import made, for the person who ran it."""

    event: m.Event
    differences: list[Difference]
    people: ImportedPeople
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        results = m.Result.objects.filter(tray__event=self.event).count()
        counts = counted(self.people, self.event.entrants.count(), results)
        head = _("Imported %(name)s as %(slug)s: %(entrants)s, %(results)s (%(people)s).") % {
            "name": self.event.name,
            "slug": self.event.slug,
            **counts,
        }
        return "\n".join(
            [
                head,
                *self.notes,
                *compared_lines(self.differences),
                _("The event is finished and not published: check it, then publish it."),
            ]
        )


def import_usebio(
    data: bytes, *, by, club: m.Club | None = None, slug: str = ""
) -> Imported | ImportedCompetition:
    """Make an event of the file's event, or a competition of a file of several sections or
    sessions (``usebio_competition``); ``DomainError`` (nothing saved) when it cannot."""
    try:
        document = read_usebio(data)
    except UsebioError as exc:
        raise DomainError(str(exc)) from None
    if is_teams_file(document):
        return Imported(*import_teams(document, by=by, club=club, slug=slug, hands=store_hands))
    event = _one_event(document)
    try:
        with transaction.atomic():
            if len(event.sections) > 1:
                return import_competition(document, event, by=by, club=club, slug=slug)
            section = _one_section(event)
            return _import(document, event, section, by=by, club=club, slug=slug)
    except UsebioError as exc:
        raise DomainError(str(exc)) from None


def _one_event(document: doc.Document) -> doc.Event:
    if len(document.events) != 1:
        raise DomainError(
            _("The file holds %(count)d events; import a file of one event.")
            % {"count": len(document.events)}
        )
    return document.events[0]


def _one_section(event: doc.Event) -> doc.Section:
    section = event.sections[0][1]  # (its id, the section)
    if not section.boards:
        raise DomainError(_("USEBIO/EVENT: the file holds no traveller (no BOARD)."))
    if event.sessions:
        section = doc.Section("", section.participants or event.participants, section.boards)
    return section


def _import(document, event: doc.Event, section: doc.Section, *, by, club, slug) -> Imported:
    rules = rules_of(event, [section])
    notes = [scored_by(rules)]
    section, penalised = penalties_shown(section, rescored(event, section, RULE_SETS[rules]))
    notes.extend(str(n) for n in penalised)
    with m.club_locale(club_for(by, club)):
        name = event.description or event.title or _("Imported results")
    placed = Placed(name, slug, date_of(event, notes))
    people = ImportedPeople()
    site, found, dealt = section_event(
        document, event, section, placed, by=by, club=club, rules=rules, people=people
    )
    if dealt:
        notes.append(dealt)
    found.extend(differences(event, section, rescored(event, section, site.rules)))
    log_import(site, by, document, event, found)
    return Imported(site, found, people, notes)
