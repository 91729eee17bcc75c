"""Score a results CSV from the command line, without the database.

    python manage.py score --input FILE.csv [--game whist|bridge|auction]
        [--method matchpoints|tricks|imps|cross-imps|butler|top-loss] [--scale 1|2]
        [--factor neuberg|none] [--fields one|two] [--format csv|json]

Output: every input line with the NS score used and its NS and EW match points (or IMPs, or
plus/minus against the tray's average), then every entrant with total, percentage (match points
only) and place.  A bad input line is named and the command exits with status 2.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from django.core.management.base import CommandError

from tournaments.management.base import StrictCommand
from tournaments.scoring.csvinput import GAMES, read_results
from tournaments.scoring.explain import show
from tournaments.scoring.methods import METHODS, score_lines


def _number(value):
    if value is None or isinstance(value, int | str):
        return value
    return float(show(value))


class Command(StrictCommand):
    help = "Score a results CSV (match points, trick totals, IMPs, top-loss) without a database."
    requires_system_checks: list[str] = []

    def add_arguments(self, parser) -> None:
        parser.add_argument("--input", required=True, help="results CSV (tray,ns,ew,score,...)")
        parser.add_argument("--game", choices=GAMES, default="whist")
        parser.add_argument("--method", choices=METHODS, default="matchpoints")
        parser.add_argument("--scale", type=int, choices=(1, 2), default=1)
        parser.add_argument("--factor", choices=("neuberg", "none"), default="neuberg")
        parser.add_argument("--fields", choices=("one", "two"), default="one")
        parser.add_argument("--format", choices=("csv", "json"), default="csv")

    def handle(self, *args, **opts) -> None:
        try:
            text = Path(opts["input"]).read_text(encoding="utf-8")
        except OSError as error:
            message = f"cannot read {opts['input']}: {error.strerror}"
            raise CommandError(message, returncode=2) from None
        try:
            lines = read_results(text, game=opts["game"])
            scored = score_lines(
                lines,
                method=opts["method"],
                game=opts["game"],
                scale=opts["scale"],
                factor=opts["factor"] == "neuberg",
                fields_mode=opts["fields"],
            )
        except ValueError as error:  # InputError names the line; scoring errors name the tray
            raise CommandError(str(error), returncode=2) from None
        if opts["format"] == "json":
            data = {
                key: [{k: _number(v) for k, v in row.items()} for row in rows]
                for key, rows in scored.items()
            }
            self.stdout.write(json.dumps(data, indent=2))
            return
        self._write_csv(scored)

    def _write_csv(self, scored: dict) -> None:
        out = csv.writer(self.stdout, lineterminator="\n")
        out.writerow(["tray", "ns", "ew", "score", "adjust", "ns_mp", "ew_mp"])
        for row in scored["results"]:
            out.writerow([show(v) for v in row.values()])
        out.writerow([])
        out.writerow(["entrant", "field", "total", "percentage", "place"])
        for row in scored["standings"]:
            out.writerow([show(v) for v in row.values()])
