"""The model of one simulated evening: the event's shape, who runs it, and what the simulator
expects the site to hold after each action (the saves the site accepted, the director's
rulings), kept beside the site's own rows so the invariants can compare the two."""

from __future__ import annotations

import datetime as dt
import inspect
from dataclasses import dataclass, field
from typing import Any

from django.test import Client

from tests.builders import club_user
from tournaments import models as m
from tournaments import services


@dataclass(frozen=True)
class Shape:
    """An event's form, game and movement, as the wizard's services create it."""

    form: str
    game: str
    kind: str
    size: int
    boards_per_round: int
    options: tuple[tuple[str, int], ...] = ()

    @property
    def scoring(self) -> str:
        if self.form == m.Form.TEAMS:
            return m.ScoringMethod.IMPS if self.game == m.Game.BRIDGE else m.ScoringMethod.TRICKS
        return m.ScoringMethod.MATCHPOINTS

    def __str__(self) -> str:
        extra = "".join(f" {k}={v}" for k, v in self.options)
        return f"{self.game} {self.form} {self.kind} {self.size}x{self.boards_per_round}{extra}"


# Small events of every form, game and family, each started in about a second: Mitchells with
# a missing pair (a phantom a late pair can take) and without, Howells odd and even, teams of
# four, individuals.
SHAPES = (
    Shape("pairs", "whist", "mitchell", 5, 1, (("pairs", 9),)),
    Shape("pairs", "bridge", "mitchell", 5, 1, (("pairs", 9),)),
    Shape("pairs", "bridge", "mitchell", 3, 2),
    Shape("pairs", "whist", "mitchell", 3, 2),
    Shape("pairs", "bridge", "howell", 5, 2),
    Shape("pairs", "whist", "howell", 4, 2),
    Shape("teams", "bridge", "team-match", 2, 2),
    Shape("teams", "whist", "gilman-teams", 3, 2),
    Shape("individuals", "whist", "individual", 8, 1),
    Shape("individuals", "bridge", "individual", 8, 1),
)

REASON = "Director's ruling at the table"

# Each kind of fault, by the checks that find it (the most serious first): the test fails with
# the first kind found, so hypothesis shrinks an evening for each kind on its own.
KINDS = {
    "server error": {"get", "_reply"},
    "ruling changed by a table": {"table_wrote"},
    "result changed after its traveller was seen": {"table_edits"},
    "unplayed result public": {"nothing_unplayed_public"},
    "lost or stored twice": {"director_wrote", "keys_stored_once", "trail_is_whole",
                             "table_resends", "table_saves", "save_on_pad"},
    "figures differ": {"agree", "_public_page", "_csv", "_results_sheet", "_cards", "_usebio",
                       "_usebio_figures", "_reimport", "_pbn", "_pbn_board", "pdf_text",
                       "pdf_opens", "travellers_agree_with_cards"},
}  # fmt: skip


@dataclass
class Save:
    """A result the site accepted from a table's phone: its key and where it was stored."""

    key: str
    tray: int
    seating: int
    result: int


@dataclass
class Evening:
    """One evening as the simulator plays it."""

    shape: Shape
    event: m.Event
    director: object
    staff: Client
    phone: Client
    public: Client
    secrets: dict[int, str] = field(default_factory=dict)
    old_secrets: list[str] = field(default_factory=list)
    # (tray, seating id) -> the values the simulator sent last and the site stored
    expected: dict[tuple[int, int], dict] = field(default_factory=dict)
    saves: list[Save] = field(default_factory=list)
    # result id -> the ruling's state as the director left it (see ``ruling_state``)
    rulings: dict[int, tuple] = field(default_factory=dict)
    # (table, tray) pairs whose phone was shown another table's result on the tray
    peeked: set[tuple[int, int]] = field(default_factory=set)
    steps: list[str] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)
    keys: int = 0
    # results the opponents accepted on their phone (the site answered "accept")
    accepted: set[int] = field(default_factory=set)
    # the venue (``room``, ``venue``): each table's waiting call (its reason, as shown) by
    # table number, and the tables that called and that the director answered, in turn
    calls: dict[int, str] = field(default_factory=dict)
    called: list[int] = field(default_factory=list)
    answered: list[int] = field(default_factory=list)
    clock: Any = None  # ``room.RoomClock`` once the director first works the clock
    time: Any = None  # ``room.RoomTime``: the room's time while the evening is played
    deals_on_pad: bool = False

    def refresh(self) -> m.Event:
        self.event.refresh_from_db()
        return self.event

    def note(self, text: str) -> None:
        self.steps.append(text)

    def fault(self, text: str) -> None:
        """An invariant broken: kept with its kind (by the check that found it, see ``KINDS``)
        and reported with the steps that led to it."""
        caller = inspect.stack()[1].function
        kind = next((k for k, checks in KINDS.items() if caller in checks), "other")
        self.faults.append(f"[{kind}] {text} (after: {'; '.join(self.steps)})")

    def new_key(self) -> str:
        self.keys += 1
        return f"sim-{self.event.pk}-{self.keys:04d}"

    @property
    def playing(self) -> bool:
        return self.refresh().status == m.Status.PLAYING

    def disputed(self) -> bool:
        return m.Result.objects.filter(tray__event=self.event, disputed_at__isnull=False).exists()

    @property
    def bridge(self) -> bool:
        return self.event.game != m.Game.WHIST


def start_evening(shape: Shape, number: int) -> Evening:
    """Create, name and start an event of ``shape``, as the wizard's services do."""
    director = club_user(f"director{number}")
    event = services.create_event(
        by=director,
        name=f"Simulated evening {number}",
        date=dt.date(2026, 11, 20),
        game=shape.game,
        form=shape.form,
        movement_kind=shape.kind,
        movement_size=shape.size,
        boards_per_round=shape.boards_per_round,
        scoring_method=shape.scoring,
        movement_options=dict(shape.options),
        seed=7,
    )
    for entrant in event.entrants.filter(kind=m.Entrant.Kind.INDIVIDUAL):
        services.register_entrant(entrant, by=director, player_names=[f"Player {entrant.label}"])
    services.start_event(event, by=director)
    event.refresh_from_db()
    services.publish_event(event, by=director)
    event.refresh_from_db()
    staff = Client()
    staff.force_login(director)
    evening = Evening(shape, event, director, staff, Client(), Client())
    evening.secrets = dict(event.tables.values_list("number", "secret"))
    evening.note(f"start {shape}")
    return evening


def ruling_state(result: m.Result) -> tuple:
    """What a director's ruling is: the stored line and whether it is final or flagged."""
    return (
        services.result_snapshot(result),
        result.confirmed_at is not None,
        result.disputed_at is not None,
    )


def playing_seatings(event: m.Event, round_number: int | None = None):
    """Seatings where both sides sit (pairs, or four players), with their trays."""
    rows = m.Seating.objects.filter(m.PLAYS, round__event=event)
    if round_number is not None:
        rows = rows.filter(round__number=round_number)
    return rows.select_related("table", "round", "ns", "ew").prefetch_related("trays")
