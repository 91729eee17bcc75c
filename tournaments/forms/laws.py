"""The director's rulings under a named law of duplicate whist (Law IV, the trump card)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _

from tournaments.scoring.law_iv import AVERAGE, CASES, NEW_DEAL

BRANCHES = [
    (AVERAGE, _("The table takes the average score for the deal (three or more tables)")),
    (NEW_DEAL, _("A new deal (fewer than three tables)")),
]


class LawIVForm(forms.Form):
    """Which case of a wrong trump, the branch the director applies, and what happened."""

    section = forms.TypedChoiceField(
        choices=[(n, f"Sec. {n}: {text}") for n, text in CASES.items()],
        coerce=int,
        widget=forms.RadioSelect,
        initial=9,
        label=_("What happened"),
    )
    branch = forms.ChoiceField(choices=BRANCHES, widget=forms.RadioSelect, label=_("The ruling"))
    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        max_length=250,
        help_text=_("What happened, for the history and log."),
        widget=forms.TextInput(attrs={"size": 60}),
    )


SURPLUS = [
    ("adversary", _("An adversary of the short player held the surplus: each pair the average")),
    ("partner", _("The short player's partner held the surplus: lowest and highest scores")),
]


class LawBForm(forms.Form):
    """Who held the missing cards, the short player's pair, and what happened."""

    surplus = forms.ChoiceField(choices=SURPLUS, widget=forms.RadioSelect, label=_("The surplus"))
    offenders = forms.ChoiceField(
        choices=[("", "—"), ("NS", _("North-South")), ("EW", _("East-West"))],
        required=False,
        label=_("The short player sat"),
    )
    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        max_length=250,
        help_text=_("What happened, for the history and log."),
        widget=forms.TextInput(attrs={"size": 60}),
    )
