"""Restore an event written by ``export_event``, in one transaction.

    python manage.py import_event event.json [--slug NEW] [--replace]
        [--organiser USERNAME] [--create-organiser NAME] [--accept-edited]
    python manage.py import_event - < event.json

Refuses (exit status 2, nothing saved) a file over 10 MB or nested too deep, a file edited
after export or not signed by this site (unless ``--accept-edited``, which the event's log
records), an event already on the site or an address already in use (unless ``--replace``, or
a copy under ``--slug``), a file of another format or version, a reference to a row the file
lacks, and values a form would refuse.  Organisers are matched to this site's accounts by
username, the missing ones named; ``--create-organiser`` makes a new account for one.
"""

from __future__ import annotations

import sys

from django.core.management.base import CommandError
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.backup import MAX_BYTES, BackupError, import_event, parse
from tournaments.management.base import StrictCommand


class Command(StrictCommand):
    help = gettext_lazy("Restore an event from a JSON file written by export_event.")

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "file", nargs="?", default="-", help=_("The JSON file, or - for stdin.")
        )
        parser.add_argument("--slug", help=_("Restore as a copy under this address."))
        parser.add_argument(
            "--replace",
            action="store_true",
            help=_("Restore over the event already here (same event, or same address)."),
        )
        parser.add_argument(
            "--organiser",
            action="append",
            default=[],
            metavar="USERNAME",
            help=_("Make this account the organiser (may be given more than once)."),
        )
        parser.add_argument(
            "--create-organiser",
            action="append",
            default=[],
            metavar="NAME",
            help=_("Create this account (no password yet) and make it the organiser."),
        )
        parser.add_argument(
            "--accept-edited",
            action="store_true",
            help=_(
                "Restore a file that is unsigned or does not match its signature "
                "(the event's log records it)."
            ),
        )

    def handle(
        self,
        *args,
        file: str,
        slug,
        replace: bool,
        organiser: list[str],
        create_organiser: list[str],
        accept_edited: bool,
        **options,
    ):
        try:
            data = parse(_read(file), "the standard input" if file == "-" else file)
            restored = import_event(
                data,
                slug=slug,
                replace=replace,
                organisers=organiser,
                create_organisers=create_organiser,
                accept_edited=accept_edited,
            )
        except BackupError as exc:
            raise self.refuse(_("Nothing was restored. %(exc)s") % {"exc": exc}) from None
        self.stdout.write(restored.summary())


def _read(file: str) -> bytes:
    """The file's bytes, one more than the most a backup may be (so a bigger one is known
    without reading it all)."""
    try:
        if file == "-":
            stream = getattr(sys.stdin, "buffer", None)
            if stream is not None:
                return stream.read(MAX_BYTES + 1)
            return sys.stdin.read(MAX_BYTES + 1).encode("utf-8", "surrogatepass")
        with open(file, "rb") as handle:
            return handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise CommandError(
            _("Nothing was restored. Cannot read %(file)s: %(why)s")
            % {"file": file, "why": exc.strerror or exc},
            returncode=2,
        ) from None
