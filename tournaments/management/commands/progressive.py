"""``progressive simulate``: play a whole progressive evening with seeded random results.

    python manage.py progressive simulate --game euchre --tables 8 --rounds 6 --seed 1 \\
        --groups two --format json

A thin wrapper over :func:`tournaments.scoring.progressive_sim.simulate`; it needs no
database.  Bad arguments give a message and exit status 2.
"""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import CommandError, CommandParser

from movements.progression import PartyGame
from movements.progressive import GROUPS, MAX_TABLES, MIN_TABLES
from tournaments.management.base import StrictCommand, StrictParser
from tournaments.scoring.progressive_sim import render_text, simulate

GAMES = ("euchre", "hearts", "poker", "bridge", "military-euchre")
BRIDGE_FORMS = {"winners": PartyGame.BRIDGE, "sit": PartyGame.BRIDGE_SIT}
MAX_ROUNDS = 200


class Command(StrictCommand):
    help = "Progressive parties: simulate a whole evening through the site's rules."
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser: CommandParser) -> None:
        actions = parser.add_subparsers(dest="action", required=True, parser_class=StrictParser)
        sim = actions.add_parser("simulate", help="play an evening with seeded random results")
        sim.add_argument("--game", required=True, choices=GAMES)
        sim.add_argument(
            "--bridge-form",
            choices=tuple(BRIDGE_FORMS),
            default="winners",
            help="bridge only: winners move (default) or N-S sit and E-W move one table",
        )
        sim.add_argument("--tables", required=True, type=int, help="tables, head table is 1")
        sim.add_argument("--rounds", required=True, type=int)
        sim.add_argument("--seed", required=True, type=int, help="the event's seed")
        sim.add_argument("--groups", choices=GROUPS, default="one")
        sim.add_argument("--format", choices=("json", "text"), default="json")

    def handle(self, *args: Any, **options: Any) -> None:
        tables, rounds = options["tables"], options["rounds"]
        if not MIN_TABLES <= tables <= MAX_TABLES:
            raise CommandError(
                f"--tables must be {MIN_TABLES} to {MAX_TABLES}, not {tables}", returncode=2
            )
        if not 1 <= rounds <= MAX_ROUNDS:
            raise CommandError(f"--rounds must be 1 to {MAX_ROUNDS}, not {rounds}", returncode=2)
        game = PartyGame(options["game"])
        if game is PartyGame.BRIDGE:
            game = BRIDGE_FORMS[options["bridge_form"]]
        if game is PartyGame.MILITARY and rounds != tables:
            raise CommandError(
                "military euchre ends when the East-West pairs have gone round every table "
                f"and got home: --rounds must equal --tables ({tables})",
                returncode=2,
            )
        evening = simulate(game, tables, rounds, options["seed"], options["groups"])
        if options["format"] == "text":
            self.stdout.write(render_text(game, evening), ending="")
        else:
            self.stdout.write(json.dumps(evening, indent=2))
