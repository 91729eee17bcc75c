"""Masterpoints: a club's award scales and the awards each event gave its players.

A scale says, for a field of so many entrants, what each place earns (as the national bodies
publish their club scales: a row per field size, the awards from first place down).  An
event's awards are worked out when its results are published (ties share the places they
cover) and kept, one row per player, so the player pages and the results files show what was
given even after the scale changes.
"""

from __future__ import annotations

from django.db import models
from django.db.models import CheckConstraint, Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.club import Club, Player
from tournaments.models.events import Entrant, Event


class AwardScale(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="award_scales")
    name = models.CharField(max_length=80)
    point_type = models.CharField(
        max_length=20,
        blank=True,
        help_text=_(
            "The kind of points the scale gives (Black, Blue, Red ...), as results files name them."
        ),
    )
    rows = models.JSONField(
        default=list,
        help_text=_(
            "[[least field size, [first, second, ...]], ...]: each row applies from its "
            "field size up to the next row's."
        ),
    )
    is_default = models.BooleanField(
        default=False, help_text=_("Used for the club's events that choose no other scale.")
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["club", "name"]
        constraints = [
            UniqueConstraint(fields=["club", "name"], name="award_scale_name_unique"),
            UniqueConstraint(
                fields=["club"],
                condition=Q(is_default=True),
                name="award_scale_one_default",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Award(models.Model):
    """Masterpoints a player earned in an event, with the place that earned them."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="awards")
    entrant = models.ForeignKey(Entrant, on_delete=models.CASCADE, related_name="awards")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="awards")
    points = models.DecimalField(max_digits=8, decimal_places=2)
    point_type = models.CharField(max_length=20, blank=True)
    place = models.CharField(max_length=12, blank=True)

    class Meta:
        ordering = ["event", "-points", "player__name"]
        constraints = [
            UniqueConstraint(fields=["event", "player"], name="award_once_per_player"),
            CheckConstraint(condition=Q(points__gte=0), name="award_not_negative"),
        ]

    def __str__(self) -> str:
        return f"{self.points} to {self.player} in {self.event}"
