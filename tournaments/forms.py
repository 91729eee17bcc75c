"""Forms: field checks a person understands; the rules of the game are checked by services."""

from __future__ import annotations

import datetime as dt

from django import forms

from tournaments import models as m

TRICKS = {"min_value": 0, "max_value": 13}
ADJUSTMENTS = [
    ("", "—"),
    ("AVE", "Average (50%)"),
    ("AVE+", "Average plus (60%)"),
    ("AVE-", "Average minus (40%)"),
    ("A60/40", "Split 60/40"),
    ("A40/60", "Split 40/60"),
    ("NP", "Not played"),
]


class EventForm(forms.Form):
    name = forms.CharField(max_length=200)
    date = forms.DateField(initial=dt.date.today, widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    venue = forms.CharField(max_length=200, required=False)
    game = forms.ChoiceField(choices=[(m.Game.WHIST, "Whist")], initial=m.Game.WHIST)
    form = forms.ChoiceField(choices=[(m.Form.PAIRS, "Pairs")], initial=m.Form.PAIRS)
    movement_kind = forms.ChoiceField(
        label="Movement",
        choices=[("mitchell", "Mitchell (North-South sit, East-West move)")],
        initial="mitchell",
    )
    tables = forms.IntegerField(min_value=3, max_value=40, initial=5)
    boards_per_round = forms.IntegerField(
        label="Trays per round", min_value=1, max_value=8, initial=3
    )
    scoring_method = forms.ChoiceField(
        choices=[
            (m.ScoringMethod.MATCHPOINTS, "Match points"),
            (m.ScoringMethod.TRICKS, "Trick totals against the average"),
        ],
        initial=m.ScoringMethod.MATCHPOINTS,
    )
    seed = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=10**9,
        help_text="Leave empty for a random draw; the same seed always draws the same way.",
    )


class PairNamesForm(forms.Form):
    """The two players of one pair, keyed by the entrant's movement label."""

    player_1 = forms.CharField(max_length=120, required=False)
    player_2 = forms.CharField(max_length=120, required=False)

    def clean(self):
        data = super().clean()
        one, two = data.get("player_1", "").strip(), data.get("player_2", "").strip()
        if bool(one) != bool(two):
            raise forms.ValidationError("Name both players of the pair, or neither.")
        return data


class TravellerForm(forms.Form):
    """One tray's traveller: a line per table that plays it, built from the seatings."""

    reason = forms.CharField(
        max_length=300, required=False, help_text="Needed when a stored result is corrected."
    )

    def __init__(self, *args, seatings, results, **kwargs):
        super().__init__(*args, **kwargs)
        self.lines = []
        for seating in seatings:
            stored = results.get(seating.pk)
            ns = forms.IntegerField(required=False, label="NS tricks", **TRICKS)
            ew = forms.IntegerField(required=False, label="EW tricks", **TRICKS)
            adj = forms.ChoiceField(required=False, choices=ADJUSTMENTS, label="Adjusted")
            for field in (ns, ew):
                field.widget.attrs.update({"inputmode": "numeric", "class": "tricks"})
            if stored is not None:
                ns.initial, ew.initial, adj.initial = (
                    stored.ns_tricks,
                    stored.ew_tricks,
                    stored.adjustment,
                )
            key = str(seating.pk)
            self.fields[f"ns_{key}"] = ns
            self.fields[f"ew_{key}"] = ew
            self.fields[f"adj_{key}"] = adj
            self.lines.append((seating, stored, key))

    def line_fields(self):
        for seating, stored, key in self.lines:
            yield seating, stored, self[f"ns_{key}"], self[f"ew_{key}"], self[f"adj_{key}"]

    def entries(self):
        """(seating id, NS tricks, EW tricks, adjustment) for every line that was filled in."""
        out = []
        for seating, _stored, key in self.lines:
            ns = self.cleaned_data.get(f"ns_{key}")
            ew = self.cleaned_data.get(f"ew_{key}")
            adj = self.cleaned_data.get(f"adj_{key}") or ""
            if ns is None and ew is None and not adj:
                continue
            out.append((seating.pk, ns, ew, adj))
        return out


class QuickResultForm(forms.Form):
    """A score slip: tray and table, then the tricks, for fast keyboard entry."""

    tray = forms.IntegerField(min_value=1)
    table = forms.IntegerField(min_value=1)
    ns_tricks = forms.IntegerField(required=False, label="NS tricks", **TRICKS)
    ew_tricks = forms.IntegerField(required=False, label="EW tricks", **TRICKS)
    reason = forms.CharField(max_length=300, required=False)

    def clean(self):
        data = super().clean()
        if data.get("ns_tricks") is None and data.get("ew_tricks") is None and not self.errors:
            raise forms.ValidationError("Enter the tricks taken.")
        return data
