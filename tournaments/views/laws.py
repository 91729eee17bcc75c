"""The director's rulings under a named law: a wrong trump on a tray (Law IV)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments import services
from tournaments.forms.laws import LawBForm, LawIVForm
from tournaments.scoring.law_b import WORDS as LAW_B_WORDS
from tournaments.scoring.law_iv import SECTIONS
from tournaments.services.law_b import rule_irregular_hand
from tournaments.services.law_iv import law_iv_for, rule_wrong_trump
from tournaments.standings.session import playing_seatings
from tournaments.views.access import organised_event


@login_required
def law_iv(request, slug, number, seating):
    """A wrong trump at one table of a tray: the law's words, the number of tables that play
    the tray, and both branches (the average, a new deal), the one the law gives marked."""
    event = organised_event(request, slug)
    if not event.is_whist:
        raise Http404(_("Law IV is a law of duplicate whist."))
    tray = get_object_or_404(m.Tray, event=event, number=number)
    seatings, results = playing_seatings(tray)
    place = next((s for s in seatings if s.pk == seating), None)
    if place is None:
        raise Http404(_("That table does not play this tray."))
    given = law_iv_for(tray)
    form = LawIVForm(request.POST or None, initial={"branch": given.branch})
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            ruling = rule_wrong_trump(
                event, tray.number, place.pk, branch=data["branch"], section=data["section"],
                by=request.user, reason=data["reason"],
            )  # fmt: skip
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("Tray %(tray)s, table %(table)s: %(explain)s.")
                % {
                    "tray": tray.number,
                    "table": place.table.number,
                    "explain": ruling.explain(),
                },
            )
            return redirect("traveller-entry", event.slug, tray.number)
    stored = results.get(place.pk)
    return render(
        request,
        "tournaments/law_iv.html",
        {
            "event": event,
            "tray": tray,
            "seating": place,
            "stored": services.result_snapshot(stored) if stored else None,
            "form": form,
            "given": given,
            "sections": SECTIONS.values(),
        },
    )


@login_required
def law_b(request, slug, number, seating):
    """A hand found irregular after the overplay began (duplicate auction, law B(3)): the
    law's words, the tables that play the tray, and the ruling it gives."""
    event = organised_event(request, slug)
    if event.game != m.Game.AUCTION:
        raise Http404(_("Law B is a law of duplicate auction."))
    tray = get_object_or_404(m.Tray, event=event, number=number)
    seatings, results = playing_seatings(tray)
    place = next((s for s in seatings if s.pk == seating), None)
    if place is None:
        raise Http404(_("That table does not play this tray."))
    form = LawBForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            ruling = rule_irregular_hand(
                event, tray.number, place.pk, surplus=data["surplus"],
                offenders=data["offenders"], by=request.user, reason=data["reason"],
            )  # fmt: skip
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("Tray %(tray)s, table %(table)s: %(explanation)s.")
                % {
                    "tray": tray.number,
                    "table": place.table.number,
                    "explanation": ruling.explanation,
                },
            )
            return redirect("traveller-entry", event.slug, tray.number)
    stored = results.get(place.pk)
    return render(
        request,
        "tournaments/law_b.html",
        {
            "event": event,
            "tray": tray,
            "seating": place,
            "stored": services.result_snapshot(stored) if stored else None,
            "form": form,
            "tables": len(seatings),
            "words": LAW_B_WORDS,
        },
    )
