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


SITE_GAMES = [
    (m.Game.WHIST, "Whist"),
    (m.Game.BRIDGE, "Contract bridge"),
    (m.Game.AUCTION, "Auction bridge"),
]
SITE_FORMS = [
    (m.Form.PAIRS, "Pairs"),
    (m.Form.TEAMS, "Teams of four"),
    (m.Form.INDIVIDUALS, "Individuals"),
]
ENTRANT_WORDS = {m.Form.PAIRS: "pairs", m.Form.TEAMS: "teams", m.Form.INDIVIDUALS: "players"}


def entrant_word(form: str) -> str:
    """What a form's entrants are called on the pages: pairs, teams or players."""
    return ENTRANT_WORDS.get(form, "pairs")


SCORING = {
    (m.Game.WHIST, m.Form.PAIRS): [
        (m.ScoringMethod.MATCHPOINTS, "Match points"),
        (m.ScoringMethod.TRICKS, "Trick totals against the average"),
    ],
    (m.Game.BRIDGE, m.Form.PAIRS): [(m.ScoringMethod.MATCHPOINTS, "Match points")],
    (m.Game.WHIST, m.Form.TEAMS): [
        (m.ScoringMethod.TRICKS, "Matches won, then tricks on balance"),
    ],
    (m.Game.BRIDGE, m.Form.TEAMS): [
        (m.ScoringMethod.IMPS, "IMPs (victory points when teams play several matches)"),
    ],
    (m.Game.WHIST, m.Form.INDIVIDUALS): [
        (m.ScoringMethod.MATCHPOINTS, "Match points"),
        (m.ScoringMethod.TOP_LOSS, "Tricks lost to the top (Safford)"),
    ],
    (m.Game.BRIDGE, m.Form.INDIVIDUALS): [(m.ScoringMethod.MATCHPOINTS, "Match points")],
    (m.Game.AUCTION, m.Form.PAIRS): [(m.ScoringMethod.MATCHPOINTS, "Match points")],
    (m.Game.AUCTION, m.Form.TEAMS): [
        (m.ScoringMethod.POINTS, "Matches won on total points (law G), then points on balance"),
    ],
    (m.Game.AUCTION, m.Form.INDIVIDUALS): [(m.ScoringMethod.MATCHPOINTS, "Match points")],
}


def scoring_choices(game: str, form: str) -> list[tuple[str, str]]:
    """The scoring methods that make sense for a game played in a form."""
    return SCORING.get((game, form), SCORING[(m.Game.BRIDGE, m.Form.PAIRS)])


class EventNameForm(forms.Form):
    """What every new event is asked first: its name, day, place and game."""

    name = forms.CharField(max_length=200)
    date = forms.DateField(
        initial=dt.date.today,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    venue = forms.CharField(max_length=200, required=False)
    game = forms.ChoiceField(choices=SITE_GAMES, initial=m.Game.WHIST)


class FieldSizeForm(forms.Form):
    """How many entrants, and how long the session: what the movements that fit depend on."""

    entrants = forms.IntegerField(
        label="Number of entrants",
        min_value=2,
        max_value=160,
        initial=10,
        help_text="Pairs, teams of four or players, as the form counts them.",
    )
    minutes_per_board = forms.DecimalField(
        label="Minutes per tray", min_value=3, max_value=20, initial=7.5, decimal_places=1
    )
    session_minutes = forms.IntegerField(
        label="Session length (minutes)", min_value=30, max_value=600, initial=180
    )


class EventBasicsForm(EventNameForm, FieldSizeForm):
    """Step one of the wizard: what is played, by how many, for how long."""

    form = forms.ChoiceField(choices=SITE_FORMS, initial=m.Form.PAIRS)
    field_order = ["name", "date", "venue", "game", "form", "entrants"]


MAX_MOVEMENT_BYTES = 200_000


class CustomMovementForm(EventNameForm):
    """An event on the organiser's own movement: a CSV file in the exchange format."""

    movement_file = forms.FileField(
        label="Movement (CSV)",
        help_text="round,table,ns,ew,boards (individuals: round,table,north,south,east,west,"
        "boards; a team's pairs as a.NS and a.EW; boards as 1-3 or 1 2 3).",
    )
    scoring_method = forms.ChoiceField(
        choices=[
            (value, label)
            for value, label in m.ScoringMethod.choices
            if any(value == v for choices in SCORING.values() for v, _label in choices)
        ],
        initial=m.ScoringMethod.MATCHPOINTS,
    )
    seed = forms.IntegerField(required=False, min_value=0, max_value=10**9)

    def clean_movement_file(self) -> str:
        upload = self.cleaned_data["movement_file"]
        if upload.size > MAX_MOVEMENT_BYTES:
            raise forms.ValidationError(
                f"The file is {upload.size:,} bytes; a movement file is at most "
                f"{MAX_MOVEMENT_BYTES:,}."
            )
        try:
            return upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise forms.ValidationError("The file is not text (UTF-8 CSV).") from None


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

    def __init__(self, *args, recommendations, game, form=m.Form.PAIRS, **kwargs):
        super().__init__(*args, **kwargs)
        self.recommendations = list(recommendations)
        self.fields["movement"].choices = [
            (str(i), rec.name) for i, rec in enumerate(self.recommendations)
        ]
        default = next((i for i, r in enumerate(self.recommendations) if r.default), 0)
        self.fields["movement"].initial = str(default)
        self.fields["scoring_method"].choices = scoring_choices(game, form)

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


class PlayerNameForm(forms.Form):
    """The one player of an individual entry, keyed by the movement's player number."""

    player_1 = forms.CharField(max_length=120, required=False)


class TeamNameForm(forms.Form):
    """A team's name; its two pairs are named with ``PairNamesForm``."""

    name = forms.CharField(max_length=200, required=False)


class TravellerForm(forms.Form):
    """One tray's traveller: a line per table that plays it, built from the seatings.

    Whist lines take tricks; bridge lines take contract, declarer and tricks (auction bridge
    also the honours held and by whom).
    """

    reason = forms.CharField(
        max_length=300, required=False, help_text="Needed when a stored result is corrected."
    )

    def __init__(self, *args, seatings, results, whist: bool = True, game: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.whist = whist
        self.auction = game == m.Game.AUCTION
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
        names = [f"contract_{key}", f"declarer_{key}", f"tricks_{key}"]
        if self.auction:
            for name, field in honours_fields().items():
                if stored is not None:
                    field.initial = getattr(stored, name)
                self.fields[f"{name}_{key}"] = field
                names.append(f"{name}_{key}")
        return names

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
                held = values[3:5] if self.auction else ("", "")
                out.append(
                    BridgeEntry(
                        seating.pk,
                        values[0] or "",
                        values[1] or "",
                        values[2],
                        adj,
                        honours=held[0] or "",
                        honours_side=held[1] or "",
                    )
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


HONOURS = [
    ("", "none"),
    ("3", "3 honours (simple)"),
    ("4", "4 honours"),
    ("4-in-1", "4 in one hand"),
    ("5", "5 honours"),
    ("5-4-in-1", "5, 4 in one hand"),
    ("5-in-1", "5 in one hand"),
]
HONOURS_SIDE = [("", "—"), ("NS", "North-South"), ("EW", "East-West")]


def honours_fields() -> dict[str, forms.Field]:
    """The honours held (auction bridge): what, and by which side."""
    return {
        "honours": forms.ChoiceField(choices=HONOURS, required=False, label="Honours"),
        "honours_side": forms.ChoiceField(choices=HONOURS_SIDE, required=False, label="Held by"),
    }


class TableBridgeForm(forms.Form):
    """A bridge result at the table: contract, declarer and tricks, scored before saving.

    Auction bridge adds the honours held and scores by the source's table (no vulnerability;
    the dealer matters for a failed one spade).
    """

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

    def __init__(
        self, *args, vulnerability: str = "none", game: str = "bridge", dealer: str = "", **kwargs
    ):
        super().__init__(*args, **kwargs)
        self.vulnerability = vulnerability or "none"
        self.game = game
        self.auction = game == m.Game.AUCTION
        self.dealer = dealer
        self.fields["contract"].widget.attrs.update(
            {"autocapitalize": "characters", "autocomplete": "off"}
        )
        if self.auction:
            self.fields["contract"].label = "Declaration"
            self.fields["contract"].help_text = "For example 2H, 1R (royal spades), 3NTX or PASS."
            self.fields.update(honours_fields())

    def clean(self):
        from tournaments.services import DomainError, check_contract

        data = super().clean()
        if self.errors:
            return data
        try:
            self.values = check_contract(
                self.game,
                data.get("contract", ""),
                data.get("declarer", ""),
                data.get("tricks"),
                "This tray",
                vulnerability=self.vulnerability,
                dealer=self.dealer,
                honours=data.get("honours", ""),
                honours_side=data.get("honours_side", ""),
            )
        except DomainError as exc:
            raise forms.ValidationError(str(exc)) from exc
        return data

    def describe(self) -> str:
        from tournaments.services import describe_auction

        values = self.values
        if self.auction:
            return describe_auction(values)
        if values["contract"] == "PASS":
            return "Passed out: 0"
        score = values["ns_score"]
        side = "NS" if score >= 0 else "EW"
        return (
            f"{values['contract']} by {values['declarer']}, {values['tricks_taken']} tricks: "
            f"{side} +{abs(score)}"
        )
