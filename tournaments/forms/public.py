"""The public pages' one form: a pair's number, to say where it plays next."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from tournaments.models.choices import Direction


class WhereNextForm(forms.Form):
    """A pair's (team's, player's) number, and its direction where both sides count from 1."""

    number = forms.CharField(label=_("Pair number"), max_length=10)
    direction = forms.ChoiceField(label=_("Direction"), choices=Direction.choices, required=False)

    def __init__(self, *args, directional: bool, word: str = "pairs", **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["number"].label = {
            "teams": _("Team (letter or number)"),
            "players": _("Player"),
        }.get(word, _("Pair number"))
        self.fields["number"].widget.attrs.update({"autocomplete": "off", "size": 6})
        if directional:
            self.fields["direction"].required = True
        else:
            del self.fields["direction"]
