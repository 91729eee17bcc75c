"""``progressive simulate``: play a whole progressive evening with seeded random results;
``progressive chart``: today's euchre rotation chart for a number of players.

    python manage.py progressive simulate --game euchre --tables 8 --rounds 6 --seed 1 \\
        --groups two --format json
    python manage.py progressive simulate --game cinch --tables 4 --rounds 3 --seed 1
    python manage.py progressive simulate --game euchre --style points --players 21 \\
        --rounds 4 --seed 1
    python manage.py progressive simulate --game bridge-pivot --tables 3 --rounds 3 --seed 1
    python manage.py progressive chart --players 21

Thin wrappers over :func:`tournaments.scoring.progressive_sim.simulate`,
:func:`tournaments.scoring.progressive_points_sim.simulate_points` and
:func:`movements.rotation.chart`; they need no database.  Bad arguments give a message and
exit status 2.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import CommandError, CommandParser
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.pivot import MAX_RUBBERS
from movements.progression import PartyGame
from movements.progressive import GROUPS, MAX_TABLES, MIN_TABLES
from movements.rotation import MAX_PLAYERS, MIN_PLAYERS, chart
from tournaments.management.base import StrictCommand, StrictParser
from tournaments.scoring.pivot_sim import render_pivot_text, simulate_pivot
from tournaments.scoring.progressive_points_sim import render_points_text, simulate_points
from tournaments.scoring.progressive_sim import render_text, simulate
from tournaments.scoring.to_the_score import Method as BonusMethod

GAMES = ("euchre", "hearts", "poker", "bridge", "military-euchre", "cinch", "bridge-pivot")
BRIDGE_FORMS = {"winners": PartyGame.BRIDGE, "sit": PartyGame.BRIDGE_SIT}
STYLES = ("stars", "points")
MAX_ROUNDS = 200
MAX_DEALS = 30


class Command(StrictCommand):
    help = gettext_lazy("Progressive parties: simulate a whole evening through the site's rules.")
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        sim = actions.add_parser("simulate", help=_("play an evening with seeded random results"))
        sim.add_argument("--game", required=True, choices=GAMES)
        sim.add_argument(
            "--style",
            choices=STYLES,
            default="stars",
            help=_("euchre only: the source's stars (default) or today's running points"),
        )
        sim.add_argument(
            "--bridge-form",
            choices=tuple(BRIDGE_FORMS),
            default="winners",
            help=_("bridge only: winners move (default) or N-S sit and E-W move one table"),
        )
        sim.add_argument("--tables", type=int, help=_("tables, head table is 1"))
        sim.add_argument("--players", type=int, help=_("points euchre: players (odd: byes)"))
        sim.add_argument("--rounds", required=True, type=int)
        sim.add_argument("--seed", required=True, type=int, help=_("the event's seed"))
        sim.add_argument("--groups", choices=GROUPS, default="one")
        sim.add_argument(
            "--deals", type=int, help=_("deals (hands) a round: bridge and cinch 4, points 8")
        )
        sim.add_argument("--loner", type=int, default=4, help=_("points euchre: the loner bonus"))
        sim.add_argument(
            "--bonus",
            choices=tuple(b.value for b in BonusMethod),
            default="none",
            help=_("bridge only: bridge to the score's bonus (round, game-lead, game-below)"),
        )
        sim.add_argument("--format", choices=("json", "text"), default="json")
        show = actions.add_parser("chart", help=_("today's euchre rotation chart"))
        show.add_argument("--players", required=True, type=int)
        show.add_argument("--format", choices=("json", "text"), default="text")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["action"] == "chart":
            self._chart(options["players"], options["format"])
            return
        rounds = options["rounds"]
        if not 1 <= rounds <= MAX_ROUNDS:
            raise CommandError(
                _("--rounds must be 1 to %(max_rounds)s, not %(rounds)s")
                % {"max_rounds": MAX_ROUNDS, "rounds": rounds},
                returncode=2,
            )
        deals = options["deals"]
        if deals is not None and not 1 <= deals <= MAX_DEALS:
            raise CommandError(
                _("--deals must be 1 to %(max_deals)s, not %(deals)s")
                % {"max_deals": MAX_DEALS, "deals": deals},
                returncode=2,
            )
        if options["bonus"] != "none" and options["game"] != "bridge":
            raise CommandError(_("--bonus is for --game bridge only"), returncode=2)
        if options["style"] == "points":
            self._points(options, rounds, deals)
            return
        if options["game"] == "bridge-pivot":
            self._pivot(options, rounds)
            return
        if options["game"] != "euchre" and options["style"] != "stars":
            raise CommandError(_("--style points is for --game euchre only"), returncode=2)
        tables = options["tables"]
        if tables is None:
            raise CommandError(_("give --tables (the head table is 1)"), returncode=2)
        if not MIN_TABLES <= tables <= MAX_TABLES:
            raise CommandError(
                _("--tables must be %(min_tables)s to %(max_tables)s, not %(tables)s")
                % {"min_tables": MIN_TABLES, "max_tables": MAX_TABLES, "tables": tables},
                returncode=2,
            )
        game = PartyGame(options["game"])
        if game is PartyGame.BRIDGE:
            game = BRIDGE_FORMS[options["bridge_form"]]
        if game is PartyGame.MILITARY and rounds != tables:
            raise CommandError(
                _(
                    "military euchre ends when the East-West pairs have gone round every table and got "
                    "home: --rounds must equal --tables (%(tables)s)"
                )
                % {"tables": tables},
                returncode=2,
            )
        evening = simulate(
            game,
            tables,
            rounds,
            options["seed"],
            options["groups"],
            deals=deals or 4,
            bonus=options["bonus"],
        )
        if options["format"] == "text":
            self.stdout.write(render_text(game, evening), ending="")
        else:
            self.stdout.write(json.dumps(evening, indent=2))

    def _points(self, options: dict[str, Any], rounds: int, deals: int | None) -> None:
        if options["game"] != "euchre":
            raise CommandError(_("--style points is for --game euchre only"), returncode=2)
        players = options["players"]
        if players is None and options["tables"] is not None:
            players = 4 * options["tables"]
        if players is None:
            raise CommandError(_("give --players (or --tables, four to a table)"), returncode=2)
        if not 1 <= options["loner"] <= 24:
            raise CommandError(
                _("--loner must be 1 to 24, not %(loner)s") % {"loner": options["loner"]},
                returncode=2,
            )
        try:
            evening = simulate_points(
                self._players(players),
                rounds,
                options["seed"],
                hands=deals or 8,
                loner_points=options["loner"],
            )
        except ValueError as exc:
            raise CommandError(str(exc), returncode=2) from exc
        if options["format"] == "text":
            self.stdout.write(render_points_text(evening), ending="")
        else:
            self.stdout.write(json.dumps(evening, indent=2))

    def _pivot(self, options: dict[str, Any], rubbers: int) -> None:
        tables = options["tables"]
        if tables is None:
            raise CommandError(_("give --tables (four players keep each table)"), returncode=2)
        if not 1 <= tables <= MAX_TABLES:
            raise CommandError(
                _("--tables must be 1 to %(max_tables)s, not %(tables)s")
                % {"max_tables": MAX_TABLES, "tables": tables},
                returncode=2,
            )
        if rubbers > MAX_RUBBERS:
            raise CommandError(
                _("--rounds (rubbers) must be 1 to %(max_rubbers)s for pivot bridge")
                % {"max_rubbers": MAX_RUBBERS},
                returncode=2,
            )
        evening = simulate_pivot(tables, rubbers, options["seed"])
        if options["format"] == "text":
            self.stdout.write(render_pivot_text(evening), ending="")
        else:
            self.stdout.write(json.dumps(evening, indent=2))

    def _players(self, players: int) -> int:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise CommandError(
                _("--players must be %(min_players)s to %(max_players)s, not %(players)s")
                % {"min_players": MIN_PLAYERS, "max_players": MAX_PLAYERS, "players": players},
                returncode=2,
            )
        return players

    def _chart(self, players: int, fmt: str) -> None:
        rotation = chart(self._players(players))
        if fmt == "json":
            doc = {
                "players": len(rotation.players),
                "tables": rotation.tables,
                "method": rotation.method,
                "note": str(rotation.note()),
                "rounds": [
                    {
                        "round": r,
                        "tables": [
                            {"table": t.table, "partnerships": [list(p) for p in t.partnerships]}
                            for t in seating
                        ],
                        "byes": list(out),
                    }
                    for r, (seating, out) in enumerate(
                        zip(rotation.rounds, rotation.byes, strict=True), start=1
                    )
                ],
            }
            self.stdout.write(json.dumps(doc, indent=2))
            return
        lines = [str(rotation.note())]
        for r, (seating, out) in enumerate(zip(rotation.rounds, rotation.byes, strict=True), 1):
            cells = [
                f"{t.table}: {' & '.join(t.partnerships[0])} v {' & '.join(t.partnerships[1])}"
                for t in seating
            ]
            bye = f"  (out: {', '.join(out)})" if out else ""
            lines.append(f"Round {r:>2}  " + "   ".join(cells) + bye)
        self.stdout.write("\n".join(lines) + "\n", ending="")
