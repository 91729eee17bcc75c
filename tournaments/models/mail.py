"""Results by e-mail: each publication of an event's results, and each mail it sent.

A publication is the director publishing a finished event's results, or publishing them again
after a correction.  Each one queues one mail per player with an address (who has not opted
out); the mail row is what makes it "never twice": it is unique per publication and player,
claimed before it is sent, and marked sent once the mail server took it.  A corrected
publication mails only the players whose own figures changed.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import TextChoices
from tournaments.models.club import Player
from tournaments.models.events import Event


class Publication(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="publications")
    number = models.PositiveSmallIntegerField()
    at = models.DateTimeField(auto_now_add=True)
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    by_name = models.CharField(max_length=150, blank=True)
    version = models.CharField(
        max_length=64, help_text=_("A digest of the results published: a correction changes it.")
    )
    corrected = models.BooleanField(default=False)

    class Meta:
        ordering = ["event", "number"]
        constraints = [
            UniqueConstraint(fields=["event", "number"], name="publication_number_unique")
        ]

    def __str__(self) -> str:
        return f"{self.event} publication {self.number}"


class MailStatus(TextChoices):
    QUEUED = "queued", _("Waiting to be sent")
    SENDING = "sending", _("Being sent")
    SENT = "sent", _("Sent")
    FAILED = "failed", _("Failed (will be tried again)")
    GAVE_UP = "gave-up", _("Failed for good")


class ResultMail(models.Model):
    publication = models.ForeignKey(Publication, on_delete=models.CASCADE, related_name="mails")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="result_mails")
    address = models.EmailField()
    digest = models.CharField(
        max_length=64, help_text=_("A digest of the player's own figures in this mail.")
    )
    subject = models.CharField(max_length=200)
    text = models.TextField(help_text=_("The mail as plain text, written when it was queued."))
    html = models.TextField(blank=True, help_text=_("The same as HTML."))
    status = models.CharField(max_length=8, choices=MailStatus.choices, default=MailStatus.QUEUED)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    claimed_at = models.DateTimeField(null=True, blank=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    error = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["publication", "player__name"]
        constraints = [
            UniqueConstraint(fields=["publication", "player"], name="mail_once_per_publication")
        ]

    def __str__(self) -> str:
        return f"{self.publication} to {self.address} ({self.status})"
