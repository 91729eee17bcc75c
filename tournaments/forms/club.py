"""A club's settings and its people."""

from __future__ import annotations

from django import forms

from tournaments import models as m

MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)  # fmt: skip


class ClubForm(forms.Form):
    name = forms.CharField(max_length=200)
    public_names = forms.BooleanField(
        required=False,
        label="Show players' names on public pages",
        help_text="Otherwise the public sees pair and player numbers only; the club's "
        "organisers and scorers always see names.",
    )
    national_id = forms.CharField(
        max_length=20,
        required=False,
        label="National number",
        help_text="The club's number with its national body, for results files.",
    )
    season_start = forms.TypedChoiceField(
        coerce=int,
        choices=[(n, month) for n, month in enumerate(MONTHS, start=1)],
        label="The season starts in",
        required=False,
        empty_value=None,
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
        fields = [
            "name",
            "membership_number",
            "national_id",
            "email",
            "results_by_email",
            "rating",
        ]


class PlayersFormSet(forms.BaseModelFormSet):
    """The club's players and no more: the form counts a page posts are not trusted (a count
    of 10**19 built and showed 2,000 empty forms, seconds of a worker's time)."""

    def initial_form_count(self) -> int:
        return min(super().initial_form_count(), len(self.get_queryset()))

    def total_form_count(self) -> int:
        return min(super().total_form_count(), len(self.get_queryset()))


PlayerFormSet = forms.modelformset_factory(
    m.Player, form=PlayerForm, formset=PlayersFormSet, extra=0
)
