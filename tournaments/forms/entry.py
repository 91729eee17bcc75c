"""Result entry forms: a tray's traveller, a score slip, and a tray at the table's own phone.

Field checks only; a line is judged against the game's rules by ``scoring.entry``, the same
checks the services apply before anything is saved.
"""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from movements.types import Direction
from tournaments import models as m
from tournaments.models.vocabulary import words_for
from tournaments.scoring.entry import BridgeEntry, EntryError, WhistEntry, check_contract, describe

TRICKS = {"min_value": 0, "max_value": 13}
ADJUSTMENTS = [
    ("", "—"),
    ("AVE", gettext_lazy("Average (50%)")),
    ("AVE+", gettext_lazy("Average plus (60%, or the session's under session rules)")),
    ("AVE-", gettext_lazy("Average minus (40%, or the session's under session rules)")),
    ("A+/-", gettext_lazy("NS average plus, EW average minus")),
    ("A-/+", gettext_lazy("NS average minus, EW average plus")),
    ("A+/=", gettext_lazy("NS average plus, EW average")),
    ("A=/+", gettext_lazy("NS average, EW average plus")),
    ("A60/40", gettext_lazy("Fixed 60/40")),
    ("A40/60", gettext_lazy("Fixed 40/60")),
    ("NP", gettext_lazy("Not played")),
]


def adjustment_choices(stored: str) -> list[tuple[str, str]]:
    """The usual rulings, and the stored one when it is another (an assigned, weighted or
    split score, a penalty), so correcting a traveller never drops a ruling unseen."""
    if stored and stored not in dict(ADJUSTMENTS):
        return [*ADJUSTMENTS, (stored, stored)]
    return ADJUSTMENTS


class TravellerForm(forms.Form):
    """One tray's traveller: a line per table that plays it, built from the seatings.

    Whist lines take tricks; bridge lines take contract, declarer and tricks (auction bridge
    also the honours held and by whom).
    """

    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        max_length=300,
        required=False,
        help_text=gettext_lazy("Needed when a stored result is corrected."),
    )

    def __init__(
        self,
        *args,
        seatings,
        results,
        whist: bool = True,
        game: str = "",
        revokes: bool = False,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.whist = whist
        self.revokes = whist and revokes
        self.auction = game == m.Game.AUCTION
        self.lines = []
        for seating in seatings:
            key = str(seating.pk)
            stored = results.get(seating.pk)
            names = self._add_line(key, stored)
            self.fields[f"adj_{key}"] = forms.ChoiceField(
                required=False,
                choices=adjustment_choices(stored.adjustment if stored else ""),
                label=_("Adjusted"),
                initial=stored.adjustment if stored else "",
            )
            self.lines.append((seating, stored, key, names))

    def _add_line(self, key: str, stored) -> list[str]:
        if self.whist:
            ns = forms.IntegerField(required=False, label=_("NS tricks"), **TRICKS)
            ew = forms.IntegerField(required=False, label=_("EW tricks"), **TRICKS)
            for field in (ns, ew):
                field.widget.attrs.update({"inputmode": "numeric", "class": "tricks"})
            if stored is not None:
                ns.initial, ew.initial = stored.ns_tricks, stored.ew_tricks
            self.fields[f"ns_{key}"], self.fields[f"ew_{key}"] = ns, ew
            if not self.revokes:
                return [f"ns_{key}", f"ew_{key}"]
            for name, field in revoke_fields(stored).items():
                self.fields[f"{name}_{key}"] = field
            return [f"ns_{key}", f"ew_{key}", *(f"{n}_{key}" for n in REVOKE_FIELDS)]
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
            for name, field in {**honours_fields(), **law_f_field()}.items():
                if stored is not None:
                    field.initial = getattr(stored, name)
                self.fields[f"{name}_{key}"] = field
                names.append(f"{name}_{key}")
        self.fields[f"lead_{key}"] = lead_field(stored.lead if stored is not None else "")
        return [*names, f"lead_{key}"]

    def line_fields(self):
        for seating, stored, key, names in self.lines:
            yield seating, stored, [self[n] for n in names], self[f"adj_{key}"]

    def entries(self):
        """The traveller lines that were filled in, as service entries."""
        out = []
        for seating, _stored, key, names in self.lines:
            values = [self.cleaned_data.get(n) for n in names]
            adj = self.cleaned_data.get(f"adj_{key}") or ""
            if all(v in (None, "") for v in values) and not adj:
                continue
            if self.whist:
                revokes = tuple(values[2:5]) if self.revokes else None
                out.append(WhistEntry(seating.pk, values[0], values[1], adj, revokes=revokes))
            else:
                held = values[3:6] if self.auction else ("", "", "")
                out.append(
                    BridgeEntry(
                        seating.pk,
                        values[0] or "",
                        values[1] or "",
                        values[2],
                        adj,
                        honours=held[0] or "",
                        honours_side=held[1] or "",
                        out_of_turn=held[2] or "",
                        lead=values[-1] or "",
                    )
                )
        return out


REVOKE_FIELDS = ("revoked", "revokes", "kept")


def revoke_fields(stored) -> dict[str, forms.Field]:
    """Law X on a whist line: the side that revoked, how often, and the tricks it had won
    before its first revoke (the penalty never takes them)."""
    side = ""
    if stored is not None:
        side = "NS" if stored.revokes_ns else "EW" if stored.revokes_ew else ""
    fields = {
        "revoked": forms.ChoiceField(
            choices=[("", "—"), ("NS", _("NS")), ("EW", _("EW"))],
            required=False,
            label=_("Revoked"),
        ),
        "revokes": forms.IntegerField(
            required=False, min_value=1, max_value=13, label=_("Revokes")
        ),
        "kept": forms.IntegerField(
            required=False, label=_("Tricks won before the first revoke"), **TRICKS
        ),
    }
    fields["revokes"].widget.attrs.update({"inputmode": "numeric", "class": "tricks"})
    fields["kept"].widget.attrs.update({"inputmode": "numeric", "class": "tricks"})
    if side:
        fields["revoked"].initial = side
        fields["revokes"].initial = stored.revokes_ns or stored.revokes_ew
        fields["kept"].initial = stored.revoke_kept
    return fields


class QuickResultForm(forms.Form):
    """A score slip: tray and table, then the tricks, for fast keyboard entry."""

    tray = forms.IntegerField(label=gettext_lazy("Tray"), min_value=1)
    table = forms.IntegerField(label=gettext_lazy("Table"), min_value=1)
    ns_tricks = forms.IntegerField(required=False, label=gettext_lazy("NS tricks"), **TRICKS)
    ew_tricks = forms.IntegerField(required=False, label=gettext_lazy("EW tricks"), **TRICKS)
    reason = forms.CharField(label=gettext_lazy("Reason"), max_length=300, required=False)

    def clean(self):
        data = super().clean()
        if data.get("ns_tricks") is None and data.get("ew_tricks") is None and not self.errors:
            raise forms.ValidationError(_("Enter the tricks taken."))
        return data


AUCTION = ("honours", "honours_side", "out_of_turn")  # the slip's auction bridge fields


def lead_field(initial: str = "") -> forms.CharField:
    """The opening lead, suit then rank, checked against the leader's hand once dealt."""
    field = forms.CharField(
        required=False,
        max_length=3,
        label=_("Opening lead"),
        help_text=_("Suit then rank: SA, HT, D7 (blank when not known)."),
        initial=initial,
    )
    field.widget.attrs.update(
        {"class": "lead", "size": 3, "autocapitalize": "characters", "autocomplete": "off"}
    )
    return field


class BridgeSlipForm(forms.Form):
    """A bridge score slip: tray and table, then the contract, declarer and tricks (auction
    bridge also the honours).  The line is checked against the tray's vulnerability and
    dealer when it is saved."""

    tray = forms.IntegerField(min_value=1)
    table = forms.IntegerField(label=gettext_lazy("Table"), min_value=1)
    contract = forms.CharField(
        max_length=8, help_text=gettext_lazy("For example 4S, 3NTX, 6HXX or PASS.")
    )
    declarer = forms.ChoiceField(
        choices=[
            ("", "—"),
            ("N", gettext_lazy("North")),
            ("E", gettext_lazy("East")),
            ("S", gettext_lazy("South")),
            ("W", gettext_lazy("West")),
        ],
        required=False,
        label=gettext_lazy("Declarer"),
    )
    tricks = forms.TypedChoiceField(
        label=gettext_lazy("Tricks taken by declarer"),
        choices=[("", "—")] + [(str(n), str(n)) for n in range(14)],
        coerce=int,
        required=False,
        empty_value=None,
    )
    reason = forms.CharField(label=gettext_lazy("Reason"), max_length=300, required=False)

    def __init__(self, *args, game: str = "bridge", **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        self.fields["tray"].label = words_for(game).Board
        self.fields["contract"].widget.attrs.update(
            {"autocapitalize": "characters", "autocomplete": "off"}
        )
        if game == m.Game.AUCTION:
            self.fields["contract"].label = "Declaration"
            self.fields.update({**honours_fields(), **law_f_field()})
        self.fields["lead"] = lead_field()
        self.order_fields(["tray", "table", "contract", "declarer", "tricks", *AUCTION, "lead"])

    def entry(self) -> BridgeEntry:
        data = self.cleaned_data
        return BridgeEntry(
            0,
            data["contract"],
            data.get("declarer", ""),
            data.get("tricks"),
            honours=data.get("honours", ""),
            honours_side=data.get("honours_side", ""),
            out_of_turn=data.get("out_of_turn", ""),
            lead=data.get("lead", ""),
        )


class TableWhistForm(forms.Form):
    """A tray's tricks entered at the table: one side is enough, the other makes 13."""

    ns_tricks = forms.IntegerField(required=False, label=gettext_lazy("NS tricks"), **TRICKS)
    ew_tricks = forms.IntegerField(required=False, label=gettext_lazy("EW tricks"), **TRICKS)

    def __init__(self, *args, vulnerability: str = "none", **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            field.widget.attrs.update({"inputmode": "numeric", "class": "tricks"})

    def clean(self):
        data = super().clean()
        if not self.errors and data.get("ns_tricks") is None and data.get("ew_tricks") is None:
            raise forms.ValidationError(_("Enter the tricks taken."))
        return data


HONOURS = [
    ("", gettext_lazy("none")),
    ("3", gettext_lazy("3 honours (simple)")),
    ("4", gettext_lazy("4 honours")),
    ("4-in-1", gettext_lazy("4 in one hand")),
    ("5", gettext_lazy("5 honours")),
    ("5-4-in-1", gettext_lazy("5, 4 in one hand")),
    ("5-in-1", gettext_lazy("5 in one hand")),
]
HONOURS_SIDE = [("", "—"), *((d.value, d.label) for d in Direction)]


def honours_fields() -> dict[str, forms.Field]:
    """The honours held (auction bridge): what, and by which side."""
    return {
        "honours": forms.ChoiceField(choices=HONOURS, required=False, label=_("Honours")),
        "honours_side": forms.ChoiceField(choices=HONOURS_SIDE, required=False, label=_("Held by")),
    }


def law_f_field() -> dict[str, forms.Field]:
    """Duplicate auction, law F: the side that declared out of turn (the declaration stands,
    the adversaries score 50 honour points)."""
    return {
        "out_of_turn": forms.ChoiceField(
            choices=HONOURS_SIDE, required=False, label=_("Declared out of turn (law F)")
        )
    }


class TableBridgeForm(forms.Form):
    """A bridge result at the table: contract, declarer and tricks, scored before saving.

    Auction bridge adds the honours held and scores by the source's table (no vulnerability;
    the dealer matters for a failed one spade).
    """

    contract = forms.CharField(
        max_length=8,
        help_text=gettext_lazy("For example 4S, 3NTX, 6HXX or PASS."),
        label=gettext_lazy("Contract"),
    )
    declarer = forms.ChoiceField(
        choices=[
            ("", "—"),
            ("N", gettext_lazy("North")),
            ("E", gettext_lazy("East")),
            ("S", gettext_lazy("South")),
            ("W", gettext_lazy("West")),
        ],
        required=False,
        label=gettext_lazy("Declarer"),
    )
    tricks = forms.TypedChoiceField(
        label=gettext_lazy("Tricks taken by declarer"),
        choices=[("", "—")] + [(str(n), str(n)) for n in range(14)],
        coerce=int,
        required=False,
        empty_value=None,
    )

    def __init__(
        self,
        *args,
        vulnerability: str = "none",
        game: str = "bridge",
        dealer: str = "",
        english: bool = False,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.english = english
        self.vulnerability = vulnerability or "none"
        self.game = game
        self.auction = game == m.Game.AUCTION
        self.dealer = dealer
        self.fields["contract"].widget.attrs.update(
            {"autocapitalize": "characters", "autocomplete": "off"}
        )
        if self.auction:
            self.fields["contract"].label = _("Declaration")
            self.fields["contract"].help_text = (
                _(
                    "For example 2H, 1R (royal spades), 3NTX, or PASS for no bid all round (the "
                    "English rule)."
                )
                if english
                else _("For example 2H, 1R (royal spades) or 3NTX: the dealer must declare.")
            )
            self.fields.update(honours_fields())

    def clean(self):
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
                english=self.english,
            )
        except EntryError as exc:
            raise forms.ValidationError(str(exc)) from exc
        return data

    def describe(self) -> str:
        """The score as the table reads it before saving."""
        return describe(self.game, self.values)
