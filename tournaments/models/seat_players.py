"""Who sat in each seat, as the table entered it on its pad or the director fixed it.

In round 1 (and whenever a seat's player changes) each player at the table gives a member
number, picks a name from the club's member list, or, as a visitor, types a name.  What is
entered names the pair (``EntrantMember``, the pair's players as every page shows them); this
row keeps, for each seat of a pair, who entered it, at which table and round, when, and
whether the director has fixed it (a seat the director named or fixed is no longer changed
from a table).  Position 1 of a pair is its North (or East) player, position 2 its South (or
West); an individual's one player is position 1.

The pair's players are kept in the event's backup through ``EntrantMember``; this row is
live state (``versions.LIVE``), read afresh by the pad and the director's page.
"""

from __future__ import annotations

from django.db import models
from django.db.models import UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.club import Player
from tournaments.models.events import Entrant


class SeatPlayer(models.Model):
    entrant = models.ForeignKey(Entrant, on_delete=models.CASCADE, related_name="seat_players")
    position = models.PositiveSmallIntegerField()
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="seats_taken")
    table_number = models.PositiveSmallIntegerField(null=True, blank=True)
    round_number = models.PositiveSmallIntegerField(null=True, blank=True)
    seat = models.CharField(max_length=1, blank=True, help_text=_("N, E, S or W at the table."))
    typed = models.CharField(
        max_length=120, blank=True, help_text=_("What the table typed: a member number or a name.")
    )
    by_director = models.BooleanField(default=False)
    client_key = models.CharField(max_length=60, blank=True)
    at = models.DateTimeField()

    class Meta:
        ordering = ["entrant", "position"]
        constraints = [
            UniqueConstraint(fields=["entrant", "position"], name="seat_player_once"),
        ]

    def __str__(self) -> str:
        return f"{self.player} in {self.entrant} ({self.position})"
