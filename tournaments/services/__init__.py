"""Every write goes through a service: one transaction each, and a message a person can act on.

Views, management commands and the admin are thin wrappers around these functions, so there is
one path to create an event, one path to start it and one path to record a result.
"""

from tournaments.services.common import DomainError, require_organiser
from tournaments.services.contracts import check_contract, describe_auction
from tournaments.services.events import (
    create_event,
    finish_event,
    form_of,
    movement_summary,
    name_team,
    publish_event,
    read_custom_movement,
    register_entrant,
    start_event,
)
from tournaments.services.field import change_movement
from tournaments.services.results import (
    AlreadyEntered,
    BridgeEntry,
    WhistEntry,
    check_whist_tricks,
    confirm_at_table,
    record_at_table,
    record_traveller,
    record_whist_slip,
    record_whist_traveller,
    remove_result,
    result_snapshot,
)
from tournaments.services.session import (
    advance_round,
    draw_seating,
    late_arrival,
    sit_out,
    swap_positions,
    withdraw_entrant,
)
from tournaments.services.teams import draw_team_seating, swap_teams

__all__ = [
    "AlreadyEntered",
    "BridgeEntry",
    "advance_round",
    "change_movement",
    "check_contract",
    "describe_auction",
    "confirm_at_table",
    "draw_seating",
    "draw_team_seating",
    "swap_teams",
    "late_arrival",
    "record_at_table",
    "record_traveller",
    "remove_result",
    "sit_out",
    "swap_positions",
    "withdraw_entrant",
    "DomainError",
    "WhistEntry",
    "check_whist_tricks",
    "create_event",
    "finish_event",
    "form_of",
    "movement_summary",
    "publish_event",
    "read_custom_movement",
    "record_whist_slip",
    "record_whist_traveller",
    "name_team",
    "register_entrant",
    "require_organiser",
    "result_snapshot",
    "start_event",
]
