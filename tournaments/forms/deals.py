"""The deals forms: a PBN file to import, a seed to deal from, another event to copy, and one
tray's hands typed by hand.  Field checks only (a deal that is not 52 different cards is a
field error here, read by ``tournaments.deals``); the services check the rest."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import models as m
from tournaments.deals.cards import SEATS, Deal, DealError
from tournaments.deals.dealing import LONGEST_LIMIT, SHORTEST_LIMIT
from tournaments.models.vocabulary import WHIST, Words

MAX_FILE_BYTES = 1024 * 1024  # a season's hand records are a few hundred kilobytes
HAND_HELP = gettext_lazy(
    "Spades.hearts.diamonds.clubs, as AKQ.T98.765.432 (10 or T; a void is nothing)."
)
# The seats' names as the deal form labels its hands (the core's SEAT_NAMES are English).
SEAT_LABELS = {
    "N": gettext_lazy("North"),
    "E": gettext_lazy("East"),
    "S": gettext_lazy("South"),
    "W": gettext_lazy("West"),
}


class TransposeField(forms.BooleanField):
    def __init__(self, **kwargs):
        super().__init__(
            required=False,
            label=gettext_lazy(
                "Transpose the suits (Foster): hearts become clubs, spades diamonds, and back"
            ),
            **kwargs,
        )


def replace_label(words: Words) -> str:
    return _("Replace the deals the %(boards)s already have") % {"boards": words.boards}


class ImportForm(forms.Form):
    file = forms.FileField(
        label=gettext_lazy("PBN or LIN file"),
        help_text=gettext_lazy("From a dealing program, another scorer or an online bridge site."),
    )
    replace = forms.BooleanField(required=False)
    transpose = TransposeField()

    def __init__(self, *args, words: Words = WHIST, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["replace"].label = replace_label(words)

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > MAX_FILE_BYTES:
            raise forms.ValidationError(
                _("The file is %(size)s bytes; a hand record file is at most %(most)s.")
                % {"size": f"{upload.size:,}", "most": f"{MAX_FILE_BYTES:,}"}
            )
        raw = upload.read()
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            return raw.decode("latin-1")  # PBN's own default character set


class GenerateForm(forms.Form):
    seed = forms.IntegerField(min_value=0, max_value=2**31 - 1, label=gettext_lazy("Seed"))
    throw_out = forms.IntegerField(
        required=False,
        min_value=SHORTEST_LIMIT,
        max_value=LONGEST_LIMIT,
        label=gettext_lazy("Deal again any deal with a suit longer than"),
    )
    replace = forms.BooleanField(required=False)

    def __init__(self, *args, words: Words = WHIST, whist: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["replace"].label = replace_label(words)
        self.fields["throw_out"].help_text = (
            _("The source's practice at whist: 6. Leave empty to keep every deal.")
            if whist
            else _("Leave empty (as bridge does) to keep every deal as it falls.")
        )


class ReplayForm(forms.Form):
    source = forms.ModelChoiceField(queryset=m.Event.objects.none(), label=gettext_lazy("Deals of"))
    transpose = TransposeField()
    replace = forms.BooleanField(required=False)

    def __init__(self, *args, event: m.Event, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["replace"].label = replace_label(event.words)
        self.fields["source"].queryset = (
            m.Event.objects.filter(club=event.club, trays__deal__isnull=False)
            .exclude(pk=event.pk)
            .distinct()
            .order_by("-date", "name")
        )


class DealForm(forms.Form):
    """One tray's deal: the four hands (West may be left for the cards the others lack), or a
    PBN deal string; at whist the trump card."""

    pbn = forms.CharField(
        required=False,
        max_length=100,
        label=gettext_lazy("Or a PBN deal"),
        help_text=gettext_lazy(
            'As in a PBN file\'s [Deal "N:..."] tag; it takes the place of the hands above.'
        ),
    )
    reason = forms.CharField(
        label=gettext_lazy("Reason"),
        required=False,
        max_length=150,
        help_text=gettext_lazy("Needed when a deal is corrected."),
    )

    def __init__(self, *args, whist: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        hands = {}
        for seat in SEATS:
            help_text = HAND_HELP if seat == "N" else ""
            if seat == "W":
                help_text = _("Leave empty: West holds the cards the others lack.")
            hands[seat.lower()] = forms.CharField(
                required=False, max_length=40, label=SEAT_LABELS[seat], help_text=help_text
            )
        self.fields.update(hands)
        self.order_fields(list(hands))  # the hands first
        if whist:
            self.fields["trump"] = forms.CharField(
                required=False,
                max_length=4,
                label=_("Trump card"),
                help_text=_(
                    "The card the dealer turned (HQ, ♥Q), or a suit alone (H) when "
                    "trumps were declared and none turned."
                ),
            )

    def clean(self):
        data = super().clean()
        try:
            if data.get("pbn", "").strip():
                data["cards"] = Deal.parse(data["pbn"])
            else:
                given = {s: data.get(s.lower(), "").strip() for s in SEATS}
                data["cards"] = Deal.from_hands({s: t for s, t in given.items() if t})
        except DealError as exc:
            raise forms.ValidationError(f"{str(exc)[:1].upper()}{str(exc)[1:]}.") from None
        return data
