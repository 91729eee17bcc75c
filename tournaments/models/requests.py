"""A table's request to change a result it can no longer change itself.

Once the opponents have accepted a result, or the table has been shown the tray's traveller,
a change the table wants is not written: it waits here for the director (Law 79C: a score
is corrected by the director within the correction period), who accepts it (a correction,
with its trail line) or rejects it.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import TextChoices
from tournaments.models.events import Event
from tournaments.models.results import AUTHOR_HELP, Result


class ChangeRequest(models.Model):
    """A change a table asked for on one of its results, and the director's answer."""

    class Status(TextChoices):
        OPEN = "open", _("Waiting for the director")
        ACCEPTED = "accepted", _("Accepted")
        REJECTED = "rejected", _("Rejected")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="change_requests")
    result = models.ForeignKey(Result, on_delete=models.CASCADE, related_name="change_requests")
    old_value = models.JSONField(help_text=_("The result as stored when the table asked."))
    new_value = models.JSONField(help_text=_("The result the table asks for, checked."))
    asked_by = models.CharField(
        max_length=200, help_text=_("The table and the pairs seated at it.")
    )
    asked_at = models.DateTimeField(auto_now_add=True)
    traveller_seen_at = models.DateTimeField(
        null=True, blank=True, help_text=_("When the table had been shown the tray's traveller.")
    )
    client_key = models.CharField(max_length=40, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    decided_by_name = models.CharField(max_length=150, blank=True, help_text=AUTHOR_HELP)

    class Meta:
        ordering = ["asked_at", "pk"]
        constraints = [
            UniqueConstraint(
                fields=["result"], condition=Q(status="open"), name="change_request_one_open"
            ),
        ]

    def __str__(self) -> str:
        return str(
            _("Change asked for %(result)s (%(status)s)")
            % {"result": self.result, "status": self.get_status_display()}
        )
