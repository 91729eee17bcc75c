"""A competition's set-up: sections and sessions on one movement, and how they are scored."""

from __future__ import annotations

import datetime as dt

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments.services.competitions import MAX_SECTIONS

KINDS = [
    ("mitchell", gettext_lazy("Mitchell (tables in each section)")),
    ("howell", gettext_lazy("Howell (pairs in each section)")),
    (
        "league-match",
        gettext_lazy("League match (whist: eight players, afternoon and night sittings)"),
    ),
]


class CompetitionForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Name"), max_length=200)
    date = forms.DateField(
        label=gettext_lazy("Date"),
        initial=dt.date.today,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    venue = forms.CharField(label=gettext_lazy("Venue"), max_length=200, required=False)
    game = forms.ChoiceField(
        label=gettext_lazy("Game"),
        choices=[
            (m.Game.WHIST, gettext_lazy("Whist")),
            (m.Game.BRIDGE, gettext_lazy("Contract bridge")),
        ],
        initial=m.Game.BRIDGE,
    )
    sections = forms.IntegerField(
        label=gettext_lazy("Sections"), min_value=1, max_value=MAX_SECTIONS, initial=2
    )
    sessions = forms.IntegerField(
        label=gettext_lazy("Sessions"), min_value=1, max_value=6, initial=2
    )
    movement_kind = forms.ChoiceField(
        label=gettext_lazy("Movement"), choices=KINDS, initial="mitchell"
    )
    movement_size = forms.IntegerField(
        label=gettext_lazy("Tables (Mitchell), pairs (Howell) or players (League) in each section"),
        min_value=3,
        max_value=80,
    )
    boards_per_round = forms.IntegerField(
        label=gettext_lazy("Trays per round"), min_value=1, max_value=8
    )
    scoring_rules = forms.ChoiceField(
        label=gettext_lazy("Scoring rules"),
        choices=m.Event._meta.get_field("scoring_rules").choices,
        initial="club",
        help_text=gettext_lazy(
            "Whose rules score every section: factoring, averages (docs/SCORING.md)."
        ),
    )
    across_field = forms.BooleanField(
        required=False,
        initial=True,
        label=gettext_lazy("Score the sections across the field"),
        help_text=gettext_lazy(
            "The sections play the same deals, and every pair is compared with all."
        ),
    )
    combine = forms.ChoiceField(label=gettext_lazy("Sessions add up by"), choices=m.Combine.choices)
    weights = forms.CharField(
        required=False,
        label=gettext_lazy("Carry-over weights"),
        help_text=gettext_lazy(
            "With carry-over: one number a session, separated by spaces, e.g. 0.5 1 (session 1 "
            "at half)."
        ),
    )
    strata = forms.CharField(
        label=gettext_lazy("Strata"),
        required=False,
        help_text=gettext_lazy("Strata by the players' ratings, highest first: A 500, B 100, C 0."),
    )
    seed = forms.IntegerField(
        label=gettext_lazy("Seed"), required=False, min_value=0, max_value=10**9
    )

    def clean_weights(self) -> dict[str, float]:
        # Spaces (or semicolons) part the sessions; a figure may be written with a decimal
        # comma, as the languages of the site other than English write it ("0,5 1").
        text = self.cleaned_data.get("weights", "").replace(";", " ").split()
        try:
            weights = [float(w.rstrip(",").replace(",", ".")) for w in text]
        except ValueError:
            raise forms.ValidationError(
                _("Give one number a session, separated by spaces, e.g. 0.5 1.")
            ) from None
        if any(w < 0 for w in weights):
            raise forms.ValidationError(_("A session's weight cannot be negative."))
        return {str(i): w for i, w in enumerate(weights, start=1)}

    def clean_strata(self) -> list[tuple[str, int]]:
        out = []
        for part in self.cleaned_data.get("strata", "").split(","):
            if not part.strip():
                continue
            bits = part.split()
            if len(bits) != 2 or not bits[1].isdigit() or len(bits[0]) > 2:
                raise forms.ValidationError(
                    _("Write each stratum as a letter and its least rating, not %(part)s.")
                    % {"part": repr(part.strip())}
                )
            out.append((bits[0].upper(), int(bits[1])))
        if [least for _l, least in out] != sorted((least for _l, least in out), reverse=True):
            raise forms.ValidationError(_("List the strata from the highest rating down."))
        return out

    def clean(self):
        data = super().clean()
        if data.get("combine") == m.Combine.CARRY and not data.get("weights"):
            self.add_error("weights", _("Carry-over needs a weight for each session."))
        return data


class CopyNamesForm(forms.Form):
    to_session = forms.IntegerField(min_value=2, max_value=6, label=gettext_lazy("Seat session"))
