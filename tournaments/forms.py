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


SITE_GAMES = [(m.Game.WHIST, "Whist"), (m.Game.BRIDGE, "Contract bridge")]
SITE_FORMS = [(m.Form.PAIRS, "Pairs")]
SCORING = {
    m.Game.WHIST: [
        (m.ScoringMethod.MATCHPOINTS, "Match points"),
        (m.ScoringMethod.TRICKS, "Trick totals against the average"),
    ],
    m.Game.BRIDGE: [(m.ScoringMethod.MATCHPOINTS, "Match points")],
}


class EventBasicsForm(forms.Form):
    """Step one of the wizard: what is played, by how many, for how long."""

    name = forms.CharField(max_length=200)
    date = forms.DateField(
        initial=dt.date.today,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    venue = forms.CharField(max_length=200, required=False)
    game = forms.ChoiceField(choices=SITE_GAMES, initial=m.Game.WHIST)
    form = forms.ChoiceField(choices=SITE_FORMS, initial=m.Form.PAIRS)
    entrants = forms.IntegerField(label="Number of pairs", min_value=4, max_value=80, initial=10)
    minutes_per_board = forms.DecimalField(
        label="Minutes per tray", min_value=3, max_value=20, initial=7.5, decimal_places=1
    )
    session_minutes = forms.IntegerField(
        label="Session length (minutes)", min_value=30, max_value=600, initial=180
    )


class MovementChoiceForm(forms.Form):
    """Step two: one of the movements that fit, the trays per round and the scoring."""

    movement = forms.ChoiceField(widget=forms.RadioSelect)
    boards_per_round = forms.IntegerField(
        label="Trays per round",
        min_value=1,
        max_value=8,
        required=False,
        help_text="Leave empty for the recommended number.",
    )
    scoring_method = forms.ChoiceField()
    seed = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=10**9,
        help_text="Leave empty for a random draw; the same seed always draws the same way.",
    )

    def __init__(self, *args, recommendations, game, **kwargs):
        super().__init__(*args, **kwargs)
        self.recommendations = list(recommendations)
        self.fields["movement"].choices = [
            (str(i), rec.name) for i, rec in enumerate(self.recommendations)
        ]
        default = next((i for i, r in enumerate(self.recommendations) if r.default), 0)
        self.fields["movement"].initial = str(default)
        self.fields["scoring_method"].choices = SCORING.get(game, SCORING[m.Game.BRIDGE])

    def chosen(self):
        return self.recommendations[int(self.cleaned_data["movement"])]


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
    """One tray's traveller: a line per table that plays it, built from the seatings.

    Whist lines take tricks; bridge lines take contract, declarer and tricks.
    """

    reason = forms.CharField(
        max_length=300, required=False, help_text="Needed when a stored result is corrected."
    )

    def __init__(self, *args, seatings, results, whist: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.whist = whist
        self.lines = []
        for seating in seatings:
            key = str(seating.pk)
            stored = results.get(seating.pk)
            names = self._add_line(key, stored)
            self.fields[f"adj_{key}"] = forms.ChoiceField(
                required=False,
                choices=ADJUSTMENTS,
                label="Adjusted",
                initial=stored.adjustment if stored else "",
            )
            self.lines.append((seating, stored, key, names))

    def _add_line(self, key: str, stored) -> list[str]:
        if self.whist:
            ns = forms.IntegerField(required=False, label="NS tricks", **TRICKS)
            ew = forms.IntegerField(required=False, label="EW tricks", **TRICKS)
            for field in (ns, ew):
                field.widget.attrs.update({"inputmode": "numeric", "class": "tricks"})
            if stored is not None:
                ns.initial, ew.initial = stored.ns_tricks, stored.ew_tricks
            self.fields[f"ns_{key}"], self.fields[f"ew_{key}"] = ns, ew
            return [f"ns_{key}", f"ew_{key}"]
        bridge = TableBridgeForm()
        for name in ("contract", "declarer", "tricks"):
            field = bridge.fields[name]
            field.required = False
            if stored is not None:
                field.initial = {
                    "contract": stored.contract,
                    "declarer": stored.declarer,
                    "tricks": stored.tricks_taken,
                }[name]
            self.fields[f"{name}_{key}"] = field
        self.fields[f"contract_{key}"].widget.attrs["class"] = "contract"
        return [f"contract_{key}", f"declarer_{key}", f"tricks_{key}"]

    def line_fields(self):
        for seating, stored, key, names in self.lines:
            yield seating, stored, [self[n] for n in names], self[f"adj_{key}"]

    def entries(self):
        """The traveller lines that were filled in, as service entries."""
        from tournaments.services import BridgeEntry, WhistEntry

        out = []
        for seating, _stored, key, names in self.lines:
            values = [self.cleaned_data.get(n) for n in names]
            adj = self.cleaned_data.get(f"adj_{key}") or ""
            if all(v in (None, "") for v in values) and not adj:
                continue
            if self.whist:
                out.append(WhistEntry(seating.pk, values[0], values[1], adj))
            else:
                out.append(
                    BridgeEntry(seating.pk, values[0] or "", values[1] or "", values[2], adj)
                )
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


class TableWhistForm(forms.Form):
    """A tray's tricks entered at the table: one side is enough, the other makes 13."""

    ns_tricks = forms.IntegerField(required=False, label="NS tricks", **TRICKS)
    ew_tricks = forms.IntegerField(required=False, label="EW tricks", **TRICKS)

    def __init__(self, *args, vulnerability: str = "none", **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            field.widget.attrs.update({"inputmode": "numeric", "class": "tricks"})

    def clean(self):
        data = super().clean()
        if not self.errors and data.get("ns_tricks") is None and data.get("ew_tricks") is None:
            raise forms.ValidationError("Enter the tricks taken.")
        return data


class TableBridgeForm(forms.Form):
    """A bridge result at the table: contract, declarer and tricks, scored before saving."""

    contract = forms.CharField(
        max_length=8, help_text="For example 4S, 3NTX, 6HXX or PASS.", label="Contract"
    )
    declarer = forms.ChoiceField(
        choices=[("", "—"), ("N", "North"), ("E", "East"), ("S", "South"), ("W", "West")],
        required=False,
    )
    tricks = forms.TypedChoiceField(
        label="Tricks taken by declarer",
        choices=[("", "—")] + [(str(n), str(n)) for n in range(14)],
        coerce=int,
        required=False,
        empty_value=None,
    )

    def __init__(self, *args, vulnerability: str = "none", **kwargs):
        super().__init__(*args, **kwargs)
        self.vulnerability = vulnerability or "none"
        self.fields["contract"].widget.attrs.update(
            {"autocapitalize": "characters", "autocomplete": "off"}
        )

    def clean(self):
        from tournaments.services import DomainError, check_bridge

        data = super().clean()
        if self.errors:
            return data
        try:
            self.values = check_bridge(
                data.get("contract", ""),
                data.get("declarer", ""),
                data.get("tricks"),
                self.vulnerability,
                "This tray",
            )
        except DomainError as exc:
            raise forms.ValidationError(str(exc)) from exc
        return data

    def describe(self) -> str:
        values = self.values
        if values["contract"] == "PASS":
            return "Passed out: 0"
        score = values["ns_score"]
        side = "NS" if score >= 0 else "EW"
        return (
            f"{values['contract']} by {values['declarer']}, {values['tricks_taken']} tricks: "
            f"{side} +{abs(score)}"
        )
