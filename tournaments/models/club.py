"""The club's people: the players who enter its events."""

from __future__ import annotations

from django.db import models
from django.db.models import Q, UniqueConstraint


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
