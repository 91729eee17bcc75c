"""``manage.py deals``: an event's deals, in and out.

    python manage.py deals import SLUG FILE.pbn|FILE.lin [--replace] [--transpose [SUITS]]
    python manage.py deals generate SLUG [--seed N] [--throw-out-longer-than 6] [--replace]
    python manage.py deals replay SLUG --from OTHER_SLUG [--transpose [SUITS]] [--replace]
    python manage.py deals export SLUG --format pbn|text|dup [--out FILE]
    python manage.py deals analyse SLUG [--again]
    python manage.py deals show SLUG [--board N] [--format json|text]

A LIN file (Bridge Base Online's hand records) is known by its name or its content.  Import,
generate and replay store the deals, then work out their double-dummy tables and par
(a quarter of a second or so a deal).  A refusal (an unknown event, a file with a wrong deal,
a board the event lacks, a dealer that contradicts the tray) prints every problem with its
line and exits with status 2, with nothing stored.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import models as m
from tournaments import services
from tournaments.deals.text import record_text
from tournaments.management.base import EventCommand, StrictParser
from tournaments.papers import deals as files
from tournaments.services.common import DomainError
from tournaments.standings.deals import differences, record_of

TRANSPOSE_HELP = (
    "change the suits as Foster's umpire did: SUITS gives the new suit of spades, hearts, "
    "diamonds and clubs in turn (default DCSH: hearts become clubs, spades diamonds)"
)


class Command(EventCommand):
    help = gettext_lazy("Import, generate, copy, export, analyse and show an event's deals.")

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        imp = actions.add_parser(
            "import", help=_("a PBN or LIN file's deals onto the event's trays")
        )
        imp.add_argument("slug", metavar="SLUG")
        imp.add_argument("file", metavar="FILE.pbn|FILE.lin")
        self._storing(imp, transpose=True)
        gen = actions.add_parser("generate", help=_("a deal for every tray from a seed"))
        gen.add_argument("slug", metavar="SLUG")
        gen.add_argument("--seed", type=int, help=_("the seed (default: the event's own)"))
        gen.add_argument(
            "--throw-out-longer-than",
            type=int,
            metavar="N",
            help=_("deal again any deal with a suit longer than N cards (the source: 6)"),
        )
        self._storing(gen)
        rep = actions.add_parser("replay", help=_("another event's deals, for a second play"))
        rep.add_argument("slug", metavar="SLUG")
        rep.add_argument("--from", dest="source", required=True, metavar="OTHER_SLUG")
        self._storing(rep, transpose=True)
        exp = actions.add_parser("export", help=_("the deals as PBN, text or a DUP file"))
        exp.add_argument("slug", metavar="SLUG")
        exp.add_argument("--format", required=True, choices=sorted(files.FORMATS))
        exp.add_argument("--out", metavar="FILE", help=_("write here instead of the screen"))
        ana = actions.add_parser("analyse", help=_("double-dummy tables and par of the deals"))
        ana.add_argument("slug", metavar="SLUG")
        ana.add_argument("--again", action="store_true", help=_("every deal, analysed or not"))
        show = actions.add_parser("show", help=_("the deals, with their analysis"))
        show.add_argument("slug", metavar="SLUG")
        show.add_argument("--board", type=int, metavar="N")
        show.add_argument("--format", default="text", choices=("json", "text"))

    @staticmethod
    def _storing(parser: CommandParser, *, transpose: bool = False) -> None:
        parser.add_argument(
            "--replace", action="store_true", help=_("replace deals the trays already have")
        )
        if transpose:
            parser.add_argument(
                "--transpose", nargs="?", const="", metavar="SUITS", help=TRANSPOSE_HELP
            )

    def handle(self, *args: Any, action: str, slug: str, **opts: Any) -> None:
        event = self.event(slug)
        try:
            getattr(self, f"_{action}")(event, **opts)
        except (DomainError, files.NoDeals) as exc:
            raise self.refuse(str(exc)) from None

    # -- storing --------------------------------------------------------------------------

    def _organiser(self, event: m.Event):
        """The command line acts as the event's first organiser (the log names them)."""
        user = event.organisers.order_by("pk").first()
        if user is None:
            raise DomainError(_("%(name)s has no organiser to act for.") % {"name": event.name})
        return user

    def _import(
        self, event: m.Event, *, file: str, replace: bool, transpose, **_options: Any
    ) -> None:
        path = Path(file)
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            text = path.read_text(encoding="latin-1")  # PBN's own default character set
        except OSError as exc:
            raise DomainError(
                _("Cannot read %(file)s: %(strerror)s.") % {"file": file, "strerror": exc.strerror}
            ) from None
        by = self._organiser(event)
        stored = services.import_pbn(
            event, text, by=by, name=path.name, replace=replace, transpose=transpose
        )
        self._stored(event, stored, f"from {path.name}")

    def _generate(
        self, event: m.Event, *, seed, throw_out_longer_than, replace, **_options: Any
    ) -> None:
        stored = services.generate_deals(
            event,
            by=self._organiser(event),
            seed=seed,
            longer_than=throw_out_longer_than,
            replace=replace,
        )
        self._stored(event, stored, f"({stored.deals[0].note})" if stored.deals else "")

    def _replay(
        self, event: m.Event, *, source: str, replace: bool, transpose, **_options: Any
    ) -> None:
        other = self.event(source)
        stored = services.replay_deals(
            event, other, by=self._organiser(event), transpose=transpose, replace=replace
        )
        self._stored(event, stored, f"from {other.name}")

    def _stored(self, event: m.Event, stored: services.Stored, where: str) -> None:
        self.stdout.write(
            _("Stored %(deals)s deals %(where)s on %(name)s.")
            % {"deals": len(stored.deals), "where": where, "name": event.name}
        )
        for note in stored.notes:
            self.stdout.write(note)
        self._analyse(event, again=False)
        for note in differences(event, stored.recorded):
            self.stdout.write(note)

    # -- analysis, export, show ----------------------------------------------------------

    def _analyse(self, event: m.Event, *, again: bool, **_options: Any) -> None:
        start = time.perf_counter()
        done = services.analyse_deals(event, again=again)
        took = time.perf_counter() - start
        self.stdout.write(
            ngettext(
                "Analysed %(done)s deal in %(took).1f s.",
                "Analysed %(done)s deals in %(took).1f s.",
                done,
            )
            % {"done": done, "took": took}
        )

    def _export(self, event: m.Event, *, format: str, out: str | None, **_options: Any) -> None:
        if format == "dup":
            if out is None:
                raise DomainError(_("A DUP file is binary: write it with --out FILE.dup."))
            data = files.dup_bytes(event)
        else:
            text = files.pbn_text(event) if format == "pbn" else files.plain_text(event)
            if out is None:
                self.stdout.write(text, ending="")
                return
            data = text.encode("utf-8")
        try:
            Path(out).write_bytes(data)
        except OSError as exc:
            raise CommandError(
                _("Cannot write %(out)s: %(strerror)s") % {"out": out, "strerror": exc.strerror},
                returncode=1,
            ) from None
        self.stdout.write(_("Wrote %(out)s.") % {"out": out})

    def _show(self, event: m.Event, *, board: int | None, format: str, **_options: Any) -> None:
        shown = files.as_json(event, board)
        if format == "json":
            self.stdout.write(json.dumps(shown, indent=1, ensure_ascii=False))
            return
        numbers = {item["board"] for item in shown}
        for deal in files.stored(event):
            if deal.tray.number in numbers:
                self.stdout.write(record_text(record_of(deal, event)))
