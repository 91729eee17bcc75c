"""Forms of a progressive evening: the set-up, the drawing by hand, and a table's report
(built for the table's own players and the evening's game).  Field checks only; the rules of
the game are the services'."""

from __future__ import annotations

import datetime as dt

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.progression import PartyGame
from movements.progression_results import tricks_a_hand
from movements.progressive import ProgressiveTable
from tournaments import models as m
from tournaments.adapters.progressive import PARTNERSHIP_GAMES
from tournaments.scoring.progressive import CLASSES, TableReport
from tournaments.scoring.to_the_score import LABELS

NUMBER = {"inputmode": "numeric", "class": "tricks"}


# The prize classes' names (``scoring.progressive.CLASSES``), as the form offers them.
STARS = {
    "gold": gettext_lazy("gold stars"),
    "red": gettext_lazy("red stars"),
    "green": gettext_lazy("green stars"),
}


class EveningForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Name"), max_length=200)
    date = forms.DateField(
        label=gettext_lazy("Date"),
        initial=dt.date.today,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    venue = forms.CharField(label=gettext_lazy("Venue"), max_length=200, required=False)
    game = forms.ChoiceField(
        label=gettext_lazy("Game"), choices=m.Drive.choices, initial=m.Drive.EUCHRE
    )
    tables = forms.IntegerField(
        label=gettext_lazy("Tables"),
        min_value=2,
        max_value=40,
        initial=4,
        required=False,
        help_text=gettext_lazy(
            "Today's euchre: four to a table, from the players. Pivot bridge: four a "
            "table, the first listed of each four dealing first."
        ),
    )
    groups = forms.ChoiceField(
        label=gettext_lazy("Groups"),
        choices=[
            ("two", gettext_lazy("Ladies and gentlemen (two packs)")),
            ("one", gettext_lazy("One group")),
        ],
        initial="two",
    )
    guests = forms.IntegerField(
        min_value=8,
        max_value=163,
        required=False,
        label=gettext_lazy("Players (today's euchre)"),
        help_text=gettext_lazy(
            "Today's euchre seats any number from 8, four to a table; the rotation chart "
            "gives byes to the rest. Leave empty when the guests are named below."
        ),
    )
    game_points = forms.IntegerField(
        min_value=1,
        max_value=100,
        required=False,
        label=gettext_lazy("Points to win a game"),
        help_text=gettext_lazy("Empty: the game's usual (euchre 5, cinch 51)."),
    )
    deals = forms.IntegerField(
        min_value=1,
        max_value=30,
        required=False,
        label=gettext_lazy("Deals (hands) a round"),
        help_text=gettext_lazy(
            "Bridge, whist and cinch: usually four; today's euchre: eight. Empty: the "
            "game's usual. Euchre, hearts and poker play to the bell."
        ),
    )
    to_the_bell = forms.BooleanField(
        required=False,
        label=gettext_lazy("Bridge or whist: play to the bell, not a number of deals"),
    )
    lone_hands_barred = forms.BooleanField(
        required=False,
        initial=True,
        label=gettext_lazy("Euchre: lone hands barred at the head table"),
    )
    loner_points = forms.IntegerField(
        min_value=3,
        max_value=12,
        initial=4,
        label=gettext_lazy("Today's euchre: a lone hand taking all five scores"),
    )
    bye_points = forms.IntegerField(
        min_value=0,
        max_value=99,
        required=False,
        label=gettext_lazy("Today's euchre: a bye scores"),
        help_text=gettext_lazy("Empty: the round's average (rounded half up)."),
    )
    shuffle = forms.BooleanField(
        required=False,
        label=gettext_lazy(
            "Today's euchre, pivot bridge: draw the guests' numbers from a hat (with the seed)"
        ),
        help_text=gettext_lazy(
            "Otherwise the guests are numbered in the order listed, as on arrival."
        ),
    )
    score_bonus = forms.ChoiceField(
        choices=[(method.value, gettext_lazy(label.text)) for method, label in LABELS.items()],
        initial="none",
        required=False,
        label=gettext_lazy("Progressive bridge: bridge to the score"),
        help_text=gettext_lazy(
            "A bonus added to each round's scores (Foster's methods); each deal's trick "
            "score is then reported too."
        ),
    )
    bonus_per_point = forms.IntegerField(
        min_value=1,
        max_value=10,
        initial=1,
        required=False,
        label=gettext_lazy(
            "Bridge to the score: points for each trick point ahead on the unfinished game"
        ),
    )
    bonus_game = forms.IntegerField(
        min_value=20,
        max_value=100,
        initial=30,
        required=False,
        label=gettext_lazy("Bridge to the score: trick points below the line that win a game"),
        help_text=gettext_lazy("Auction bridge, the source's game: 30. Contract: 100."),
    )
    rounds = forms.IntegerField(
        label=gettext_lazy("Rounds"), min_value=1, max_value=60, required=False, initial=6
    )
    minutes = forms.IntegerField(
        min_value=1, max_value=600, required=False, label=gettext_lazy("Time limit (minutes)")
    )
    prize_classes = forms.MultipleChoiceField(
        label=gettext_lazy("Prize classes"),
        choices=[(c, STARS[c]) for c in CLASSES],
        initial=list(CLASSES),
        widget=forms.CheckboxSelectMultiple,
    )
    players = forms.CharField(
        label=gettext_lazy("Players"),
        required=False,
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text=gettext_lazy(
            "One guest a line: name, group (L for a lady, G for a gentleman; "
            "nothing for one group). Leave empty to seat guests by number."
        ),
    )
    seed = forms.IntegerField(
        label=gettext_lazy("Seed"),
        required=False,
        min_value=0,
        max_value=10**9,
        help_text=gettext_lazy(
            "Leave empty for a random draw; the same seed always draws the same way."
        ),
    )

    def clean(self):
        data = super().clean()
        if data.get("rounds") is None and data.get("minutes") is None and not self.errors:
            raise forms.ValidationError(_("Give the number of rounds or a time limit."))
        if data.get("tables") is None and data.get("game") != m.Drive.EUCHRE_POINTS:
            self.add_error("tables", _("Give the number of tables."))
        if data.get("game") in (m.Drive.EUCHRE_POINTS, m.Drive.BRIDGE_PIVOT):
            data["groups"] = "one"  # numbered alike for the chart: the wizard hides groups
        if data.get("tables") is None:
            data["tables"] = 2  # today's euchre counts its tables from its players
        bridge = data.get("game") in (m.Drive.BRIDGE, m.Drive.BRIDGE_SIT)
        data["score_bonus"] = (data.get("score_bonus") or "none") if bridge else "none"
        data["bonus_per_point"] = data.get("bonus_per_point") or 1
        data["bonus_game"] = data.get("bonus_game") or 30
        return data

    def named(self) -> list[tuple[str, str]]:
        out = []
        for line in self.cleaned_data.get("players", "").splitlines():
            if line.strip():
                name, _comma, group = line.rpartition(",") if "," in line else (line, "", "")
                out.append((name.strip(), group.strip()))
        return out


class ByHandForm(forms.Form):
    tables = forms.CharField(
        label=gettext_lazy("Tables"),
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text=gettext_lazy(
            "One table a line, head table first: 'L1 G1 / L2 G2' (North-South, then "
            "East-West); for poker the players in seat order."
        ),
    )


class ReportForm(forms.Form):
    """One table's result for the evening's game; ``reason`` is asked for corrections."""

    def __init__(
        self,
        *args,
        game: PartyGame,
        table: ProgressiveTable,
        names,
        correcting=False,
        bonus_deals: int = 0,
        **kw,
    ):
        super().__init__(*args, **kw)
        self.game, self.table, self.bonus_deals = game, table, bonus_deals
        self.names = names
        players = table.players
        if game in PARTNERSHIP_GAMES:
            (n, s), (e, w) = table.partnerships
            pair = (
                _("%(first)s & %(second)s: points to go")
                if game is PartyGame.CINCH
                else "%(first)s & %(second)s"
            )
            self.fields["ns"] = forms.IntegerField(
                min_value=0, label=pair % {"first": names.get(n, n), "second": names.get(s, s)}
            )
            self.fields["ew"] = forms.IntegerField(
                min_value=0, label=pair % {"first": names.get(e, e), "second": names.get(w, w)}
            )
            if game is PartyGame.EUCHRE_POINTS:
                tricks_labels = (
                    _("North-South tricks, one more hand"),
                    _("East-West tricks, one more hand"),
                )
            else:
                tricks_labels = (
                    _("North-South tricks, next hand"),
                    _("East-West tricks, next hand"),
                )
            for key, label in zip(("ns_tricks", "ew_tricks"), tricks_labels, strict=True):
                if game in (PartyGame.CINCH, PartyGame.BRIDGE_PIVOT):  # cut; rubbers tie
                    break
                self.fields[key] = forms.IntegerField(
                    min_value=0,
                    max_value=tricks_a_hand(game),
                    required=False,
                    label=label,
                )
        elif game is PartyGame.HEARTS:
            for p in players:
                self.fields[f"hearts_{p}"] = forms.IntegerField(
                    min_value=0,
                    max_value=13,
                    label=_("%(player)s: hearts") % {"player": names.get(p, p)},
                )
        else:
            self.fields["pool_winner"] = forms.ChoiceField(
                choices=[(p, names.get(p, p)) for p in players], label=_("Pool won by")
            )
            for p in players:
                self.fields[f"call_{p}"] = forms.BooleanField(
                    required=False, label=_("%(player)s in the call") % {"player": names.get(p, p)}
                )
                self.fields[f"chips_{p}"] = forms.IntegerField(
                    min_value=0, label=_("%(player)s: counters") % {"player": names.get(p, p)}
                )
        for i in range(1, bonus_deals + 1):  # bridge to the score: each deal's trick score
            deal_labels = (
                ("ns", _("Deal %(deal)s: North-South tricks") % {"deal": i}),
                ("ew", _("Deal %(deal)s: East-West tricks") % {"deal": i}),
            )
            for key, deal_label in deal_labels:
                self.fields[f"deal{i}_{key}"] = forms.IntegerField(
                    min_value=0, max_value=999, required=False, label=deal_label
                )
        for field in self.fields.values():
            if isinstance(field, forms.IntegerField):
                field.widget.attrs.update(NUMBER)
        if correcting:
            self.fields["reason"] = forms.CharField(max_length=300)

    def clean(self):
        data = super().clean()
        if self.bonus_deals and not self.errors:
            data["deals"] = self._deal_scores(data)
        return data

    def _deal_scores(self, data: dict) -> list[tuple[int, int]]:
        """Bridge to the score: each deal's trick score as (side, points), the declarer's side
        scoring below the line (nought when the contract failed); an empty deal was not
        played."""
        out = []
        for i in range(1, self.bonus_deals + 1):
            ns, ew = data.get(f"deal{i}_ns"), data.get(f"deal{i}_ew")
            if ns is None and ew is None:
                continue
            if ns and ew:
                raise forms.ValidationError(
                    _("Deal %(deal)s: only the declarer's side scores tricks below the line.")
                    % {"deal": i}
                )
            out.append((0, ns) if ns is not None and (ns or not ew) else (1, ew or 0))
        return out

    def report(self) -> TableReport:
        d, t = self.cleaned_data, self.table.table
        if self.game in PARTNERSHIP_GAMES:
            tricks = None
            if d.get("ns_tricks") is not None and d.get("ew_tricks") is not None:
                tricks = (d["ns_tricks"], d["ew_tricks"])
            hands = self.cleaned_data.get("deals") if self.bonus_deals else None
            return TableReport(t, points=(d["ns"], d["ew"]), next_hand_tricks=tricks, hands=hands)
        players = self.table.players
        if self.game is PartyGame.HEARTS:
            return TableReport(t, hearts={p: d[f"hearts_{p}"] for p in players})
        return TableReport(
            t,
            pool_winner=d["pool_winner"],
            in_call=[p for p in players if d.get(f"call_{p}")],
            chips={p: d[f"chips_{p}"] for p in players},
        )


def initial_from(row: m.ProgressiveResult | None, game: PartyGame) -> dict:
    """A stored result as a report form's initial values (for a correction)."""
    if row is None:
        return {}
    if game in PARTNERSHIP_GAMES:
        d = row.details or {}
        a, b = d.get("before_bonus") or (row.points_a, row.points_b)
        out = {"ns": a, "ew": b, "ns_tricks": row.tricks_a, "ew_tricks": row.tricks_b}
        for i, (side, points) in enumerate(d.get("deals", ()), start=1):
            out[f"deal{i}_{'ew' if side else 'ns'}"] = points
        return out
    d = row.details or {}
    if game is PartyGame.HEARTS:
        return {f"hearts_{p}": h for p, h in d.get("hearts", {}).items()}
    out = {"pool_winner": d.get("pool_winner")}
    out |= {f"call_{p}": True for p in d.get("in_call", ())}
    return out | {f"chips_{p}": c for p, c in d.get("chips", {}).items()}
