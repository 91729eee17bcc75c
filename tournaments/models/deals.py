"""The cards in a tray: one deal per tray, where it came from, and its double-dummy analysis.

The hands are kept as one PBN deal string from North, read by ``tournaments.deals`` (which
refuses anything that is not 52 different cards, 13 to a hand).  The analysis is cached with
the deal: the tricks each seat makes as declarer in each strain, and for contract bridge
North-South's par score and the contracts that reach it; a changed deal drops it until it is
worked out again.
"""

from __future__ import annotations

from functools import cached_property

from django.db import models
from django.db.models import CheckConstraint, Q
from django.utils.translation import gettext_lazy as _

from tournaments.deals.cards import Deal as Cards
from tournaments.models.choices import TextChoices
from tournaments.models.play import Tray


class Deal(models.Model):
    class Source(TextChoices):
        FILE = "file", _("Imported from a file")
        GENERATED = "generated", _("Generated from a seed")
        HAND = "hand", _("Entered by hand")
        REPLAY = "replay", _("Copied from another event")

    tray = models.OneToOneField(Tray, on_delete=models.CASCADE, related_name="deal")
    hands = models.CharField(
        max_length=80, help_text=_("The four hands as a PBN deal string, from North.")
    )
    source = models.CharField(max_length=10, choices=Source.choices)
    note = models.CharField(
        max_length=200, blank=True, help_text=_("The file, the seed, the rules it was dealt by.")
    )
    tricks = models.JSONField(
        null=True,
        blank=True,
        help_text=_("Double-dummy tricks by declarer and strain, once analysed."),
    )
    par_score = models.IntegerField(
        null=True, blank=True, help_text=_("North-South's par score (contract bridge).")
    )
    par_contracts = models.JSONField(default=list, blank=True)
    analysed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["tray__number"]
        constraints = [
            CheckConstraint(
                condition=Q(tricks__isnull=False) | Q(par_score__isnull=True),
                name="deal_par_needs_analysis",
                violation_error_message=_("Par needs the double-dummy table it comes from."),
            ),
        ]

    def __str__(self) -> str:
        return f"Deal of {self.tray}"

    @cached_property
    def cards(self) -> Cards:
        """The four hands (``tournaments.deals.cards.Deal``)."""
        return Cards.parse(self.hands)

    @property
    def analysed(self) -> bool:
        return self.tricks is not None
