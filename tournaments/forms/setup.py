"""The organiser's set-up forms: the new-event wizard, an event on one's own movement, and the
names of the pairs, players and teams.  Field checks a person understands; the rules of the
game are the services'.
"""

from __future__ import annotations

import datetime as dt

from django import forms
from django.utils.functional import lazy
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, gettext_lazy, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from tournaments import models as m
from tournaments.forms.words import reword_fields
from tournaments.models.vocabulary import entrants_said, words_for
from tournaments.standings import shown_for

SITE_GAMES = [
    (m.Game.WHIST, _("Whist")),
    (m.Game.BRIDGE, _("Contract bridge")),
    (m.Game.AUCTION, _("Auction bridge")),
]
SITE_FORMS = [
    (m.Form.PAIRS, _("Pairs")),
    (m.Form.TEAMS, _("Teams of four")),
    (m.Form.INDIVIDUALS, _("Individuals")),
]


def entrant_word(form: str) -> str:
    """What a form's entrants are called on the pages: pairs, teams or players, in the
    reader's language."""
    return str(entrants_said(shown_for(form).word))


def scoring_choices(game: str, form: str) -> list[tuple[str, str]]:
    """The scoring methods that make sense for a game played in a form."""
    return m.scoring_choices(game, form)


def usual_game(user) -> str:
    """The game the wizard opens on: the one the user's club last set up a duplicate event
    at (its usual game, remembered by the events themselves), contract bridge for a club
    that has set up none."""
    games = [value for value, _label in SITE_GAMES]
    last = (
        m.Event.objects.filter(
            club__members__user=user,
            club__members__role=m.Role.ORGANISER,
            game__in=games,
        )
        .order_by("-pk")
        .values_list("game", flat=True)
        .first()
        if user is not None and getattr(user, "is_authenticated", False)
        else None
    )
    return last or m.Game.BRIDGE


class EventNameForm(forms.Form):
    """What every new event is asked first: its name, day, place and game (the club's usual
    game to begin with)."""

    name = forms.CharField(label=gettext_lazy("Name"), max_length=200)
    date = forms.DateField(
        label=gettext_lazy("Date"),
        initial=dt.date.today,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
    )
    venue = forms.CharField(label=gettext_lazy("Venue"), max_length=200, required=False)
    game = forms.ChoiceField(label=gettext_lazy("Game"), choices=SITE_GAMES, initial=m.Game.BRIDGE)

    def __init__(self, *args, user=None, **kwargs):
        super().__init__(*args, **kwargs)
        if user is not None:
            self.fields["game"].initial = usual_game(user)


class FieldSizeForm(forms.Form):
    """How many entrants, and how long the session: what the movements that fit depend on."""

    entrants = forms.IntegerField(
        label=_("Number of entrants"),
        min_value=2,
        max_value=160,
        initial=10,
        help_text=_("Pairs, teams of four or players, as the form counts them."),
    )
    minutes_per_board = forms.DecimalField(
        label=pgettext_lazy("any game", "Minutes per deal"),
        min_value=3,
        max_value=20,
        initial=7.5,
        decimal_places=1,
    )
    session_minutes = forms.IntegerField(
        label=_("Session length (minutes)"), min_value=30, max_value=600, initial=180
    )


class EventBasicsForm(EventNameForm, FieldSizeForm):
    """Step one of the wizard: what is played, by how many, for how long."""

    form = forms.ChoiceField(label=gettext_lazy("Form"), choices=SITE_FORMS, initial=m.Form.PAIRS)
    field_order = ["name", "date", "venue", "game", "form", "entrants"]


MAX_MOVEMENT_BYTES = 200_000

# A translated text with marks in it (``<code>``), read when the page is shown.
safe_lazy = lazy(mark_safe, SafeString)


class CustomMovementForm(EventNameForm):
    """An event on the organiser's own movement: a CSV file in the exchange format."""

    movement_file = forms.FileField(
        label=_("Movement (CSV)"),
        # the columns are code to type, not words to translate: each in <code>
        help_text=safe_lazy(
            _(
                "<code>round,table,ns,ew,boards</code> (individuals: "
                "<code>round,table,north,south,east,west,boards</code>; a team's pairs as "
                "<code>a.NS</code> and <code>a.EW</code>; boards as <code>1-3</code> or "
                "<code>1 2 3</code>)."
            )
        ),
    )
    scoring_method = forms.ChoiceField(
        label=gettext_lazy("Scoring method"),
        choices=[
            (value, label)
            for value, label in m.ScoringMethod.choices
            if any(value == v for choices in m.SCORING.values() for v, _label in choices)
        ],
        initial=m.ScoringMethod.MATCHPOINTS,
    )
    seed = forms.IntegerField(
        label=gettext_lazy("Seed"), required=False, min_value=0, max_value=10**9
    )

    def clean_movement_file(self) -> str:
        upload = self.cleaned_data["movement_file"]
        if upload.size > MAX_MOVEMENT_BYTES:
            raise forms.ValidationError(
                gettext(
                    "The file is %(size)s bytes; a movement file is at most %(max_movement_bytes)s."
                )
                % {
                    "size": format(upload.size, ","),
                    "max_movement_bytes": format(MAX_MOVEMENT_BYTES, ","),
                }
            )
        try:
            return upload.read().decode("utf-8-sig")
        except UnicodeDecodeError:
            raise forms.ValidationError(gettext("The file is not text (UTF-8 CSV).")) from None


class MovementChoiceForm(forms.Form):
    """Step two: one of the movements that fit, the trays per round, the scoring method and
    the rules it follows."""

    movement = forms.ChoiceField(label=gettext_lazy("Movement"), widget=forms.RadioSelect)
    boards_per_round = forms.IntegerField(
        label=_("Trays per round"),
        min_value=1,
        max_value=8,
        required=False,
        help_text=_("Leave empty for the recommended number."),
    )
    scoring_method = forms.ChoiceField(
        label=gettext_lazy("Scoring method"),
    )
    scoring_rules = forms.ChoiceField(
        label=_("Scoring rules"),
        required=False,
        choices=m.Event._meta.get_field("scoring_rules").choices,
        initial=m.Event._meta.get_field("scoring_rules").default,
        help_text=_(
            "Whose rules work out the figures: factoring of short boards, average-plus "
            "and average-minus, the totals of pairs that sat out, the Butler datum."
        ),
    )
    vp_scale = forms.ChoiceField(
        label=_("Victory-point scale"),
        required=False,
        choices=m.Event._meta.get_field("vp_scale").choices,
        initial=m.Event._meta.get_field("vp_scale").default,
        help_text=_(
            "For standings in victory points (a Swiss, teams of several matches): how "
            "a match's IMP margin is converted. The WBF's scales fit matches of any length, the "
            "discrete one in whole VPs; the ACBL's have bands for matches of 6 to 8 and 9 to 11 "
            "trays only."
        ),
    )
    seed = forms.IntegerField(
        label=gettext_lazy("Seed"),
        required=False,
        min_value=0,
        max_value=10**9,
        help_text=_("Leave empty for a random draw; the same seed always draws the same way."),
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
        if game != m.Game.BRIDGE:  # only bridge is scored in IMPs, so in victory points
            del self.fields["vp_scale"]
        reword_fields(self, words_for(game))

    def chosen(self):
        return self.recommendations[int(self.cleaned_data["movement"])]


class PairNamesForm(forms.Form):
    """The two players of one pair, keyed by the entrant's movement label."""

    player_1 = forms.CharField(label=gettext_lazy("Player 1"), max_length=120, required=False)
    player_2 = forms.CharField(label=gettext_lazy("Player 2"), max_length=120, required=False)
    handicap = forms.DecimalField(
        label=gettext_lazy("Handicap"),
        required=False,
        max_digits=5,
        decimal_places=2,
        min_value=-50,
        max_value=50,
    )

    def clean(self):
        data = super().clean()
        one, two = data.get("player_1", "").strip(), data.get("player_2", "").strip()
        if bool(one) != bool(two):
            raise forms.ValidationError(gettext("Name both players of the pair, or neither."))
        return data


class PlayerNameForm(forms.Form):
    """The one player of an individual entry, keyed by the movement's player number."""

    player_1 = forms.CharField(label=gettext_lazy("Player 1"), max_length=120, required=False)


class TeamNameForm(forms.Form):
    """A team's name; its two pairs are named with ``PairNamesForm``."""

    name = forms.CharField(label=gettext_lazy("Name"), max_length=200, required=False)


SCORING_SETTINGS = {"scoring_method", "vp_scale", "imp_averages", "to_the_score"}


class EventSettingsForm(forms.ModelForm):
    """What the director may change at any time (``services.settings``)."""

    class Meta:
        model = m.Event
        fields = [
            "results_shown",
            "standings_shown",
            "pad_shows_percentage",
            "pad_shows_deal",
            "moving_on",
            "scoring_method",
            "scoring_rules",
            "vp_scale",
            "imp_averages",
            "unranked_below",
            "auction_english",
            "to_the_score",
        ]
        labels = {
            "results_shown": _("The public sees a tray's results"),
            "standings_shown": _("The public's standings during play"),
            "pad_shows_percentage": _("The tables' pads show each pair's running percentage"),
            "pad_shows_deal": _(
                "The tables' pads show a board's deal and double-dummy makes with its traveller"
            ),
            "moving_on": _("Moving on"),
        }
        widgets = {"unranked_below": forms.NumberInput(attrs={"min": 0, "max": 100})}

    def __init__(self, *args, **kwargs):
        """The scoring methods the event's game and form are scored by; the victory-point
        scale and the averages in IMPs only for bridge (the only game scored in IMPs, so in
        VPs); none of them for a progressive party, which its own prizes score."""
        super().__init__(*args, **kwargs)
        event = self.instance
        if event.form == m.Form.PROGRESSIVE:
            del self.fields["scoring_method"]
            del self.fields["moving_on"]  # a party's rounds are the host's bell
        else:
            self.fields["scoring_method"].choices = scoring_choices(event.game, event.form)
        if event.game != m.Game.BRIDGE or event.form == m.Form.PROGRESSIVE:
            del self.fields["vp_scale"]
            del self.fields["imp_averages"]
        if event.game != m.Game.AUCTION:
            del self.fields["auction_english"]
        if event.form != m.Form.PAIRS or event.game not in (m.Game.BRIDGE, m.Game.AUCTION):
            del self.fields["to_the_score"]
        for name in (SCORING_SETTINGS | {"moving_on"}) & set(self.fields):  # left out: kept
            self.fields[name].required = False
            self.fields[name].initial = getattr(event, name)
        reword_fields(self, event.words)

    def _kept(self, name: str) -> str:
        return self.cleaned_data.get(name) or getattr(self.instance, name)

    def clean_scoring_method(self) -> str:
        return self._kept("scoring_method")

    def clean_vp_scale(self) -> str:
        return self._kept("vp_scale")

    def clean_imp_averages(self) -> str:
        return self._kept("imp_averages")

    def clean_to_the_score(self) -> str:
        return self._kept("to_the_score")

    def clean_moving_on(self) -> str:
        return self._kept("moving_on")
