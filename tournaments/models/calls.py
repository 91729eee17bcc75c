"""A table's call for the director, from its pad.

Law 9B: when attention is drawn to an irregularity, the director is summoned at once.  The
pad calls (with a reason when the table gives one), the desk shows the call at its top with
the table and the time until the director answers it, and the trail keeps both.  A table has
at most one call waiting: calling again while the director is on the way changes nothing.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import TextChoices
from tournaments.models.events import Event
from tournaments.models.play import Table
from tournaments.models.results import AUTHOR_HELP


class DirectorCall(models.Model):
    """One call from a table, and when the director answered it."""

    class Reason(TextChoices):
        REVOKE = "revoke", _("Revoke")
        LEAD = "lead", _("Lead out of turn")
        CLAIM = "claim", _("Claim")
        OTHER = "other", _("Something else")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="director_calls")
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="director_calls")
    round_number = models.PositiveSmallIntegerField()
    reason = models.CharField(max_length=10, choices=Reason.choices, default=Reason.OTHER)
    called_at = models.DateTimeField()
    answered_at = models.DateTimeField(null=True, blank=True)
    answered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    answered_by_name = models.CharField(max_length=150, blank=True, help_text=AUTHOR_HELP)

    class Meta:
        ordering = ["called_at", "pk"]
        constraints = [
            UniqueConstraint(
                fields=["table"],
                condition=Q(answered_at__isnull=True),
                name="director_call_one_waiting_per_table",
            ),
        ]

    def __str__(self) -> str:
        return f"Table {self.table.number}'s call ({self.reason})"
