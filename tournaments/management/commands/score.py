"""Score a results CSV from the command line, without the database.

    python manage.py score --input FILE.csv [--game whist|bridge|auction]
        [--method matchpoints|tricks|imps|cross-imps|butler|top-loss|
                  team-imps|team-vps|board-a-match|aggregate]
        [--rules club|ebu|acbl|wbf|compscore] [each rule: --scale, --factor, --short-boards,
         --sitout-totals, --averages, --imp-averages, --small-groups, --datum-drop,
         --datum-rounding, --cross-imps]
        [--vp-scale wbf|wbf-discrete|acbl-20|acbl-30] [--fields one|two]
        [--format csv|json|text] [--explain]

Output: every input line with the NS score used and its NS and EW figures, then every entrant
with total, percentage (match points only) and place.  ``--rules`` picks a rule set; each rule
given on its own overrides the set's value.  ``--explain`` adds the working of every figure
(the words of the site's score cards); ``--format text`` prints it for reading.  A bad input
line is named and the command exits with status 2.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from django.core.management.base import CommandError
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.exchange.spreadsheet import neutralised_row
from tournaments.management.base import StrictCommand
from tournaments.scoring.csvinput import GAMES, read_results
from tournaments.scoring.explain import figure, show
from tournaments.scoring.methods import METHODS, ScoredEvent, score_lines
from tournaments.scoring.rules import CHOICES, RULE_NAMES, rules_named
from tournaments.scoring.victory import VP_SCALES

# Each rule's option: (the option, the Rules field, its help).
RULE_OPTIONS = (
    ("--scale", "scale", "match points a result beaten: 1 (1 and ½) or 2 (2 and 1)"),
    ("--factor", "factoring", "boards compared among fewer results: neuberg or none"),
    ("--short-boards", "short_lines", "lines of a board played fewer times: factored or own-top"),
    ("--sitout-totals", "sitout_totals", "totals of pairs that played fewer boards"),
    ("--averages", "averages", "average-plus/minus: fixed 60/40 or session-based"),
    ("--imp-averages", "imp_averages", "IMP pairs' average-plus/minus: fixed +3/-3 or session"),
    ("--small-groups", "small_groups", "a fouled board's small groups: factored or fixed shares"),
    ("--datum-drop", "datum_drop", "Butler datum: none, N (one each end from N results), P%%"),
    ("--datum-rounding", "datum_rounding", "Butler/IMP datum rounding: away, even or none"),
    ("--cross-imps", "cross_imps", "cross-IMPs: average per comparison, or total"),
)


def _number(value):
    if value is None or isinstance(value, int | str):
        return value
    return float(show(value))


class Command(StrictCommand):
    help = gettext_lazy(
        "Score a results CSV (match points, IMPs, teams, trick totals) without a database."
    )
    requires_system_checks: list[str] = []

    def add_arguments(self, parser) -> None:
        parser.add_argument("--input", required=True, help=_("results CSV (tray,ns,ew,score,...)"))
        parser.add_argument("--game", choices=GAMES, default="whist")
        parser.add_argument("--method", choices=METHODS, default="matchpoints")
        parser.add_argument(
            "--rules", choices=RULE_NAMES, default="club", help=_("the rule set (see SCORING.md)")
        )
        for option, key, text in RULE_OPTIONS:
            choices = None if key == "datum_drop" else [str(c) for c in CHOICES[key]]
            parser.add_argument(option, dest=key, choices=choices, default=None, help=text)
        parser.add_argument("--vp-scale", choices=VP_SCALES, default="wbf")
        parser.add_argument("--fields", choices=("one", "two"), default="one")
        parser.add_argument("--format", choices=("csv", "json", "text"), default="csv")
        parser.add_argument(
            "--explain", action="store_true", help=_("the working of every line and total")
        )

    def handle(self, *args, **opts) -> None:
        try:
            text = Path(opts["input"]).read_text(encoding="utf-8")
        except OSError as error:
            message = _("cannot read %(file)s: %(why)s") % {
                "file": opts["input"],
                "why": error.strerror,
            }
            raise CommandError(message, returncode=2) from None
        except UnicodeDecodeError:
            message = _("cannot read %(file)s: it is not UTF-8 text") % {"file": opts["input"]}
            raise CommandError(message, returncode=2) from None
        if opts["factoring"] is not None:
            opts["factoring"] = "neuberg" if opts["factoring"] == "neuberg" else "none"
        explain = opts["explain"] or opts["format"] == "text"
        try:
            rules = rules_named(opts["rules"]).with_options(
                **{key: opts[key] for _option, key, _text in RULE_OPTIONS}
            )
            lines = read_results(text, game=opts["game"])
            scored = score_lines(
                lines,
                method=opts["method"],
                game=opts["game"],
                rules=rules,
                fields_mode=opts["fields"],
                explain=explain,
                vp_scale=opts["vp_scale"],
            )
        except ValueError as error:  # InputError names the line; scoring errors name the tray
            raise CommandError(str(error), returncode=2) from None
        if opts["format"] == "json":
            data = {
                key: [{k: _number(v) for k, v in row.items()} for row in rows]
                if isinstance(rows, list)
                else rows
                for key, rows in scored.items()
            }
            self.stdout.write(json.dumps(data, indent=2, ensure_ascii=False))
        elif opts["format"] == "text":
            self._write_text(scored)
        else:
            self._write_csv(scored)

    def _write_csv(self, scored: ScoredEvent) -> None:
        out = csv.writer(self.stdout, lineterminator="\n")
        blocks: dict[str, Sequence[Mapping[str, object]]] = {
            "results": scored["results"],
            "standings": scored["standings"],
        }
        if "rules" in scored:
            blocks["rules"] = scored["rules"]
        for block, rows in blocks.items():
            if block != "results":
                out.writerow([])
            out.writerow(list(rows[0].keys()) if rows else [])
            for row in rows:
                out.writerow(neutralised_row(show(v) for v in row.values()))

    def _write_text(self, scored: ScoredEvent) -> None:
        write = self.stdout.write
        write(f"Rules: {scored['rule_set']}")
        for rule in scored["rules"]:
            write(f"  {rule['rule']}: {rule['value']}")
        tray = None
        for row in scored["results"]:
            if row["tray"] != tray:
                tray = row["tray"]
                write(f"\nTray {tray}")
            said = row["adjust"] or show(row["score"])
            write(
                f"  {row['ns']} v {row['ew']}  {said}  NS {figure(row['ns_mp']) or '-'}  "
                f"EW {figure(row['ew_mp']) or '-'}"
            )
            write(f"    NS: {row['ns_working']}")
            write(f"    EW: {row['ew_working']}")
        write("\nStandings")
        for standing in scored["standings"]:
            place = standing["place"] or "-"
            field = f" {standing['field']}" if standing["field"] else ""
            write(f"  {place:>4} {standing['entrant']}{field}: {standing['working']}")
