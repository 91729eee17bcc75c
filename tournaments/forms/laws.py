"""The director's rulings under a named law of duplicate whist (Law IV, the trump card)."""

from __future__ import annotations

from django import forms

from tournaments.scoring.law_iv import AVERAGE, CASES, NEW_DEAL

BRANCHES = [
    (AVERAGE, "The table takes the average score for the deal (three or more tables)"),
    (NEW_DEAL, "A new deal (fewer than three tables)"),
]


class LawIVForm(forms.Form):
    """Which case of a wrong trump, the branch the director applies, and what happened."""

    section = forms.TypedChoiceField(
        choices=[(n, f"Sec. {n}: {text}") for n, text in CASES.items()],
        coerce=int,
        widget=forms.RadioSelect,
        initial=9,
        label="What happened",
    )
    branch = forms.ChoiceField(choices=BRANCHES, widget=forms.RadioSelect, label="The ruling")
    reason = forms.CharField(
        max_length=250,
        help_text="What happened, for the history and log.",
        widget=forms.TextInput(attrs={"size": 60}),
    )
