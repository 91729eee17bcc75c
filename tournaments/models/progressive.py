"""Progressive parties in the database: the evening's settings, its players, each round's
seating and bell, each table's reported result, and the trail of corrections.

A round's outcome (who won at each table, who goes down) is what the pure engine in
``movements.progression`` decided when the round was closed; it is stored on the round so the
star table and the prize list read what the evening really was, and is replaced, with a trace,
when a result is corrected.  Writes go through ``tournaments.services.progressive``.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import CheckConstraint, Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import TextChoices
from tournaments.models.play import new_table_secret
from tournaments.scoring.to_the_score import LABELS as BONUS_LABELS


class Drive(TextChoices):
    """The game played and the rule that moves the players (``movements.progression.PartyGame``).

    Progressive whist follows the progressive bridge passage ("much as described under the
    heading of compass whist"): either winners move, or North-South sit and East-West move.
    Today's points euchre seats every round from a rotation chart (``movements.rotation``).
    """

    EUCHRE = "euchre", _("Progressive euchre")
    MILITARY = "military-euchre", _("Military euchre")
    HEARTS = "hearts", _("Progressive hearts")
    BRIDGE = "bridge", _("Progressive bridge (winners move)")
    BRIDGE_SIT = "bridge-sit", _("Progressive bridge (North-South sit, East-West move)")
    WHIST = "whist", _("Progressive whist (winners move)")
    WHIST_SIT = "whist-sit", _("Progressive whist (North-South sit, East-West move)")
    POKER = "poker", _("Progressive poker")
    CINCH = "cinch", _("Progressive cinch")
    EUCHRE_POINTS = "euchre-points", _("Progressive euchre, today's (points, partners rotate)")
    BRIDGE_PIVOT = "bridge-pivot", _("Pivot bridge (four a table, partners change each rubber)")


class RoundState(TextChoices):
    WAITING = "waiting", _("Seated, waiting for the bell")
    OPEN = "open", _("In play")
    CLOSED = "closed", _("Closed")


class ProgressiveSettings(models.Model):
    """How the evening is played: set once, before the draw."""

    event = models.OneToOneField(
        "tournaments.Event", on_delete=models.CASCADE, primary_key=True, related_name="progressive"
    )
    game = models.CharField(max_length=16, choices=Drive.choices, default=Drive.EUCHRE)
    groups = models.CharField(
        max_length=3,
        choices=[("one", _("One group")), ("two", _("Ladies and gentlemen"))],
        default="one",
    )
    game_points = models.PositiveSmallIntegerField(
        default=5, help_text=_("Points that win a game at the head table (euchre: five).")
    )
    rounds = models.PositiveSmallIntegerField(null=True, blank=True)
    minutes = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text=_("Time limit: no new round after this many minutes.")
    )
    prize_classes = models.JSONField(default=list)
    middle_seats = models.PositiveSmallIntegerField(
        default=4, help_text=_("Poker: players at each table between head and booby.")
    )
    stake = models.PositiveSmallIntegerField(
        default=50, help_text=_("Poker: counters at starting.")
    )
    deals = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text=_("Deals (hands) each table plays in a round; empty: play until the bell."),
    )
    lone_hands_barred = models.BooleanField(
        default=True, help_text=_("Euchre: no lone hands at the head table.")
    )
    loner_points = models.PositiveSmallIntegerField(
        default=4, help_text=_("Today's euchre: a lone hand taking all five tricks scores this.")
    )
    bye_points = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text=_(
            "Today's euchre: a player sitting out scores this; empty: the round's average."
        ),
    )
    score_bonus = models.CharField(
        max_length=12,
        choices=[(method.value, _(label.text)) for method, label in BONUS_LABELS.items()],
        default="none",
        help_text=_(
            "Progressive bridge: bridge to the score's bonus, added to each round's scores."
        ),
    )
    bonus_per_point = models.PositiveSmallIntegerField(
        default=1, help_text=_("Bridge to the score: points for each trick point ahead.")
    )
    bonus_game = models.PositiveSmallIntegerField(
        default=30, help_text=_("Bridge to the score: trick points below the line that win a game.")
    )
    started_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name_plural = "progressive settings"
        constraints = [
            CheckConstraint(
                condition=Q(rounds__isnull=False) | Q(minutes__isnull=False),
                name="progressive_rounds_or_minutes",
            ),
            CheckConstraint(condition=Q(game_points__gte=1), name="progressive_game_points"),
            CheckConstraint(
                condition=Q(middle_seats__gte=4) & Q(middle_seats__lte=7),
                name="progressive_middle_seats",
            ),
            CheckConstraint(
                condition=Q(deals__isnull=True) | Q(deals__gte=1), name="progressive_deals"
            ),
            CheckConstraint(condition=Q(loner_points__gte=1), name="progressive_loner_points"),
            CheckConstraint(condition=Q(bonus_game__gte=1), name="progressive_bonus_game"),
        ]

    def __str__(self) -> str:
        return f"{self.get_game_display()} at {self.event}"


class ProgressivePlayer(models.Model):
    """A guest: ``label`` is the drawing's name (``L3``, ``G5``, ``P7``), ``group`` its letter."""

    event = models.ForeignKey(
        "tournaments.Event", on_delete=models.CASCADE, related_name="progressive_players"
    )
    label = models.CharField(max_length=8)
    group = models.CharField(max_length=1, choices=[("L", "Lady"), ("G", "Gentleman"), ("P", "")])
    number = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["event", "group", "number"]
        constraints = [
            UniqueConstraint(fields=["event", "label"], name="progressive_player_label_unique"),
        ]

    def __str__(self) -> str:
        return self.display

    @property
    def display(self) -> str:
        return f"{self.name} ({self.label})" if self.name else self.label


class ProgressiveRound(models.Model):
    """One round of the evening, from the seating to the bell that ends it."""

    event = models.ForeignKey(
        "tournaments.Event", on_delete=models.CASCADE, related_name="progressive_rounds"
    )
    number = models.PositiveSmallIntegerField()
    state = models.CharField(max_length=8, choices=RoundState.choices, default=RoundState.WAITING)
    opened_at = models.DateTimeField(null=True, blank=True)
    closed_at = models.DateTimeField(null=True, blank=True)
    ended_by_hour = models.BooleanField(default=False)
    outcome = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["event", "number"]
        constraints = [
            UniqueConstraint(fields=["event", "number"], name="progressive_round_unique"),
            CheckConstraint(condition=Q(number__gte=1), name="progressive_round_positive"),
        ]

    def __str__(self) -> str:
        return f"Round {self.number}"


class ProgressiveSeat(models.Model):
    """A player's place in a round: the table and the seat (0 North, 1 East, 2 South, 3 West;
    a poker table's further places count on)."""

    round = models.ForeignKey(ProgressiveRound, on_delete=models.CASCADE, related_name="seats")
    table = models.PositiveSmallIntegerField()
    seat = models.PositiveSmallIntegerField()
    player = models.ForeignKey(ProgressivePlayer, on_delete=models.CASCADE, related_name="seats")

    class Meta:
        ordering = ["round", "table", "seat"]
        constraints = [
            UniqueConstraint(fields=["round", "player"], name="progressive_seat_player_once"),
            UniqueConstraint(fields=["round", "table", "seat"], name="progressive_seat_unique"),
            CheckConstraint(condition=Q(table__gte=1), name="progressive_seat_table_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.player} at table {self.table}"


class PartyTable(models.Model):
    """A table of a progressive party and the secret in its QR code: the guests at the table
    report their own result from a phone, and the host still corrects it."""

    event = models.ForeignKey(
        "tournaments.Event", on_delete=models.CASCADE, related_name="party_tables"
    )
    number = models.PositiveSmallIntegerField()
    secret = models.CharField(max_length=40, default=new_table_secret, unique=True)

    class Meta:
        ordering = ["event", "number"]
        constraints = [
            UniqueConstraint(fields=["event", "number"], name="party_table_number_unique"),
        ]

    def __str__(self) -> str:
        return f"Table {self.number}"


class ProgressiveResult(models.Model):
    """A table's result in a round.  Partnership games: the points of North-South (``a``) and
    East-West (``b``) when the bell tapped, and the next hand's tricks on a tie.  Hearts and
    poker keep their per-player figures in ``details`` (``hearts``; ``pool_winner``,
    ``in_call``, ``chips``), with any cards really cut (``cuts``)."""

    round = models.ForeignKey(ProgressiveRound, on_delete=models.CASCADE, related_name="results")
    table = models.PositiveSmallIntegerField()
    points_a = models.PositiveIntegerField(null=True, blank=True)
    points_b = models.PositiveIntegerField(null=True, blank=True)
    tricks_a = models.PositiveSmallIntegerField(null=True, blank=True)
    tricks_b = models.PositiveSmallIntegerField(null=True, blank=True)
    details = models.JSONField(default=dict, blank=True)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    entered_by_name = models.CharField(
        max_length=150,
        blank=True,
        help_text=_("Who did it, by username (kept without the account)."),
    )
    entered_via = models.CharField(max_length=20, blank=True)
    entered_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    client_key = models.CharField(
        max_length=40,
        blank=True,
        help_text=_("The key the guests' phone gave its report: a resend stores nothing twice."),
    )

    class Meta:
        ordering = ["round", "table"]
        constraints = [
            UniqueConstraint(fields=["round", "table"], name="progressive_result_one_per_table"),
            CheckConstraint(
                condition=Q(points_a__isnull=True, points_b__isnull=True)
                | Q(points_a__isnull=False, points_b__isnull=False),
                name="progressive_result_both_points",
            ),
            CheckConstraint(
                condition=Q(tricks_a__isnull=True) | Q(tricks_a__lte=13),
                name="progressive_result_tricks_a",
            ),
            CheckConstraint(
                condition=Q(tricks_b__isnull=True) | Q(tricks_b__lte=13),
                name="progressive_result_tricks_b",
            ),
        ]

    def __str__(self) -> str:
        return f"Table {self.table}, {self.round}"


class ProgressiveChange(models.Model):
    """The trail of every report and correction: who, when, the old and new result, why, and
    whether the next round's seating was drawn again from it."""

    class Action(TextChoices):
        REPORTED = "reported", _("Reported")
        REPLACED = "replaced", _("Replaced before the bell")
        CORRECTED = "corrected", _("Corrected after the round closed")

    event = models.ForeignKey(
        "tournaments.Event", on_delete=models.CASCADE, related_name="progressive_changes"
    )
    round = models.ForeignKey(ProgressiveRound, on_delete=models.CASCADE, related_name="changes")
    table = models.PositiveSmallIntegerField()
    action = models.CharField(max_length=10, choices=Action.choices)
    old_value = models.JSONField(null=True, blank=True)
    new_value = models.JSONField(null=True, blank=True)
    reason = models.CharField(max_length=300, blank=True)
    reseated = models.BooleanField(default=False)
    note = models.CharField(max_length=300, blank=True)
    changed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    changed_by_name = models.CharField(
        max_length=150,
        blank=True,
        help_text=_("Who did it, by username (kept without the account)."),
    )
    changed_via = models.CharField(max_length=20, blank=True)
    changed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["changed_at", "pk"]

    def __str__(self) -> str:
        return f"{self.get_action_display()}: table {self.table}, {self.round}"
