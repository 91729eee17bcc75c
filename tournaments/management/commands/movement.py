"""``manage.py movement``: print any movement of the catalogue, checked if asked.

A thin shell over ``movements.catalogue``: the kinds, sizes and options are judged there.
It needs no database.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.catalogue import SIZE_NAMES, describe_kinds, generate, kind
from movements.check import check
from movements.io import report_text, to_csv, to_json, to_text
from movements.kind import CatalogueError
from tournaments.management.base import StrictCommand


class Command(StrictCommand):
    help = gettext_lazy(
        "Print a movement: KIND (--tables N | --pairs N | --players N | --teams N) "
        "[--rounds R] [--boards-per-round B] [--option key=value ...] "
        "[--format csv|json|text] [--check]; --list shows the kinds."
    )
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("kind", nargs="?", help=_("movement kind (see --list)"))
        size = parser.add_mutually_exclusive_group()
        for name in SIZE_NAMES:
            size.add_argument(
                f"--{name}", type=int, metavar="N", help=_("number of %(name)s") % {"name": name}
            )
        parser.add_argument("--rounds", type=int, metavar="R")
        parser.add_argument("--boards-per-round", type=int, metavar="B")
        parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
        parser.add_argument("--format", choices=("csv", "json", "text"), default="text")
        parser.add_argument("--check", action="store_true", help=_("print the checker's report"))
        parser.add_argument("--list", action="store_true", help=_("list the kinds and options"))

    def handle(self, *args: Any, **opts: Any) -> None:
        if opts["list"]:
            self.stdout.write(self._listing(), ending="")
            return
        if not opts["kind"]:
            raise CommandError(_("give a movement KIND, or --list to see them"), returncode=2)
        try:
            movement = generate(opts["kind"], self._size(opts), **self._options(opts))
        except CatalogueError as exc:
            raise CommandError(str(exc), returncode=2) from None
        writer = {"csv": to_csv, "json": to_json, "text": to_text}[opts["format"]]
        self.stdout.write(writer(movement), ending="")
        if opts["check"]:
            report = check(movement)
            out = self.stdout if opts["format"] == "text" else self.stderr
            out.write("\n" + report_text(report.summary()), ending="")
            if not report.ok:
                raise CommandError(_("the movement breaks the rules above"), returncode=1)

    def _size(self, opts: dict[str, Any]) -> int:
        try:
            k = kind(opts["kind"])
        except CatalogueError as exc:
            raise CommandError(str(exc), returncode=2) from None
        given = [n for n in SIZE_NAMES if opts.get(n) is not None]
        if given != [k.size]:
            said = (
                _("%(name)s is sized by --%(size)s N (not --%(given)s)")
                if given
                else _("%(name)s is sized by --%(size)s N")
            )
            raise CommandError(
                said % {"name": k.name, "size": k.size, "given": given[0] if given else ""},
                returncode=2,
            )
        return opts[k.size]

    def _options(self, opts: dict[str, Any]) -> dict[str, str]:
        out: dict[str, Any] = {}
        for item in opts["option"]:
            key, sep, value = item.partition("=")
            if not sep or not key.strip():
                raise CommandError(
                    _("--option takes key=value, not %(item)s") % {"item": repr(item)}, returncode=2
                )
            out[key.strip().replace("-", "_")] = value.strip()
        for name in ("rounds", "boards_per_round"):
            if opts.get(name) is not None:
                out[name] = opts[name]
        return out

    def _listing(self) -> str:
        lines = []
        for k in describe_kinds():
            lo, hi = k["range"]
            span = str(lo) if lo == hi else f"{lo}-{hi}"
            sizes = "" if k["sizes"] is None else f", {k['sizes']}"
            lines.append(f"{k['kind']:<18} --{k['size']} {span}{sizes}: {k['description']}")
            for o in k["options"]:
                choices = f" [{'|'.join(o['choices'])}]" if o["choices"] else ""
                lines.append(f"    {o['name']}={o['default']}{choices}  {o['help']}")
        return "\n".join(lines) + "\n"
