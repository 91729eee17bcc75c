"""A club's settings and its people."""

from __future__ import annotations

from django import forms

from tournaments import models as m


class ClubForm(forms.Form):
    name = forms.CharField(max_length=200)
    public_names = forms.BooleanField(
        required=False,
        label="Show players' names on public pages",
        help_text="Otherwise the public sees pair and player numbers only; the club's "
        "organisers and scorers always see names.",
    )


class MemberForm(forms.Form):
    username = forms.CharField(max_length=150, label="Account")
    role = forms.ChoiceField(
        choices=[*m.Role.choices, ("remove", "Remove from the club")], initial=m.Role.SCORER
    )


class PlayerForm(forms.ModelForm):
    """One of the club's players, as its organisers keep them."""

    class Meta:
        model = m.Player
        fields = ["name", "membership_number", "email", "rating"]


PlayerFormSet = forms.modelformset_factory(m.Player, form=PlayerForm, extra=0)
