"""Every write of a progressive evening: set it up, draw the positions, ring the bell, take the
tables' results, close the round, correct a result.

Start at ``setup`` (the event, its guests and the drawing) and ``play`` (the bell, the tables'
reports, closing a round, a correction); ``guests`` takes a report from a table's own QR code,
``checks`` is what a report passes first and ``formats`` what each game takes at set-up.  This
package's face hands their public names on.
"""

from tournaments.scoring.progressive import TableReport
from tournaments.services.common import DomainError
from tournaments.services.progressive.guests import (
    GUESTS,
    AlreadyReported,
    report_at_party_table,
)
from tournaments.services.progressive.play import (
    Correction,
    close_round,
    correct_result,
    end_evening,
    open_round,
    report_result,
    snapshot,
)
from tournaments.services.progressive.setup import (
    EveningSettings,
    draw_evening,
    parse_tables,
    places_by_group,
    seat_by_hand,
    set_up_evening,
)

__all__ = [
    "AlreadyReported",
    "GUESTS",
    "DomainError",
    "EveningSettings",
    "Correction",
    "TableReport",
    "close_round",
    "correct_result",
    "draw_evening",
    "end_evening",
    "open_round",
    "parse_tables",
    "places_by_group",
    "report_at_party_table",
    "report_result",
    "seat_by_hand",
    "set_up_evening",
    "snapshot",
]
