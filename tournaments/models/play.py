"""What the movement puts on the floor: trays, rounds, tables and each round's seatings."""

from __future__ import annotations

import secrets

from django.db import models
from django.db.models import CheckConstraint, F, Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import Seat, Vulnerability
from tournaments.models.events import Entrant, Event


class Tray(models.Model):
    """A board: one deal kept in a tray, with its arrow marking North."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="trays")
    number = models.PositiveSmallIntegerField()
    tray_set = models.PositiveSmallIntegerField()
    dealer = models.CharField(max_length=1, choices=Seat.choices)
    vulnerability = models.CharField(max_length=4, choices=Vulnerability.choices, blank=True)
    trump = models.CharField(
        max_length=3, blank=True, help_text=_("The trump card recorded on the trump slip (whist).")
    )
    law = models.CharField(
        max_length=400, blank=True, help_text=_("A ruling on the whole tray (Law IV: a new deal).")
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
    round_number = models.PositiveSmallIntegerField(
        default=0,
        help_text=_(
            "The round this table has moved on to by itself, ahead of the event's round; "
            "when lower (0: never moved), the table is in the event's round."
        ),
    )
    held = models.BooleanField(
        default=False, help_text=_("The director holds the table: it does not move on by itself.")
    )

    class Meta:
        ordering = ["event", "number"]
        constraints = [UniqueConstraint(fields=["event", "number"], name="table_number_unique")]

    def __str__(self) -> str:
        return f"Table {self.number}"

    @property
    def round(self) -> int:
        """The round the table is in: the event's round (``Event.current_round``: the round
        every table has reached), or the one after when the table moved on by itself."""
        return max(self.round_number, self.event.current_round)

    @property
    def ahead(self) -> bool:
        """The table has moved on beyond the round every table has reached."""
        return self.round_number > self.event.current_round


class RetiredSecret(models.Model):
    """A table's link the director has renewed: kept so that the old phone is told its link
    was renewed, rather than that there is no such table."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="retired_secrets")
    secret = models.CharField(max_length=40, unique=True)
    retired_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.table}'s old link"


# A seating plays when both sides are there: two pairs (ns and ew), or four players.  The
# one rule behind ``PLAYS`` (a seating's filter), ``TRAY_PLAYED_AT`` (the same seen from a
# tray, for ``Count("seatings", filter=...)``) and ``Seating.is_sit_out``.
SIDES_THAT_PLAY = (("ns", "ew"), ("north", "east", "south", "west"))


def plays(via: str = "") -> Q:
    """The seatings that play, reached through ``via`` (``"seatings__"`` from a tray)."""
    either = Q()
    for sides in SIDES_THAT_PLAY:
        either |= Q(**{f"{via}{side}__isnull": False for side in sides})
    return either


PLAYS = plays()
TRAY_PLAYED_AT = plays("seatings__")
SEATING_RELATED = ("table", "round", "ns", "ew", "north", "east", "south", "west")


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
        """Not playing (``SIDES_THAT_PLAY``): a pair, or a player, has no opponents here."""
        return not any(
            all(getattr(self, f"{side}_id") is not None for side in sides)
            for sides in SIDES_THAT_PLAY
        )
