"""The director's page of who sat where: each seat of the event's pairs (or players), the
player named there, and how (entered at table T in round R, when, and what was typed; the
director's own names), with a form to name or fix a seat (``services.players_at_table``).
A seat the director fixed is no longer changed from a table; every change goes in the log."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments import services
from tournaments.services.players_at_table import Who, fix_seat
from tournaments.standings.players_at_table import event_seats, member_number
from tournaments.views.access import organised_event


class SeatFixForm(forms.Form):
    """One seat's player: a member number, or a name (a member's, or a visitor's)."""

    entrant = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    position = forms.IntegerField(widget=forms.HiddenInput, min_value=1, max_value=2)
    number = forms.CharField(required=False, max_length=40, label=gettext_lazy("Member number"))
    name = forms.CharField(
        required=False, max_length=120, label=gettext_lazy("or name (a visitor's)")
    )

    def clean(self):
        data = super().clean()
        if bool((data.get("number") or "").strip()) == bool((data.get("name") or "").strip()):
            raise forms.ValidationError(_("Give a member number or a name: one of the two."))
        return data


@login_required
def seats(request, slug):
    """Who sat where; a POST names or fixes one seat."""
    event = organised_event(request, slug)
    form = None
    status = 200
    if request.method == "POST":
        form = SeatFixForm(request.POST, auto_id=False)
        if form.is_valid():
            data = form.cleaned_data
            who = Who(number=data["number"].strip(), visitor=data["name"].strip())
            try:
                row = fix_seat(event, data["entrant"], data["position"], who, by=request.user)
            except services.DomainError as exc:
                form.add_error(None, str(exc))
            else:
                messages.success(
                    request,
                    _("%(code)s's player %(position)s is now %(name)s.")
                    % {
                        "code": row.entrant.code,
                        "position": row.position,
                        "name": row.player.name,
                    },
                )
                return redirect("run-players", event.slug)
        status = 400
    rows = [
        {
            "seat": s,
            "number": member_number(s.player),
            "form": form
            if form is not None
            and form.data.get("entrant") == str(s.entrant.pk)
            and form.data.get("position") == str(s.position)
            else SeatFixForm(
                auto_id=False, initial={"entrant": s.entrant.pk, "position": s.position}
            ),
        }
        for s in event_seats(event)
    ]
    context = {"event": event, "rows": rows, "error_form": form}
    return render(request, "tournaments/seat_players.html", context, status=status)
