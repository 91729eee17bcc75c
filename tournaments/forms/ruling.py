"""The director's ruling on one table's result, in words a director uses, written as the code
the traveller stores (``scoring.adjustments``: AVE+, A+/-, A60/40, SCORE 4S= N, SCORE 60% 4S= N,
40% 4S-1 N, SCORE 4S= N / 4S-1 N, NP, PP NS 25%, GROUP B).

The form checks the code the way the service will (``scoring.entry.check_adjustment``), so a
ruling the tray cannot take is a message beside the form and nothing is saved.
"""

from __future__ import annotations

from decimal import Decimal

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.forms.words import reword_fields
from tournaments.models.vocabulary import words_for
from tournaments.scoring.entry import EntryError, check_adjustment

KINDS = [
    (
        "average",
        gettext_lazy("Averages: each side average, average-plus or average-minus (Law 12C2)"),
    ),
    ("percent", gettext_lazy("Fixed percentages to each side")),
    ("assigned", gettext_lazy("An assigned result, the same for both sides (Law 12C1)")),
    (
        "weighted",
        gettext_lazy("A weighted score: several results, each with its share (Law 12C1(c))"),
    ),
    ("split", gettext_lazy("A split score: North-South's result, then East-West's")),
    ("np", gettext_lazy("Not played: no score for either side")),
    ("keep", gettext_lazy("The table's result stands (a penalty or a fouled tray only)")),
]
AVERAGES = [
    ("+", gettext_lazy("average-plus")),
    ("=", gettext_lazy("average")),
    ("-", gettext_lazy("average-minus")),
]
SIDES = [("", "—"), ("NS", gettext_lazy("North-South")), ("EW", gettext_lazy("East-West"))]
UNITS = [
    ("%", gettext_lazy("per cent of a top")),
    ("", gettext_lazy("of the event's units (match points, IMPs or board points)")),
]
SHARE = {"min_value": Decimal("0.01"), "max_value": Decimal(100), "decimal_places": 2}
PERCENT = {**SHARE, "min_value": Decimal(0)}


def _result(required_help: str) -> forms.CharField:
    return forms.CharField(max_length=20, required=False, help_text=required_help)


class RulingForm(forms.Form):
    kind = forms.ChoiceField(
        label=gettext_lazy("Kind"), choices=KINDS, widget=forms.RadioSelect, initial="average"
    )
    ns_average = forms.ChoiceField(
        label=gettext_lazy("North-South"), choices=AVERAGES, initial="=", required=False
    )
    ew_average = forms.ChoiceField(
        label=gettext_lazy("East-West"), choices=AVERAGES, initial="=", required=False
    )
    ns_percent = forms.DecimalField(label=gettext_lazy("North-South %"), required=False, **PERCENT)
    ew_percent = forms.DecimalField(label=gettext_lazy("East-West %"), required=False, **PERCENT)
    result_1 = _result(
        gettext_lazy("A contract, its result and declarer (4S= N, 3NT-1 W), or a score.")
    )
    share_1 = forms.DecimalField(label=gettext_lazy("Share %"), required=False, **SHARE)
    result_2 = _result(gettext_lazy("Weighted: a second result; split: East-West's result."))
    share_2 = forms.DecimalField(label=gettext_lazy("Share %"), required=False, **SHARE)
    result_3 = _result(gettext_lazy("Weighted: a third result, if any."))
    share_3 = forms.DecimalField(label=gettext_lazy("Share %"), required=False, **SHARE)
    penalty_side = forms.ChoiceField(
        label=gettext_lazy("Procedural penalty to"), choices=SIDES, required=False
    )
    penalty_amount = forms.DecimalField(
        label=gettext_lazy("Penalty"),
        required=False,
        min_value=Decimal("0.01"),
        max_value=100,
        decimal_places=2,
    )
    penalty_unit = forms.ChoiceField(
        label=gettext_lazy("Penalty in"), choices=UNITS, required=False, initial="%"
    )
    group = forms.CharField(
        label=gettext_lazy("Fouled tray: this table played group"),
        max_length=4,
        required=False,
        help_text=gettext_lazy(
            "A letter (B, C ...): the table is compared only with the tables of its group."
        ),
    )
    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        max_length=300,
        help_text=gettext_lazy("What happened, for the history and log."),
        widget=forms.TextInput(attrs={"size": 60}),
    )

    def __init__(
        self,
        *args,
        game: str,
        vulnerability: str,
        penalties: bool,
        imps: bool = False,
        teams: str = "",
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.game, self.vulnerability, self.penalties = game, vulnerability, penalties
        self.imps, self.teams = imps, teams
        if game == "whist":
            self.fields["result_1"].help_text = _("North-South's tricks (0 to 13).")
        reword_fields(self, words_for(game))

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        code = "; ".join(p for p in (self._main(data), *self._extras(data)) if p)
        if not code:
            raise forms.ValidationError(
                _(
                    "Choose a ruling: the table's result standing alone is no ruling (add a "
                    "penalty or a fouled tray's group)."
                )
            )
        try:
            data["code"] = check_adjustment(
                code,
                "The ruling",
                game=self.game,
                vulnerability=self.vulnerability or None,
                penalties=self.penalties,
                imps=self.imps,
                teams=self.teams,
            )
        except EntryError as exc:
            raise forms.ValidationError(str(exc)) from None
        return data

    def _main(self, data) -> str:
        kind = data["kind"]
        if kind == "average":
            ns, ew = data.get("ns_average") or "=", data.get("ew_average") or "="
            return {"=": "AVE", "+": "AVE+", "-": "AVE-"}[ns] if ns == ew else f"A{ns}/{ew}"
        if kind == "percent":
            ns, ew = data.get("ns_percent"), data.get("ew_percent")
            if ns is None or ew is None:
                raise forms.ValidationError(_("Give each side its percentage."))
            return f"A{_plain(ns)}/{_plain(ew)}"
        if kind == "np":
            return "NP"
        if kind == "keep":
            return ""
        results = [(data.get(f"result_{i}", "").strip(), data.get(f"share_{i}")) for i in (1, 2, 3)]
        if not results[0][0]:
            raise forms.ValidationError(_("Give the result the ruling assigns."))
        if kind == "assigned":
            return f"SCORE {results[0][0]}"
        if kind == "split":
            if not results[1][0]:
                raise forms.ValidationError(_("A split score needs East-West's result too."))
            return f"SCORE {results[0][0]} / {results[1][0]}"
        given = [(text, share) for text, share in results if text]
        if len(given) < 2 or any(share is None for _text, share in given):
            raise forms.ValidationError(
                _("A weighted score is two or more results, each with its share.")
            )
        return "SCORE " + ", ".join(f"{_plain(share)}% {text}" for text, share in given)

    def _extras(self, data) -> list[str]:
        out = []
        side, amount = data.get("penalty_side"), data.get("penalty_amount")
        if side and amount is None or amount is not None and not side:
            raise forms.ValidationError(
                _("A procedural penalty needs both the side and the amount.")
            )
        if side:
            out.append(f"PP {side} {_plain(amount)}{data.get('penalty_unit') or ''}")
        group = data.get("group", "").strip().upper()
        if group:
            out.append(f"GROUP {group}")
        return out


def _plain(value: Decimal) -> str:
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text
