"""Masterpoint scales as a club's organisers keep them, and the scale an event follows."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments.scoring.awards import ScaleError, read_scale, scale_text


class AwardScaleForm(forms.Form):
    scale = forms.IntegerField(required=False, widget=forms.HiddenInput)
    name = forms.CharField(
        label=gettext_lazy("Name"),
        max_length=80,
        help_text=gettext_lazy("Club, Club championship, ..."),
    )
    point_type = forms.CharField(
        max_length=20,
        required=False,
        label=gettext_lazy("Points"),
        help_text=gettext_lazy("Black, Blue, Red ..."),
    )
    rows = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 4, "cols": 40}),
        label=gettext_lazy("Awards by field size"),
        help_text=gettext_lazy(
            "A line a field size, the awards from first place down: "
            "6: 20 12 8 then 12: 60 42 30 20 15 12."
        ),
    )
    is_default = forms.BooleanField(required=False, label=gettext_lazy("The club's default scale"))

    def clean_rows(self):
        text = self.cleaned_data["rows"]
        try:
            parsed = read_scale(text)
        except ScaleError as exc:
            raise forms.ValidationError(f"{exc}.") from None
        if not parsed:
            raise forms.ValidationError(_("Give at least one line (12: 60 42 30 ...)."))
        return text


class EventScaleForm(forms.Form):
    scale = forms.ModelChoiceField(
        queryset=m.AwardScale.objects.none(),
        required=False,
        empty_label=gettext_lazy("The club's default scale"),
        label=gettext_lazy("Masterpoints"),
    )

    def __init__(self, *args, club: m.Club, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["scale"].queryset = club.award_scales.order_by("name")


def scale_forms(club: m.Club) -> list[tuple[m.AwardScale | None, AwardScaleForm]]:
    """A form for each of the club's scales, then one for a new scale."""
    out = []
    for scale in club.award_scales.order_by("name"):
        initial = {
            "scale": scale.pk,
            "name": scale.name,
            "point_type": scale.point_type,
            "rows": scale_text(read_scale(scale.rows)),
            "is_default": scale.is_default,
        }
        out.append((scale, AwardScaleForm(initial=initial, prefix=f"s{scale.pk}")))
    out.append((None, AwardScaleForm(prefix="new")))
    return out
