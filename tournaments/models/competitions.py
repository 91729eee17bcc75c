"""A competition of several sections or sessions: the club championship played in sections A
and B, over an afternoon and an evening.

Each section of each session is an event of its own (its movement, tables, table links,
papers and desk); the competition holds them together and says how they are scored as one:
sections on their own or across the field (when they play the same deals), and sessions
combined by percentage, by sum, or with carry-over fractions the director sets.  A pair is the
same entry in every session when the same players sit in it.
"""

from __future__ import annotations

from django.db import models
from django.db.models import CheckConstraint, Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import TextChoices
from tournaments.models.club import Club, Role, role_in


class Combine(TextChoices):
    """How the sessions add up."""

    AVERAGE = "average", _("Percentages averaged by the trays played")
    SUM = "sum", _("Totals added (IMPs or victory points)")
    CARRY = "carry", _("Carry-over: each session's percentage weighted as the director sets")


class Competition(models.Model):
    club = models.ForeignKey(Club, on_delete=models.PROTECT, related_name="competitions")
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80, unique=True)
    date = models.DateField()
    across_field = models.BooleanField(
        default=True,
        help_text=_("Sections play the same deals and are match-pointed together, as one field."),
    )
    combine = models.CharField(max_length=8, choices=Combine.choices, default=Combine.AVERAGE)
    weights = models.JSONField(
        default=dict,
        blank=True,
        help_text=_("Carry-over: each session's weight, by session number ({'1': 0.5, '2': 1})."),
    )
    strata = models.JSONField(
        default=list,
        blank=True,
        help_text=_("Strata as [[letter, least rating], ...], highest first ([['A', 500], ...])."),
    )
    published = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-date", "name"]
        constraints = [
            CheckConstraint(
                condition=Q(combine__in=["average", "sum", "carry"]),
                name="competition_combine_known",
            )
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("competition", args=[self.slug])

    def is_organiser(self, user) -> bool:
        return role_in(self.club_id, user) == Role.ORGANISER

    def is_staff(self, user) -> bool:
        return role_in(self.club_id, user) in (Role.ORGANISER, Role.SCORER)

    def weight(self, session: int):
        """A session's carry-over weight (1 when the director set none)."""
        return (self.weights or {}).get(str(session), 1)
