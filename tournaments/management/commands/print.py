"""``manage.py print EVENT_SLUG KIND --out FILE.pdf [--paper a4|letter]``: one paper as a PDF.

The same papers as the event's print page, through ``tournaments.papers``.  An unknown event,
kind or paper, or a paper the event does not have, gives a message and exit status 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments import papers
from tournaments.management.base import EventCommand
from tournaments.printing.render import KINDS


class Command(EventCommand):
    help = gettext_lazy(
        "Print one of an event's papers to a PDF file. KIND is one of: %(kinds)s."
    ) % {"kinds": ", ".join(KINDS)}

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event", metavar="EVENT_SLUG", help=_("the event's slug (in its URL)"))
        parser.add_argument(
            "kind", metavar="KIND", help=_("one of %(kinds)s") % {"kinds": ", ".join(KINDS)}
        )
        parser.add_argument("--out", required=True, metavar="FILE.pdf", help=_("where to write"))
        parser.add_argument("--paper", default="a4", help=_("a4 (default) or letter"))
        parser.add_argument(
            "--base-url",
            default="http://127.0.0.1:8000",
            help=_("the site's address, for the table entry QR codes on the table cards"),
        )

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            papers.check_names(opts["kind"], opts["paper"])
        except papers.PaperError as exc:
            raise self.refuse(str(exc)) from None
        event = self.event(opts["event"])
        try:
            with m.club_locale(event.club):  # no reader here: the club's language and zone
                pdf = papers.paper_pdf(
                    event, opts["kind"], paper=opts["paper"], base_url=opts["base_url"]
                )
        except papers.PaperError as exc:
            raise self.refuse(str(exc)) from None
        out = Path(opts["out"])
        try:
            out.write_bytes(pdf)
        except OSError as exc:
            raise CommandError(
                _("Cannot write %(out)s: %(strerror)s") % {"out": out, "strerror": exc.strerror},
                returncode=1,
            ) from None
        self.stdout.write(
            _("%(titles)s for %(name)s: %(out)s")
            % {"titles": papers.title(event, opts["kind"]), "name": event.name, "out": out}
        )
