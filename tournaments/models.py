"""The domain model: events, entrants, trays, rounds, tables, seatings and results.

Rules that must never be broken live in the database as constraints, not only in forms: one
result per tray per seating, tricks from 0 to 13, North-South and East-West whist tricks adding
up to 13.  Writes go through ``tournaments.services``; the models only describe.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.db.models import CheckConstraint, F, Q, UniqueConstraint
from django.urls import reverse


class Game(models.TextChoices):
    WHIST = "whist", "Whist"
    BRIDGE = "bridge", "Contract bridge"
    AUCTION = "auction", "Auction bridge"
    EUCHRE = "euchre", "Euchre"
    HEARTS = "hearts", "Hearts"
    POKER = "poker", "Poker"


class Form(models.TextChoices):
    PAIRS = "pairs", "Pairs"
    TEAMS = "teams", "Teams of four"
    INDIVIDUALS = "individuals", "Individuals"
    PROGRESSIVE = "progressive", "Progressive"


class Status(models.TextChoices):
    DRAFT = "draft", "Draft"
    SEATED = "seated", "Seated"
    PLAYING = "playing", "Playing"
    FINISHED = "finished", "Finished"


class ScoringMethod(models.TextChoices):
    MATCHPOINTS = "matchpoints", "Match points"
    TRICKS = "tricks", "Trick totals against the average"
    IMPS = "imps", "IMPs"
    CROSS_IMPS = "cross-imps", "Cross-IMPs"
    BUTLER = "butler", "Butler (datum)"
    TOP_LOSS = "top-loss", "Tricks lost to the top (Safford)"
    POINTS = "points", "Total points (duplicate auction, law G)"


class Direction(models.TextChoices):
    NS = "NS", "North-South"
    EW = "EW", "East-West"


class SeatChoice(models.TextChoices):
    N = "N", "North"
    E = "E", "East"
    S = "S", "South"
    W = "W", "West"


class Vulnerability(models.TextChoices):
    NONE = "none", "None"
    NS = "ns", "North-South"
    EW = "ew", "East-West"
    BOTH = "both", "Both"


class Player(models.Model):
    name = models.CharField(max_length=120)
    membership_number = models.CharField(max_length=40, blank=True)
    email = models.EmailField(blank=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            UniqueConstraint(
                fields=["membership_number"],
                condition=~Q(membership_number=""),
                name="player_membership_number_unique",
            )
        ]

    def __str__(self) -> str:
        return self.name


class Event(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    date = models.DateField()
    venue = models.CharField(max_length=200, blank=True)
    game = models.CharField(max_length=16, choices=Game.choices, default=Game.WHIST)
    form = models.CharField(max_length=16, choices=Form.choices, default=Form.PAIRS)
    movement_kind = models.CharField(max_length=32, default="mitchell")
    movement_size = models.PositiveSmallIntegerField(
        help_text="Tables, pairs, players or teams, as the movement kind counts them."
    )
    movement_options = models.JSONField(default=dict, blank=True)
    custom_movement = models.TextField(
        blank=True,
        help_text="The organiser's own movement as CSV (movement kind 'custom'), checked on entry.",
    )
    boards_per_round = models.PositiveSmallIntegerField(default=2)
    scoring_method = models.CharField(
        max_length=16, choices=ScoringMethod.choices, default=ScoringMethod.MATCHPOINTS
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    published = models.BooleanField(default=False)
    seed = models.PositiveIntegerField(default=0)
    current_round = models.PositiveSmallIntegerField(default=0)
    one_winner = models.BooleanField(
        default=False, help_text="One field (Howell, arrow switch) or two (Mitchell NS and EW)."
    )
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="organised_events")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "name"]
        constraints = [
            CheckConstraint(condition=Q(boards_per_round__gte=1), name="event_boards_per_round"),
            CheckConstraint(condition=Q(movement_size__gte=1), name="event_movement_size"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.date:%d %b %Y})"

    def get_absolute_url(self) -> str:
        return reverse("event", args=[self.slug])

    @property
    def is_whist(self) -> bool:
        return self.game == Game.WHIST

    @property
    def has_started(self) -> bool:
        return self.status in (Status.PLAYING, Status.FINISHED, Status.SEATED)

    def is_organiser(self, user) -> bool:
        if not user.is_authenticated:
            return False
        return self.organisers.filter(pk=user.pk).exists()


class Entrant(models.Model):
    """A pair, a team, or an individual player, as the movement numbers it.

    ``label`` is the movement's own name for the entrant (``"3NS"``, ``"7"``, ``"a.EW"``);
    ``number`` and ``direction`` are what the players see ("3 NS").
    """

    class Kind(models.TextChoices):
        PAIR = "pair", "Pair"
        TEAM = "team", "Team"
        INDIVIDUAL = "individual", "Individual"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="entrants")
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.PAIR)
    label = models.CharField(max_length=20)
    number = models.PositiveSmallIntegerField()
    direction = models.CharField(max_length=2, choices=Direction.choices, blank=True)
    name = models.CharField(max_length=200, blank=True)
    team = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="team_pairs"
    )
    players = models.ManyToManyField(Player, through="EntrantMember", blank=True)

    class Meta:
        ordering = ["event", "direction", "number", "label"]
        constraints = [
            UniqueConstraint(fields=["event", "label"], name="entrant_label_unique"),
        ]

    def __str__(self) -> str:
        return self.display

    @property
    def display(self) -> str:
        return f"{self.code} {self.name}".strip() if self.name else self.code

    @property
    def code(self) -> str:
        """The short name players see: "3 NS" (a Mitchell pair), "7" (a Howell pair or a
        player), "a" (a team, lettered as in the source) and "a NS" (that team's pair)."""
        if self.direction and "." in self.label:
            return self.label.replace(".", " ")
        if self.direction:
            return f"{self.number} {self.direction}"
        return self.label


class EntrantMember(models.Model):
    entrant = models.ForeignKey(Entrant, on_delete=models.CASCADE, related_name="members")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="memberships")
    position = models.PositiveSmallIntegerField(default=1)

    class Meta:
        ordering = ["entrant", "position"]
        constraints = [
            UniqueConstraint(fields=["entrant", "position"], name="member_position_unique"),
            UniqueConstraint(fields=["entrant", "player"], name="member_player_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.player} in {self.entrant}"


class Tray(models.Model):
    """A board: one deal kept in a tray, with its arrow marking North."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="trays")
    number = models.PositiveSmallIntegerField()
    tray_set = models.PositiveSmallIntegerField()
    dealer = models.CharField(max_length=1, choices=SeatChoice.choices)
    vulnerability = models.CharField(max_length=4, choices=Vulnerability.choices, blank=True)
    trump = models.CharField(
        max_length=3, blank=True, help_text="The trump card recorded on the trump slip (whist)."
    )

    class Meta:
        ordering = ["event", "number"]
        constraints = [
            UniqueConstraint(fields=["event", "number"], name="tray_number_unique"),
            CheckConstraint(condition=Q(number__gte=1), name="tray_number_positive"),
        ]

    def __str__(self) -> str:
        return f"Tray {self.number}"


class Round(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    skip_before = models.BooleanField(default=False)
    arrow_switched = models.BooleanField(default=False)
    note = models.CharField(max_length=200, blank=True)

    class Meta:
        ordering = ["event", "number"]
        constraints = [UniqueConstraint(fields=["event", "number"], name="round_number_unique")]

    def __str__(self) -> str:
        return f"Round {self.number}"


def new_table_secret() -> str:
    return secrets.token_urlsafe(16)


class Table(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    secret = models.CharField(max_length=40, default=new_table_secret, unique=True)

    class Meta:
        ordering = ["event", "number"]
        constraints = [UniqueConstraint(fields=["event", "number"], name="table_number_unique")]

    def __str__(self) -> str:
        return f"Table {self.number}"


class Seating(models.Model):
    """Who sits where in one round at one table, and the trays they play there.

    ``ns`` holds the North-South cards; in an arrow-switched round the stationary pair is
    under ``ew``.  One side empty means the other sits out.  Individuals use the four seats.
    """

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="seatings")
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seatings")
    ns = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    ew = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    north = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    east = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    south = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    west = models.ForeignKey(
        Entrant, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    tray_set = models.PositiveSmallIntegerField(null=True, blank=True)
    trays = models.ManyToManyField(Tray, related_name="seatings", blank=True)
    arrow_switched = models.BooleanField(default=False)

    class Meta:
        ordering = ["round__number", "table__number"]
        constraints = [
            UniqueConstraint(fields=["round", "table"], name="seating_round_table_unique"),
            CheckConstraint(
                condition=Q(ns__isnull=True) | Q(ew__isnull=True) | ~Q(ns=F("ew")),
                name="seating_ns_not_ew",
            ),
        ]

    def __str__(self) -> str:
        return f"Round {self.round.number}, table {self.table.number}"

    @property
    def is_sit_out(self) -> bool:
        if self.north_id or self.east_id:
            return False
        return self.ns_id is None or self.ew_id is None


class Result(models.Model):
    """One table's result on one tray.

    Whist: tricks taken by each side.  Bridge: contract, declarer and tricks taken, with the
    North-South score they give stored beside them (auction bridge adds the honours held, and
    its score is North-South's points less East-West's).  An adjusted result carries the
    adjustment code (AVE, AVE+, AVE-, A60/40, NP) instead of a score.
    """

    tray = models.ForeignKey(Tray, on_delete=models.PROTECT, related_name="results")
    seating = models.ForeignKey(Seating, on_delete=models.PROTECT, related_name="results")
    ns_tricks = models.PositiveSmallIntegerField(null=True, blank=True)
    ew_tricks = models.PositiveSmallIntegerField(null=True, blank=True)
    contract = models.CharField(max_length=8, blank=True)
    declarer = models.CharField(max_length=1, choices=SeatChoice.choices, blank=True)
    tricks_taken = models.PositiveSmallIntegerField(null=True, blank=True)
    ns_score = models.IntegerField(null=True, blank=True)
    honours = models.CharField(
        max_length=10, blank=True, help_text="Auction bridge: the honours held (3, 4, 4-in-1, ...)."
    )
    honours_side = models.CharField(max_length=2, blank=True, help_text="NS or EW: who held them.")
    adjustment = models.CharField(max_length=12, blank=True)
    revokes_ns = models.PositiveSmallIntegerField(default=0)
    revokes_ew = models.PositiveSmallIntegerField(default=0)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    entered_via = models.CharField(max_length=20, blank=True)
    entered_at = models.DateTimeField(auto_now_add=True)
    confirmed_at = models.DateTimeField(
        null=True, blank=True, help_text="When the opponents confirmed the result at the table."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["tray__number", "seating__table__number"]
        constraints = [
            UniqueConstraint(fields=["tray", "seating"], name="result_one_per_tray_per_seating"),
            CheckConstraint(
                condition=Q(ns_tricks__isnull=True) | Q(ns_tricks__lte=13),
                name="result_ns_tricks_range",
            ),
            CheckConstraint(
                condition=Q(ew_tricks__isnull=True) | Q(ew_tricks__lte=13),
                name="result_ew_tricks_range",
            ),
            CheckConstraint(
                condition=Q(tricks_taken__isnull=True) | Q(tricks_taken__lte=13),
                name="result_tricks_taken_range",
            ),
            CheckConstraint(
                condition=Q(ns_tricks__isnull=True)
                | Q(ew_tricks__isnull=True)
                | Q(ns_tricks=13 - F("ew_tricks")),
                name="result_whist_tricks_total_13",
            ),
            CheckConstraint(
                condition=~Q(adjustment="")
                | Q(ns_tricks__isnull=False)
                | Q(ns_score__isnull=False),
                name="result_has_score_or_adjustment",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.tray} at {self.seating}"


class LogEntry(models.Model):
    """What the director did to the event itself: draws, rounds, sit-outs, late pairs."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="log")
    at = models.DateTimeField(auto_now_add=True)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="event_log_entries",
    )
    action = models.CharField(max_length=40)
    text = models.CharField(max_length=400)

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.at:%H:%M} {self.text}"


class ResultChange(models.Model):
    """The trail of every change to a result: nothing entered is ever lost."""

    class Action(models.TextChoices):
        CREATED = "created", "Entered"
        CORRECTED = "corrected", "Corrected"
        REMOVED = "removed", "Removed"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="result_changes")
    tray = models.ForeignKey(Tray, on_delete=models.CASCADE, related_name="changes")
    seating = models.ForeignKey(Seating, on_delete=models.CASCADE, related_name="changes")
    action = models.CharField(max_length=10, choices=Action.choices)
    old_value = models.JSONField(null=True, blank=True)
    new_value = models.JSONField(null=True, blank=True)
    reason = models.CharField(max_length=300, blank=True)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    changed_via = models.CharField(max_length=20, blank=True)
    changed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["changed_at", "pk"]

    def __str__(self) -> str:
        return f"{self.get_action_display()} {self.tray} at {self.seating}"


from tournaments.progressive_models import *  # noqa: E402,F401,F403
