"""Test events, built and played through the services: one place for every test that needs
an event of any form (pairs, teams, individuals, a progressive party).

Results are placed by who sits where, never by database ids, so a test reads like the
traveller it enters.
"""

from tests.builders.clubs import (
    club_named,
    club_user,
)
from tests.builders.individuals import (
    enter_individual_whist,
    make_individual,
    seating_at,
    seats,
)
from tests.builders.pairs import (
    EXAMPLE,
    EXAMPLE_NAMES,
    PLAYED_NAMES,
    create_through_wizard,
    enter_contract,
    enter_rounds,
    example_event,
    make_bridge_mitchell,
    make_mitchell,
    make_whist_mitchell,
    played_mitchell,
    seating_for,
)
from tests.builders.progressive import (
    HAND_DRAWN,
    NINE,
    ROUNDS,
    cinch_evening,
    euchre_evening,
    euchre_party,
    play_round,
    points_evening,
    quick_user,
    report_table,
    round_pairs,
)
from tests.builders.teams import (
    enter_team_whist,
    make_team_event,
    team_bridge,
    team_meetings,
    team_seating,
    team_whist,
)

__all__ = [
    "EXAMPLE",
    "EXAMPLE_NAMES",
    "HAND_DRAWN",
    "NINE",
    "PLAYED_NAMES",
    "ROUNDS",
    "cinch_evening",
    "points_evening",
    "club_named",
    "club_user",
    "create_through_wizard",
    "enter_contract",
    "enter_individual_whist",
    "enter_rounds",
    "enter_team_whist",
    "euchre_evening",
    "euchre_party",
    "example_event",
    "make_bridge_mitchell",
    "make_individual",
    "make_mitchell",
    "make_team_event",
    "make_whist_mitchell",
    "play_round",
    "played_mitchell",
    "quick_user",
    "report_table",
    "round_pairs",
    "seating_at",
    "seating_for",
    "seats",
    "team_bridge",
    "team_meetings",
    "team_seating",
    "team_whist",
]
