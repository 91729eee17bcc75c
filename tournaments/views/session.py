"""The director's desk while the session runs: rounds, tables reporting, sit-outs, QR codes."""

from __future__ import annotations

import io

import qrcode
import qrcode.image.svg
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments import services
from tournaments.papers import changed
from tournaments.services.late import free_seat, join_late
from tournaments.services.swiss import is_swiss
from tournaments.standings import session as progress
from tournaments.standings import swiss_totals
from tournaments.views import confirm
from tournaments.views.access import organised_event
from tournaments.views.clock import clock_json
from tournaments.views.desk import keep_changes, kept_changes, tables_moving


@login_required
def run(request, slug):
    event = organised_event(request, slug)
    if event.status == m.Status.DRAFT:
        messages.error(request, _("Start the event first."))
        return redirect("event", event.slug)
    shown = event.current_round or 1
    try:
        shown = int(request.GET.get("round", shown))
    except ValueError:
        pass
    rounds = list(event.rounds.values_list("number", flat=True))
    if shown not in rounds:
        shown = event.current_round or 1
    status = progress.round_status(event, shown)
    return render(
        request,
        "tournaments/run.html",
        {
            "event": event,
            "status": status,
            "shown": shown,
            "rounds": rounds,
            "missing": progress.missing_by_round(event),
            "pairs": event.entrants.exclude(kind=m.Entrant.Kind.TEAM),
            "disputed": progress.disputed(event),
            "calls": progress.waiting_calls(event),
            "clock": clock_json(event),
            "clock_minutes": m.RoundClock.objects.filter(event=event)
            .values_list("minutes_per_board", flat=True)
            .first()
            or "7.5",
            "change_requests": progress.change_requests(event),
            "unaccepted": progress.unaccepted(event),
            "doubtful": progress.doubtful_results(event),
            "log": event.log.select_related("by")[:20],
            "swiss": swiss_totals.panel(event) if is_swiss(event) else None,
            "late_seat": free_seat(event),
            "changes": kept_changes(request, event),
            "undo_open": _undo_open(event),
            "moving": tables_moving(event),
            "moving_choices": m.MovingOn.choices,
        },
    )


def _undo_open(event: m.Event) -> bool:
    """Whether the desk offers to undo the last round call: no result of it is in yet."""
    if event.status != m.Status.PLAYING or event.current_round <= 1 or is_swiss(event):
        return False
    return not m.Result.objects.filter(
        seating__round__event=event, seating__round__number=event.current_round
    ).exists()


def table_url(table: m.Table) -> str:
    return reverse("table-entry", args=[table.secret])


@login_required
@require_POST
def change_pair(request, slug):
    """A pair leaves (from a round on) or arrives late (for a round): its opponents sit out."""
    event = organised_event(request, slug)
    entrant = event.entrants.filter(label=request.POST.get("entrant", "")).first()
    what = request.POST.get("what")
    reason = request.POST.get("reason", "")
    try:
        number = int(request.POST.get("round", ""))
    except ValueError:
        messages.error(request, _("Give the round as a number."))
        return redirect("run", event.slug)
    if entrant is None:
        messages.error(request, _("Choose a pair of this event."))
        return redirect("run", event.slug)
    if not confirm.confirmed(request):
        question = confirm.change_pair(request, event, entrant, number)
        return confirm.ask(request, event, question, back=confirm.run_url(event))
    before = changed.snapshot(event)
    try:
        if what == "withdraw":
            rounds_changed = services.withdraw_entrant(
                event,
                entrant,
                from_round=number,
                by=request.user,
                reason=reason,
                opponents=request.POST.get("opponents", "sit-out"),
            )
        elif what == "late":
            rounds_changed = services.late_arrival(
                event, entrant, arrives_for_round=number, by=request.user, reason=reason
            )
        else:
            raise services.DomainError(_("Choose whether the pair leaves or arrives late."))
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        keep_changes(request, event, before)
        rounds = ", ".join(str(r) for r in rounds_changed)
        if what == "withdraw" and request.POST.get("opponents") == "average-plus":
            messages.success(
                request,
                _(
                    "%(code)s withdraws from round %(rounds)s; its opponents score average-plus on those "
                    "%(boards)s."
                )
                % {"code": entrant.code, "rounds": rounds, "boards": event.words.boards},
            )
        else:
            messages.success(
                request,
                _("%(code)s sits out round %(rounds)s; its opponents rest.")
                % {"code": entrant.code, "rounds": rounds},
            )
    return redirect("run", event.slug)


@login_required
@require_POST
def renew_link(request, slug, number):
    """A table's new link (a lost phone): the old one stops working at once."""
    event = organised_event(request, slug)
    if not confirm.confirmed(request):
        return confirm.ask(
            request, event, confirm.renew(event, number), back=confirm.run_url(event)
        )
    before = changed.snapshot(event)
    try:
        services.renew_table_secret(event, number, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        keep_changes(request, event, before)
        messages.success(
            request,
            _("Table %(number)s has a new link: scan its QR code here on the table's phone.")
            % {"number": number},
        )
    return redirect("run", event.slug)


@login_required
def table_qr(request, slug, number):
    """The table's entry link as a QR code (SVG), for the director's screen."""
    event = organised_event(request, slug)
    table = get_object_or_404(m.Table, event=event, number=number)
    if not table.secret:
        raise Http404(_("No entry link for this table."))
    image = qrcode.make(
        request.build_absolute_uri(table_url(table)), image_factory=qrcode.image.svg.SvgPathImage
    )
    buffer = io.BytesIO()
    image.save(buffer)
    return HttpResponse(buffer.getvalue(), content_type="image/svg+xml")


@login_required
@require_POST
def late_pair(request, slug):
    """A pair arriving after the start: it takes the phantom's seat from a round on."""
    event = organised_event(request, slug)
    names = [request.POST.get("player_1", ""), request.POST.get("player_2", "")]
    try:
        number = int(request.POST.get("round", ""))
    except ValueError:
        messages.error(request, _("Give the round as a number."))
        return redirect("run", event.slug)
    if not confirm.confirmed(request):
        question = confirm.late_pair(request, event, number)
        return confirm.ask(request, event, question, back=confirm.run_url(event))
    before = changed.snapshot(event)
    try:
        entrant = join_late(event, by=request.user, player_names=names, from_round=number)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        keep_changes(request, event, before)
        messages.success(
            request,
            _("%(code)s joins from round %(number)s: its table's link shows it.")
            % {"code": entrant.code, "number": number},
        )
    return redirect("run", event.slug)
