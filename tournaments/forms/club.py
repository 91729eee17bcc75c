"""A club's settings and its people."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _

from tournaments import models as m
from tournaments.exchange.members import MOST_BYTES as MEMBER_LIST_BYTES

MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December",
)  # fmt: skip


class ClubForm(forms.Form):
    name = forms.CharField(label=gettext_lazy("Name"), max_length=200)
    public_names = forms.BooleanField(
        required=False,
        label=_("Show players' names on public pages"),
        help_text=_(
            "Otherwise the public sees pair and player numbers only; the club's "
            "organisers and scorers always see names."
        ),
    )
    national_id = forms.CharField(
        max_length=20,
        required=False,
        label=_("National number"),
        help_text=_("The club's number with its national body, for results files."),
    )
    season_start = forms.TypedChoiceField(
        coerce=int,
        choices=[(n, month) for n, month in enumerate(MONTHS, start=1)],
        label=_("The season starts in"),
        required=False,
        empty_value=None,
    )
    language = forms.ChoiceField(
        choices=m.language_choices,
        required=False,
        label=_("Language"),
        help_text=_(
            "The club's pages, papers and results mail are in it for a reader who chose no "
            "other language; a player's phone follows its own language."
        ),
    )
    time_zone = forms.ChoiceField(
        choices=[(name, name) for name in m.time_zone_names()],
        required=False,
        label=_("Time zone"),
        help_text=_("The times of the club's events are shown in it."),
    )


class MemberForm(forms.Form):
    username = forms.CharField(max_length=150, label=_("Account"))
    role = forms.ChoiceField(
        label=gettext_lazy("Role"),
        choices=[*m.Role.choices, ("remove", _("Remove from the club"))],
        initial=m.Role.SCORER,
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


class MemberListForm(forms.Form):
    """The national body's member list (its CSV export), and, where the file does not use
    the usual headers, the names of its columns (kept by the club for its next file)."""

    file = forms.FileField(
        label=_("Member list (CSV)"),
        help_text=_("The national body's export of the club's members."),
    )
    number = forms.CharField(required=False, max_length=60, label=_("Member number column"))
    first = forms.CharField(required=False, max_length=60, label=_("First name column"))
    last = forms.CharField(required=False, max_length=60, label=_("Last name column"))
    name = forms.CharField(
        required=False, max_length=60, label=_("Whole name column (instead of first and last)")
    )
    email = forms.CharField(required=False, max_length=60, label=_("E-mail column"))

    def clean_file(self) -> str:
        upload = self.cleaned_data["file"]
        if upload.size > MEMBER_LIST_BYTES:
            raise forms.ValidationError(
                _("The file is %(size)s bytes; a member list is at most %(most)s.")
                % {"size": f"{upload.size:,}", "most": f"{MEMBER_LIST_BYTES:,}"}
            )
        raw = upload.read()
        try:
            return str(raw.decode("utf-8-sig"))
        except UnicodeDecodeError:
            return str(raw.decode("cp1252", errors="replace"))  # a spreadsheet's own export

    def columns(self) -> dict[str, str]:
        return {
            field: self.cleaned_data[field].strip()
            for field in ("number", "first", "last", "name", "email")
            if self.cleaned_data.get(field, "").strip()
        }
