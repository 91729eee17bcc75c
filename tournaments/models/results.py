"""What the tables report, and the trail: every result, every change to it, the director's log."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import CheckConstraint, F, Q, UniqueConstraint
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import Seat, TextChoices
from tournaments.models.events import Event
from tournaments.models.play import Seating, Tray

# Beside each author's account, their username as text: the trail keeps who did it when the
# account is deleted, or when the event is restored into a site that has no such account.
AUTHOR_HELP = _("Who did it, by username (kept without the account).")


class Result(models.Model):
    """One table's result on one tray.

    Whist: tricks taken by each side.  Bridge: contract, declarer and tricks taken, with the
    North-South score they give stored beside them (auction bridge adds the honours held, and
    its score is North-South's points less East-West's).  An adjusted result carries the
    ruling's code instead of a score (an artificial, assigned, weighted or split score, NP);
    a procedural penalty's or a fouled board's code sits beside the table's own score.
    """

    tray = models.ForeignKey(Tray, on_delete=models.PROTECT, related_name="results")
    seating = models.ForeignKey(Seating, on_delete=models.PROTECT, related_name="results")
    ns_tricks = models.PositiveSmallIntegerField(null=True, blank=True)
    ew_tricks = models.PositiveSmallIntegerField(null=True, blank=True)
    contract = models.CharField(max_length=8, blank=True)
    declarer = models.CharField(max_length=1, choices=Seat.choices, blank=True)
    tricks_taken = models.PositiveSmallIntegerField(null=True, blank=True)
    ns_score = models.IntegerField(null=True, blank=True)
    honours = models.CharField(
        max_length=10,
        blank=True,
        help_text=_("Auction bridge: the honours held (3, 4, 4-in-1, ...)."),
    )
    honours_side = models.CharField(
        max_length=2, blank=True, help_text=_("NS or EW: who held them.")
    )
    out_of_turn = models.CharField(
        max_length=2,
        blank=True,
        help_text=_(
            "Duplicate auction, law F: NS or EW, the side that declared out of turn "
            "(their adversaries score 50 honour points)."
        ),
    )
    adjustment = models.CharField(
        max_length=100,
        blank=True,
        help_text=_(
            "The director's ruling as a code (scoring.adjustments): AVE+, A+/-, A60/40, "
            "NP, SCORE 4S= N, SCORE 60% 4S= N, 40% 4S-1 N, PP NS 25%, GROUP B."
        ),
    )
    revokes_ns = models.PositiveSmallIntegerField(default=0)
    revokes_ew = models.PositiveSmallIntegerField(default=0)
    revoke_kept = models.PositiveSmallIntegerField(
        default=0,
        help_text=_(
            "Whist, Law X: the tricks the revoking side had won before its first revoke, "
            "which the penalty never takes."
        ),
    )
    law = models.CharField(
        max_length=40, blank=True, help_text=_("The law a ruling on this result applied (Law IV).")
    )
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True
    )
    entered_by_name = models.CharField(max_length=150, blank=True, help_text=AUTHOR_HELP)
    entered_via = models.CharField(max_length=20, blank=True)
    entered_at = models.DateTimeField(auto_now_add=True)
    confirmed_at = models.DateTimeField(
        null=True, blank=True, help_text=_("When the opponents accepted the result at the table.")
    )
    disputed_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text=_("When the opponents said they disagree: the tray waits for the director."),
    )
    updated_at = models.DateTimeField(auto_now=True)
    lead = models.CharField(
        max_length=2,
        blank=True,
        help_text=_("The opening lead, suit then rank (SA, HT, D7), when the table gave it."),
    )
    client_key = models.CharField(
        max_length=40,
        blank=True,
        help_text=_(
            "The key the table's phone gave its last submission: a resend after a "
            "dropped connection finds it and stores nothing twice."
        ),
    )
    traveller_seen_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text=_(
            "When the table's phone was first shown the tray's traveller (the other "
            "tables' results): from then on a change the table wants goes to the director."
        ),
    )

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

    @property
    def ns_revoke_mark(self) -> str:
        """ "-R" when North-South revoked, "+R" when East-West did (Law X, sec. 4)."""
        return revoke_mark(self.revokes_ns, self.revokes_ew)

    @property
    def ew_revoke_mark(self) -> str:
        return revoke_mark(self.revokes_ew, self.revokes_ns)


def revoke_mark(own: int, other: int) -> str:
    """A side's mark beside its tricks: "-R" when it revoked, "+R" when its opponents did
    (Law X, sec. 4); a result read as values is marked by the same rule."""
    return "-R" if own else "+R" if other else ""


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
    by_name = models.CharField(max_length=150, blank=True, help_text=AUTHOR_HELP)
    action = models.CharField(max_length=40)
    text = models.CharField(max_length=400)

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.at:%H:%M} {self.text}"


class ResultChange(models.Model):
    """The trail of every change to a result: nothing entered is ever lost."""

    class Action(TextChoices):
        CREATED = "created", _("Entered")
        CORRECTED = "corrected", _("Corrected")
        REMOVED = "removed", _("Removed")

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
    changed_by_name = models.CharField(max_length=150, blank=True, help_text=AUTHOR_HELP)
    changed_via = models.CharField(max_length=20, blank=True)
    changed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["changed_at", "pk"]

    def __str__(self) -> str:
        return f"{self.get_action_display()} {self.tray} at {self.seating}"
