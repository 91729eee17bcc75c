"""Restore an event written by ``export_event``, in one transaction.

    python manage.py import_event event.json [--slug NEW] [--replace] [--organiser USERNAME]
    python manage.py import_event - < event.json

Refuses (exit status 2, nothing saved) an address already in use (unless ``--replace``), a file
of another format or version, a reference to a row the file lacks, and values the models
refuse.  Organisers are matched to this site's accounts by username; the missing ones are named.
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from tournaments.backup import BackupError, import_event


class Command(BaseCommand):
    help = "Restore an event from a JSON file written by export_event."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", nargs="?", default="-", help="The JSON file, or - for stdin.")
        parser.add_argument("--slug", help="Restore under this address instead of the file's.")
        parser.add_argument(
            "--replace", action="store_true", help="Replace an event that has the same address."
        )
        parser.add_argument(
            "--organiser",
            action="append",
            default=[],
            metavar="USERNAME",
            help="Make this account the organiser (may be given more than once).",
        )

    def handle(self, *args, file: str, slug, replace: bool, organiser: list[str], **options):
        data = _read(file)
        try:
            restored = import_event(data, slug=slug, replace=replace, organisers=organiser)
        except BackupError as exc:
            raise CommandError(f"Nothing was restored. {exc}", returncode=2) from None
        self.stdout.write(restored.summary())


def _read(file: str):
    try:
        if file == "-":
            text = sys.stdin.read()
        else:
            with open(file, encoding="utf-8") as handle:
                text = handle.read()
        return json.loads(text)
    except OSError as exc:
        raise CommandError(f"Cannot read {file}: {exc.strerror or exc}", returncode=2) from None
    except UnicodeDecodeError:
        raise CommandError(f"{file} is not UTF-8 text.", returncode=2) from None
    except json.JSONDecodeError as exc:
        raise CommandError(
            f"{file} is not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}).",
            returncode=2,
        ) from None
