"""The organiser's fast paths for paper: a tray's whole traveller, or one score slip."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments import services
from tournaments.forms import entry as forms
from tournaments.forms.ruling import RulingForm
from tournaments.scoring.entry import replaces_score
from tournaments.standings import shown_for
from tournaments.standings.session import playing_seatings
from tournaments.views.access import organised_event, scored_event


@login_required
def traveller_entry(request, slug, number):
    event = scored_event(request, slug)
    tray = get_object_or_404(m.Tray, event=event, number=number)
    seatings, results = playing_seatings(tray)
    form = forms.TravellerForm(
        request.POST or None,
        seatings=seatings,
        results=results,
        whist=event.is_whist,
        game=event.game,
        revokes=event.form == m.Form.PAIRS and event.scoring_method == m.ScoringMethod.TRICKS,
    )
    if request.method == "POST" and form.is_valid():
        try:
            count = services.record_traveller(
                event,
                tray.number,
                form.entries(),
                by=request.user,
                reason=form.cleaned_data["reason"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("%(Board)s %(number)s: %(count)s result(s) saved.")
                % {"Board": event.words.Board, "number": tray.number, "count": count},
            )
            following = event.trays.filter(number__gt=tray.number).order_by("number").first()
            if following is not None and "next" in request.POST:
                return redirect("traveller-entry", event.slug, following.number)
            return redirect("traveller-entry", event.slug, tray.number)
    history = tray.changes.select_related("seating__table", "changed_by")
    stored_results = tray.results.select_related("seating__table").order_by(
        "seating__table__number"
    )
    return render(
        request,
        "tournaments/traveller_entry.html",
        {
            "event": event,
            "tray": tray,
            "form": form,
            "history": history,
            "trays": event.trays.all(),
            "stored_results": stored_results,
            "is_organiser": event.is_organiser(request.user),
        },
    )


@login_required
def slip_entry(request, slug):
    """One score slip at a time: a tray at a table, its tricks (whist) or its contract."""
    event = scored_event(request, slug)
    data = request.POST or None
    if event.is_whist:
        form = forms.QuickResultForm(data)
    else:
        form = forms.BridgeSlipForm(data, game=event.game)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        if event.is_whist:
            entry = services.WhistEntry(0, data["ns_tricks"], data["ew_tricks"])
        else:
            entry = form.entry()
        try:
            services.record_slip(
                event,
                tray_number=data["tray"],
                table_number=data["table"],
                entry=entry,
                by=request.user,
                reason=data["reason"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("%(Board)s %(tray)s at table %(table)s saved.")
                % {"Board": event.words.Board, "tray": data["tray"], "table": data["table"]},
            )
            return redirect("slip-entry", event.slug)
    note = shown_for(event.form).slip_note
    return render(
        request, "tournaments/slip_entry.html", {"event": event, "form": form, "slip_note": note}
    )


@login_required
def ruling(request, slug, number, seating):
    """The director's ruling on one table's result of a tray: averages, an assigned, weighted
    or split score, not played, a procedural penalty, a fouled tray's group."""
    event = organised_event(request, slug)
    tray = get_object_or_404(m.Tray, event=event, number=number)
    seatings, results = playing_seatings(tray)
    place = next((s for s in seatings if s.pk == seating), None)
    if place is None:
        raise Http404(_("That table does not play this %(board)s.") % {"board": event.words.board})
    stored = results.get(place.pk)
    form = RulingForm(
        request.POST or None,
        game=event.game,
        vulnerability=tray.vulnerability,
        penalties=m.penalties_allowed(event.game, event.form),
        imps=m.scored_in_imps(event.form, event.scoring_method),
        teams=m.team_ruling_method(event.game, event.form, event.scoring_method),
    )
    if request.method == "POST" and form.is_valid():
        code = form.cleaned_data["code"]
        try:
            entry = ruled_entry(event, place, stored, code)
            services.record_traveller(
                event, tray.number, [entry], by=request.user, reason=form.cleaned_data["reason"]
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _("%(Board)s %(number)s, table %(number2)s: %(code)s.")
                % {
                    "Board": event.words.Board,
                    "number": tray.number,
                    "number2": place.table.number,
                    "code": code,
                },
            )
            return redirect("traveller-entry", event.slug, tray.number)
    return render(
        request,
        "tournaments/ruling.html",
        {
            "event": event,
            "tray": tray,
            "seating": place,
            "stored": services.result_snapshot(stored) if stored else None,
            "form": form,
        },
    )


def ruled_entry(event: m.Event, seating: m.Seating, stored, code: str):
    """The traveller line a ruling stores: the code alone when it replaces the table's result,
    else the table's own result with the code beside it."""
    if replaces_score(code):
        if event.is_whist:
            return services.WhistEntry(seating.pk, None, None, adjustment=code)
        return services.BridgeEntry(seating.pk, "", "", None, adjustment=code)
    if stored is None or stored.adjustment and replaces_score(stored.adjustment):
        raise services.DomainError(
            _(
                "Enter the table's own result first: a procedural penalty or a fouled tray's group "
                "sits beside it."
            )
        )
    if event.is_whist:
        return services.WhistEntry(seating.pk, stored.ns_tricks, stored.ew_tricks, adjustment=code)
    return services.BridgeEntry(
        seating.pk,
        stored.contract,
        stored.declarer,
        stored.tricks_taken,
        adjustment=code,
        honours=stored.honours,
        honours_side=stored.honours_side,
        out_of_turn=stored.out_of_turn,
    )


@login_required
@require_POST
def remove(request, slug, pk):
    """Take a result off its traveller, with a reason; the history keeps it."""
    event = organised_event(request, slug)
    result = get_object_or_404(m.Result.objects.select_related("tray"), pk=pk, tray__event=event)
    try:
        services.remove_result(result, by=request.user, reason=request.POST.get("reason", ""))
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(
            request,
            _("The result on %(board)s %(number)s was removed.")
            % {"board": event.words.board, "number": result.tray.number},
        )
    return redirect("traveller-entry", event.slug, result.tray.number)
