"""``manage.py pbn``: a finished bridge pairs or teams event's results as a PBN 2.1 file.

    python manage.py pbn export SLUG [--out FILE]

Each board with its traveller (``ScoreTable``) and, when the event has deals, its hands,
double-dummy table and par; the final ranking in the first board's ``TotalScoreTable``.  A
teams event's trays are written room by room (``papers.results_pbn_teams``).  A refusal (an
unknown event, one not finished, whist or auction bridge, an individual event, a file that
cannot be written) is a message and exit status 2, with nothing written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.management.base import EventCommand, StrictParser
from tournaments.papers.results_pbn import ExportRefused, results_pbn


class Command(EventCommand):
    help = gettext_lazy(
        "Export a finished bridge pairs or teams event's results (and deals) as a PBN file."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        export = actions.add_parser("export", help=_("write an event's results as PBN"))
        export.add_argument("slug", metavar="SLUG")
        export.add_argument("--out", metavar="FILE", help=_("write to FILE, not the screen"))

    def handle(self, *args: Any, action: str, slug: str, out: str | None, **_options: Any) -> None:
        event = self.event(slug)
        try:
            text = results_pbn(event)
        except ExportRefused as exc:
            raise self.refuse(_("Nothing was written. %(exc)s") % {"exc": exc}) from None
        if not out:
            self.stdout.write(text, ending="")
            return
        try:
            Path(out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise self.refuse(
                _("Cannot write %(out)s: %(why)s") % {"out": out, "why": exc.strerror or exc}
            ) from None
        self.stdout.write(
            _("Wrote %(out)s (%(bytes)s bytes).")
            % {"out": out, "bytes": format(len(text.encode()), ",")}
        )
