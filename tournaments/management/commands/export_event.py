"""Write one event, everything of it, as JSON: ``python manage.py export_event SLUG > event.json``.

The file restores with ``import_event``, into this site or another one.  It is signed with the
site's key: once edited, or on a site with another key, it restores only with
``--accept-edited``.
"""

from __future__ import annotations

import json

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.backup import export_event
from tournaments.management.base import EventCommand


class Command(EventCommand):
    help = gettext_lazy(
        "Export one event (entrants, movement, seatings, results, corrections) as JSON."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug", help=_("The event's address, as in /e/SLUG/."))
        parser.add_argument("--output", "-o", help=_("Write to this file instead of the screen."))

    def handle(self, *args, slug: str, output: str | None = None, **options) -> None:
        event = self.event(slug)
        text = json.dumps(export_event(event), indent=1, sort_keys=True, ensure_ascii=False)
        if output:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text + "\n")
        else:
            self.stdout.write(text)
