"""``manage.py usebio``: results files in USEBIO 1.2, the national bodies' XML results format.

    python manage.py usebio export SLUG [--out FILE]
    python manage.py usebio import FILE [--slug SLUG] [--club CLUB] [--organiser USERNAME]

``export`` writes a finished event (``SLUG`` as in /e/SLUG/), or a whole competition (as in
/c/SLUG/), to FILE or the screen; a section of a competition scored across the field is
written as its session's file.  ``import`` makes a finished, unpublished event of a file's
event (a competition of a file of several sections or sessions, ``--slug`` its address),
scores its travellers and lists every figure of the file the site does not reproduce.
The club is the one ``--club`` names, else the file's club by its national number or name,
else the one club the organiser runs; the organiser is ``--organiser``, else the club's first.
Any refusal (a file that does not read, an event in play, no club to put it in) is a message
and exit status 2, with nothing saved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandParser
from django.db.models import Q
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments.exchange.usebio_read import MAX_BYTES, UsebioError, read_usebio
from tournaments.management.base import StrictCommand, StrictParser
from tournaments.services.common import DomainError
from tournaments.services.deal_analysis import analyse_deals
from tournaments.services.usebio import import_usebio
from tournaments.standings.usebio import ExportRefused, event_usebio
from tournaments.standings.usebio_competition import competition_usebio


class Command(StrictCommand):
    help = gettext_lazy("Export a finished event as a USEBIO results file, or import one.")

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        export = actions.add_parser("export", help=_("write an event's (or competition's) results"))
        export.add_argument("slug", metavar="SLUG")
        export.add_argument("--out", metavar="FILE", help=_("write to FILE, not the screen"))
        load = actions.add_parser("import", help=_("make an event of a results file"))
        load.add_argument("file", metavar="FILE")
        load.add_argument("--slug", default="", help=_("the new event's address"))
        load.add_argument("--club", metavar="CLUB", help=_("the club's slug"))
        load.add_argument("--organiser", metavar="USERNAME")

    def handle(self, *args: Any, action: str, **opts: Any) -> None:
        getattr(self, f"_{action}")(**opts)

    def _export(self, *, slug: str, out: str | None, **_options: Any) -> None:
        event = m.Event.objects.filter(slug=slug).first()
        competition = m.Competition.objects.filter(slug=slug).first()
        if event is None and competition is None:
            raise self.refuse(_("There is no event or competition %(slug)r.") % {"slug": slug})
        try:
            data = event_usebio(event) if event is not None else competition_usebio(competition)
        except ExportRefused as exc:
            raise self.refuse(_("Nothing was written. %(why)s") % {"why": exc}) from None
        if not out:
            self.stdout.write(data.decode("utf-8"), ending="")
            return
        try:
            Path(out).write_bytes(data)
        except OSError as exc:
            raise self.refuse(
                _("Cannot write %(path)s: %(why)s") % {"path": out, "why": exc.strerror or exc}
            ) from None
        self.stdout.write(
            _("Wrote %(path)s (%(size)s bytes).") % {"path": out, "size": f"{len(data):,}"}
        )

    def _import(
        self, *, file: str, slug: str, club: str | None, organiser: str | None, **_options: Any
    ) -> None:
        try:
            with open(file, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise self.refuse(
                _("Nothing was imported. Cannot read %(path)s: %(why)s")
                % {"path": file, "why": exc.strerror}
            ) from None
        found = self._club(club, data)
        by = self._organiser(found, organiser)
        try:
            imported = import_usebio(data, by=by, club=found, slug=slug)
        except DomainError as exc:
            raise self.refuse(_("Nothing was imported. %(why)s") % {"why": exc}) from None
        self.stdout.write(imported.summary())
        events = getattr(imported, "events", [imported.event])
        for event in events:
            if m.Deal.objects.filter(tray__event=event).exists():
                done = analyse_deals(event)
                if len(events) > 1:
                    said = ngettext(
                        "Analysed %(count)d deal of %(name)s double dummy.",
                        "Analysed %(count)d deals of %(name)s double dummy.",
                        done,
                    )
                else:
                    said = ngettext(
                        "Analysed %(count)d deal double dummy.",
                        "Analysed %(count)d deals double dummy.",
                        done,
                    )
                self.stdout.write(said % {"count": done, "name": event.name})

    def _club(self, slug: str | None, data: bytes) -> m.Club:
        if slug:
            club = m.Club.objects.filter(slug=slug).first()
            if club is None:
                raise self.refuse(
                    _("Nothing was imported. There is no club %(slug)r.") % {"slug": slug}
                )
            return club
        clubs = list(m.Club.objects.all()[:2])
        if len(clubs) == 1:
            return clubs[0]
        named = _named_club(data)
        if named is not None:
            return named
        raise self.refuse(
            _(
                "Nothing was imported. The site has several clubs and the file names none of "
                "them: say which with --club CLUB."
            )
        )

    def _organiser(self, club: m.Club, username: str | None):
        members = club.members.filter(role=m.Role.ORGANISER).select_related("user")
        if username:
            member = members.filter(user__username=username).first()
            if member is None:
                raise self.refuse(
                    _("Nothing was imported. %(user)r is not an organiser of %(club)s.")
                    % {"user": username, "club": club.name}
                )
            return member.user
        member = members.order_by("pk").first()
        if member is None:
            raise self.refuse(
                _(
                    "Nothing was imported. %(club)s has no organiser: make one with "
                    "`python manage.py club role %(slug)s USERNAME organiser`."
                )
                % {"club": club.name, "slug": club.slug}
            )
        return member.user


def _named_club(data: bytes) -> m.Club | None:
    """The site's club the file's CLUB names, by its national number or its name."""
    try:
        club = read_usebio(data).club
    except UsebioError:
        return None  # the import itself says what is wrong with the file
    if club is None:
        return None
    match = Q(name__iexact=club.name)
    if club.number:
        match |= Q(national_id=club.number)
    found = list(m.Club.objects.filter(match)[:2])
    return found[0] if len(found) == 1 else None
