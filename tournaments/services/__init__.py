"""Every write goes through a service: one transaction each, and a message a person can act on.

Views, management commands and the admin are thin wrappers around these functions, so there is
one path to create an event, one path to start it and one path to record a result.  Functions
that only read live elsewhere (``adapters``, ``standings``, ``scoring.entry``); the entry
dataclasses are re-exported here because they are what the recording services take.

Start at ``events`` (create, seat, start, finish and publish an event) and ``results``
(record a result, with its trail); ``table`` and ``table_requests`` are the table's own
phone, ``session`` and ``desk`` the director's, ``common`` holds ``DomainError``.
"""

from typing import TYPE_CHECKING

from tournaments import lazy

# Each name is imported from its module when first read (``lazy.names``), so importing one
# module of the package does not load all of them; the type checker reads the imports.
if TYPE_CHECKING:
    from tournaments.scoring.entry import BridgeEntry, WhistEntry
    from tournaments.services.common import DomainError, log, require_organiser
    from tournaments.services.deal_analysis import analyse_deals, analyse_later, wait_for_analysis
    from tournaments.services.deals import (
        Stored,
        generate_deals,
        import_pbn,
        remove_deal,
        replay_deals,
        set_deal,
    )
    from tournaments.services.events import (
        create_event,
        finish_event,
        name_entrants,
        name_team,
        publish_event,
        register_entrant,
        start_event,
    )
    from tournaments.services.field import change_movement
    from tournaments.services.publication import publish_again
    from tournaments.services.results import (
        AlreadyEntered,
        record_slip,
        record_traveller,
        record_whist_slip,
        record_whist_traveller,
        remove_result,
        result_snapshot,
    )
    from tournaments.services.seating import draw_seating, swap_positions
    from tournaments.services.session import (
        advance_round,
        late_arrival,
        sit_out,
        withdraw_entrant,
    )
    from tournaments.services.table import (
        accept_at_table,
        dispute_at_table,
        record_at_table,
        renew_table_secret,
    )
else:
    __getattr__ = lazy.names(
        __name__,
        {
            "tournaments.scoring.entry": (
                "BridgeEntry",
                "WhistEntry",
            ),
            "tournaments.services.common": (
                "DomainError",
                "log",
                "require_organiser",
            ),
            "tournaments.services.deal_analysis": (
                "analyse_deals",
                "analyse_later",
                "wait_for_analysis",
            ),
            "tournaments.services.deals": (
                "Stored",
                "generate_deals",
                "import_pbn",
                "remove_deal",
                "replay_deals",
                "set_deal",
            ),
            "tournaments.services.events": (
                "create_event",
                "finish_event",
                "name_entrants",
                "name_team",
                "publish_event",
                "register_entrant",
                "start_event",
            ),
            "tournaments.services.field": ("change_movement",),
            "tournaments.services.publication": ("publish_again",),
            "tournaments.services.results": (
                "AlreadyEntered",
                "record_slip",
                "record_traveller",
                "record_whist_slip",
                "record_whist_traveller",
                "remove_result",
                "result_snapshot",
            ),
            "tournaments.services.seating": (
                "draw_seating",
                "swap_positions",
            ),
            "tournaments.services.session": (
                "advance_round",
                "late_arrival",
                "sit_out",
                "withdraw_entrant",
            ),
            "tournaments.services.table": (
                "accept_at_table",
                "dispute_at_table",
                "record_at_table",
                "renew_table_secret",
            ),
        },
    )

__all__ = [
    "AlreadyEntered",
    "Stored",
    "analyse_deals",
    "analyse_later",
    "generate_deals",
    "import_pbn",
    "remove_deal",
    "replay_deals",
    "set_deal",
    "wait_for_analysis",
    "BridgeEntry",
    "DomainError",
    "WhistEntry",
    "advance_round",
    "change_movement",
    "accept_at_table",
    "dispute_at_table",
    "renew_table_secret",
    "create_event",
    "draw_seating",
    "finish_event",
    "late_arrival",
    "log",
    "name_entrants",
    "name_team",
    "publish_again",
    "publish_event",
    "record_at_table",
    "record_slip",
    "record_traveller",
    "record_whist_slip",
    "record_whist_traveller",
    "register_entrant",
    "remove_result",
    "require_organiser",
    "result_snapshot",
    "sit_out",
    "start_event",
    "swap_positions",
    "withdraw_entrant",
]
