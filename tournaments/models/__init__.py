"""The domain model: events, entrants, trays, rounds, tables, seatings and results, and the
progressive party's own rows.

Rules that must never be broken live in the database as constraints, not only in forms: one
result per tray per seating, tricks from 0 to 13, North-South and East-West whist tricks adding
up to 13.  Writes go through ``tournaments.services``; the models only describe.

Start at ``events`` (``Event`` and its entrants) and ``play`` (trays, rounds, tables,
seatings), then ``results``; ``choices`` derives the stored choices from the pure
packages' enums, ``versions`` keeps each event's version, and ``django_internals`` holds
every use of Django's private API.
"""

from tournaments.models.awards import Award, AwardScale
from tournaments.models.calls import DirectorCall
from tournaments.models.choices import (
    SCORING,
    Direction,
    Form,
    Game,
    ScoringMethod,
    Seat,
    Status,
    Vulnerability,
    penalties_allowed,
    scored_in_imps,
    scoring_choices,
    team_ruling_method,
)
from tournaments.models.clock import RoundClock
from tournaments.models.club import (
    Club,
    ClubMember,
    Player,
    Role,
    club_locale,
    language_choices,
    role_in,
    time_zone_names,
    zone_of,
)
from tournaments.models.competitions import Combine, Competition
from tournaments.models.deals import Deal
from tournaments.models.events import (
    VERSIONS,
    Entrant,
    EntrantMember,
    Event,
    MovingOn,
    ResultsShown,
    StandingsShown,
    writes_seen,
)
from tournaments.models.mail import MailStatus, Publication, ResultMail
from tournaments.models.play import (
    PLAYS,
    SEATING_RELATED,
    TRAY_PLAYED_AT,
    RetiredSecret,
    Round,
    Seating,
    Table,
    Tray,
    new_table_secret,
)
from tournaments.models.progressive import (
    Drive,
    PartyTable,
    ProgressiveChange,
    ProgressivePlayer,
    ProgressiveResult,
    ProgressiveRound,
    ProgressiveSeat,
    ProgressiveSettings,
    RoundState,
)
from tournaments.models.requests import ChangeRequest
from tournaments.models.results import LogEntry, Result, ResultChange
from tournaments.models.seat_players import SeatPlayer
from tournaments.models.versions import bump_events

__all__ = [
    "Award",
    "ChangeRequest",
    "AwardScale",
    "MailStatus",
    "Publication",
    "ResultMail",
    "bump_events",
    "writes_seen",
    "Combine",
    "Competition",
    "Club",
    "ClubMember",
    "ResultsShown",
    "Role",
    "StandingsShown",
    "VERSIONS",
    "role_in",
    "club_locale",
    "language_choices",
    "time_zone_names",
    "zone_of",
    "SCORING",
    "PLAYS",
    "SEATING_RELATED",
    "TRAY_PLAYED_AT",
    "Deal",
    "DirectorCall",
    "RoundClock",
    "Direction",
    "Drive",
    "Entrant",
    "EntrantMember",
    "Event",
    "MovingOn",
    "Form",
    "Game",
    "LogEntry",
    "PartyTable",
    "Player",
    "ProgressiveChange",
    "ProgressivePlayer",
    "ProgressiveResult",
    "ProgressiveRound",
    "ProgressiveSeat",
    "ProgressiveSettings",
    "Result",
    "RetiredSecret",
    "ResultChange",
    "Round",
    "RoundState",
    "ScoringMethod",
    "Seat",
    "SeatPlayer",
    "Seating",
    "Status",
    "Table",
    "Tray",
    "Vulnerability",
    "new_table_secret",
    "penalties_allowed",
    "scored_in_imps",
    "team_ruling_method",
    "scoring_choices",
]
