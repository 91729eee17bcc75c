"""``manage.py import_lin``: an online pairs session's LIN file made a scored event.

    python manage.py import_lin FILE [--date YYYY-MM-DD] [--club CLUB] [--slug SLUG]
                                     [--organiser USERNAME]

The file's tables (players, auction, play and claim) become a finished, unpublished pairs
event scored by match points under the club's rules, its pairs named from the players and
its deals stored.  The event is dated ``--date``, else by the date the file's title gives, else
today (LIN has no date of its own).  The club is the one ``--club`` names, else the site's one club; the
organiser is ``--organiser``, else the club's first.  Any refusal (a file of hand records
only, a broken auction, a player at two tables of a board) is a message naming the line and
board, and exit status 2, with nothing saved; so is a ``--date`` that is not a day.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from django.core.management.base import CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments.management.base import StrictCommand
from tournaments.services.common import DomainError
from tournaments.services.deal_analysis import analyse_deals
from tournaments.services.lin_session import MAX_BYTES, import_lin_session


class Command(StrictCommand):
    help = gettext_lazy("Import an online session's LIN file as a scored event.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", metavar="FILE")
        parser.add_argument("--slug", default="", help=_("the new event's address"))
        parser.add_argument(
            "--date",
            metavar="YYYY-MM-DD",
            help=_("the session's date (else the date in the file's title, else today)"),
        )
        parser.add_argument("--club", metavar="CLUB", help=_("the club's slug"))
        parser.add_argument(
            "--organiser", metavar="USERNAME", help=_("the organiser who imports it")
        )

    def handle(
        self,
        *args: Any,
        file: str,
        slug: str,
        club: str | None,
        organiser: str | None,
        date: str | None = None,
        **_o,
    ) -> None:
        day = self._date(date)
        try:
            with open(file, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise self.refuse(
                _("Nothing was imported. Cannot read %(file)s: %(why)s")
                % {"file": file, "why": exc.strerror}
            ) from None
        found = self._club(club)
        by = self._organiser(found, organiser)
        try:
            imported = import_lin_session(data, by=by, club=found, slug=slug, date=day)
        except DomainError as exc:
            raise self.refuse(_("Nothing was imported.") + f" {exc}") from None
        self.stdout.write(imported.summary())
        done = analyse_deals(imported.event)
        said = ngettext(
            "Analysed %(count)d deal double dummy.", "Analysed %(count)d deals double dummy.", done
        )
        self.stdout.write(said % {"count": done})

    def _date(self, text: str | None) -> dt.date | None:
        if text is None:
            return None
        try:
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
                raise ValueError(text)
            return dt.date.fromisoformat(text.strip())
        except ValueError:
            raise self.refuse(
                _("Nothing was imported. %(date)r is not a date: write it YYYY-MM-DD.")
                % {"date": text}
            ) from None

    def _club(self, slug: str | None) -> m.Club:
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
        raise self.refuse(
            _("Nothing was imported. Say which club the session is for with --club CLUB.")
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
                _("Nothing was imported. %(club)s has no organiser.") % {"club": club.name}
            )
        return member.user
